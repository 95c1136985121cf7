/** URLs of stored media: stored paths are relative ('/media/...'), served by this API. */
import type { Config } from '../config.ts';

/** A stored path with this API's public origin in front (an absolute URL is kept as it is). */
export function mediaUrl(config: Config, path: string | null): string | null {
  if (!path) return null;
  return path.startsWith('/') ? `${config.apiPublicUrl}${path}` : path;
}

/** A product's main image: its own, else the one generated for its slug. */
export function imagenProducto(config: Config, imagen: string | null, slug: string): string {
  return mediaUrl(config, imagen ?? `/media/producto/${slug}.svg`) ?? '';
}
