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
