import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';

/**
 * The store of the zone the shell publishes (the last zone entered, or the remembered default zone),
 * else of the zone the site resolved, else the zone picker.
 */
export function tiendaPredeterminada(): string {
  const zona = platform.zona.get() ?? platform.website.get()?.zona?.slug;
  return zona ? links.zona(zona) : links.inicio();
}
