import { STORAGE_KEYS } from '@mercado/shared/auth';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';

/** Spec §9 "default zone" localStorage key, as the shell writes it (`{slug, nombre}`). */
const CLAVE_ZONA = STORAGE_KEYS.zonaPredeterminada;

export function zonaPredeterminada(): string | null {
  try {
    const raw = localStorage.getItem(CLAVE_ZONA);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as { slug?: unknown };
        if (typeof parsed.slug === 'string' && parsed.slug) return parsed.slug;
      } catch {
        if (/^[a-z0-9-]+$/.test(raw)) return raw;
      }
    }
  } catch {
    // Storage refused: fall back to the zone the site resolved.
  }
  return platform.website.get()?.zona?.slug ?? null;
}

/** The default zone's store, or the zone picker when there is none. */
export function tiendaPredeterminada(): string {
  const zona = zonaPredeterminada();
  return zona ? links.zona(zona) : links.inicio();
}

/**
 * Account sub-pages the shared named links do not list yet (only miCuenta and cambioTelefono).
 * TODO: move to `@mercado/shared/links` (asked of the lead).
 */
export const rutasCuenta = {
  correo: () => `${links.miCuenta()}/correo`,
  clave: () => `${links.miCuenta()}/clave`,
  borrarCuenta: () => `${links.miCuenta()}/borrar-cuenta`,
};
