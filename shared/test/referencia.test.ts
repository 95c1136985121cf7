import { describe, expect, it } from 'vitest';
import { MensajesOrden, mensajeReferenciaInvalida } from '../src/contracts/index.ts';

describe('mensajeReferenciaInvalida (issue 36): the message says how to fix the reference', () => {
  it.each([
    ['^[0-9]{4,12}$', 'La referencia debe tener entre 4 y 12 dígitos, solo números'],
    ['^\\d{6,20}$', 'La referencia debe tener entre 6 y 20 dígitos, solo números'],
    ['^[0-9]{6}$', 'La referencia debe tener 6 dígitos, solo números'],
    ['^[A-Za-z0-9]{6,20}$', 'La referencia debe tener entre 6 y 20 letras o números, sin espacios ni signos'],
  ])('%s → %s', (patron, mensaje) => {
    expect(mensajeReferenciaInvalida(patron)).toBe(mensaje);
  });

  it('keeps the generic sentence for a pattern it cannot put in words', () => {
    expect(mensajeReferenciaInvalida('^(AB|CD)[0-9]+$')).toBe(MensajesOrden.REFERENCIA_INVALIDA);
    expect(mensajeReferenciaInvalida(null)).toBe(MensajesOrden.REFERENCIA_INVALIDA);
  });
});
