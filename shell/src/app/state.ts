import type { Registry } from '@mercado/shared/federation';
import { atom, createStore } from 'jotai';

/**
 * The shell's own state (decision 0012): atoms in the shell's jotai store, which its React tree is
 * given (bootstrap); code outside React reads and writes them through `shellStore`.
 */
export const shellStore = createStore();

/** Slug of the zone the user is browsing (set by the zone guard), or the remembered one. */
export const currentZone = atom<string | null>(null);

/** The live registry (slots are looked up here). */
export const registryAtom = atom<Registry>({ remotes: [] });

/** Route guards running now (the top loading bar shows while any does). */
export const guardsRunning = atom(0);

/** Bumped when the session changes (this tab or another): the page's guards run again. */
export const guardEpoch = atom(0);
