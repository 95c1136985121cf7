/**
 * The platform singleton. Shared through Module Federation as one instance per page: the shell
 * installs the services at boot (`installPlatform`), every remote reads the same jotai store and bus.
 * Keep this module small and stable: every remote depends on its shape.
 */
import { createStore as createJotaiStore } from 'jotai';
import type { Moneda, Perfil, ResolveResponse, TokenPayload } from '../contracts/index.ts';
import type { HttpClient } from '../http/client.ts';
import { createEventBus } from './event-bus.ts';
import { createPrecarga } from './precarga.ts';
import { type SharedState, sharedState } from './state.ts';

export type { EventBus } from './event-bus.ts';
export type { Precarga } from './precarga.ts';
export { rutaDatos } from './precarga.ts';
export type { SharedState } from './state.ts';

/** The floating panels the shell itself draws (spec §4). */
export type ShellPanelId = 'categorias' | 'link' | 'zona' | 'moneda' | 'perfil';
/** A shell panel, or one a remote declares in its description (`panels`, typed there by `PanelOf`). */
export type PanelId = ShellPanelId | (string & {});

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface DialogOptions {
  titulo: string;
  mensaje: string;
  /** Label of the confirm button; defaults to 'Aceptar'. */
  aceptar?: string;
}

/** What the shell provides; remotes call these instead of touching the router or storage. */
export interface PlatformServices {
  /** Navigate inside the one history the shell's router owns. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The shell's modal alert dialog (spec §8 texts); resolves when dismissed. */
  alert(options: DialogOptions): Promise<void>;
  /** Confirmation dialog; resolves true when accepted. */
  confirm(options: DialogOptions & { cancelar?: string }): Promise<boolean>;
  /** The single HTTP client (spec §7) with auth, retries and error handling. */
  http: HttpClient;
  /** Logs out (revoking the refresh token) and goes to login with a return URL when given. */
  logout(options?: { returnUrl?: string }): Promise<void>;
  /** Makes sure the access token is fresh (refresh guard); false when the session is gone. */
  ensureFreshToken(): Promise<boolean>;
  /**
   * Runs `task` once the visit's first page is on screen and the browser is idle; returns a cancel
   * function. Remotes fetch there the code the first page does not need. Optional: a shell older
   * than it lacks it, and the caller then runs `task` on a timer of its own.
   */
  whenIdle?(task: () => void): () => void;
}

export interface CurrencyState {
  monedas: Moneda[];
  seleccionada: Moneda | null;
}

let installed: PlatformServices | null = null;

/** The page's jotai store of the state every remote shares (the values below are atoms in it). */
const store = createJotaiStore();

export const platform = {
  bus: createEventBus(),
  store,
  /**
   * The current URL, written by the shell's router on every navigation. The shell's own: a remote
   * learns the URL from its parcel's props (`RemoteParcelProps`).
   */
  location: sharedState<RouteLocation>(store, { pathname: '/', search: '', hash: '' }),
  /**
   * The zone the visitor is browsing, published by the shell alone: the `:zona` of the last zone
   * route it entered (the URL is the source of truth), or before any, the remembered default zone
   * (spec §9, read by the shell only).
   */
  zona: sharedState<string | null>(store, null),
  /** Decoded access token of the signed-in user, or null. */
  session: sharedState<TokenPayload | null>(store, null),
  /** The signed-in user's profile (telefono, nombre...), or null. */
  perfil: sharedState<Perfil | null>(store, null),
  /** Last /api/website/resolve answer: currencies, categories, zone, configuration. */
  website: sharedState<ResolveResponse | null>(store, null),
  currency: sharedState<CurrencyState>(store, { monedas: [], seleccionada: null }),
  /** The one open floating panel (spec §4: mutually exclusive). */
  panel: sharedState<PanelId | null>(store, null),
  get services(): PlatformServices {
    if (!installed) throw new Error('La plataforma no ha sido inicializada por el shell');
    return installed;
  },
  /** A page's first data, requested by the shell as the route is entered (./precarga.ts). */
  precarga: createPrecarga(
    (): HttpClient => platform.services.http,
    (): TokenPayload | null => platform.session.get(),
  ),
};

export type Platform = typeof platform;

/**
 * A value in a jotai store of its own. Remotes built before decision 0012 made their stores with it
 * (the platform module is the shell's, theirs included): kept so a rolled-back remote still runs.
 * New code holds its state in jotai atoms.
 */
export function createStore<T>(initial: T): SharedState<T> {
  return sharedState(createJotaiStore(), initial);
}

export function installPlatform(services: PlatformServices): void {
  installed = services;
}

export function isPlatformInstalled(): boolean {
  return installed !== null;
}
