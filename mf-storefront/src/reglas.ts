/** How the storefront shows money: USD cents from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import { divRoundHalfUp, formatMoney, inCurrency, toSafeNumber } from '@mercado/shared/rules';

/**
 * Unit price × quantity in the chosen currency, the way the cart adds it up: the unit price is
 * converted first, then multiplied by the quantity (thousandths) and rounded half-up to cents, so
 * the total matches the unit price shown.
 */
export function mostrarTotal(usdUnitCents: number, cantidadMilli: number, moneda: Moneda | null): string {
  const unit = inCurrency(usdUnitCents, moneda);
  return formatMoney(toSafeNumber(divRoundHalfUp(BigInt(unit) * BigInt(cantidadMilli), 1000n)), moneda);
}
