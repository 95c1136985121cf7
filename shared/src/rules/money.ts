/**
 * Money as integer cents (spec §9: USD and VES, scale 2). The API sends "3.45"; the client never
 * does arithmetic on floats.
 */
import { divRoundHalfUp, formatScaled, groupThousands, parseScaled, toSafeNumber } from './decimal.ts';

export const MONEY_SCALE = 2;
/** Exchange rates and taxes travel with 4 decimals ("236.4500"). */
export const RATE_SCALE = 4;

export const MonedaTipo = { DOLAR: 'dolar', BOLIVAR: 'bolivar' } as const;
export type MonedaTipoValor = (typeof MonedaTipo)[keyof typeof MonedaTipo];

/** Symbol used when a currency comes without one. */
export const SIMBOLO_POR_DEFECTO: Record<MonedaTipoValor, string> = { dolar: '$', bolivar: 'Bs.' };

/**
 * "12.34" → 1234. Accepts a decimal string with a dot (or a finite number); more than 2 decimals
 * are rounded half-up ("0.005" → 1). Throws on anything else ("", "1,5", "abc", NaN).
 */
export function toCents(value: string | number): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Monto inválido: ${value}`);
    // toFixed avoids exponent notation; 6 decimals is far below a cent.
    text = value.toFixed(6);
  } else {
    text = value;
  }
  const cents = parseScaled(text, MONEY_SCALE);
  if (cents === null) throw new TypeError(`Monto inválido: ${String(value)}`);
  return toSafeNumber(cents);
}

/** 1234 → "12.34" (the API's format). */
export function fromCents(cents: number): string {
  assertCents(cents);
  return formatScaled(BigInt(cents), MONEY_SCALE);
}

/**
 * Parses what a person types in a money field, with comma or dot as decimal separator and dots or
 * commas as thousands separators: "1.234,56", "1234.56", "1234,5", "1,234.56", "1.234" (= 1234,
 * es-VE thousands). Returns cents, or null when the text is not an amount or has more than
 * 2 decimals. A separator followed by exactly 3 digits, when it is the only kind in the text, is
 * read as thousands; anything else with 1–2 digits after the last separator is decimals.
 */
export function parseMoneyInput(input: string): number | null {
  const text = input.trim().replace(/\s+/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(text);
  if (!match) return null;
  const [, sign = '', body = ''] = match;
  if (!/\d/.test(body) || /^[.,]|[.,]$/.test(body)) return null;

  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both kinds: the last one is the decimal separator, the other groups thousands.
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = decimalAt === lastDot ? ',' : '.';
    whole = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
    if (/[.,]/.test(fraction) || whole.includes(decimalAt === lastDot ? '.' : ',')) return null;
    if (!validGroups(whole, thousands)) return null;
    whole = whole.split(thousands).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = body.split(sep);
    const last = parts.at(-1) ?? '';
    if (parts.length === 2 && last.length <= 2) {
      whole = parts[0] ?? '';
      fraction = last;
    } else if (validGroups(body, sep)) {
      whole = parts.join('');
    } else {
      return null;
    }
  } else {
    whole = body;
  }
  if (fraction.length > MONEY_SCALE || !/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const cents = parseScaled(
    `${sign === '-' ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    MONEY_SCALE,
  );
  if (cents === null) return null;
  try {
    return toSafeNumber(cents);
  } catch {
    return null;
  }
}

/** "1.234.567" with sep "." → groups of exactly 3 after the first group of 1–3. */
function validGroups(text: string, sep: string): boolean {
  const groups = text.split(sep);
  return groups.every((group, i) => (i === 0 ? /^\d{1,3}$/.test(group) : /^\d{3}$/.test(group)));
}

/**
 * USD cents → target currency cents with the currency's rate ("236.4500" Bs per USD), exactly:
 * cents × rate(×10^4) / 10^4, rounded half-up. "1.0000" leaves the amount unchanged.
 */
export function convertCents(cents: number, rate: string): number {
  assertCents(cents);
  const scaledRate = parseScaled(rate, RATE_SCALE);
  if (scaledRate === null || scaledRate < 0n) throw new TypeError(`Tasa inválida: ${rate}`);
  return toSafeNumber(divRoundHalfUp(BigInt(cents) * scaledRate, 10n ** BigInt(RATE_SCALE)));
}

export interface CurrencyLike {
  /** '$' or 'Bs.'; the default symbol of `tipo` when absent. */
  simbolo?: string | null;
  tipo: MonedaTipoValor;
}

/** 123456 → "1.234,56"; -5 → "-0,05" (spec §9: dot thousands, comma decimals). */
export function formatAmount(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const [whole = '0', fraction = '00'] = fromCents(Math.abs(cents)).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)},${fraction}`;
}

/**
 * An exchange rate as spec §9 shows it, with its 4 decimals: "236.4500" → "236,4500", "1234.5" →
 * "1.234,5000". Throws on anything that is not a decimal.
 */
export function formatRate(rate: string): string {
  const scaled = parseScaled(rate, RATE_SCALE);
  if (scaled === null) throw new TypeError(`Tasa inválida: ${rate}`);
  const [whole = '0', fraction = ''] = formatScaled(scaled < 0n ? -scaled : scaled, RATE_SCALE).split('.');
  return `${scaled < 0n ? '-' : ''}${groupThousands(whole)},${fraction}`;
}

/** The API's own currency: what money is shown in while the shopper's currency is not known yet. */
export const DOLAR = { tipo: MonedaTipo.DOLAR, simbolo: '$', tasa: '1.0000' } as const;

/**
 * Cents of `currency` as spec §9 shows them: 123456, dollar → "$ 1.234,56"; bolivar → "Bs. 1.234,56";
 * negatives "-$ 1.234,56"; null (not known yet) → the dollar. The one money formatter of the platform.
 */
export function formatMoney(cents: number, currency: CurrencyLike | null): string {
  const shown = currency ?? DOLAR;
  const simbolo = shown.simbolo || SIMBOLO_POR_DEFECTO[shown.tipo];
  const amount = formatAmount(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}${simbolo} ${amount}`;
}

/** USD cents in `currency`'s cents, converted at its `tasa` (unchanged for the dollar and for null). */
export function inCurrency(usdCents: number, currency: (CurrencyLike & { tasa: string }) | null): number {
  return !currency || currency.tipo === MonedaTipo.DOLAR ? usdCents : convertCents(usdCents, currency.tasa);
}

/**
 * A USD amount shown in the selected currency: converts with its `tasa` then formats.
 * `formatInCurrency(100, {tipo:'bolivar', simbolo:'Bs.', tasa:'236.4500'})` → "Bs. 236,45".
 */
export function formatInCurrency(
  usdCents: number,
  currency: (CurrencyLike & { tasa: string }) | null,
): string {
  return formatMoney(inCurrency(usdCents, currency), currency);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`Los céntimos deben ser enteros: ${cents}`);
}
