/**
 * The live registry (`.deploy/registry.json`, served never cached): which version of each remote is
 * live, where its manifest is, the version before it (rollback) and each one's description of what
 * it serves (./description.ts), all written by `scripts/deploy-remote.ts`.
 *
 * The envelope (name, URLs, versions) is the platform's and stable; a description is read one by one
 * (`resolveRegistry`), so a remote whose description the shell cannot read leaves only itself out.
 */
import { z } from '@mercado/shared/zod';
import {
  LayoutSchema,
  type RemoteDescription,
  type RemoteRoute,
  RemoteRouteSchema,
  readDescription,
} from './description.ts';

export * from './description.ts';

const DeployedVersionSchema = z.object({
  version: z.string().check(z.minLength(1)),
  manifestUrl: z.url(),
  /**
   * The remote's entry script (named by its manifest), which the shell loads the remote from: with
   * the manifest's URL instead, Module Federation reads the manifest first, one round trip more
   * before any of the remote's code runs. Absent from registries written before it.
   */
  entryUrl: z.optional(z.url()),
  /** The description the build wrote (read by `readDescription`, not here). */
  description: z.unknown(),
  /**
   * By exposed module ('./app'), the files a browser loads for it, relative to the manifest's
   * folder: the remote's entry, the module's JS and its CSS (deploy copies them from
   * mf-manifest.json). The shell requests those of the page it enters as soon as the registry
   * arrives, beside the entry instead of once it has run. Also, by page (`pagina:producto`), the files
   * of a page its remote loads lazily, in a chunk its build names `pagina-<id>`: requested with the
   * module's as the page's route is entered. Absent from registries written before it.
   */
  preload: z._default(z.record(z.string(), z.array(z.string().check(z.minLength(1)))), {}),
});

export const RegistryEntrySchema = z.extend(DeployedVersionSchema, {
  /** Module Federation container name: 'mf_' and the remote's name in snake case. */
  name: z.string().check(z.regex(/^mf_[a-z_]+$/)),
  /** Where a rollback goes; null before the second deploy. */
  previous: z._default(z.nullable(DeployedVersionSchema), null),
});

export const RegistrySchema = z.object({
  remotes: z.array(RegistryEntrySchema),
});

export type RegistryEntry = z.infer<typeof RegistryEntrySchema>;
export type RegistryFile = z.infer<typeof RegistrySchema>;

type DeployedVersion = z.input<typeof DeployedVersionSchema>;

/**
 * The registry browsers get: the live versions, without the version each would roll back to
 * (`previous`, with its whole description), which only deploy and rollback read.
 */
export function servedRegistry(registry: RegistryFile): RegistryFile {
  return {
    remotes: registry.remotes.map(({ previous: _rollback, ...live }) => ({ ...live, previous: null })),
  };
}

/** The deployed version an entry points at (its name and `previous` left out). */
function deployedOf({
  version,
  manifestUrl,
  entryUrl,
  description,
  preload,
}: RegistryEntry | DeployedVersion) {
  return { version, manifestUrl, ...(entryUrl ? { entryUrl } : {}), description, preload: preload ?? {} };
}

/**
 * Deploy's merge: `name` points at the `live` version; the version it replaces, with its
 * description, becomes `previous` (a redeploy of the live version keeps the `previous` it had). The
 * remotes keep the platform's `order`.
 */
export function withDeployed(
  registry: RegistryFile,
  name: string,
  live: DeployedVersion,
  order: readonly string[],
): RegistryFile {
  const current = registry.remotes.find((remote) => remote.name === name);
  const previous =
    current && current.version !== live.version ? deployedOf(current) : (current?.previous ?? null);
  return {
    remotes: [
      ...registry.remotes.filter((remote) => remote.name !== name),
      { name, ...deployedOf(live), previous },
    ].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)),
  };
}

/**
 * Rollback: `name` goes back to its previous version and that version's description, and the one
 * it leaves becomes `previous` (so a second rollback rolls forward). Null when there is none.
 */
