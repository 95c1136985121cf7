import type { Registry } from '@mercado/shared/federation';
import { createStore, platform } from '@mercado/shared/platform';

/**
 * Slug of the zone the user is browsing: set by the zone guard from the URL, or at boot the
 * remembered one. The shell publishes it on the platform for the remotes (`platform.zona`).
 */
export const currentZone = platform.zona;

/** The live registry (slots are looked up here). */
export const registryStore = createStore<Registry>({ remotes: [] });

/** Route guards running now (the top loading bar shows while any does). */
export const guardsRunning = createStore(0);

/** Bumped when the session changes (this tab or another): the page's guards run again. */
export const guardEpoch = createStore(0);
