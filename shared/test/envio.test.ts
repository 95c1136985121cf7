import { describe, expect, it } from 'vitest';
import type { EnvioZona, TramoEnvio } from '../src/contracts/catalogo.ts';
import { gratisDesde, promesaEnvio, textoFaltaEnvioGratis, textoPromesaEnvio } from '../src/rules/envio.ts';
import { formatInCurrency, fromCents } from '../src/rules/money.ts';
import { costoEnvio, type ReglaEnvioEntrada } from '../src/rules/totales.ts';

const dolar = (cents: number) => formatInCurrency(cents, { tipo: 'dolar', simbolo: '$', tasa: '1.0000' });
const bolivar = (cents: number) =>
  formatInCurrency(cents, { tipo: 'bolivar', simbolo: 'Bs.', tasa: '236.4500' });

const tramo = (desde: string, costo: string): TramoEnvio => ({ desde, costo });
/** The seed's caracas: $ 3 → from $ 30 $ 1,50 → from $ 60 free; El Hatillo $ 5 → from $ 60 $ 2. */
const CARACAS: EnvioZona = {
  tramos: [tramo('0.00', '3.00'), tramo('30.00', '1.50'), tramo('60.00', '0.00')],
  areas: [{ nombre: 'El Hatillo', tramos: [tramo('0.00', '5.00'), tramo('60.00', '2.00')] }],
};
const VALENCIA: EnvioZona = { tramos: [tramo('0.00', '2.50'), tramo('40.00', '0.00')], areas: [] };

describe('the delivery promise comes from the shipping rules', () => {
  it('words the free-from amount in the shopper’s currency and names the areas it does not cover', () => {
    expect(textoPromesaEnvio(VALENCIA, dolar)).toBe('Delivery gratis en compras desde $ 40,00');
    expect(textoPromesaEnvio(VALENCIA, bolivar)).toBe('Delivery gratis en compras desde Bs. 9.458,00');
    expect(textoPromesaEnvio(CARACAS, dolar)).toBe(
      'Delivery gratis en compras desde $ 60,00 (excepto El Hatillo)',
    );
  });

  it('says free only when every order ships free, and the lowest cost when none does', () => {
    expect(textoPromesaEnvio({ tramos: [], areas: [] }, dolar)).toBe('Delivery gratis');
    expect(textoPromesaEnvio({ tramos: [tramo('0.00', '0.00')], areas: [] }, dolar)).toBe('Delivery gratis');
    const nunca: EnvioZona = {
      tramos: [tramo('0.00', '3.00'), tramo('50.00', '1.00')],
      areas: [
        { nombre: 'Lejos', tramos: [tramo('0.00', '4.00')] },
        { nombre: 'Cerca', tramos: [tramo('0.00', '1.00')] },
      ],
    };
    expect(textoPromesaEnvio(nunca, dolar)).toBe('Delivery desde $ 1,00 (excepto Lejos)');
    const dosLejos: EnvioZona = {
      ...nunca,
      areas: [...nunca.areas, { nombre: 'Isla', tramos: [tramo('0.00', '9.00')] }],
    };
    expect(textoPromesaEnvio(dosLejos, dolar)).toBe('Delivery desde $ 1,00 (excepto Lejos e Isla)');
    // Free from $ 40, then charged again from $ 80: not "free from".
    expect(gratisDesde([tramo('0.00', '2.00'), tramo('40.00', '0.00'), tramo('80.00', '1.00')])).toBeNull();
  });

  it('tells the cart how much more gives free delivery, and when it has it', () => {
    expect(textoFaltaEnvioGratis(VALENCIA, 2870, dolar)).toBe('Le faltan $ 11,30 para el delivery gratis');
    expect(textoFaltaEnvioGratis(VALENCIA, 4000, dolar)).toBe('Su compra tiene delivery gratis');
    expect(textoFaltaEnvioGratis(CARACAS, 5000, dolar)).toBe(
      'Le faltan $ 10,00 para el delivery gratis (excepto El Hatillo)',
    );
    expect(textoFaltaEnvioGratis({ tramos: [], areas: [] }, 100, dolar)).toBeNull();
    expect(textoFaltaEnvioGratis({ tramos: [tramo('0.00', '3.00')], areas: [] }, 100, dolar)).toBeNull();
  });

  it('never promises what checkout does not give, over random rule sets (property)', () => {
    let semilla = 17;
    const azar = (n: number) => {
      semilla = (semilla * 1103515245 + 12345) % 2147483648;
      return semilla % n;
    };
    const tramosAlAzar = (): TramoEnvio[] =>
      Array.from({ length: azar(4) }, () => tramo(fromCents(azar(10) * 1000), fromCents(azar(3) * 150)));
    for (let i = 0; i < 500; i++) {
      const conReglas = [tramosAlAzar(), tramosAlAzar()].filter((t) => t.length);
      const envio: EnvioZona = {
        tramos: tramosAlAzar(),
        areas: conReglas.map((tramos, n) => ({ nombre: `Área ${n + 1}`, tramos })),
      };
      const reglas: ReglaEnvioEntrada[] = [
        ...envio.tramos.map((t) => ({ areaId: null, ...t })),
        ...envio.areas.flatMap((a, n) => a.tramos.map((t) => ({ areaId: n + 1, ...t }))),
      ];
      const p = promesaEnvio(envio);
      const cubiertas = [null, ...envio.areas.map((_, n) => n + 1)].filter(
        (area) => area === null || !p.excepto.includes(`Área ${area}`),
      );
      for (const area of cubiertas) {
        for (let subtotal = 0; subtotal <= 12_000; subtotal += 250) {
          const costo = costoEnvio(reglas, area, subtotal);
          if (p.tipo === 'gratis' && subtotal >= p.desde) expect(costo).toBe(0);
          if (p.tipo === 'costo') expect(costo === 0 || costo >= p.desde).toBe(true);
        }
      }
    }
  });
});
