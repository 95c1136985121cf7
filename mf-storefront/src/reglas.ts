/** How the storefront shows money: USD prices from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import {
  clampQuantity,
  formatMoney,
  importeLinea,
  isValidQuantity,
  type ModalidadVentaValor,
  type PriceInput,
  precioConIva,
  type QuantityRules,
  quantityBounds,
  sumarConTope,
} from '@mercado/shared/rules';

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

/**
 * What a stepper's − leaves in the cart (thousandths, spec §5): the option just below `actual`, so 0
 * (the line goes) from the minimum; from above the cap (the stock shrank), the cap.
 */
export const pasoAbajo = (actual: number, reglas: QuantityRules): number => clampQuantity(actual - 1, reglas);

/** What a stepper's + leaves in the cart: one step more, never above min(stock, maximo×unidad). */
export const pasoArriba = (actual: number, reglas: QuantityRules): number =>
  sumarConTope(actual, quantityBounds(reglas).step, reglas).cantidad;

/** One tap of a stepper: grupo×unidad (thousandths). */
export const paso = (reglas: QuantityRules): number => quantityBounds(reglas).step;

/** The weight chips: half a kilo and one, each only when it is a valid quantity of the product. */
const CHIPS_PESO = [
  { cantidad: 500, texto: '½ kg' },
  { cantidad: 1000, texto: '1 kg' },
] as const;

/** The weight chips of a product sold by weight (none for one sold by unit). */
export function chipsPeso(
  reglas: QuantityRules & { modalidadVenta: ModalidadVentaValor },
): { cantidad: number; texto: string }[] {
  if (reglas.modalidadVenta !== 'peso') return [];
  return CHIPS_PESO.filter((c) => isValidQuantity(c.cantidad, reglas));
}
