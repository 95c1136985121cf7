/**
 * Money and quantity rules the storefront uses. Temporary local versions until
 * `@mercado/shared/rules` lands; every caller goes through this file so the swap is one edit.
 * Money is integer cents (USD unless converted), never floats.
 */
import type { Moneda, ProductoVista } from '@mercado/shared/contracts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "3.45" → 345 (also "16.0000" with scale 4 → 160000). */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Decimal inválido: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`;
  const result = BigInt(digits);
  return sign === '-' ? -result : result;
}

/** Half-up rounding of a / b for non-negative b. */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}

export const toCents = (dinero: string): number => Number(toScaled(dinero, 2));

/** Tax of a price: percentage (4 decimals) applied to cents, rounded to cents. */
export function taxCents(cents: number, impuesto: string): number {
  return Number(divRound(BigInt(cents) * toScaled(impuesto, 4), 1_000_000n));
}

/** USD cents → cents of `moneda` at its rate (Bs per USD, 4 decimals). */
export function convertCents(usdCents: number, moneda: Pick<Moneda, 'tasa' | 'tipo'> | null): number {
  if (!moneda || moneda.tipo === 'dolar') return usdCents;
  return Number(divRound(BigInt(usdCents) * toScaled(moneda.tasa, 4), 10_000n));
}

/** Spec §9: 'Bs. 1.234,56' / '$ 1.234,56'. */
export function formatMoney(cents: number, moneda: Pick<Moneda, 'simbolo' | 'tipo'> | null): string {
  const simbolo = moneda?.simbolo ?? '$';
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const entero = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimales = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${simbolo} ${entero},${decimales}`;
}

export interface PrecioMostrado {
  /** Cents (USD) of what the viewer pays before tax: the offer when there is one. */
  actual: number;
  /** Regular price when an offer applies, to strike through. */
  regular: number | null;
  /** Tax of the shown price. */
  impuesto: number;
  exento: boolean;
}

/** Spec §5: the displayed price is the offer when the offer is greater than 0. */
export function displayPrice(
  producto: Pick<ProductoVista, 'precio' | 'oferta' | 'impuesto'>,
): PrecioMostrado {
  const precio = toCents(producto.precio);
  const oferta = toCents(producto.oferta);
  const actual = oferta > 0 ? oferta : precio;
  return {
    actual,
    regular: oferta > 0 && oferta < precio ? precio : null,
    impuesto: taxCents(actual, producto.impuesto),
    exento: toScaled(producto.impuesto, 4) === 0n,
  };
}

/** Quantities as thousandths ("0.500" → 500). */
export const toMilli = (cantidad: string): number => Number(toScaled(cantidad, 3));

export function fromMilli(milli: number): string {
  const entero = Math.floor(milli / 1000);
  const resto = milli % 1000;
  if (resto === 0) return String(entero);
  return `${entero}.${String(resto).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Spec §5: the default quantity when adding is minimo × unidad. */
export function defaultQuantity(producto: Pick<ProductoVista, 'minimo' | 'unidad'>): string {
  return fromMilli(Math.round((toMilli(producto.minimo) * toMilli(producto.unidad)) / 1000));
}

/** '1', '0,5 kg'. */
export function formatQuantity(cantidad: string, modalidad: ProductoVista['modalidadVenta']): string {
  const texto = fromMilli(toMilli(cantidad)).replace('.', ',');
  return modalidad === 'peso' ? `${texto} kg` : texto;
}
