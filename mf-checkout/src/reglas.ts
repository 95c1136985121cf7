/**
 * Cart money and quantity rules: the shared ones (`@mercado/shared/rules`) plus the line total.
 * Money is integer cents, quantities integer thousandths: never floats.
 */
import { divRoundHalfUp, toSafeNumber } from '@mercado/shared/rules';

export {
  displayPrice,
  formatInCurrency,
  formatMoney,
  formatQuantity,
  fromThousandths,
  inCurrency,
  quantityOptions,
  toCents,
  toThousandths,
} from '@mercado/shared/rules';

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
