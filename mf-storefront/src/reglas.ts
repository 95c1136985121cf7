/** How the storefront shows money: USD prices from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import { formatMoney, importeLinea, type PriceInput, precioConIva } from '@mercado/shared/rules';

/**
 * The shelf price with IVA × quantity in the chosen currency, the way the cart adds it up (the totals
 * rule's line, decision 0049): the price is converted once, its IVA added, then multiplied by the
 * quantity (thousandths) and rounded half-up to cents, so the total matches the price shown.
 */
export function mostrarTotal(
  producto: PriceInput & { impuesto: string },
  cantidadMilli: number,
  moneda: Moneda | null,
): string {
  return formatMoney(importeLinea(precioConIva(producto, moneda).cents, cantidadMilli), moneda);
}
