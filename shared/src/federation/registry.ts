import { z } from '@mercado/shared/zod';

/** Layouts of spec §2 the shell can wrap a route in. */
export const LayoutSchema = z.enum(['normal', 'simple', 'prime', 'admin']);

/** Shell guards of spec §2/§6, applied in this order: refresh, login, phone, zone, roles. */
export const GuardSchema = z.enum(['refresh', 'login', 'phone', 'zone']);

export const RemoteRouteSchema = z.object({
  /** react-router path pattern, e.g. '/:zona/producto/:slug' or '/admin/producto/*'. */
  path: z.string().check(z.startsWith('/')),
  /** Page id the remote switches on. */
  page: z.string().check(z.minLength(1)),
  layout: z._default(LayoutSchema, 'normal'),
  guards: z._default(z.array(GuardSchema), []),
  /** Every listed role is needed (spec §6). */
  roles: z._default(z.array(z.string()), []),
  /** Also needs ROLE_ZONA_{:zona param}. */
  zoneRole: z._default(z.boolean(), false),
  /**
   * The API path of the page's first data, its `:params` filled from the route's (e.g.
   * '/api/website/inicio/:zona'): the shell requests it as the route is entered, while the remote
   * still downloads, and the page takes the answer over (platform.precarga).
   */
  datos: z.optional(z.string().check(z.startsWith('/'))),
});

export const RemoteSlotSchema = z.object({
  /** Where the shell mounts it: 'minicart' (header) or 'panel:<PanelId>'. */
  slot: z.string().check(z.minLength(1)),
  expose: z.string().check(z.startsWith('./')),
  page: z.string().check(z.minLength(1)),
});

export const RemoteEntrySchema = z.object({
  /** Module Federation container name, e.g. 'mf_storefront'. */
  name: z.string().check(z.regex(/^mf_[a-z_]+$/)),
  manifestUrl: z.url(),
  version: z.string().check(z.minLength(1)),
  /** Where a rollback goes; null before the second deploy. */
  previous: z._default(z.nullable(z.object({ version: z.string(), manifestUrl: z.url() })), null),
  routes: z._default(z.array(RemoteRouteSchema), []),
  slots: z._default(z.array(RemoteSlotSchema), []),
});

export const RegistrySchema = z.object({
  remotes: z.array(RemoteEntrySchema),
});

export type Layout = z.infer<typeof LayoutSchema>;
export type Guard = z.infer<typeof GuardSchema>;
export type RemoteRoute = z.infer<typeof RemoteRouteSchema>;
export type RemoteSlot = z.infer<typeof RemoteSlotSchema>;
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;
export type Registry = z.infer<typeof RegistrySchema>;

/** Every route is mounted from the remote's './app' module. */
export const APP_EXPOSE = './app';

/** The modules a registry entry requires its remote's manifest to expose. */
export function requiredExposes(entry: Pick<RemoteEntry, 'routes' | 'slots'>): string[] {
  const exposes = new Set<string>();
  if (entry.routes.length > 0) exposes.add(APP_EXPOSE);
  for (const slot of entry.slots) exposes.add(slot.expose);
  return [...exposes].sort();
}

/** localStorage key of the developer/test override: `{ "<name>": "<manifestUrl>" }`. */
export const REGISTRY_OVERRIDE_KEY = 'mf-registry-override';

/** Applies a local override (one remote pointed at another build) on top of the fetched registry. */
export function applyOverrides(registry: Registry, overrides: Record<string, string>): Registry {
  return {
    remotes: registry.remotes.map((remote) => {
      const manifestUrl = overrides[remote.name];
      return manifestUrl ? { ...remote, manifestUrl, version: `override:${manifestUrl}` } : remote;
    }),
  };
}
