/**
 * Issues 17 and 36: over random carts, what the page shows adds up in both currencies. The figures are taken
 * as a shopper reads them (formatted as spec §9 and read back), then checked with plain arithmetic
 * and an independent half-up rounding, not with the rule's own helpers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseMoneyInput } from '../src/rules/money.ts';
import { precioConIva } from '../src/rules/price.ts';
import { calcularTotales, type ImportesCentimos, type TotalesEntrada } from '../src/rules/totales.ts';

/** a / b rounded half-up, for non-negative a and positive b. */
const halfUp = (a: bigint, b: bigint) => Number((2n * a + b) / (2n * b));
/** Cents × a 4-decimal factor ("236.4500" → 2364500n), rounded to the cent. */
const porFactor = (cents: number, factor4: bigint) => halfUp(BigInt(cents) * factor4, 10_000n);
/** "236.4500" → 2364500n. */
const escala4 = (texto: string) => BigInt(texto.replace('.', ''));
/** A rate's part of a base: percent with 4 decimals ("16.0000") of cents, rounded to the cent. */
const impuesto = (cents: number, porcentaje: string) =>
  halfUp(BigInt(cents) * escala4(porcentaje), 1_000_000n);
/** What the shopper reads: the amount as shown ("1.234,56"), read back into cents. */
const leido = (cents: number) => parseMoneyInput(formatAmount(cents)) ?? Number.NaN;
/** "3.45" → 345 (the generators always write 2 decimals). */
const usdCents = (texto: string) => Number(texto.replace('.', ''));
/** "2" → 2000, "0.750" → 750 (the generators write kilograms with 3 decimals). */
const milesimasDe = (cantidad: string) =>
  cantidad.includes('.') ? Number(cantidad.replace('.', '')) : Number(cantidad) * 1000;

const centavos = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const tasa = fc
  .integer({ min: 10_000, max: 9_999_999_999 })
  .map((t) => `${Math.floor(t / 10_000)}.${String(t % 10_000).padStart(4, '0')}`);
const linea = fc.record({
  precio: centavos(1, 50_000),
  oferta: fc.oneof(fc.constant('0.00'), centavos(1, 50_000)),
  impuesto: fc.constantFrom('16.0000', '8.0000', '0.0000'),
  // Units (1–12) or kilograms in thousandths (0.050–5.000).
  cantidad: fc.oneof(
    fc.integer({ min: 1, max: 12 }).map(String),
    fc.integer({ min: 50, max: 5000 }).map((g) => (g / 1000).toFixed(3)),
  ),
});
const carrito: fc.Arbitrary<TotalesEntrada> = fc.record({
  lineas: fc.array(linea, { minLength: 1, maxLength: 8 }),
  cupon: fc.oneof(
    fc.constant(null),
    fc.record({ porcentaje: fc.constant(true), valor: centavos(1, 10_000) }),
    fc.record({ porcentaje: fc.constant(false), valor: centavos(1, 20_000) }),
  ),
  empaquetado: centavos(0, 500),
  envio: centavos(0, 1_000),
  saldo: fc.oneof(fc.constant('0.00'), centavos(1, 100_000)),
  igtf: fc.constantFrom(null, '3.0000'),
  tasa,
});

/**
 * The sums a shopper can redo with the figures on screen, in one currency (decision 0049): each line
 * at its shelf price with IVA × quantity, "Productos" their sum, then the coupon, packaging, shipping
 * and IGTF to the total; the tax breakdown (base + IVA by rate) adds up to what the products cost.
 */
