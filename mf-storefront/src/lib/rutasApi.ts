/**
 * API paths of the pages whose data does not depend on the query string. The remote's description
 * (descripcion.ts) names the same paths as these routes' `datos`, so the shell requests them as the
 * route is entered (rutasApi.test.ts keeps the two in step).
 */
const seg = encodeURIComponent;

export const apiInicio = (zona: string) => `/api/website/inicio/${seg(zona)}`;
export const apiProducto = (zona: string, slug: string) => `/api/website/producto/${seg(zona)}/${seg(slug)}`;
export const apiListasRapidas = (zona: string) => `/api/website/listarapida/${seg(zona)}`;
export const apiListaRapida = (zona: string, slug: string) =>
  `/api/website/listarapida/${seg(zona)}/${seg(slug)}`;
