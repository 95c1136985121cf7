/**
 * Cart money and quantity rules: the shared ones (`@mercado/shared/rules`) plus the line total.
 * Money is integer cents, quantities integer thousandths: never floats.
 */
import type { Moneda } from '@mercado/shared/contracts';
import { convertCents, divRoundHalfUp, formatMoney, toCents, toSafeNumber } from '@mercado/shared/rules';

export {
  displayPrice,
  formatQuantity,
  fromThousandths,
  quantityOptions,
  toCents,
  toThousandths,
} from '@mercado/shared/rules';

/** Shown while the currencies are not known yet: the API's own currency. */
const DOLAR = { tipo: 'dolar', simbolo: '$', tasa: '1.0000' } as const;

/** USD cents in the chosen currency's cents (unchanged for the dollar). */
export const enMoneda = (usdCents: number, moneda: Moneda | null): number =>
  !moneda || moneda.tipo === 'dolar' ? usdCents : convertCents(usdCents, moneda.tasa);

/** Cents of the chosen currency as 'Bs. 1.234,56' / '$ 1.234,56'. */
export const mostrar = (cents: number, moneda: Moneda | null): string => formatMoney(cents, moneda ?? DOLAR);

/** A USD amount from the API ("3.45") shown in the chosen currency. */
export const mostrarUsd = (usd: string, moneda: Moneda | null): string =>
  mostrar(enMoneda(toCents(usd), moneda), moneda);

/** Unit price × quantity (thousandths), rounded half-up to cents. */
export function lineCents(unitCents: number, cantidadMilli: number): number {
  return toSafeNumber(divRoundHalfUp(BigInt(unitCents) * BigInt(cantidadMilli), 1000n));
}

/**
 * The options of a line's quantity selector: the product's options (spec §5) plus the quantity the
 * line has now when it is not one of them (stock shrank), so the selector never lies.
 */
export function opcionesLinea(opciones: number[], actualMilli: number): number[] {
  return opciones.includes(actualMilli) ? opciones : [...opciones, actualMilli].sort((a, b) => a - b);
}
