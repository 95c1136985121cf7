/**
 * The schemas of a remote's description (what each field means is here) and the types they give.
 * ./description.ts reads a description with them; ./describe.ts types what a remote writes from them,
 * by type only (a remote's header slot bundles describe.ts without zod). Neither is imported here.
 */
import { z } from '@mercado/shared/zod';

/** Layouts of spec §2 the shell can wrap a route in. */
export const LayoutSchema = z.enum(['normal', 'simple', 'prime', 'admin']);

/** Shell guards of spec §2/§6, applied in this order: refresh, login, phone, zone, roles. */
export const GuardSchema = z.enum(['refresh', 'login', 'phone', 'zone']);

const ExposeSchema = z.string().check(z.startsWith('./'));
const PageIdSchema = z.string().check(z.minLength(1));
const RelativePathSchema = z.string().check(z.regex(/^[^/].*$|^$/));

export const RemoteRouteSchema = z.object({
  /** react-router path pattern, e.g. '/:zona/producto/:slug' or '/admin/producto/*'. */
  path: z.string().check(z.startsWith('/')),
  /** The page id the remote's './app' module renders (typed in the remote: `PageOf`). */
  page: PageIdSchema,
  layout: z._default(LayoutSchema, 'normal'),
  guards: z._default(z.array(GuardSchema), []),
  /** Every listed role is needed (spec §6). */
  roles: z._default(z.array(z.string()), []),
  /** Also needs ROLE_ZONA_{:zona param}. */
  zoneRole: z._default(z.boolean(), false),
  /**
   * The API path of the page's first data, its `:params` filled from the route's (e.g.
   * '/api/website/inicio/:zona'): the shell requests it as the route is entered, while the remote
   * still downloads, and the page takes the answer over (platform.precarga, decision 0006).
   * Written with `datosEntrada` by `datosDe` from the endpoint table, never by hand.
   */
  datos: z.optional(z.string().check(z.startsWith('/'))),
  /**
   * Since 1.1: the endpoint table's entry `datos` is the path of, as '<domain>.<entry>'
   * ('vitrina.inicio'). The shell holds no table and requests `datos`: for it the name is registry
   * documentation, like `events`; the remote's build checks it against the table
   * (check-remote-contract). A 1.0 description has only `datos`.
   */
  datosEntrada: z.optional(z.string().check(z.regex(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/))),
  /**
   * Since 1.2: the login page comes back to this route after signing in (a hand-off through login,
   * spec §5) when the login URL's query has every `consulta` key with its value. The route's `:zona`
   * is the returnUrl's first segment, else the remembered default zone; each other `:param` is the
   * query's value of the same name, which must match its `parametros` pattern (the whole value).
   * Without one, login follows the returnUrl. A 1.1 description hands nothing off.
   */
  trasLogin: z.optional(
    z.object({
      consulta: z.record(z.string(), z.string()),
      parametros: z._default(z.record(z.string(), z.string()), {}),
    }),
  ),
});

/** A header slot the remote fills (the shell's header has 'buscador' and 'minicart'). */
export const RemoteSlotSchema = z.object({
  slot: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  expose: ExposeSchema,
  page: PageIdSchema,
  /**
   * Since 1.2: the id of the slot's element the shell focuses to take the shopper to it (the bottom
   * bar's Buscar focuses the 'buscador' slot's box); without it, or while the slot loads, the shell's
   * own placeholder is focused.
   */
  foco: z.optional(z.string().check(z.regex(/^[A-Za-z][\w-]*$/))),
});

/** A floating panel (spec §4) the remote renders; the shell opens one at a time by its id. */
export const RemotePanelSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  /** Its Spanish title (the panel's heading and accessible name). */
  titulo: z.string().check(z.minLength(1)),
  expose: ExposeSchema,
  page: PageIdSchema,
  /** 'cajon': a side drawer; 'emergente': a small popover. */
  forma: z._default(z.enum(['cajon', 'emergente']), 'cajon'),
  /**
   * Since 1.2: the shell's control that opens it: 'barra-inferior', the bottom bar's cart button
   * (spec §2), labelled with the panel's `titulo`. The first panel (in registry order) that declares
   * a control gets it; without one, the control is not drawn.
   */
  abreDesde: z.optional(z.enum(['barra-inferior'])),
});

/** A link the remote adds to a shell menu (today the signed-in user's profile menu): a page or a panel. */
const MenuItemBase = {
  menu: z.enum(['perfil']),
  etiqueta: z.string().check(z.minLength(1)),
  /** Shown only to users with every one of these roles. */
  roles: z._default(z.array(z.string()), []),
  /** The menu lists every remote's links by `orden`. */
  orden: z._default(z.int(), 0),
};
export const MenuItemSchema = z.union([
  z.object({ ...MenuItemBase, href: z.string().check(z.startsWith('/')) }),
  z.object({ ...MenuItemBase, panel: z.string().check(z.minLength(1)) }),
]);

