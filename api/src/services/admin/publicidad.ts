/**
 * Back-office advertising per zone (issue 18, decision 0027). Every change edits the zone's records
 * (message and banners, featured blocks, sliders) in one transaction with its audit record, after
 * `fijarPublicado` kept what shoppers see now; shoppers see the change once it is published from the
 * preview (`publicar`, which must name the fingerprint of the preview it was shown).
 */
import {
  type DestacadoAdmin,
  type DestacadoBody,
  type DestacadoItem,
  type Guardado,
  MensajesPublicidad,
  type PublicidadZona,
  type SliderAdmin,
  type TokenPayload,
  UsuarioTipo,
  type VistaPrevia,
} from '@mercado/shared/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/index.ts';
import { zonaBy } from '../catalogo.ts';
import {
  contenidoEnEdicion,
  contenidoPublicado,
  fijarPublicado,
  firmaDe,
  guardarPublicado,
  type Publicacion,
  publicacion,
} from '../contenido-zona.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { inicioZona } from '../storefront/paginas.ts';
import type { Almacen } from './almacen.ts';
import { historial, registrarCambio } from './auditoria.ts';
import {
  buscarProductos,
  exigirSlugLibre,
  guardarEnZona,
  imagenGuardada,
  listarConProductos,
  productosElegidos,
  registroDeZona,
  slugLibre,
  type ZonaFila,
  zonaPorSlug,
  zonaResumen,
  zonasDelUsuario,
} from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { type CambiosVersionados, crearVersionado, guardarVersionado } from './version.ts';

type Estatus = 1 | 2;
const estatusDe = (n: number): Estatus => (n === 1 ? 1 : 2);
type ListaQuery<O extends string> = {
  pagina: number;
  orden: O;
  dir: 'asc' | 'desc';
  q: string;
  estatus?: number;
};

