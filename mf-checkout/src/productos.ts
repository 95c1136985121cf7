/**
 * Product data for the cart lines. The bus only carries id + quantity, so the panel looks the ids
 * up in the zone's listing (GET /api/website/productos/{zona}?pag=N, prices for the viewer's type):
 * page 1 first, then the remaining pages in parallel only when some id is still missing.
 * Cached per zone and viewer for a few minutes. The visitor's products are also kept in local
 * storage (carrito/guardado.ts): offline, the cart shows them as last read (issue 38).
 */
import type { ProductoVista } from '@mercado/shared/contracts';
import { website } from '@mercado/shared/endpoints/website';
import { createApiClient } from '@mercado/shared/http/api';
import { sinRespuestaSinConexion } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { guardarProductos, productosGuardados } from './carrito/guardado.ts';

const VIGENCIA_MS = 5 * 60_000;

interface Entrada {
  porId: Map<number, ProductoVista>;
  completa: boolean;
  paginas: number;
  creada: number;
}

const cache = new Map<string, Entrada>();
const api = createApiClient({ website }, () => platform.services.http);

// The cart panel shows a failure as its own error, with a retry.
const pagina = (zona: string, n: number) => api.website.productos({ zona, pag: n });

/**
 * The visitor's cart products (`ids`) by id, kept for an offline visit; offline, those kept (an id
 * absent then is a product added offline, not one off sale).
 */
export async function productosDelCarrito(zona: string, ids: readonly number[]) {
  try {
    const porId = await buscarProductos(zona, 'anonimo', ids);
    guardarProductos(
      zona,
      ids.flatMap((id) => porId.get(id) ?? []),
    );
    return { porId, guardados: false };
  } catch (error) {
    if (!sinRespuestaSinConexion(error)) throw error;
    return { porId: productosGuardados(zona), guardados: true };
  }
}

/** Products by id for the given ids; an id absent from the result is not available any more. */
export async function buscarProductos(
  zona: string,
  viewer: string,
  ids: readonly number[],
): Promise<Map<number, ProductoVista>> {
  const clave = `${zona}|${viewer}`;
  let entrada = cache.get(clave);
  if (entrada && Date.now() - entrada.creada > VIGENCIA_MS) entrada = undefined;
  const faltan = () => ids.some((id) => !entrada?.porId.has(id));
  if (!entrada) {
    const primera = await pagina(zona, 1);
    entrada = {
      porId: new Map(primera.items.map((p) => [p.id, p])),
      completa: primera.paginas <= 1,
      paginas: primera.paginas,
      creada: Date.now(),
    };
    cache.set(clave, entrada);
  }
  if (faltan() && !entrada.completa) {
    const resto = await Promise.all(
      Array.from({ length: entrada.paginas - 1 }, (_, i) => pagina(zona, i + 2)),
    );
    for (const p of resto.flatMap((r) => r.items)) entrada.porId.set(p.id, p);
    entrada.completa = true;
  }
  return entrada.porId;
}
