/**
 * Cart line rules (issue 5, spec §3 cart detail status, §5 quantity options): what a stored or sent
 * quantity becomes against the product's current state, and the Spanish message of each status.
 * The API validates every cart write with them; the client shows the same messages.
 */
import { CarritoDetalleEstatus, type CarritoDetalleEstatusValor } from '../contracts/carrito.ts';
import {
  clampQuantity,
  formatQuantity,
  fromThousandths,
  isValidQuantity,
  type ModalidadVentaValor,
  type QuantityRules,
  quantityBounds,
  toThousandths,
} from './quantity.ts';

/** The product as the cart sees it for the user's type in the zone. */
export interface ProductoCarritoEstado extends QuantityRules {
  /**
   * Sellable: product active, its category and every ancestor active, the zone active and a price
   * for the user's type. Stock is judged separately (existencia).
   */
  disponible: boolean;
  modalidadVenta: ModalidadVentaValor;
}

export interface EvaluacionLinea {
  estatus: CarritoDetalleEstatusValor;
  /** The quantity the server accepts ("0" = the line cannot be sold). Equal to the input when estatus is 1. */
  cantidad: string;
}

/**
 * Status of a line (spec §3), checked in this order:
 * 7 not available (unknown/inactive product or category, no price) → 0;
 * 2 insufficient inventory (the stock, or the maximum, does not reach the minimum) → 0;
 * 4 minimum unmet → raised to minimo×unidad;
 * 5 maximum exceeded (when the maximum is the binding limit) / 3 existence exceeded (when the stock is)
 *   → the largest valid option within the cap;
 * 6 wrong quantity (not on minimo×unidad + k×grupo×unidad) → the nearest valid option below;
 * 1 active.
 * A quantity of 0 is "remove the line" and comes back as 1 with "0".
 */
export function evaluarLineaCarrito(
  cantidad: string,
  producto: ProductoCarritoEstado | null,
): EvaluacionLinea {
  const q = toThousandths(cantidad);
  if (q === 0) return { estatus: CarritoDetalleEstatus.ACTIVO, cantidad: '0' };
  if (!producto?.disponible) return { estatus: CarritoDetalleEstatus.NO_DISPONIBLE, cantidad: '0' };
  const b = quantityBounds(producto);
  if (b.cap < b.start) return { estatus: CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE, cantidad: '0' };
  if (q < b.start)
    return { estatus: CarritoDetalleEstatus.MINIMO_NO_ALCANZADO, cantidad: fromThousandths(b.start) };
  if (q > b.cap) {
    const porMaximo = b.maximo > 0 && q > b.maximo && b.maximo <= b.stock;
    return {
      estatus: porMaximo ? CarritoDetalleEstatus.MAXIMO_SUPERADO : CarritoDetalleEstatus.EXISTENCIA_SUPERADA,
      cantidad: fromThousandths(clampQuantity(q, producto)),
    };
  }
  if (!isValidQuantity(q, producto)) {
    return {
      estatus: CarritoDetalleEstatus.CANTIDAD_ERRONEA,
      cantidad: fromThousandths(clampQuantity(q, producto)),
    };
  }
  return { estatus: CarritoDetalleEstatus.ACTIVO, cantidad: fromThousandths(q) };
}

/** Spanish message of a line status (null for 1): what is wrong, with the limit that applies. */
export function mensajeLineaCarrito(
  estatus: CarritoDetalleEstatusValor,
  producto: (QuantityRules & { modalidadVenta: ModalidadVentaValor }) | null,
): string | null {
  if (estatus === CarritoDetalleEstatus.ACTIVO) return null;
  if (estatus === CarritoDetalleEstatus.NO_DISPONIBLE || !producto) return 'Producto no disponible';
  const b = quantityBounds(producto);
  const f = (milesimas: number) => formatQuantity(milesimas, producto.modalidadVenta);
  switch (estatus) {
    case CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE:
      return 'Inventario insuficiente: este producto se agotó por ahora';
    case CarritoDetalleEstatus.EXISTENCIA_SUPERADA:
      return `La cantidad supera la existencia disponible (máximo ${f(clampQuantity(b.stock, producto))})`;
    case CarritoDetalleEstatus.MINIMO_NO_ALCANZADO:
      return `La cantidad mínima de compra es ${f(b.start)}`;
    case CarritoDetalleEstatus.MAXIMO_SUPERADO:
      return `La cantidad máxima de compra es ${f(clampQuantity(b.maximo, producto))}`;
    case CarritoDetalleEstatus.CANTIDAD_ERRONEA:
      return `Cantidad no válida: desde ${f(b.start)} en pasos de ${f(b.step)}`;
    default:
      return 'Producto no disponible';
  }
}