export function rolledBack(registry: RegistryFile, name: string): RegistryFile | null {
  const entry = registry.remotes.find((remote) => remote.name === name);
  if (!entry?.previous) return null;
  const back = { ...deployedOf(entry.previous), name, previous: deployedOf(entry) };
  return { remotes: registry.remotes.map((remote) => (remote.name === name ? back : remote)) };
}

/** One remote as the shell composes it: its envelope and what its description says it serves. */
export interface RemoteEntry extends Omit<RemoteDescription, 'format' | 'name'> {
  name: string;
  /** What Module Federation loads the remote from: its entry script, or its manifest (`entryUrl`). */
  entry: string;
  version: string;
  /**
   * By exposed module, and by lazily loaded page (`pagina:<id>`), the URLs of the files it loads
   * (the registry's `preload`, made absolute).
   */
  preload: Record<string, string[]>;
  /**
   * Why its description cannot be read: it then serves nothing but the fallback on the paths it
   * claims (`claimedRoutes`).
   */
  unreadable: string | null;
}

export interface Registry {
  remotes: RemoteEntry[];
}

/**
 * The paths an unreadable description still claims (any object with a `path` and maybe a known
 * `layout` in a `routes` array), so its URLs show that remote's fallback instead of the 404 page.
 */
function claimedRoutes(raw: unknown): RemoteRoute[] {
  const routes =
    raw && typeof raw === 'object' && 'routes' in raw && Array.isArray(raw.routes) ? raw.routes : [];
  return routes.flatMap((route: unknown) => {
    if (!route || typeof route !== 'object' || !('path' in route)) return [];
    const path = RemoteRouteSchema.shape.path.safeParse(route.path);
    const layout = LayoutSchema.safeParse('layout' in route ? route.layout : undefined);
    if (!path.success) return [];
    return [
      {
        path: path.data,
        page: '',
        layout: layout.success ? layout.data : 'normal',
        guards: [],
        roles: [],
        zoneRole: false,
      },
    ];
  });
}

const NOTHING: Omit<RemoteDescription, 'format' | 'name' | 'routes'> = {
  slots: [],
  panels: [],
  navigation: { menu: [] },
  events: { sends: [], handles: [] },
};

/** What each live remote serves, read from its description; an unreadable one serves nothing. */
export function resolveRegistry(file: RegistryFile): Registry {
  return {
    remotes: file.remotes.map(({ name, manifestUrl, entryUrl, version, description, preload: files }) => {
      const entry = entryUrl ?? manifestUrl;
      const preload = Object.fromEntries(
        Object.entries(files).map(([expose, paths]) => [
          expose,
          paths.map((p) => new URL(p, manifestUrl).href),
        ]),
      );
      const reading = readDescription(description);
      const named = reading.ok && reading.description.name !== name;
      if (reading.ok && !named) {
        const { format: _format, name: _name, ...serves } = reading.description;
        return { name, entry, version, preload, unreadable: null, ...serves };
      }
      const reason = reading.ok ? `la descripción es de ${reading.description.name}` : reading.reason;
      return {
        name,
        entry,
        version,
        preload,
        unreadable: reason,
        routes: claimedRoutes(description),
        ...NOTHING,
      };
    }),
  };
}

/** localStorage key of the developer/test override: `{ "<name>": "<manifestUrl>" }`. */
export const REGISTRY_OVERRIDE_KEY = 'mf-registry-override';

/** Applies a local override (one remote pointed at another build) on top of the fetched registry. */
export function applyOverrides(registry: Registry, overrides: Record<string, string>): Registry {
  return {
    remotes: registry.remotes.map((remote) => {
      const manifestUrl = overrides[remote.name];
      // Another build (its dev server's manifest): its files are not the registry's.
      return manifestUrl
        ? { ...remote, entry: manifestUrl, version: `override:${manifestUrl}`, preload: {} }
        : remote;
    }),
  };
}
