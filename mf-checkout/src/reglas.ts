/**
 * Money and quantity rules of the cart. Temporary local versions until `@mercado/shared/rules`
 * lands; every caller goes through this file so the swap is one edit. Money is integer cents,
 * quantities are integer thousandths (weight has 3 decimals): never floats.
 */
import type { Moneda, ProductoVista } from '@mercado/shared/contracts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Decimal inválido: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const result = BigInt(`${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`);
  return sign === '-' ? -result : result;
}

function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const q = ((negative ? -a : a) * 2n + b) / (2n * b);
  return negative ? -q : q;
}

export const toCents = (dinero: string): number => Number(toScaled(dinero, 2));

export function convertCents(usdCents: number, moneda: Pick<Moneda, 'tasa' | 'tipo'> | null): number {
  if (!moneda || moneda.tipo === 'dolar') return usdCents;
  return Number(divRound(BigInt(usdCents) * toScaled(moneda.tasa, 4), 10_000n));
}

/** Spec §9: 'Bs. 1.234,56' / '$ 1.234,56'. */
export function formatMoney(cents: number, moneda: Pick<Moneda, 'simbolo'> | null): string {
  const abs = Math.abs(cents);
  const entero = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${moneda?.simbolo ?? '$'} ${entero},${String(abs % 100).padStart(2, '0')}`;
}

/** Spec §5: the displayed price is the offer when the offer is greater than 0. */
export function unitPriceCents(producto: Pick<ProductoVista, 'precio' | 'oferta'>): number {
  const oferta = toCents(producto.oferta);
  return oferta > 0 ? oferta : toCents(producto.precio);
}

/** Price × quantity (thousandths), rounded to cents. */
export function lineCents(unitCents: number, cantidadMilli: number): number {
  return Number(divRound(BigInt(unitCents) * BigInt(cantidadMilli), 1000n));
}

export const toMilli = (cantidad: string): number => Number(toScaled(cantidad, 3));

export function fromMilli(milli: number): string {
  const entero = Math.floor(milli / 1000);
  const resto = milli % 1000;
  if (resto === 0) return String(entero);
  return `${entero}.${String(resto).padStart(3, '0').replace(/0+$/, '')}`;
}

type Cantidades = Pick<ProductoVista, 'minimo' | 'maximo' | 'grupo' | 'unidad' | 'existencia'>;

/**
 * Spec §5: 0, then from minimo×unidad up to min(stock, maximo×unidad) in steps of grupo×unidad;
 * with maximo 0 the stock is the cap. Returned as thousandths.
 */
export function quantityOptionsMilli(producto: Cantidades): number[] {
  const unidad = toMilli(producto.unidad);
  const por = (cantidad: string) => Math.round((toMilli(cantidad) * unidad) / 1000);
  const minimo = por(producto.minimo);
  const paso = por(producto.grupo);
  const existencia = toMilli(producto.existencia);
  const maximo = toMilli(producto.maximo) > 0 ? Math.min(existencia, por(producto.maximo)) : existencia;
  const opciones = [0];
  if (minimo <= 0 || paso <= 0) return opciones;
  for (let q = minimo; q <= maximo && opciones.length < 500; q += paso) opciones.push(q);
  return opciones;
}

/** '2', '0,75 kg'. */
export function formatQuantity(milli: number, modalidad: ProductoVista['modalidadVenta']): string {
  const texto = fromMilli(milli).replace('.', ',');
  return modalidad === 'peso' ? `${texto} kg` : texto;
}
