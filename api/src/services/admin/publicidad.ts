/**
 * Back-office advertising per zone (issue 18, decision 0027). Every change edits the zone's records
 * (message and banners, featured blocks, sliders) in one transaction with its audit record, after
 * `fijarPublicado` kept what shoppers see now; shoppers see the change once it is published from the
 * preview (`publicar`, which must name the fingerprint of the preview it was shown), all of them or
 * only the caller's (publicidad-publicaciones.ts).
 */
import {
  type Guardado,
  type PublicidadZona,
  type TokenPayload,
  UsuarioTipo,
  type VistaPrevia,
} from '@mercado/shared/contracts';
import type { Updateable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/index.ts';
import { zonaBy } from '../catalogo.ts';
import {
  contenidoEnEdicion,
  contenidoPublicado,
  fijarPublicado,
  firmaDe,
  publicacion,
} from '../contenido-zona.ts';
import { NoExiste } from '../errores.ts';
import { inicioZona } from '../storefront/paginas.ts';
import type { Almacen } from './almacen.ts';
import { historial } from './auditoria.ts';
import { buscarProductos, imagenGuardada, zonaPorSlug, zonaResumen, zonasDelUsuario } from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import type { ListaQuery } from './listado.ts';
import { destacadosService } from './publicidad-destacados.ts';
import { publicacionesService } from './publicidad-publicaciones.ts';
import { slidersService } from './publicidad-sliders.ts';
import { guardarVersionado } from './version.ts';

export function publicidadService(db: Db, config: Config, almacen: Almacen) {
  const publicaciones = publicacionesService(db);

  /* ---- Zones ---- */

  async function zonas(usuario: TokenPayload, query: ListaQuery<'nombre' | 'slug'>) {
    const pagina = await zonasDelUsuario(db, usuario, query);
    const items = await Promise.all(
      pagina.items.map(async (z) => ({
        ...z,
        pendiente:
          firmaDe(await contenidoEnEdicion(db, z.id)) !== firmaDe(await contenidoPublicado(db, z.id)),
      })),
    );
    return { ...pagina, items };
  }

  /* ---- Message and banners (zona_publicidad: one record per zone, its id the zone's) ---- */

  async function publicidad(slug: string): Promise<PublicidadZona> {
    const zona = await zonaPorSlug(db, slug);
    const p = await db
      .selectFrom('zona_publicidad')
      .selectAll()
      .where('zona_id', '=', zona.id)
      .executeTakeFirst();
    return {
      zona: zonaResumen(zona),
      mensaje: p?.mensaje_publicidad ?? '',
      oferta: {
        imagen: imagenGuardada(
          config,
          p?.imagen_oferta ?? null,
          p?.imagen_oferta_ancho ?? null,
          p?.imagen_oferta_alto ?? null,
        ),
        alt: p?.imagen_oferta_alt ?? '',
        url: p?.imagen_oferta_url ?? '',
      },
      listaRapida: {
        imagen: imagenGuardada(
          config,
          p?.imagen_lista_rapida ?? null,
          p?.imagen_lista_rapida_ancho ?? null,
          p?.imagen_lista_rapida_alto ?? null,
        ),
        alt: p?.imagen_lista_rapida_alt ?? '',
        url: p?.imagen_lista_rapida_url ?? '',
      },
      version: p?.version ?? 1,
    };
  }

  type CambiosPublicidad = Omit<Updateable<Database['zona_publicidad']>, 'zona_id' | 'version'>;

  /** Changes the zone's advertising record (created on its first save, at version 1). */
  function guardarPublicidad(
    usuario: TokenPayload,
    slug: string,
    cambios: CambiosPublicidad,
    version: number,
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      await fijarPublicado(trx, usuario, zona.id);
      await trx
        .insertInto('zona_publicidad')
        .values({ zona_id: zona.id })
        .onConflict((oc) => oc.column('zona_id').doNothing())
        .execute();
      const { despues } = await guardarVersionado(trx, usuario, {
        tabla: 'zona_publicidad',
        clave: 'zona_id',
        id: zona.id,
        version,
        accion: 'editar',
        zona: () => zona.id,
        cambios,
      });
      return { id: zona.id, version: despues.version };
    });
  }

  const guardarMensaje = (usuario: TokenPayload, slug: string, mensaje: string, version: number) =>
    guardarPublicidad(usuario, slug, { mensaje_publicidad: mensaje || null }, version);

  const guardarBanner = (
    usuario: TokenPayload,
    slug: string,
    banner: 'oferta' | 'listaRapida',
    datos: { alt: string; url: string; version: number },
  ) =>
    guardarPublicidad(
      usuario,
      slug,
      banner === 'oferta'
        ? { imagen_oferta_alt: datos.alt, imagen_oferta_url: datos.url || null }
        : { imagen_lista_rapida_alt: datos.alt, imagen_lista_rapida_url: datos.url || null },
      datos.version,
    );

  /** Stores an uploaded banner image and sets it on the zone's record (at the version the form opened). */
  async function subirBanner(
    usuario: TokenPayload,
    slug: string,
    banner: 'oferta' | 'listaRapida',
    archivo: Uint8Array,
    version: number,
  ) {
    const nombre = banner === 'oferta' ? 'oferta' : 'lista-rapida';
    const img = await guardarImagen(almacen, archivo, {
      carpeta: 'banner',
      nombre: `${slug}-${nombre}`,
      anchos: ANCHOS_IMAGEN.banner,
    });
    const { version: nueva } = await guardarPublicidad(
      usuario,
      slug,
      banner === 'oferta'
        ? { imagen_oferta: img.url, imagen_oferta_ancho: img.ancho, imagen_oferta_alto: img.alto }
        : {
            imagen_lista_rapida: img.url,
            imagen_lista_rapida_ancho: img.ancho,
            imagen_lista_rapida_alto: img.alto,
          },
      version,
    );
    return { ...img, version: nueva };
  }

  async function historialPublicidad(slug: string, pagina: number) {
    const zona = await zonaPorSlug(db, slug);
    return historial(db, 'zona_publicidad', zona.id, pagina);
  }

  /* ---- Preview and publishing ---- */

  async function vistaPrevia(usuario: TokenPayload, slug: string): Promise<VistaPrevia> {
    const zona = await zonaBy(db, { slug });
    if (!zona) throw new NoExiste();
    const [enEdicion, publicado, ultima, cambios] = await Promise.all([
      contenidoEnEdicion(db, zona.id),
      contenidoPublicado(db, zona.id),
      publicacion(db, zona.id),
      publicaciones.pendientes(zona.id, usuario),
    ]);
    const firma = firmaDe(enEdicion);
    return {
      inicio: await inicioZona(db, config, { zona, tipo: UsuarioTipo.NORMAL }, enEdicion),
      firma,
      // A slider missing an image changes nothing yet, but waits among the changes: Publicar says why not.
      pendiente: firma !== firmaDe(publicado) || cambios.length > 0,
      cambios,
      publicacion: ultima,
    };
  }

  return {
    zonas,
    publicidad,
    guardarMensaje,
    guardarBanner,
    subirBanner,
    historialPublicidad,
    vistaPrevia,
    ...publicaciones,
    ...destacadosService(db, config, almacen),
    ...slidersService(db, config, almacen),
    productos: (q: string) => buscarProductos(db, config, q),
  };
}
