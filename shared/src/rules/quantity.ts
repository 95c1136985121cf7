/**
 * Quantity options (spec §5). Quantities are decimal strings with up to 3 decimals ("2", "0.500"
 * kg); internally they are integer thousandths so 0.250 kg steps never drift.
 */
import { divRoundHalfUp, parseScaled, toSafeNumber } from './decimal.ts';

export const QUANTITY_SCALE = 3;
const ONE = 1000;

export const ModalidadVenta = { UNIDAD: 'unidad', PESO: 'peso' } as const;
export type ModalidadVentaValor = (typeof ModalidadVenta)[keyof typeof ModalidadVenta];

/** "0.500" → 500, "2" → 2000; throws on anything else. */
export function toThousandths(quantity: string | number): number {
  const text = typeof quantity === 'number' ? quantity.toFixed(6) : quantity;
  const scaled = parseScaled(text, QUANTITY_SCALE);
  if (scaled === null || scaled < 0n) throw new TypeError(`Cantidad inválida: ${String(quantity)}`);
  return toSafeNumber(scaled);
}

/** 500 → "0.5", 2000 → "2", 1250 → "1.25": the shortest decimal string the API accepts. */
export function fromThousandths(thousandths: number): string {
  const whole = Math.trunc(thousandths / ONE);
  const fraction = String(Math.abs(thousandths % ONE))
    .padStart(QUANTITY_SCALE, '0')
    .replace(/0+$/, '');
  return `${thousandths < 0 && whole === 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** a × b for two thousandths values, result in thousandths (half-up). */
function multiply(a: number, b: number): number {
  return toSafeNumber(divRoundHalfUp(BigInt(a) * BigInt(b), BigInt(ONE)));
}

export interface QuantityRules {
  minimo: string;
  /** "0" or absent: only the stock caps. */
  maximo?: string | null;
  grupo: string;
  unidad: string;
  existencia: string;
}

export interface QuantityBounds {
  /** First option: minimo×unidad (thousandths). */
  start: number;
  /** Step: grupo×unidad. */
  step: number;
  /** Largest quantity allowed: min(existencia, maximo×unidad), or the stock when there is no maximo. */
  cap: number;
  /** maximo×unidad, 0 when there is no maximum. */
  maximo: number;
  /** existencia in thousandths. */
  stock: number;
}

/** The numbers behind the options (thousandths); a grupo or unidad of 0 is read as 1. */
export function quantityBounds(rules: QuantityRules): QuantityBounds {
  const unidad = toThousandths(rules.unidad) || ONE;
  const step = multiply(toThousandths(rules.grupo) || ONE, unidad);
  const start = multiply(toThousandths(rules.minimo), unidad) || step;
  const stock = toThousandths(rules.existencia);
  const maximo = rules.maximo ? multiply(toThousandths(rules.maximo), unidad) : 0;
  return { start, step, cap: maximo > 0 ? Math.min(stock, maximo) : stock, maximo, stock };
}

const bounds = quantityBounds;

/** Longest list a selector shows; a product with 100 000 units in stock still gets a usable list. */
export const MAX_QUANTITY_OPTIONS = 500;

/**
 * 0, then minimo×unidad up to min(existencia, maximo×unidad) in steps of grupo×unidad, in
 * thousandths. Only [0] when the first step does not fit (out of stock). A grupo or unidad of 0 is
 * read as 1.
 */
export function quantityOptions(rules: QuantityRules, maxOptions = MAX_QUANTITY_OPTIONS): number[] {
  const { start, step, cap } = bounds(rules);
  const options = [0];
  for (let q = start; q <= cap && options.length <= maxOptions; q += step) options.push(q);
  return options;
}

/** The same options as decimal strings ("0", "0.25", "0.5" ...). */
export function quantityOptionValues(rules: QuantityRules, maxOptions = MAX_QUANTITY_OPTIONS): string[] {
  return quantityOptions(rules, maxOptions).map(fromThousandths);
}

/** Quantity put in the cart by "add": minimo×unidad (thousandths); 0 when it exceeds the cap. */
export function defaultQuantity(rules: QuantityRules): number {
  const { start, cap } = bounds(rules);
  return start <= cap ? start : 0;
}

/**
 * The largest valid option not above `thousandths` (0 when none): how a cart line is adjusted when
 * stock or limits shrink.
 */
export function clampQuantity(thousandths: number, rules: QuantityRules): number {
  const { start, step, cap } = bounds(rules);
  const limit = Math.min(thousandths, cap);
  if (limit < start) return 0;
  return start + Math.floor((limit - start) / step) * step;
}

/** True when `thousandths` is one of the options (0 included). */
export function isValidQuantity(thousandths: number, rules: QuantityRules): boolean {
  return thousandths === 0 || clampQuantity(thousandths, rules) === thousandths;
}

/** "2 und"; weight: "1,5 kg", "500 g" under 1 kg. Accepts thousandths or a decimal string. */
export function formatQuantity(quantity: number | string, modalidad: ModalidadVentaValor): string {
  const q = typeof quantity === 'string' ? toThousandths(quantity) : quantity;
  const comma = (n: number) => fromThousandths(n).replace('.', ',');
  if (modalidad === ModalidadVenta.PESO) {
    if (q > 0 && q < ONE) return `${q} g`;
    return `${comma(q)} kg`;
  }
  return `${comma(q)} und`;
}

/** Why a quantity was lowered: the per-order maximum, or the stock when it binds first. */
export type MotivoTope = 'maximo' | 'existencia';

export interface SumaConTope {
  /** What ends up in the cart (thousandths): the sum, capped and on the options' grid. */
  cantidad: number;
  /** What was asked for: what was there plus what was added. */
  solicitada: number;
  /** Set when the cap lowered the sum; null when it fits. */
  motivo: MotivoTope | null;
}

/**
 * Adding `agregar` to a line holding `actual` (thousandths, 0 for a new line), spec §5: the sum
 * never goes over min(stock, maximo×unidad); a sum off the grid goes to the option below it.
 * The cart's add (anonymous or signed in) and the API's merge at sign-in use it.
 */
export function sumarConTope(actual: number, agregar: number, rules: QuantityRules): SumaConTope {
  const b = bounds(rules);
  const solicitada = actual + agregar;
  const cantidad = clampQuantity(solicitada, rules);
  if (solicitada <= b.cap) return { cantidad, solicitada, motivo: null };
  const porMaximo = b.maximo > 0 && b.maximo <= b.stock;
  return { cantidad, solicitada, motivo: porMaximo ? 'maximo' : 'existencia' };
}

/**
 * The shopper's sentence for a capped quantity, with what the cart really holds:
 * "Máximo 12 und por pedido: tiene 12 und en el carrito".
 */
export function mensajeTope(
  motivo: MotivoTope,
  cantidad: number,
  rules: QuantityRules & { modalidadVenta: ModalidadVentaValor },
): string {
  const f = (q: number) => formatQuantity(q, rules.modalidadVenta);
  const b = bounds(rules);
  const tiene = `tiene ${f(cantidad)} en el carrito`;
  return motivo === 'maximo'
    ? `Máximo ${f(clampQuantity(b.maximo, rules))} por pedido: ${tiene}`
    : `Solo quedan ${f(clampQuantity(b.stock, rules))} disponibles: ${tiene}`;
}