export function publicidadService(db: Db, config: Config, almacen: Almacen) {
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

  async function vistaPrevia(slug: string): Promise<VistaPrevia> {
    const zona = await zonaBy(db, { slug });
    if (!zona) throw new NoExiste();
    const [enEdicion, publicado, ultima] = await Promise.all([
      contenidoEnEdicion(db, zona.id),
      contenidoPublicado(db, zona.id),
      publicacion(db, zona.id),
    ]);
    const firma = firmaDe(enEdicion);
    return {
      inicio: await inicioZona(db, config, { zona, tipo: UsuarioTipo.NORMAL }, enEdicion),
      firma,
      pendiente: firma !== firmaDe(publicado),
      publicacion: ultima,
    };
  }

  /** Publishes the records as the preview named by `firma` showed them (409 when they changed since). */
  function publicar(usuario: TokenPayload, slug: string, firma: string): Promise<NonNullable<Publicacion>> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      // One publication of a zone at a time.
      await trx.selectFrom('zona').select('id').where('id', '=', zona.id).forUpdate().execute();
      const contenido = await contenidoEnEdicion(trx, zona.id);
      if (firmaDe(contenido) !== firma)
        throw new Conflicto(MensajesPublicidad.PUBLICACION_CAMBIO, {
          firma: MensajesPublicidad.PUBLICACION_CAMBIO,
        });
      const antes = await trx
        .selectFrom('zona_inicio_publicado')
        .select('contenido')
        .where('zona_id', '=', zona.id)
        .executeTakeFirst();
      await guardarPublicado(trx, usuario, zona.id, contenido);
      await registrarCambio(trx, usuario, {
        entidad: 'zona_inicio',
        entidadId: zona.id,
        accion: 'editar',
        zonaId: zona.id,
        antes: (antes?.contenido as Record<string, unknown> | undefined) ?? null,
        despues: contenido,
      });
      return (await publicacion(trx, zona.id))!;
    });
  }

  /* ---- Featured blocks and sliders ---- */

  /** A save of a block or slider: its zone's role, and what shoppers see now kept (`fijarPublicado`). */
  const guardarPublicable = <T extends 'destacado' | 'zona_slider'>(
    trx: Db,
    usuario: TokenPayload,
    g: Parameters<typeof guardarEnZona<T>>[2],
  ) =>
    guardarEnZona(trx, usuario, {
      ...g,
      comprobar: async (antes, zonaId) => {
        await g.comprobar?.(antes, zonaId);
        await fijarPublicado(trx, usuario, zonaId);
      },
    });

  /** A change (`cambios`) of a block or slider at `version`, audited as `accion`. */
  function cambiar<T extends 'destacado' | 'zona_slider'>(
    tabla: T,
    usuario: TokenPayload,
    id: number,
    version: number,
    accion: 'editar' | 'estatus',
    cambios: CambiosVersionados<T>,
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarPublicable(trx, usuario, { tabla, id, version, accion, cambios });
      return { id, version: despues.version };
    });
  }

  async function destacados(
    slug: string,
    query: ListaQuery<'prioridad' | 'titulo' | 'slug'>,
  ): Promise<Pagina<DestacadoItem>> {
    const zona = await zonaPorSlug(db, slug);
    return listarConProductos(db, 'destacado', zona.id, query);
  }

  async function verificarDestacado(slug: string, candidato: string, id?: number) {
    const zona = await zonaPorSlug(db, slug);
    return { disponible: await slugLibre(db, 'destacado', zona.id, candidato, id) };
  }

  const idsDe = async (trx: Db, destacadoId: number) =>
    (
      await trx
        .selectFrom('destacado_producto')
        .select('producto_id')
        .where('destacado_id', '=', destacadoId)
        .orderBy('orden')
        .orderBy('producto_id')
        .execute()
    ).map((r) => r.producto_id);

  async function guardarProductosDestacado(trx: Db, destacadoId: number, ids: readonly number[]) {
    await trx.deleteFrom('destacado_producto').where('destacado_id', '=', destacadoId).execute();
    if (ids.length)
      await trx
        .insertInto('destacado_producto')
        .values(ids.map((producto_id, orden) => ({ destacado_id: destacadoId, producto_id, orden })))
        .execute();
  }

  const columnasDestacado = (b: DestacadoBody) => ({
    titulo: b.titulo,
    slug: b.slug,
    prioridad: b.prioridad,
    estatus: b.estatus,
    especial: b.especial,
  });

  function registrarDestacado(usuario: TokenPayload, slug: string, body: DestacadoBody): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      const fila = await crearVersionado(trx, usuario, {
        tabla: 'destacado',
        zonaId: zona.id,
        comprobar: async () => {
          await exigirSlugLibre(trx, 'destacado', zona.id, body.slug);
          await productosElegidos(trx, config, body.productos, (i) => `productos.${i}`);
          await fijarPublicado(trx, usuario, zona.id);
        },
        valores: { zona_id: zona.id, ...columnasDestacado(body) },
        escribir: (d) => guardarProductosDestacado(trx, d.id, body.productos),
        registro: (d) => ({ ...d, productos: body.productos }),
      });
      return { id: fila.id, version: fila.version };
    });
  }

  async function destacado(usuario: TokenPayload, id: number): Promise<DestacadoAdmin> {
    const { fila, zona } = await registroDeZona(db, usuario, 'destacado', id);
    return {
      id: fila.id,
      zona: zonaResumen(zona),
      slug: fila.slug,
      titulo: fila.titulo,
      prioridad: fila.prioridad,
      estatus: estatusDe(fila.estatus),
      especial: fila.especial,
      imagen: imagenGuardada(config, fila.imagen, fila.imagen_ancho, fila.imagen_alto),
      productos: await productosElegidos(db, config, await idsDe(db, id), (i) => `productos.${i}`),
      version: fila.version,
    };
  }

  function editarDestacado(
    usuario: TokenPayload,
    id: number,
    body: DestacadoBody & { version: number },
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarPublicable(trx, usuario, {
        tabla: 'destacado',
        id,
        version: body.version,
        accion: 'editar',
        comprobar: async (_, zonaId) => {
          await exigirSlugLibre(trx, 'destacado', zonaId, body.slug, id);
          await productosElegidos(trx, config, body.productos, (i) => `productos.${i}`);
        },
        cambios: columnasDestacado(body),
        escribir: () => guardarProductosDestacado(trx, id, body.productos),
        registro: async (d) => ({ ...d, productos: await idsDe(trx, id) }),
      });
      return { id, version: despues.version };
    });
  }

  async function subirImagenDestacado(
    usuario: TokenPayload,
    id: number,
    archivo: Uint8Array,
    version: number,
  ) {
    const { fila } = await registroDeZona(db, usuario, 'destacado', id);
    const img = await guardarImagen(almacen, archivo, {
      carpeta: 'destacado',
      nombre: fila.slug,
      anchos: ANCHOS_IMAGEN.lista,
    });
    const { version: nueva } = await cambiar('destacado', usuario, id, version, 'editar', {
      imagen: img.url,
      imagen_ancho: img.ancho,
      imagen_alto: img.alto,
    });
    return { ...img, version: nueva };
  }

  async function historialDestacado(usuario: TokenPayload, id: number, pagina: number) {
    await registroDeZona(db, usuario, 'destacado', id);
    return historial(db, 'destacado', id, pagina);
  }

  /* ---- Sliders ---- */

  type FilaSlider = Selectable<Database['zona_slider']>;
  const sliderAdmin = (s: FilaSlider, zona: ZonaFila): SliderAdmin => ({
    id: s.id,
    zona: zonaResumen(zona),
    alt: s.alt,
    url: s.url ?? '',
    prioridad: s.prioridad,
    estatus: estatusDe(s.estatus),
    imagen: imagenGuardada(config, s.imagen, s.imagen_ancho, s.imagen_alto),
    imagenMovil: imagenGuardada(config, s.imagen_movil, s.imagen_movil_ancho, s.imagen_movil_alto),
    version: s.version,
  });

  async function sliders(slug: string, query: ListaQuery<'prioridad' | 'alt'>): Promise<Pagina<SliderAdmin>> {
    const zona = await zonaPorSlug(db, slug);
    let consulta = db.selectFrom('zona_slider').selectAll().where('zona_id', '=', zona.id);
    if (query.q) consulta = consulta.where(plegar('alt'), 'like', patronTexto(plegarTexto(query.q)));
    if (query.estatus !== undefined) consulta = consulta.where('estatus', '=', query.estatus);
    const pagina = await paginar(consulta, {
      pagina: query.pagina,
      columna: query.orden,
      dir: query.dir,
      idColumna: 'id',
    });
    return { ...pagina, items: pagina.items.map((s) => sliderAdmin(s, zona)) };
  }

  type SliderBody = { alt: string; url: string; prioridad: number; estatus: Estatus };
  const columnasSlider = (b: SliderBody) => ({
    alt: b.alt,
    url: b.url || null,
    prioridad: b.prioridad,
    estatus: b.estatus,
  });

  function registrarSlider(usuario: TokenPayload, slug: string, body: SliderBody): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      const fila = await crearVersionado(trx, usuario, {
        tabla: 'zona_slider',
        zonaId: zona.id,
        comprobar: () => fijarPublicado(trx, usuario, zona.id),
        valores: { zona_id: zona.id, ...columnasSlider(body) },
      });
      return { id: fila.id, version: fila.version };
    });
  }

  async function slider(usuario: TokenPayload, id: number): Promise<SliderAdmin> {
    const { fila, zona } = await registroDeZona(db, usuario, 'zona_slider', id);
    return sliderAdmin(fila, zona);
  }

  async function subirImagenSlider(
    usuario: TokenPayload,
    id: number,
    movil: boolean,
    archivo: Uint8Array,
    version: number,
  ) {
    await registroDeZona(db, usuario, 'zona_slider', id);
    const img = await guardarImagen(almacen, archivo, {
      carpeta: 'slider',
      nombre: `slider-${id}${movil ? '-movil' : ''}`,
      anchos: ANCHOS_IMAGEN.banner,
    });
    const { version: nueva } = await cambiar(
      'zona_slider',
      usuario,
      id,
      version,
      'editar',
      movil
        ? { imagen_movil: img.url, imagen_movil_ancho: img.ancho, imagen_movil_alto: img.alto }
        : { imagen: img.url, imagen_ancho: img.ancho, imagen_alto: img.alto },
    );
    return { ...img, version: nueva };
  }

  async function historialSlider(usuario: TokenPayload, id: number, pagina: number) {
    await registroDeZona(db, usuario, 'zona_slider', id);
    return historial(db, 'zona_slider', id, pagina);
  }

  return {
    zonas,
    publicidad,
    guardarMensaje,
    guardarBanner,
    subirBanner,
    historialPublicidad,
    vistaPrevia,
    publicar,
    destacados,
    verificarDestacado,
    registrarDestacado,
    destacado,
    editarDestacado,
    estatusDestacado: (usuario: TokenPayload, id: number, body: { estatus: Estatus; version: number }) =>
      cambiar('destacado', usuario, id, body.version, 'estatus', { estatus: body.estatus }),
    subirImagenDestacado,
    historialDestacado,
    sliders,
    registrarSlider,
    slider,
    editarSlider: (usuario: TokenPayload, id: number, body: SliderBody & { version: number }) =>
      cambiar('zona_slider', usuario, id, body.version, 'editar', columnasSlider(body)),
    estatusSlider: (usuario: TokenPayload, id: number, body: { estatus: Estatus; version: number }) =>
      cambiar('zona_slider', usuario, id, body.version, 'estatus', { estatus: body.estatus }),
    subirImagenSlider,
    historialSlider,
    productos: (q: string) => buscarProductos(db, config, q),
  };
}
