/**
 * Where and for whom a storefront read is made (issue 4), and the zone and image helpers every read
 * shares.
 */
import { EstatusRegistro, type Imagen, MensajesTienda, type Zona } from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { zonaBy } from '../catalogo.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { mediaUrl } from '../media.ts';

/** Where and for whom: the zone (active) and the viewer's user type (anonymous = normal). */
export type Vista = { zona: Zona; tipo: number };

const ACTIVO = EstatusRegistro.ACTIVO;

/** The zone by slug: 404 unknown, 409 inactive (the client shows the maintenance page). */
export async function zonaActiva(db: Db, slug: string): Promise<Zona> {
  const zona = await zonaBy(db, { slug });
  if (!zona) throw new NoExiste(MensajesTienda.ZONA_NO_EXISTE);
  if (zona.estatus !== ACTIVO) throw new Conflicto(MensajesTienda.ZONA_MANTENIMIENTO);
  return zona;
}

export function imagen(
  config: Config,
  path: string | null,
  ancho: number | null,
  alto: number | null,
): Imagen | null {
  const url = mediaUrl(config, path);
  if (!url || !ancho || !alto) return null;
  return { url, ancho, alto };
}

export const esExterno = (url: string | null): boolean => url !== null && /^https?:\/\//i.test(url);