export const AdminSubpageSchema = z.object({
  etiqueta: z.string().check(z.minLength(1)),
  /**
   * Path below the section ('' is the section itself), or below the zone for zone sub-pages; a
   * `:param` segment stands for any value ('tienda/:tienda/editar' under /admin).
   */
  ruta: RelativePathSchema,
  /** false: listed (staff see what the section will hold) and marked 'Disponible próximamente'. */
  disponible: z._default(z.boolean(), true),
  /**
   * Since 1.2: false for a record page (':categoria/editar'), reached from its list and not listed
   * in the section's index. Every page a remote serves is declared, listed or not: its page map and
   * its links are typed from these (`PaginaDe`, `enlacesDe`). A 1.1 description lists every sub-page.
   */
  enIndice: z._default(z.boolean(), true),
});

/** One back-office section (spec §2 side panel, spec §6 roles). */
export const AdminSectionSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
  /** Heading of the section page. */
  etiqueta: z.string().check(z.minLength(1)),
  /** The roles the section needs, ROLE_ADMIN included (spec §6). */
  roles: z.array(z.string()).check(z.minLength(1)),
  subpaginas: z.array(AdminSubpageSchema),
  /**
   * Sub-pages that exist once per zone, each needing `ROLE_ZONA_<slug>` too. `base` is the path of
   * one zone below the section, `:zona` standing for its slug.
   */
  porZona: z.optional(
    z.object({ base: z.string().check(z.regex(/(^|\/):zona$/)), paginas: z.array(AdminSubpageSchema) }),
  ),
  /** Its side-panel entries, in spec §2 order: a label and the path below `/admin/<slug>`. */
  panel: z.array(z.object({ etiqueta: z.string().check(z.minLength(1)), ruta: RelativePathSchema })),
  /** How to read `conteos[slug]` of GET /admin/resumen; absent when the count means nothing yet. */
  conteo: z.optional(z.object({ singular: z.string(), plural: z.string() })),
});

/** The remote's group of the back-office side panel and home. */
/** A link of the back-office home into a remote's page: the page's key and its query. */
const AdminShortcutSchema = z.object({
  /** The page's pattern under /admin, its `:zona` the card's zone ('inventario/zona/:zona'). */
  pagina: RelativePathSchema,
  consulta: z._default(z.record(z.string(), z.string()), {}),
});

export const AdminNavigationSchema = z.object({
  grupo: z.object({
    etiqueta: z.string().check(z.minLength(1)),
    /** Groups are drawn by `orden`, then by remote name. */
    orden: z._default(z.int(), 0),
  }),
  secciones: z.array(AdminSectionSchema),
  /**
   * Since 1.2: where the back-office home's catalogue attention figures link to (GET /admin/resumen
   * `atencion`, one card per zone), declared by the remote whose lists they count. Without it the
   * figures show without links.
   */
  atencion: z.optional(
    z.object({
      sinExistencia: AdminShortcutSchema,
      ofertasPorVencer: AdminShortcutSchema,
      categoriasSinProductos: AdminShortcutSchema,
    }),
  ),
});

const EventNameSchema = z.string().check(z.regex(/^[a-z]+:[a-z-]+$/));

export const RemoteDescriptionSchema = z.object({
  format: z.string().check(z.regex(/^\d+\.\d+$/)),
  /** Module Federation container name: 'mf_' and the remote's name in snake case. */
  name: z.string().check(z.regex(/^mf_[a-z_]+$/)),
  routes: z._default(z.array(RemoteRouteSchema), []),
  slots: z._default(z.array(RemoteSlotSchema), []),
  panels: z._default(z.array(RemotePanelSchema), []),
  navigation: z._default(
    z.object({
      menu: z._default(z.array(MenuItemSchema), []),
      admin: z.optional(AdminNavigationSchema),
    }),
    { menu: [] },
  ),
  /**
   * The bus events (shared/src/bus/events.ts) its code sends and handles, checked against the code
   * after its build (scripts/bus-events.ts); the shell mounts the header slot of the remote that
   * handles a held request at once.
   */
  events: z._default(
    z.object({
      sends: z._default(z.array(EventNameSchema), []),
      handles: z._default(z.array(EventNameSchema), []),
    }),
    { sends: [], handles: [] },
  ),
});

export type Layout = z.infer<typeof LayoutSchema>;
export type Guard = z.infer<typeof GuardSchema>;
export type RemoteRoute = z.infer<typeof RemoteRouteSchema>;
export type RemoteSlot = z.infer<typeof RemoteSlotSchema>;
export type RemotePanel = z.infer<typeof RemotePanelSchema>;
export type MenuItem = z.infer<typeof MenuItemSchema>;
export type AdminSubpage = z.infer<typeof AdminSubpageSchema>;
export type AdminSection = z.infer<typeof AdminSectionSchema>;
export type AdminNavigation = z.infer<typeof AdminNavigationSchema>;
export type AdminShortcut = z.infer<typeof AdminShortcutSchema>;
export type RemoteDescription = z.infer<typeof RemoteDescriptionSchema>;
