/** What a notice's link leads to, by its path: the order's detail, a product, or the zone's store. */
export function textoEnlace(enlace: string): string {
  if (enlace.startsWith('/mi-cuenta/')) return 'Ver pedido';
  if (enlace.includes('/producto/')) return 'Ver producto';
  return 'Ver tienda';
}
