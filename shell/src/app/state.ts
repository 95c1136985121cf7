import type { Registry } from '@mercado/shared/federation';
import { createStore } from '@mercado/shared/platform';

/** Slug of the zone the user is browsing (set by the zone guard), or the remembered one. */
export const currentZone = createStore<string | null>(null);

/** The live registry (slots are looked up here). */
export const registryStore = createStore<Registry>({ remotes: [] });
