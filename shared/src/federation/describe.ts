/**
 * What a remote's own code uses of its description (./schemas.ts has the schemas): writing it
 * (`defineDescription`, `adminSectionRoutes`, `datosDe`), picking its page by a typed id (`pageOf`,
 * `PageOf`, `PanelOf`) and, for an admin remote, its sections' pages by their typed key (`PaginaDe`)
 * and the links to them (`enlacesDe`). No zod here: a remote's header slot bundles this and stays small.
 */

import type { z } from '@mercado/shared/zod';
import type { BusEventName } from '../bus/events.ts';
import type { AdminRole } from '../contracts/constants.ts';
import type { Domain } from '../endpoints/endpoint.ts';
import type { DomainName, Endpoints } from '../endpoints/index.ts';
import { withQuery } from '../links.ts';
import type {
  AdminNavigationSchema,
  AdminSectionSchema,
  RemoteDescriptionSchema,
  RemoteRouteSchema,
} from './schemas.ts';

/** The module every route of a remote is mounted from. */
export const APP_EXPOSE = './app';

/** The registry routes of a back-office section: its pages, its zone pages (zone role) and the rest. */
export function adminSectionRoutes<const S extends AdminSectionInput>(seccion: S) {
  const base = `/admin/${seccion.slug}`;
  const route = (path: string, zoneRole = false) => ({
    path,
    page: 'seccion' as const,
    layout: 'admin' as const,
    guards: ['refresh', 'login'] as const,
    roles: seccion.roles,
    zoneRole,
  });
  const porZona = seccion.porZona;
  return [
    route(base),
    // A section page at the depth of the zone segment must not be read as a zone ('/admin/zona/registrar').
    ...(porZona
      ? seccion.subpaginas
          .filter((pagina) => pagina.ruta !== '')
          .map((pagina) => route(`${base}/${pagina.ruta}`))
      : []),
    ...(porZona ? [route(`${base}/${porZona.base}/*`, true)] : []),
    route(`${base}/*`),
  ];
}

/** The names of a domain's GET entries: the only ones a route's data hint may name. */
type GetEntry<D extends Domain> = {
  [K in keyof D & string]: D[K]['method'] extends 'GET' ? K : never;
}[keyof D & string];

type PathOf<E> = E extends { readonly path: infer P extends string } ? P : string;

/**
 * A route's data hint (decision 0006), from the endpoint table: `...datosDe('vitrina', vitrina, 'inicio')`
 * gives `datos`, the entry's path (the shell fills its `:params` from the route's and requests it), and
 * `datosEntrada`, the entry's name ('vitrina.inicio', format 1.1). A misspelt domain or entry, or one that
 * is not a GET, does not compile (and throws at build, for an untyped caller).
 */
export function datosDe<const N extends DomainName, const K extends GetEntry<Endpoints[N]>>(
  dominio: N,
  domain: Endpoints[N],
  entrada: K,
): { datos: PathOf<Endpoints[N][K]>; datosEntrada: `${N}.${K}` } {
  const e = (domain as Domain)[entrada];
  if (e?.method !== 'GET')
    throw new TypeError(`${dominio}.${entrada}: una pista de datos es un GET de la tabla`);
  return { datos: e.path as PathOf<Endpoints[N][K]>, datosEntrada: `${dominio}.${entrada}` };
}

/** Deeply readonly, so `defineDescription` takes an `as const`-like literal. */
type Inmutable<T> = T extends readonly (infer U)[]
  ? readonly Inmutable<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Inmutable<T[K]> }
    : T;

/** The roles of a route or a section: spec §6's, typed (a section's come from `rolesDeSeccion`). */
type Roles = { roles?: AdminRole[] };

type AdminSectionInput = Inmutable<Omit<z.input<typeof AdminSectionSchema>, 'roles'> & Required<Roles>>;

/** What a remote writes in `src/descripcion.ts`; its events must be in the bus catalogue. */
export type DescriptionInput = Inmutable<
  Omit<z.input<typeof RemoteDescriptionSchema>, 'events' | 'routes' | 'navigation'> & {
    routes?: (Omit<z.input<typeof RemoteRouteSchema>, 'roles'> & Roles)[];
    navigation?: Omit<NonNullable<z.input<typeof RemoteDescriptionSchema>['navigation']>, 'admin'> & {
      admin?: Omit<z.input<typeof AdminNavigationSchema>, 'secciones'> & {
        secciones: (Omit<z.input<typeof AdminSectionSchema>, 'roles'> & Required<Roles>)[];
      };
    };
    events?: { sends?: BusEventName[]; handles?: BusEventName[] };
  }
>;

/**
 * A remote's description, kept literal so its page and panel ids are types (`PageOf`, `PanelOf`).
 * Validated by the build (`DescriptionPlugin`) and by the remote's tests.
 */
export function defineDescription<const D extends DescriptionInput>(description: D): D {
  return description;
}

type Item<T> = T extends readonly (infer U)[] ? U : never;
/** The items of the list `K` of a description (none when it has no such list). */
type ItemsOf<D, K extends string> = D extends { readonly [P in K]?: infer L } ? Item<L> : never;
type PageIds<T> = T extends { readonly page: infer Id extends string } ? Id : never;

/** The page ids a remote's module `E` renders ('./app': its routes' pages), from its description. */
export type PageOf<D, E extends string = typeof APP_EXPOSE> =
  | (E extends typeof APP_EXPOSE ? PageIds<ItemsOf<D, 'routes'>> : never)
  | PageIds<Extract<ItemsOf<D, 'slots'> | ItemsOf<D, 'panels'>, { readonly expose: E }>>;

