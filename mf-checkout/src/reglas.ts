/**
 * Cart money and quantity rules: the shared ones (`@mercado/shared/rules`) plus the quantity
 * selector's options. Money is integer cents, quantities integer thousandths: never floats.
 */
export {
  calcularTotales,
  entradaCarrito,
  formatMoney,
  formatQuantity,
  fromThousandths,
  type ImportesCentimos,
  importesEn,
  type LineaTotales,
  precioConIva,
  quantityOptions,
  toCents,
  toThousandths,
} from '@mercado/shared/rules';

/**
 * The options of a line's quantity selector: the product's options (spec §5) plus the quantity the
 * line has now when it is not one of them (stock shrank), so the selector never lies.
 */
export function opcionesLinea(opciones: number[], actualMilli: number): number[] {
  return opciones.includes(actualMilli) ? opciones : [...opciones, actualMilli].sort((a, b) => a - b);
}
