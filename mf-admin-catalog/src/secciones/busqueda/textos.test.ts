import type { ProductoElegible, Regla } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { efecto, errorPalabras, lineas, textoSinonimo, vigencia } from './textos.ts';

const producto = (id: number, nombre: string) => ({ id, nombre }) as ProductoElegible;
const regla = (cambios: Partial<Regla>): Regla => ({
  objectID: 'r',
  zona: 'caracas',
  patron: 'arroz',
  anclaje: 'contains',
  promover: [],
  ocultar: [],
  impulso: 'ninguno',
  impulsoValor: '',
  aviso: '',
  descripcion: '',
  activa: true,
  desde: '',
  hasta: '',
  huella: '0123456789abcdef',
  ...cambios,
});

describe('the search section’s words', () => {
  it('writes a synonym in one line, by its type', () => {
    expect(textoSinonimo({ tipo: 'synonym', entrada: null, palabras: ['cambur', 'banano'] })).toBe(
      'cambur = banano',
    );
    expect(
      textoSinonimo({ tipo: 'oneWaySynonym', entrada: 'harina pan', palabras: ['harina de maíz precocida'] }),
    ).toBe('harina pan → harina de maíz precocida');
  });

  it('reads the words one a line and names the refused one', () => {
    const palabras = lineas(' cambur \n\n banano\nguineo \n');
    expect(palabras).toEqual(['cambur', 'banano', 'guineo']);
    expect(errorPalabras({ 'palabras.2': 'Esta palabra ya está en la lista' }, palabras)).toBe(
      '«guineo»: Esta palabra ya está en la lista',
    );
    expect(errorPalabras({ palabras: 'Un sinónimo necesita…', 'palabras.0': 'x' }, palabras)).toBe(
      'Un sinónimo necesita…',
    );
    expect(errorPalabras({ entrada: 'x' }, palabras)).toBeUndefined();
  });

  it('says what a rule does and how long it lasts', () => {
    expect(
      efecto(
        regla({
          promover: [producto(1, 'Arroz Primor 1 kg')],
          ocultar: [producto(2, 'A'), producto(3, 'B')],
          impulso: 'marca',
          impulsoValor: 'Mary',
          aviso: 'Oferta',
        }),
      ),
    ).toBe('Destaca Arroz Primor 1 kg · Esconde 2 productos · Impulsa la marca «Mary» · Aviso «Oferta»');
    expect(efecto(regla({ impulso: 'ofertas', ocultar: [producto(2, 'A')] }))).toBe(
      'Esconde 1 producto · Impulsa las ofertas',
    );
    expect(vigencia(regla({}))).toBe('Siempre');
    expect(vigencia(regla({ desde: '2026-12-01', hasta: '2026-12-24' }))).toBe('2026-12-01 a 2026-12-24');
  });
});
