/** The coupon form's schema (issue 35), the one the back-office page and the API both parse with. */
import { describe, expect, it } from 'vitest';
import { CuponEditarSchema, CuponRegistrarSchema, MensajesCuponAdmin } from '../src/contracts/admin-cupon.ts';

const base = {
  codigo: ' verano-26 ',
  nombre: 'Verano',
  porcentaje: true,
  valor: '10',
  minimoCompra: '0',
  fechaInicio: '2026-12-01',
  fechaFin: '2026-12-01',
  limiteUsuario: 0,
  limiteTotal: 0,
  publico: false,
  zonas: [],
  usuarioTipos: [],
  clientes: [],
};

/** The first message per field of a refused form. */
function errores(cambios: Record<string, unknown>): Record<string, string> {
  const r = CuponRegistrarSchema.safeParse({ ...base, ...cambios });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
}

describe('CuponRegistrarSchema', () => {
  it('upper-cases the code, takes a comma or a dot, lower-cases e-mails; one day is a valid span', () => {
    const r = CuponRegistrarSchema.parse({
      ...base,
      valor: '12,5',
      minimoCompra: '7.5',
      clientes: ['Ana@Demo.test'],
    });
    expect(r).toMatchObject({
      codigo: 'VERANO-26',
      valor: '12.50',
      minimoCompra: '7.50',
      clientes: ['ana@demo.test'],
    });
  });

  it.each([
    [{ valor: '100.01' }, 'valor', MensajesCuponAdmin.PORCENTAJE],
    [{ valor: '0,00' }, 'valor', MensajesCuponAdmin.VALOR_CERO],
    [{ valor: '-1' }, 'valor', MensajesCuponAdmin.VALOR_NEGATIVO],
    [{ valor: '1.000,50' }, 'valor', MensajesCuponAdmin.NUMERO],
    [{ fechaFin: '2026-11-30' }, 'fechaFin', MensajesCuponAdmin.FECHA_FIN],
    [{ fechaInicio: '2026-02-31x' }, 'fechaInicio', MensajesCuponAdmin.FECHA],
    [{ limiteTotal: -1 }, 'limiteTotal', MensajesCuponAdmin.LIMITE],
    [{ limiteUsuario: Number.NaN }, 'limiteUsuario', MensajesCuponAdmin.LIMITE],
    [{ codigo: 'ÑU' }, 'codigo', MensajesCuponAdmin.CODIGO],
  ])('%o → %s: %s', (cambios, campo, mensaje) => {
    expect(errores(cambios)[campo]).toBe(mensaje);
  });

  it('a fixed amount may pass 100; editing needs the version', () => {
    expect(errores({ porcentaje: false, valor: '150' })).toEqual({});
    expect(CuponEditarSchema.safeParse({ ...base }).success).toBe(false);
    expect(CuponEditarSchema.safeParse({ ...base, version: 3 }).success).toBe(true);
  });
});
