/** The checkout's totals rule (calcularTotales and its parts): each row, and how they add up. */
import { describe, expect, it } from 'vitest';
import { convertCents } from '../src/rules/money.ts';
import { precioConIva } from '../src/rules/price.ts';
import { TAX_CLASSES } from '../src/rules/tax.ts';
import {
  calcularTotales,
  costoEnvio,
  descuentoCupon,
  importeLinea,
  minimoCompraPara,
  repartirProporcional,
  totalesDinero,
} from '../src/rules/totales.ts';

const TASA = '236.4500';

describe('calcularTotales', () => {
  it('a line at the regular price, exempt: subtotal = total; Bs on the unit price converted once', () => {
    const t = totalesDinero(
      calcularTotales({
        lineas: [{ precio: '6.50', oferta: '0.00', impuesto: '0.0000', cantidad: '2' }],
        tasa: TASA,
      }),
    );
    expect(t).toMatchObject({
      subtotal: '13.00',
      ahorroOfertas: '0.00',
      descuentoCupon: '0.00',
      totalIva: '0.00',
      totalProductos: '13.00',
      empaquetado: '0.00',
      envio: '0.00',
      igtf: '0.00',
      igtfPorcentaje: '0.0000',
      total: '13.00',
      saldoUsado: '0.00',
      montoMetodo: '13.00',
      tasa: TASA,
    });
    // 6.50 × 236.45 = 1 536.925 → Bs. 1.536,93 a unit; × 2 = 3 073.86 (not 13.00 × 236.45 = 3 073.85)
    expect(t.bs).toMatchObject({ subtotal: '3073.86', total: '3073.86', montoMetodo: '3073.86' });
    expect(t.iva).toEqual([{ clase: 'exento', porcentaje: '0.0000', base: '13.00', monto: '0.00' }]);
  });

  it('issue 17: IVA in bolívares is the rate on the bolívar base shown', () => {
    // $ 3.71 = Bs. 877,23; IVA 16 % of it is 140,36 → Bs. 1.017,59 (not 4.30 × 236.45 = 1.016,74).
    const uno = calcularTotales({
      lineas: [{ precio: '3.71', impuesto: '16.0000', cantidad: '1' }],
      tasa: TASA,
    });
    expect(uno.bs).toMatchObject({ subtotal: 87723, totalIva: 14036, total: 101759 });
    // The product page says the same: in bolívares and in dollars ($ 3,71 + 0,59).
    const producto = { precio: '3.71', oferta: '0.00', impuesto: '16.0000' };
    expect(precioConIva(producto, { tipo: 'bolivar', simbolo: 'Bs.', tasa: TASA }).cents).toBe(101759);
    const dolar = { tipo: 'dolar', simbolo: '$', tasa: '1.0000' } as const;
    expect(precioConIva(producto, dolar).cents).toBe(430);
    // Each class: 8 % of 1,99 = 0,16; exempt, the price; an offer is the price taxed.
    expect(precioConIva({ precio: '1.99', impuesto: TAX_CLASSES.REDUCIDO.porcentaje }, dolar).cents).toBe(
      215,
    );
    expect(precioConIva({ precio: '1.99', impuesto: TAX_CLASSES.EXENTO.porcentaje }, dolar).cents).toBe(199);
    expect(precioConIva({ precio: '12.00', oferta: '10.00', impuesto: '16.0000' }, dolar).cents).toBe(1160);
    // A base of $ 11.13 = Bs. 2.631,69 pays IVA Bs. 421,07 (not 1.78 × 236.45 = 420,88).
    const base = calcularTotales({
      lineas: [{ precio: '11.13', impuesto: '16.0000', cantidad: '1' }],
      tasa: TASA,
    });
    expect(base.bs.iva).toEqual([
      { clase: 'general', porcentaje: '16.0000', baseCents: 263169, montoCents: 42107 },
    ]);
  });

  it('offer: the offer price is charged and the saving reported', () => {
    const t = calcularTotales({
      lineas: [{ precio: '4.00', oferta: '3.60', impuesto: '0', cantidad: '3' }],
      tasa: TASA,
    });
    expect(t.subtotal).toBe(1080);
    expect(t.ahorroOfertas).toBe(120);
    expect(t.lineas[0]).toEqual({
      precioUnitarioCents: 360,
      totalCents: 1080,
      precioConIvaCents: 360,
      totalConIvaCents: 1080,
      ahorroCents: 120,
    });
  });

  it('weight: price per kg × kg, half-up to the cent', () => {
    expect(importeLinea(899, 750)).toBe(674); // 6.7425
    expect(importeLinea(899, 1250)).toBe(1124); // 11.2375
    expect(importeLinea(1, 500)).toBe(1); // 0.005 → 0.01
  });

  it('IVA by class: a 4-decimal rate on the 2-decimal base, rounded to 2', () => {
    const t = calcularTotales({
      lineas: [
        { precio: '4.45', impuesto: '16.0000', cantidad: '1' },
        { precio: '2.99', impuesto: '8.0000', cantidad: '1' },
        { precio: '3.00', impuesto: '0.0000', cantidad: '1' },
      ],
      tasa: TASA,
    });
    expect(t.iva).toEqual([
      { clase: 'general', porcentaje: '16.0000', baseCents: 445, montoCents: 71 }, // 71.2
      { clase: 'reducido', porcentaje: '8.0000', baseCents: 299, montoCents: 24 }, // 23.92
      { clase: 'exento', porcentaje: '0.0000', baseCents: 300, montoCents: 0 },
    ]);
    expect(t.totalIva).toBe(95);
    expect(t.totalProductos).toBe(1044 + 95);
  });

  it("coupon: a percentage is spread over the IVA bases (largest remainder) and takes its IVA off the lines' IVA", () => {
    const t = calcularTotales({
      lineas: [
        { precio: '4.45', impuesto: '16.0000', cantidad: '1' },
        { precio: '2.99', impuesto: '8.0000', cantidad: '1' },
        { precio: '3.00', impuesto: '0.0000', cantidad: '1' },
      ],
      cupon: { porcentaje: true, valor: '10.00' },
      tasa: TASA,
    });
    expect(t.descuentoCupon).toBe(104); // 10 % of 10.44 = 1.044
    expect(t.iva.map((c) => c.baseCents)).toEqual([401, 269, 270]);
    expect(t.iva.map((c) => c.montoCents)).toEqual([64, 22, 0]); // 64.16, 21.52
    expect(t.iva.reduce((a, c) => a + c.baseCents, 0)).toBe(1044 - 104);
    expect(t.totalProductos).toBe(1044 - 104 + 86);
    // Bs: lines 1 052.20 + 706.99 + 709.35 = 2 468.54; 10 % = 246.85, spread 105.22 / 70.70 / 70.93;
    // Issue 36: the lines' IVA (168.35, 56.56) less the coupon's share's (16.84, 5.66): 151.51, 50.90.
    expect(t.bs.lineas.map((l) => l.totalCents)).toEqual([105220, 70699, 70935]);
    expect(t.bs.descuentoCupon).toBe(24685);
    expect(t.bs.iva.map((c) => [c.baseCents, c.montoCents])).toEqual([
      [94698, 15151],
      [63629, 5090],
      [63842, 0],
    ]);
    expect(t.bs.total).toBe(246854 - 24685 + 15151 + 5090);
    // Shown with IVA: products 1 220.55 + 763.55 + 709.35, less the coupon with its IVA, is the total.
    expect(t.bs.productos).toBe(122055 + 76355 + 70935);
    expect(t.bs.descuentoConIva).toBe(24685 + 1684 + 566);
    expect(t.bs.productos - t.bs.descuentoConIva).toBe(t.bs.total);
  });

  it('coupon: a fixed amount never exceeds the subtotal; an empty cart has no discount or packaging', () => {
    expect(descuentoCupon({ porcentaje: false, valor: '5.00' }, 300)).toBe(300);
    expect(descuentoCupon({ porcentaje: false, valor: '5.00' }, 1000)).toBe(500);
    expect(descuentoCupon({ porcentaje: true, valor: '150.00' }, 1000)).toBe(1000);
    const vacio = calcularTotales({
      lineas: [],
      cupon: { porcentaje: false, valor: '5.00' },
      empaquetado: '0.50',
      envio: '3.00',
      tasa: TASA,
    });
    expect(vacio).toMatchObject({
      subtotal: 0,
      descuentoCupon: 0,
      empaquetado: 0,
      envio: 0,
      total: 0,
      iva: [],
    });
  });

  it('a line whose amount rounds to 0 in dollars still makes the order pay packaging and shipping, in both currencies', () => {
    // 50 g at $ 0,01/kg is $ 0,00 but Bs. 0,12 at the seed's rate: both pay the same charges.
    const t = calcularTotales({
      lineas: [{ precio: '0.01', impuesto: '16.0000', cantidad: '0.050' }],
      empaquetado: '0.50',
      envio: '0.01',
      tasa: TASA,
    });
    expect(t.subtotal).toBe(0);
    expect(t.bs.subtotal).toBeGreaterThan(0);
    expect([t.empaquetado, t.envio]).toEqual([50, 1]);
    expect([t.bs.empaquetado, t.bs.envio]).toEqual([convertCents(50, TASA), convertCents(1, TASA)]);
  });

  it('packaging, shipping, wallet part and IGTF on the foreign-currency rest', () => {
    const base = {
      lineas: [{ precio: '10.00', oferta: '9.00', impuesto: '16.0000', cantidad: '2' }],
      empaquetado: '0.50',
      envio: '3.00',
      tasa: TASA,
    };
    // 18.00 + IVA 2.88 + 0.50 + 3.00 = 24.38 due
    const bs = calcularTotales(base);
    expect(bs).toMatchObject({
      subtotal: 1800,
      productos: 2088,
      ahorroOfertas: 232, // 2 × (11.60 − 10.44), on the prices with IVA
      totalIva: 288,
      empaquetado: 50,
      envio: 300,
      igtf: 0,
      total: 2438,
    });
    // Zelle for all: IGTF 3 % of 24.38 = 0.7314 → 0.73
    const zelle = calcularTotales({ ...base, igtf: '3.0000' });
    expect(zelle).toMatchObject({
      igtfPorcentaje: '3.0000',
      igtf: 73,
      total: 2511,
      saldoUsado: 0,
      montoMetodo: 2511,
    });
    // Wallet 10.00, cash USD for the rest 14.38: IGTF on 14.38 only = 0.4314 → 0.43
    const mixto = calcularTotales({ ...base, igtf: '3', saldo: '10.00' });
    expect(mixto).toMatchObject({ saldoUsado: 1000, igtf: 43, total: 2481, montoMetodo: 1481 });
    // The wallet covers everything: no IGTF, nothing left for a method; the wallet use is capped.
    const saldo = calcularTotales({ ...base, igtf: '3.0000', saldo: '100.00' });
    expect(saldo).toMatchObject({
      saldoUsado: 2438,
      igtf: 0,
      igtfPorcentaje: '0.0000',
      total: 2438,
      montoMetodo: 0,
    });
    // In bolívares too, the wallet pays all of it.
    expect(saldo.bs).toMatchObject({ saldoUsado: saldo.bs.total, montoMetodo: 0, igtf: 0 });
    // Bolívares: 9.00 → 2 128.05 a unit, 2 = 4 256.10, IVA 680.98 (680.976), packaging 118.23 (118.225),
    // shipping 709.35: 5 764.66 due; wallet 10.00 = 2 364.50, the rest 3 400.16 pays IGTF 102.00 (102.0048).
    expect(mixto.bs).toMatchObject({
      subtotal: 425610,
      totalIva: 68098,
      empaquetado: 11823,
      envio: 70935,
      saldoUsado: 236450,
      igtf: 10200,
      total: 576466 + 10200,
      montoMetodo: 576466 - 236450 + 10200,
    });
  });

  it('repartirProporcional always adds up to the total', () => {
    for (const [total, pesos] of [
      [104, [445, 299, 300]],
      [1, [1, 1, 1]],
      [7, [0, 5, 0]],
      [0, [3, 4]],
      [999, [1]],
    ] as const) {
      const partes = repartirProporcional(total, pesos);
      expect(partes.reduce((a, b) => a + b, 0)).toBe(pesos.some((p) => p > 0) ? total : 0);
    }
    expect(repartirProporcional(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('minimum purchase: prime 0, others the configured amount', () => {
    expect(minimoCompraPara(2, '10.00')).toBe(0);
    expect(minimoCompraPara(1, '10.00')).toBe(1000);
    expect(minimoCompraPara(3, '10.00')).toBe(1000);
  });

  it('shipping: the area rules override the zone ones; the largest "desde" not above the subtotal', () => {
    const reglas = [
      { areaId: null, desde: '0.00', costo: '3.00' },
      { areaId: null, desde: '30.00', costo: '1.50' },
      { areaId: null, desde: '60.00', costo: '0.00' },
      { areaId: 7, desde: '0.00', costo: '5.00' },
      { areaId: 7, desde: '60.00', costo: '2.00' },
    ];
    expect(costoEnvio(reglas, null, 1000)).toBe(300);
    expect(costoEnvio(reglas, 1, 3000)).toBe(150);
    expect(costoEnvio(reglas, 1, 6000)).toBe(0);
    expect(costoEnvio(reglas, 7, 5999)).toBe(500);
    expect(costoEnvio(reglas, 7, 6000)).toBe(200);
    expect(costoEnvio([], 7, 6000)).toBe(0);
  });
});
