/**
 * The named links of spec §2, the one way every remote and the shell build URLs.
 * Query values are written with '+' for spaces (URLSearchParams does so) and read back the same way.
 */
type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Reads a query value; '+' is a space, as spec §2 says. */
export function readQuery(search: string, key: string): string | null {
  return new URLSearchParams(search).get(key);
}

const seg = encodeURIComponent;

export const links = {
  inicio: () => '/',
  login: (returnUrl?: string) => withQuery('/auth/login', { returnUrl }),
  registro: (returnUrl?: string) => withQuery('/auth/registro', { returnUrl }),
  recuperarClave: () => '/auth/recuperar-clave',
  /** The link of the verification email (the API writes it with the token). */
  verificarCuenta: (token?: string) => withQuery('/auth/verificar-cuenta', { token }),
  logout: () => '/auth/logout',
  miCuenta: () => '/mi-cuenta',
  cambioCorreo: () => '/mi-cuenta/correo',
  cambioClave: () => '/mi-cuenta/clave',
  /** Where the phone guard sends a signed-in user without a phone (spec §2 cambioTelefono). */
  cambioTelefono: () => '/mi-cuenta/telefono',
  borrarCuenta: () => '/mi-cuenta/borrar-cuenta',
  /** "Mis pedidos": every order, or those in one status (`estatus`), page `pag` from 2. */
  misPedidos: (estatus?: number, pag?: number) =>
    withQuery('/mi-cuenta/pedidos', { estatus, pag: pag && pag > 1 ? pag : undefined }),
  pedido: (id: number) => `/mi-cuenta/pedidos/${id}`,
  admin: () => '/admin',
  adminSeccion: (seccion: string) => `/admin/${seg(seccion)}`,
  zona: (zona: string) => `/${seg(zona)}`,
  /** Search results; `pag` (from 2) is the results page. */
  buscar: (zona: string, q: string, pag?: number) =>
    withQuery(`/${seg(zona)}/buscar`, { q, pag: pag && pag > 1 ? pag : undefined }),
  /** A product; from search, with the search's `queryID` and the hit's `position` (from 1). */
  productoSlug: (zona: string, slug: string, queryID?: string, position?: number) =>
    withQuery(`/${seg(zona)}/producto/${seg(slug)}`, { queryID, position }),
  supermercado: (zona: string) => `/${seg(zona)}/supermercado`,
  categoriaSlug: (zona: string, slug: string, pag?: number) =>
    withQuery(`/${seg(zona)}/supermercado/${seg(slug)}`, { pag: pag && pag > 1 ? pag : undefined }),
  etiqueta: (zona: string, slug: string) => `/${seg(zona)}/etiqueta/${seg(slug)}`,
  listaRapida: (zona: string, slug?: string) =>
    slug ? `/${seg(zona)}/lista-rapida/${seg(slug)}` : `/${seg(zona)}/lista-rapida`,
  pagar: (zona: string, pagina: number) => `/${seg(zona)}/pago/${pagina}`,
  mantenimientoZona: (zona: string) => `/mantenimiento/${seg(zona)}`,
  mantenimiento: () => '/mantenimiento',
  error404: () => '/error?codigo=404',
  error500: () => '/error?codigo=500',
  errorX: (codigo: number) => withQuery('/error', { codigo }),
  quieneSomos: (zona: string) => `/${seg(zona)}/quienes-somos`,
  preguntasFrecuentes: (zona: string) => `/${seg(zona)}/preguntas-frecuentes`,
  terminosCondiciones: (zona: string) => `/${seg(zona)}/terminos-condiciones`,
  politicasPrivacidad: (zona: string) => `/${seg(zona)}/politicas-privacidad`,
  politicasDevolucion: (zona: string) => `/${seg(zona)}/politicas-devolucion`,
  atencionCliente: () => '/atencion-cliente',
  prime: () => '/prime',
  calificaciones: () => '/calificaciones',
  comparteYGana: () => '/comparte-y-gana',
  tarjetaSaldo: () => '/tarjeta-saldo',
  /** The delivery-zones anchor on the landing page. */
  zonasEntrega: () => '/#zonas-entrega',
} as const;

export type LinkName = keyof typeof links;
