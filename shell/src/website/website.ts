import { browserStorage, STORAGE_KEYS } from '@mercado/shared/auth';
import type { Moneda, ResolveResponse, Zona } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { api } from '../api.ts';

const storage = browserStorage();

// ---- zones ---------------------------------------------------------------------------------

let zonasPromise: Promise<Zona[]> | null = null;

/** GET /api/zona/listadoapi once; a failure is not cached. */
export function loadZonas(): Promise<Zona[]> {
  if (!zonasPromise) {
    zonasPromise = api.website.listarZonas();
    zonasPromise.catch(() => {
      zonasPromise = null;
    });
  }
  return zonasPromise;
}

/** The remembered default zone (spec §9 key), as `{slug, nombre}`. */
export interface ZonaPredeterminada {
  slug: string;
  nombre: string;
}

export function readDefaultZone(): ZonaPredeterminada | null {
  const raw = storage.getItem(STORAGE_KEYS.zonaPredeterminada);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ZonaPredeterminada>;
    if (typeof parsed.slug === 'string' && parsed.slug)
      return { slug: parsed.slug, nombre: parsed.nombre ?? parsed.slug };
  } catch {
    // An older plain-slug value.
    if (/^[a-z0-9-]+$/.test(raw)) return { slug: raw, nombre: raw };
  }
  return null;
}

export function rememberZone(zona: ZonaPredeterminada): void {
  storage.setItem(STORAGE_KEYS.zonaPredeterminada, JSON.stringify({ slug: zona.slug, nombre: zona.nombre }));
}

// ---- currency ------------------------------------------------------------------------------

export function pickCurrency(monedas: Moneda[], rememberedId: number | null): Moneda | null {
  return (
    monedas.find((m) => m.id === rememberedId) ?? monedas.find((m) => m.predeterminada) ?? monedas[0] ?? null
  );
}

export function selectCurrency(moneda: Moneda): void {
  storage.setItem(STORAGE_KEYS.monedaSeleccionada, String(moneda.id));
  platform.currency.set((prev) => ({ ...prev, seleccionada: moneda }));
  platform.bus.emit('moneda:cambio', { monedaId: moneda.id });
}

function rememberedCurrencyId(): number | null {
  const raw = storage.getItem(STORAGE_KEYS.monedaSeleccionada);
  return raw ? Number(raw) : null;
}

/** Another tab switched currency. */
export function followCurrency(monedaId: number): void {
  const { monedas } = platform.currency.get();
  const moneda = monedas.find((m) => m.id === monedaId);
  if (moneda) platform.currency.set((prev) => ({ ...prev, seleccionada: moneda }));
}

// ---- resolve -------------------------------------------------------------------------------

export type ResolveCheck = 'ok' | 'bloqueado' | 'plan';

/** Spec §4: a signed-in user whose status is not ACTIVO, or whose type changed, must sign in again. */
export function checkResolvedUser(
  resolved: Pick<ResolveResponse, 'usuarioEstatus' | 'usuarioTipo'>,
  tokenTipo: number | null,
): ResolveCheck {
  if (tokenTipo === null) return 'ok';
  if (resolved.usuarioEstatus !== null && resolved.usuarioEstatus !== 1) return 'bloqueado';
  if (resolved.usuarioTipo !== tokenTipo) return 'plan';
  return 'ok';
}

let lastKey = '';
let inFlight: Promise<ResolveResponse | null> | null = null;

/** GET /api/website/resolve?zona= on boot and on zone/session change. */
export function resolveWebsite(zona: string | null, force = false): Promise<ResolveResponse | null> {
  const key = `${zona ?? ''}|${platform.session.get()?.uid ?? ''}`;
  if (!force && key === lastKey && inFlight) return inFlight;
  lastKey = key;
  const promise = api.website
    .resolver({ zona: zona ?? undefined })
    .then((resolved) => {
      if (lastKey !== key) return resolved;
      platform.website.set(resolved);
      const seleccionada = pickCurrency(
        resolved.moneda,
        platform.currency.get().seleccionada?.id ?? rememberedCurrencyId(),
      );
      platform.currency.set({ monedas: resolved.moneda, seleccionada });
      return resolved;
    })
    .catch((error: unknown) => {
      console.warn('[shell] resolve falló', error);
      if (lastKey === key) lastKey = '';
      return null;
    });
  inFlight = promise;
  return promise;
}
