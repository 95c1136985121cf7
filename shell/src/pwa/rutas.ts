/**
 * Which requests the service worker handles, and how (decision 0053). Pure functions of the request's
 * URL and headers, shared by the worker (sw.ts) and its unit test: what is cached is decided here.
 */

/** A shell file named by its content (`main.6790a1df.js`, `435.139df26c.js`): immutable. */
const SHELL_FILE = /^\/(?:[\w-]+\.)?[0-9a-f]{8,}\.(?:js|css)$/;
/** A deployed remote's file, `/remotes/<name>/<version>/…`: its folder is immutable (decision 0033). */
const REMOTE_FILE = /^\/remotes\/mf_[a-z_]+\/[^/]+\/.+/;
/**
 * The store's public reads that are the same for every anonymous visitor (shared/src/endpoints:
 * website.ts and vitrina.ts, access 'publico'): the site's resolve, zones, currencies, category menu
 * and the zone's shop front. A bearer makes some of them the viewer's own (prices): never cached.
 */
const STORE_READ =
  /^\/api\/(?:website\/(?:resolve|productos|inicio|destacado|supermercado|etiqueta|producto|entrega|listarapida)(?:\/|$)|zona\/listadoapi$|moneda\/mercado$|categoria\/menuwebsite$|categoria\/supermercado\/)/;
/** The API's public catalogue images (not an order's tracking photo, not an upload). */
const API_IMAGE = /^\/media\/(?:producto|categoria|icono|banner)\//;

export interface Peticion {
  url: URL;
  /** The worker's own origin (the shell's). */
  origen: string;
  /** The API's origin, as the shell's build calls it. */
  api: string;
  metodo: string;
  destino: string;
  modo: string;
  /** Whether the request carries an Authorization header (a signed-in caller's). */
  autorizada: boolean;
}

export type Trato =
  /** A page: the network (short timeout), the precached shell only when it does not answer. */
  | 'pagina'
  /** The live registry: always the network; its last copy only when the network fails (offline). */
  | 'registro'
  /** The shell's and the remotes' hashed, versioned files: from the cache once loaded. */
  | 'archivo'
  /** The public store reads: the network (short timeout), the last answer only offline. */
  | 'lectura'
  /** Product images: from a bounded cache. */
  | 'imagen'
  /** Anything else (per-user calls, writes, the HTML's revalidation): untouched, the network. */
  | null;

export function tratoDe(p: Peticion): Trato {
  if (p.metodo !== 'GET') return null;
  const propio = p.url.origin === p.origen;
  if (p.modo === 'navigate') {
    // A file opened directly (a deployed remote's, the registry) is not a page of the shop.
    return propio && !p.url.pathname.startsWith('/remotes/') && !/\.\w+$/.test(p.url.pathname)
      ? 'pagina'
      : null;
  }
  if (propio && p.url.pathname === '/registry.json') return 'registro';
  if (propio && (SHELL_FILE.test(p.url.pathname) || REMOTE_FILE.test(p.url.pathname))) return 'archivo';
  if (p.url.origin === p.api && STORE_READ.test(p.url.pathname)) return p.autorizada ? null : 'lectura';
  // Only the API's: the worker fetches what it handles, under the shop's connect-src, which names the
  // API but not a bucket (S3_PUBLIC_URL); another origin's images stay the browser's own loads.
  if (p.url.origin === p.api && API_IMAGE.test(p.url.pathname)) return 'imagen';
  return null;
}
