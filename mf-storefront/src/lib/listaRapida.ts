/**
 * "Agregar todo al carrito" of a quick list: one quantity per product, always one of that
 * product's options (spec §5). The API suggests one (`cantidadSugerida`); the shopper may change it
 * (0 = leave the product out). Pure: no React, no bus.
 */
import type { ListaRapidaItem } from '@mercado/shared/contracts';
import {
  clampQuantity,
  fromThousandths,
  isValidQuantity,
  suggestedQuantity,
  toThousandths,
} from '@mercado/shared/rules';

/** The quantity to preselect, thousandths: the API's suggestion when valid for the product, else the shared rule. */
export function cantidadInicial(item: ListaRapidaItem): number {
  const sugerida = toThousandths(item.cantidadSugerida);
  if (sugerida > 0 && isValidQuantity(sugerida, item.producto)) return sugerida;
  return suggestedQuantity(item.producto, item.cantidadSugerida);
}

export interface PlanAgregar {
  /** What goes to the cart, in the list's order. */
  agregar: { productoId: number; cantidad: string }[];
  /** Products left out: 0 chosen, or no valid quantity (out of stock for the viewer). */
  omitidos: number[];
}

/**
 * The lines to add for the chosen quantities (thousandths by product id; missing = the initial one).
 * A chosen quantity that is not a valid option is brought down to the nearest valid one.
 */
export function planAgregarTodo(
  items: readonly ListaRapidaItem[],
  elegidas: Readonly<Record<number, number>> = {},
): PlanAgregar {
  const plan: PlanAgregar = { agregar: [], omitidos: [] };
  for (const item of items) {
    const { producto } = item;
    const elegida = elegidas[producto.id] ?? cantidadInicial(item);
    const cantidad = elegida > 0 ? clampQuantity(elegida, producto) : 0;
    if (cantidad > 0) {
      plan.agregar.push({ productoId: producto.id, cantidad: fromThousandths(cantidad) });
    } else {
      plan.omitidos.push(producto.id);
    }
  }
  return plan;
}
