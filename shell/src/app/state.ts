import type { Registry } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { atom } from 'jotai';

/**
 * The shell's own state (decision 0012): atoms in the page's jotai store, the platform's, which the
 * shell's React tree is given (bootstrap); code outside React reads and writes them through
 * `shellStore`.
 */
export const shellStore = platform.store;

/**
 * Slug of the zone the user is browsing: set by the zone guard from the URL, or at boot the
 * remembered one. The shell publishes it on the platform for the remotes (`platform.zona`).
 */
export const currentZone = platform.zona.atom;

/** The live registry (slots are looked up here). */
export const registryAtom = atom<Registry>({ remotes: [] });

/** Route guards running now (the top loading bar shows while any does). */
export const guardsRunning = atom(0);

/** Bumped when the session changes (this tab or another): the page's guards run again. */
export const guardEpoch = atom(0);
