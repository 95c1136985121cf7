import { describe, expect, it } from 'vitest';
import { UsuarioTipo } from '../src/contracts/constants.ts';
import { textoPromesaEnvio } from '../src/rules/envio.ts';
import {
  costoDeEnvio,
  envioPara,
  type ReglaEnvioDatos,
  reglasPara,
  textoTramos,
  tramosPara,
} from '../src/rules/envio-regla.ts';
import { formatInCurrency } from '../src/rules/money.ts';

const dolar = (cents: number) => formatInCurrency(cents, { tipo: 'dolar', simbolo: '$', tasa: '1.0000' });
const { NORMAL, PRIME, MAYORISTA } = UsuarioTipo;

/** Caracas as seeded: $ 3 → from $ 30 $ 1,50 → from $ 60 free; area 7 (far): $ 5 → from $ 60 $ 2. */
const zona: ReglaEnvioDatos = {
  areaId: null,
  tramos: [
    { desde: '60.00', costo: '0.00' },
    { desde: '0.00', costo: '3.00' },
    { desde: '30.00', costo: '1.50' },
  ],
  primeGratisDesde: null,
};
const lejos: ReglaEnvioDatos = {
  areaId: 7,
  tramos: [
    { desde: '0.00', costo: '5.00' },
    { desde: '60.00', costo: '2.00' },
  ],
  primeGratisDesde: '20.00',
};

describe('costoDeEnvio: the band of the largest amount reached, the area overriding its zone', () => {
  it('charges by band for everyone but a prime shopper with a benefit', () => {
    expect(costoDeEnvio([zona, lejos], null, 0, NORMAL)).toBe(300);
    expect(costoDeEnvio([zona, lejos], null, 2999, NORMAL)).toBe(300);
    expect(costoDeEnvio([zona, lejos], null, 3000, NORMAL)).toBe(150);
    expect(costoDeEnvio([zona, lejos], null, 6000, NORMAL)).toBe(0);
    // Another area of the zone pays as the zone; the far area by its own bands.
    expect(costoDeEnvio([zona, lejos], 3, 3000, NORMAL)).toBe(150);
    expect(costoDeEnvio([zona, lejos], 7, 3000, NORMAL)).toBe(500);
    expect(costoDeEnvio([zona, lejos], 7, 6000, MAYORISTA)).toBe(200);
  });

  it('a prime benefit makes prime shoppers ship free from its amount (0: always), others unchanged', () => {
    expect(costoDeEnvio([zona, lejos], 7, 1999, PRIME)).toBe(500);
    expect(costoDeEnvio([zona, lejos], 7, 2000, PRIME)).toBe(0);
    expect(costoDeEnvio([zona, lejos], 7, 9000, PRIME)).toBe(0);
    // The zone's rule has no benefit: prime pays as everyone there.
    expect(costoDeEnvio([zona, lejos], null, 3000, PRIME)).toBe(150);
    const siempre = { ...zona, primeGratisDesde: '0.00' };
    expect(costoDeEnvio([siempre], null, 100, PRIME)).toBe(0);
    expect(costoDeEnvio([siempre], null, 100, NORMAL)).toBe(300);
  });

  it('no rule charges nothing', () => {
    expect(costoDeEnvio([], null, 100, NORMAL)).toBe(0);
  });
});

describe('tramosPara / reglasPara: the bands a shopper pays by, as the checkout form carries them', () => {
  it('sorts the bands, one per amount, and cuts them at the prime benefit', () => {
    expect(tramosPara(zona, NORMAL).map((t) => t.desde)).toEqual(['0.00', '30.00', '60.00']);
    expect(tramosPara({ ...zona, primeGratisDesde: '45.00' }, PRIME)).toEqual([
      { desde: '0.00', costo: '3.00' },
      { desde: '30.00', costo: '1.50' },
      { desde: '45.00', costo: '0.00' },
    ]);
    expect(tramosPara({ ...zona, primeGratisDesde: '0.00' }, PRIME)).toEqual([
      { desde: '0.00', costo: '0.00' },
    ]);
    expect(reglasPara([lejos], PRIME)).toEqual([
      { areaId: 7, desde: '0.00', costo: '5.00' },
      { areaId: 7, desde: '20.00', costo: '0.00' },
    ]);
  });
});

describe('textoTramos: a rule in words for the back-office', () => {
  it('reads each band, free ones as gratis, and the prime benefit', () => {
    expect(textoTramos(zona, dolar)).toBe(
      'Desde $ 0,00: $ 3,00 · Desde $ 30,00: $ 1,50 · Desde $ 60,00: gratis',
    );
    expect(textoTramos({ ...zona, primeGratisDesde: '0.00' }, dolar)).toMatch(/ · PRIME: gratis$/);
    expect(textoTramos(lejos, dolar)).toBe(
      'Desde $ 0,00: $ 5,00 · Desde $ 60,00: $ 2,00 · PRIME: gratis desde $ 20,00',
    );
  });
});

describe('envioPara: the store promises a shopper what their checkout charges them', () => {
  const envio = {
    tramos: zona.tramos.slice(),
    primeGratisDesde: '20.00',
    areas: [{ nombre: 'El Hatillo', tramos: lejos.tramos.slice(), primeGratisDesde: null }],
  };
  it('applies the prime benefit for a prime shopper only', () => {
    expect(textoPromesaEnvio(envioPara(envio, NORMAL), dolar)).toBe(
      'Delivery gratis en compras desde $ 60,00 (excepto El Hatillo)',
    );
    expect(textoPromesaEnvio(envioPara(envio, PRIME), dolar)).toBe(
      'Delivery gratis en compras desde $ 20,00 (excepto El Hatillo)',
    );
    expect(
      textoPromesaEnvio(envioPara({ ...envio, primeGratisDesde: '0.00', areas: [] }, PRIME), dolar),
    ).toBe('Delivery gratis');
    // Without the field (an older answer), as everyone.
    expect(envioPara({ tramos: envio.tramos, areas: [] }, PRIME).tramos).toEqual(tramosPara(zona, NORMAL));
  });
});
