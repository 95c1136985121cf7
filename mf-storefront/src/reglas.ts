/** How the storefront shows money: USD cents from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import { formatMoney, importeLinea, inCurrency } from '@mercado/shared/rules';

/**
 * Unit price × quantity in the chosen currency, the way the cart adds it up (the totals rule's line):
 * the unit price is converted once, then multiplied by the quantity (thousandths) and rounded
 * half-up to cents, so the total matches the unit price shown.
 */
export function mostrarTotal(usdUnitCents: number, cantidadMilli: number, moneda: Moneda | null): string {
  return formatMoney(importeLinea(inCurrency(usdUnitCents, moneda), cantidadMilli), moneda);
}
