import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import { lazyNamed, runWhenIdle } from '@mercado/shared/react';
import { type ComponentType, Suspense } from 'react';
import { ProveedorCarrito } from './carrito.ts';
import { PaginaSkeleton } from './componentes/Skeletons.tsx';
import { descripcion } from './descripcion.ts';
import type { PaginaProps } from './paginas/pagina.ts';
import { ZonaPage } from './paginas/ZonaPage.tsx';

/** A page; `precargar` brings its code (at once for a page in the storefront's own chunk). */
type Pagina = ComponentType<PaginaProps> & { precargar: () => Promise<void> };

/** Route-level code splitting: each other page is its own chunk, loaded on first visit. */
const pagina = <K extends string>(
  cargar: () => Promise<Record<K, ComponentType<PaginaProps>>>,
  nombre: K,
): Pagina => {
  const componente = lazyNamed(cargar, nombre);
  return Object.assign(componente, { precargar: componente.preload });
};

/**
 * The zone's store comes in the storefront's own chunk: it is where most visits start, and its code
 * then downloads beside the storefront's entry instead of after it has run (one round trip less to
 * the first image on a phone). The product page (with the totals rule its "Con IVA" price runs) is
 * its own chunk: the store's first visit does not wait for it, and fetches it once the first page
 * is on screen and the browser is idle (`mount`), so a product opened from the store finds it there.
 * It is also where most visits that do not start at the store start (a product link shared by
 * WhatsApp, an ad), so its chunk is named `pagina-producto`: the registry then lists its files
 * (`pagina:producto`) and the shell fetches them with the route's module files. Each name costs
 * every first visit some bytes in the entry's chunk map, so the other pages stay unnamed.
 */
const paginaIncluida = (componente: ComponentType<PaginaProps>): Pagina =>
  Object.assign(componente, { precargar: () => Promise.resolve() });

/** Its pages by the ids of its description (a page missing here, or unknown there, does not compile). */
const PAGINAS: Record<PageOf<typeof descripcion>, Pagina> = {
  zona: paginaIncluida(ZonaPage),
  supermercado: pagina(() => import('./paginas/SupermercadoPage.tsx'), 'SupermercadoPage'),
  categoria: pagina(() => import('./paginas/CategoriaPage.tsx'), 'CategoriaPage'),
  etiqueta: pagina(() => import('./paginas/EtiquetaPage.tsx'), 'EtiquetaPage'),
  destacado: pagina(() => import('./paginas/DestacadoPage.tsx'), 'DestacadoPage'),
  buscar: pagina(() => import('./buscar/BuscarPage.tsx'), 'BuscarPage'),
  producto: pagina(
    () => import(/* webpackChunkName: "pagina-producto" */ './paginas/ProductoPage.tsx'),
    'ProductoPage',
  ),
  'listas-rapidas': pagina(() => import('./paginas/ListasRapidasPage.tsx'), 'ListasRapidasPage'),
  'lista-rapida': pagina(() => import('./paginas/ListaRapidaPage.tsx'), 'ListaRapidaPage'),
  'quienes-somos': pagina(() => import('./paginas/publicas/QuienesSomos.tsx'), 'QuienesSomos'),
  'terminos-condiciones': pagina(
    () => import('./paginas/publicas/TerminosCondiciones.tsx'),
    'TerminosCondiciones',
  ),
  'politicas-devolucion': pagina(
    () => import('./paginas/publicas/PoliticasDevolucion.tsx'),
    'PoliticasDevolucion',
  ),
  'politicas-privacidad': pagina(
    () => import('./paginas/publicas/PoliticasPrivacidad.tsx'),
    'PoliticasPrivacidad',
  ),
  'preguntas-frecuentes': pagina(
    () => import('./paginas/publicas/PreguntasFrecuentes.tsx'),
    'PreguntasFrecuentes',
  ),
  'atencion-cliente': pagina(() => import('./paginas/publicas/AtencionCliente.tsx'), 'AtencionCliente'),
};

/** Pages that work without a zone in the URL: those whose route has no zone guard. */
const SIN_ZONA = new Set<string>(
  descripcion.routes
    .filter((route) => !(route.guards as readonly string[]).includes('zone'))
    .map((route) => route.page),
);

/** A page the registry names and this build does not have (another version's): rare, so lazy. */
const Proximamente = lazyNamed(() => import('./Proximamente.tsx'), 'Proximamente');

function Pagina({ page, params, search }: RemoteParcelProps) {
  const id = pageOf(descripcion, page);
  const zona = params.zona ?? '';
  const Componente = id && (zona || SIN_ZONA.has(id)) ? PAGINAS[id] : null;
  return (
    <Suspense fallback={<PaginaSkeleton />}>
      {Componente ? (
        <Componente zona={zona} params={params} search={search} />
      ) : (
        <Proximamente zona={params.zona} />
      )}
    </Suspense>
  );
}

/** Add-to-cart answers live and die with the parcel. */
function Storefront(props: RemoteParcelProps) {
  return (
    <ProveedorCarrito>
      <Pagina {...props} />
    </ProveedorCarrito>
  );
}

const ciclo = createRemoteLifecycles(descripcion.name, Storefront);
export const { bootstrap, unmount, update } = ciclo;

/**
 * The parcel mounts once its page's code is here (the shell's skeleton shows meanwhile): the page
 * then renders at once, with no Suspense fallback for React to hold the page back behind (see
 * `lazyNamed`). The product page's, where the store's visits go next, comes once the first page is
 * on screen and the browser is idle. Both through the page's own import, so a chunk comes once: a
 * `<link rel="prefetch">` still on its way when a product page's own import asked for the same file
 * downloaded it twice.
 */
export const mount: typeof ciclo.mount = async (props) => {
  const id = pageOf(descripcion, props.page);
  if (id !== 'producto') runWhenIdle(() => void PAGINAS.producto.precargar().catch(() => undefined));
  // A chunk that fails to load fails again in the page's render, where its error boundary shows it.
  if (id) await PAGINAS[id].precargar().catch(() => undefined);
  return ciclo.mount(props);
};