/** The ids of the panels a remote owns. */
export type PanelOf<D> =
  ItemsOf<D, 'panels'> extends infer P ? (P extends { readonly id: infer Id } ? Id : never) : never;

/** The page id in the parcel's props as one of the module's typed ids, or null when it names none. */
export function pageOf<const D extends DescriptionInput, E extends string = typeof APP_EXPOSE>(
  description: D,
  page: string,
  expose: E = APP_EXPOSE as E,
): PageOf<D, E> | null {
  const pages = [
    ...(expose === APP_EXPOSE ? (description.routes ?? []) : []),
    ...[...(description.slots ?? []), ...(description.panels ?? [])].filter((item) => item.expose === expose),
  ].map((item) => item.page);
  return pages.includes(page) ? (page as PageOf<D, E>) : null;
}

/** Joins a path and a path below it ('' is the path itself). */
type Unir<A extends string, B extends string> = B extends '' ? A : A extends '' ? B : `${A}/${B}`;
type SeccionesDe<D> = D extends {
  readonly navigation: { readonly admin: { readonly secciones: readonly (infer S)[] } };
}
  ? S
  : never;
/** A section's declared pages, each with its key: its pattern under /admin ('tienda/:tienda/editar'). */
type PaginasDeSeccion<S> = S extends { readonly slug: infer Slug extends string }
  ?
      | (S extends { readonly subpaginas: readonly (infer P)[] }
          ? P extends { readonly ruta: infer R extends string }
            ? { clave: Unir<Slug, R>; pagina: P }
            : never
          : never)
      | (S extends {
          readonly porZona: { readonly base: infer B extends string; readonly paginas: readonly (infer P)[] };
        }
          ? P extends { readonly ruta: infer R extends string }
            ? { clave: Unir<Unir<Slug, B>, R>; pagina: P }
            : never
          : never)
  : never;
type Declaradas<D> = PaginasDeSeccion<SeccionesDe<D>>;

/**
 * The key of every page an admin remote's description declares, listed or not, available or not:
 * its pattern under /admin ('categoria', 'categoria/:categoria/editar', 'zona/:zona/editar').
 */
export type PaginaDe<D> = Declaradas<D>['clave'];
/** The pages the remote draws itself: every declared page but those `disponible: false`. */
export type PaginaPropiaDe<D> =
  Declaradas<D> extends infer P
    ? P extends { clave: infer K; pagina: infer Pagina }
      ? Pagina extends { readonly disponible: false }
        ? never
        : K
      : never
    : never;
/** What a link may open: a declared page or a section's root (its own page, else its index). */
export type EnlaceDe<D> = PaginaDe<D> | (SeccionesDe<D> extends { readonly slug: infer Slug } ? Slug : never);

/** The `:params` of a page's key: 'tienda/:tienda/sucursal/:sucursal' → 'tienda' | 'sucursal'. */
export type ParamsDe<K extends string> = K extends `${string}:${infer P}/${infer Resto}`
  ? P | ParamsDe<Resto>
  : K extends `${string}:${infer P}`
    ? P
    : never;

type Query = Parameters<typeof withQuery>[1];
/** A link's values: its key's `:params` (none: no object), then its query string. */
export type ArgumentosDeEnlace<K extends string> = [ParamsDe<K>] extends [never]
  ? [params?: Record<never, never>, query?: Query]
  : [params: { readonly [P in ParamsDe<K>]: string | number }, query?: Query];

type PaginaDeclarada = { readonly ruta: string };
type SeccionDeclarada = {
  readonly slug: string;
  readonly subpaginas: readonly PaginaDeclarada[];
  readonly porZona?: { readonly base: string; readonly paginas: readonly PaginaDeclarada[] };
};

/** The keys an admin section declares (what `PaginaDe` types), at run time. */
export function clavesDeSeccion(seccion: SeccionDeclarada): string[] {
  const unir = (a: string, b: string) => [a, b].filter(Boolean).join('/');
  const { porZona } = seccion;
  return [
    ...seccion.subpaginas.map((pagina) => unir(seccion.slug, pagina.ruta)),
    ...(porZona?.paginas ?? []).map((pagina) => unir(unir(seccion.slug, porZona?.base ?? ''), pagina.ruta)),
  ];
}

/**
 * The link builder of an admin remote: a declared page's key and its `:params` give its URL,
 * `enlace('tienda/:tienda/editar', { tienda: 3 })` → '/admin/tienda/3/editar', with an optional query
 * string. A key the description does not declare does not compile (and throws, for an untyped caller).
 */
export function enlacesDe<const D extends DescriptionInput>(descripcion: D) {
  const secciones: readonly SeccionDeclarada[] = descripcion.navigation?.admin?.secciones ?? [];
  const claves = new Set(secciones.flatMap((seccion) => [seccion.slug, ...clavesDeSeccion(seccion)]));
  return <const K extends EnlaceDe<D> & string>(
    clave: K,
    ...[params, query]: ArgumentosDeEnlace<K>
  ): string => {
    if (!claves.has(clave)) throw new TypeError(`${clave}: no es una página de ${descripcion.name}`);
    const valores: Record<string, string | number> = params ?? {};
    const ruta = clave
      .split('/')
      .map((segmento) =>
        segmento.startsWith(':') ? encodeURIComponent(String(valores[segmento.slice(1)] ?? '')) : segmento,
      )
      .join('/');
    return withQuery(`/admin/${ruta}`, query);
  };
}
