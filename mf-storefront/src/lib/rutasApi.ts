/**
 * API paths of the pages whose data does not depend on the query string. Kept free of zod and
 * contracts so the remote's entry can start the request while the page's chunk still downloads.
 */
const seg = encodeURIComponent;

export const apiInicio = (zona: string) => `/api/website/inicio/${seg(zona)}`;
export const apiProducto = (zona: string, slug: string) => `/api/website/producto/${seg(zona)}/${seg(slug)}`;
export const apiListasRapidas = (zona: string) => `/api/website/listarapida/${seg(zona)}`;
export const apiListaRapida = (zona: string, slug: string) =>
  `/api/website/listarapida/${seg(zona)}/${seg(slug)}`;

/** The data path of a registry page, when it can be known from the route alone. */
export function rutaApiDePagina(page: string, params: Record<string, string>): string | null {
  const { zona, slug } = params;
  if (!zona) return null;
  if (page === 'zona') return apiInicio(zona);
  if (page === 'producto' && slug) return apiProducto(zona, slug);
  if (page === 'listas-rapidas') return apiListasRapidas(zona);
  if (page === 'lista-rapida' && slug) return apiListaRapida(zona, slug);
  return null;
}