function sumaComoSeMuestra(e: TotalesEntrada, t: ImportesCentimos, aMoneda: (usd: number) => number) {
  const lineas = t.lineas.map((l) => leido(l.totalConIvaCents));
  const productos = leido(t.productos);
  expect(lineas.reduce((a, b) => a + b, 0)).toBe(productos);
  e.lineas.forEach((l, i) => {
    const oferta = usdCents(l.oferta ?? '0');
    const unitario = aMoneda(oferta > 0 ? oferta : usdCents(l.precio));
    // The unit price converted once, its IVA on it (spec §5), then × quantity.
    const conIva = unitario + impuesto(unitario, l.impuesto);
    expect(leido(t.lineas[i]?.precioConIvaCents ?? -1)).toBe(conIva);
    expect(lineas[i]).toBe(halfUp(BigInt(conIva) * BigInt(milesimasDe(l.cantidad)), 1000n));
  });
  const cupon = leido(t.descuentoConIva);
  if (!e.cupon) expect(cupon).toBe(0);
  const empaquetado = leido(t.empaquetado);
  const envio = leido(t.envio);
  expect(empaquetado).toBe(aMoneda(usdCents(e.empaquetado ?? '0')));
  expect(envio).toBe(aMoneda(usdCents(e.envio ?? '0')));
  const debido = productos - cupon + empaquetado + envio;
  const igtf = leido(t.igtf);
  expect(leido(t.total)).toBe(debido + igtf);
  expect(leido(t.saldoUsado) + leido(t.montoMetodo)).toBe(leido(t.total));
  // IGTF is its rate on what the method pays before it.
  expect(igtf).toBe(e.igtf ? impuesto(debido - leido(t.saldoUsado), e.igtf) : 0);
  // The breakdown: bases and IVA add up to the products after the coupon, and to its rows.
  const bases = t.iva.reduce((a, c) => a + leido(c.baseCents), 0);
  const iva = t.iva.reduce((a, c) => a + leido(c.montoCents), 0);
  expect(leido(t.totalIva)).toBe(iva);
  expect(bases + iva).toBe(productos - cupon);
  expect(leido(t.totalProductos)).toBe(productos - cupon);
  // A fixed coupon takes its amount off the bases (never more); a percentage is taken on them.
  const subtotal = leido(t.subtotal);
  const descuento = leido(t.descuentoCupon);
  expect(bases).toBe(subtotal - descuento);
  if (e.cupon && !e.cupon.porcentaje)
    expect(descuento).toBe(Math.min(aMoneda(usdCents(e.cupon.valor)), subtotal));
  if (e.cupon?.porcentaje)
    expect(descuento).toBe(
      Math.min(subtotal, halfUp(BigInt(subtotal) * BigInt(usdCents(e.cupon.valor)), 10_000n)),
    );
  // Each rate's IVA is its rate on its base but for rounding: half a cent per unit (the shelf
  // price's IVA) and per line, and the coupon's.
  for (const c of t.iva) {
    const holgura = e.lineas
      .filter((l) => l.impuesto === c.porcentaje)
      .reduce((a, l) => a + Math.ceil(milesimasDe(l.cantidad) / 1000) + 1, 1);
    const diferencia = leido(c.montoCents) - impuesto(leido(c.baseCents), c.porcentaje);
    expect(Math.abs(diferencia)).toBeLessThanOrEqual(holgura);
    expect(c.montoCents).toBeGreaterThanOrEqual(0);
  }
  // Savings are information: not part of any sum above, and never negative.
  expect(t.ahorroOfertas).toBeGreaterThanOrEqual(0);
}

describe('calcularTotales over random carts (issues 17 and 36)', () => {
  it('what is shown adds up, in dollars and in bolívares at the order rate', () => {
    fc.assert(
      fc.property(carrito, (e) => {
        const t = calcularTotales(e);
        const factor = escala4(e.tasa);
        sumaComoSeMuestra(e, t, (usd) => usd);
        sumaComoSeMuestra(e, t.bs, (usd) => porFactor(usd, factor));
        // The shelf price (cards, product page, suggestions) is the cart line's unit price with IVA.
        const bolivar = { tipo: 'bolivar', simbolo: 'Bs.', tasa: e.tasa } as const;
        e.lineas.forEach((l, i) => {
          expect(precioConIva(l, null).cents).toBe(t.lineas[i]?.precioConIvaCents);
          expect(precioConIva(l, bolivar).cents).toBe(t.bs.lineas[i]?.precioConIvaCents);
        });
        // The wallet is kept in dollars: bolívares follow its decision.
        const saldo = usdCents(e.saldo ?? '0');
        expect(t.saldoUsado).toBe(Math.min(saldo, t.total - t.igtf));
        if (t.saldoUsado === 0) expect(t.bs.saldoUsado).toBe(0);
        else if (t.montoMetodo === 0) expect(t.bs.montoMetodo).toBe(0);
        else expect(t.bs.saldoUsado).toBe(Math.min(porFactor(t.saldoUsado, factor), t.bs.total - t.bs.igtf));
        if (t.igtfPorcentaje === '0.0000') expect(t.bs.igtf).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
