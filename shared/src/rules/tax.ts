/** IVA (spec §5): a percentage with 4 decimals applied to a 2-decimal price, rounded to 2 decimals. */
import { divRoundHalfUp, parseScaled, toSafeNumber } from './decimal.ts';
import { RATE_SCALE } from './money.ts';

export const TAX_SCALE = RATE_SCALE;

/** The tax classes in use, as the API writes them ("16.0000"), with their Spanish labels. */
export const TAX_CLASSES = {
  GENERAL: { porcentaje: '16.0000', etiqueta: 'IVA 16 %' },
  REDUCIDO: { porcentaje: '8.0000', etiqueta: 'IVA 8 %' },
  EXENTO: { porcentaje: '0.0000', etiqueta: 'Exento' },
} as const;
export type TaxClass = keyof typeof TAX_CLASSES;

function parsePercent(taxPercent: string): bigint {
  const scaled = parseScaled(taxPercent, TAX_SCALE);
  if (scaled === null || scaled < 0n) throw new TypeError(`Impuesto inválido: ${taxPercent}`);
  return scaled;
}

/**
 * Tax of a price in cents: cents × percent(×10^4) / (100 × 10^4), half-up.
 * 5 cents at 16 % → 0.8 → 1 cent; 199 cents at 8 % → 15.92 → 16 cents.
 */
export function taxCents(priceCents: number, taxPercent: string): number {
  if (!Number.isSafeInteger(priceCents)) throw new TypeError(`Los céntimos deben ser enteros: ${priceCents}`);
  const percent = parsePercent(taxPercent);
  return toSafeNumber(divRoundHalfUp(BigInt(priceCents) * percent, 100n * 10n ** BigInt(TAX_SCALE)));
}

/** True when the product pays no IVA ("0.0000"). */
export function isExento(taxPercent: string): boolean {
  return parsePercent(taxPercent) === 0n;
}

/** 'IVA 16 %', 'IVA 8 %', 'Exento'; other rates as 'IVA 12,5 %'. */
export function taxLabel(taxPercent: string): string {
  const percent = parsePercent(taxPercent);
  if (percent === 0n) return TAX_CLASSES.EXENTO.etiqueta;
  const whole = percent / 10n ** BigInt(TAX_SCALE);
  const fraction = (percent % 10n ** BigInt(TAX_SCALE))
    .toString()
    .padStart(TAX_SCALE, '0')
    .replace(/0+$/, '');
  return `IVA ${whole}${fraction ? `,${fraction}` : ''} %`;
}
