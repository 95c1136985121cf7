/**
 * A zone's advertising publications (issue 33, decision 0027). The changes waiting to be published are
 * the zone's recorded changes (`auditoria`) of its advertising records not taken live yet: those after
 * the last publication's `auditoria_hasta` and the ones it left waiting (`pendientes`). They are grouped
 * by piece of the home (the message, each banner, each slider, each featured block), each piece with
 * its authors. Publishing takes every piece live, or only the pieces changed by the caller alone: the
 * others are rebuilt as shoppers see them now, their columns put back as they were before their first
 * waiting change. Every publication is kept, and any earlier one can be made live again (a new
 * publication, which leaves waiting what that one had left waiting and what came after it).
 */
import {
  type CambioPendiente,
  EstatusRegistro,
  MensajesPublicidad,
  POR_PAGINA_ADMIN,
  type PublicacionItem,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import {
  type ContenidoZona,
  contenidoDe,
  contenidoPublicado,
  firmaDe,
  guardarPublicado,
  type Publicacion,
  publicacion,
  type RegistrosZona,
  registrosDeZona,
} from '../contenido-zona.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import { zonaPorSlug } from './contenido.ts';

type Entrada = {
  id: number;
  entidad: string;
  entidadId: number;
  accion: string;
  usuarioId: string | null;
  email: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
};
/** One piece of the zone's home and its waiting changes, oldest first. */
type Pieza = { clave: string; entradas: Entrada[] };

const ENTIDADES = ['zona_publicidad', 'zona_slider', 'destacado'];

/** The advertising record's columns by piece: the message and each banner go live on their own. */
const grupoDe = (columna: string) =>
  columna === 'mensaje_publicidad'
    ? 'mensaje'
    : columna.startsWith('imagen_oferta')
      ? 'oferta'
      : columna.startsWith('imagen_lista_rapida')
        ? 'listaRapida'
        : null;

function piezasDe(entradas: Entrada[]): Pieza[] {
  const piezas = new Map<string, Entrada[]>();
  for (const e of entradas) {
    const claves =
      e.entidad === 'zona_publicidad'
        ? new Set(Object.keys(e.despues ?? e.antes ?? {}).flatMap((c) => grupoDe(c) ?? []))
        : [`${e.entidad}:${e.entidadId}`];
    for (const clave of claves) piezas.set(clave, [...(piezas.get(clave) ?? []), e]);
  }
  return [...piezas].map(([clave, lista]) => ({ clave, entradas: lista }));
}

/**
 * The records with `piezas` as shoppers see them now: each column as it was before the piece's first
 * waiting change, a record created since left out, a block's products as published (the history keeps
 * them by name).
 */
function revertir(r: RegistrosZona, piezas: Pieza[], publicado: ContenidoZona): RegistrosZona {
  const publicidad = r.publicidad && { ...r.publicidad };
  const sliders = new Map(r.sliders.map((s) => [s.id, { ...s }]));
  const destacados = new Map(r.destacados.map((d) => [d.id, { ...d }]));
  for (const { clave, entradas } of piezas) {
    const [entidad, id] = clave.includes(':') ? clave.split(':') : ['zona_publicidad', clave];
    const registro =
      entidad === 'zona_publicidad'
        ? publicidad
        : (entidad === 'zona_slider' ? sliders : destacados).get(Number(id));
    if (!registro) continue;
    if (entradas[0]!.accion === 'crear') {
      (entidad === 'zona_slider' ? sliders : destacados).delete(Number(id));
      continue;
    }
    // Newest first, so the oldest waiting change's "before" wins.
    for (const e of entradas.toReversed())
      for (const [columna, valor] of Object.entries(e.antes ?? {}))
        if (columna !== 'productos' && (entidad !== 'zona_publicidad' || grupoDe(columna) === clave))
          (registro as Record<string, unknown>)[columna] = valor;
    if (entidad === 'destacado') {
      const bloque = destacados.get(Number(id))!;
      bloque.productos = publicado.destacados.find((d) => d.id === bloque.id)?.productos ?? bloque.productos;
    }
  }
  return { publicidad, sliders: [...sliders.values()], destacados: [...destacados.values()] };
}

/**
 * Why publishing `van` is refused, if it is: a slider of it that would be active with an image missing.
 * The store leaves such a slider out, but staff meant it to show (and an empty slide once left a grey
 * band under every slide): they upload its images, or deactivate it, first.
 */
function sliderIncompleto(registros: RegistrosZona, van: Pieza[]): string | null {
  for (const { clave } of van) {
    const [entidad, id] = clave.split(':');
    if (entidad !== 'zona_slider') continue;
    const s = registros.sliders.find((x) => x.id === Number(id));
    if (!s || s.estatus !== EstatusRegistro.ACTIVO) continue;
    const faltan = [
      !s.imagen && 'la imagen de escritorio',
      !s.imagen_movil && 'la imagen para teléfonos',
    ].filter(Boolean);
    if (faltan.length > 0)
      return `La imagen del carrusel «${s.alt}» no tiene ${faltan.join(' ni ')}. Súbala en Carrusel o desactive esa imagen antes de publicar.`;
  }
  return null;
}

export function publicacionesService(db: Db) {
  const ultimaDe = (trx: Db, zonaId: number) =>
    trx
      .selectFrom('publicidad_publicacion')
      .select(['id', 'auditoria_hasta', 'pendientes'])
      .where('zona_id', '=', zonaId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  /** The zone's records, what shoppers see, and the waiting changes by piece. */
  async function estado(trx: Db, zonaId: number) {
    const ultima = await ultimaDe(trx, zonaId);
    const [registros, publicado, filas] = await Promise.all([
      registrosDeZona(trx, zonaId),
      contenidoPublicado(trx, zonaId),
      trx
        .selectFrom('auditoria')
        .select(['id', 'entidad', 'entidad_id', 'accion', 'usuario_id', 'usuario_email', 'antes', 'despues'])
        .where('zona_id', '=', zonaId)
        .where('entidad', 'in', ENTIDADES)
        .$if(!!ultima, (q) =>
          q.where((eb) =>
            eb.or([
              eb('id', '>', ultima!.auditoria_hasta),
              ...(ultima!.pendientes.length ? [eb('id', 'in', ultima!.pendientes)] : []),
            ]),
          ),
        )
        .orderBy('id')
        .execute(),
    ]);
    const piezas = piezasDe(
      filas.map((f) => ({
        id: Number(f.id),
        entidad: f.entidad,
        entidadId: Number(f.entidad_id),
        accion: f.accion,
        usuarioId: f.usuario_id,
        email: f.usuario_email,
        antes: f.antes as Record<string, unknown> | null,
        despues: f.despues as Record<string, unknown> | null,
      })),
    );
    const enEdicion = contenidoDe(registros);
    const firma = firmaDe(enEdicion);
    /**
     * Whether taking `pieza` live changes what shoppers see (a change to an inactive slider does not),
     * or would, were it not an active slider missing an image: that one waits, named, until it is fixed.
     */
    const cuenta = (pieza: Pieza) =>
      sliderIncompleto(registros, [pieza]) !== null ||
      firmaDe(contenidoDe(revertir(registros, [pieza], publicado))) !== firma;
    const nombre = ({ clave }: Pieza) => {
      const [entidad, id] = clave.split(':');
      if (entidad === 'zona_slider')
        return `Imagen del carrusel «${registros.sliders.find((s) => s.id === Number(id))?.alt ?? id}»`;
      if (entidad === 'destacado')
        return `Destacado «${registros.destacados.find((d) => d.id === Number(id))?.titulo ?? id}»`;
      return { mensaje: 'Mensaje publicitario', oferta: 'Imagen oferta', listaRapida: 'Imagen lista rápida' }[
        clave
      ]!;
    };
    const cambio = (p: Pieza) => ({ que: nombre(p), autores: [...new Set(p.entradas.map((e) => e.email))] });
    return { ultima, registros, publicado, piezas, enEdicion, firma, cuenta, cambio };
  }

  const propia = (p: Pieza, usuario: TokenPayload) => p.entradas.every((e) => e.usuarioId === usuario.uid);

  /** The waiting changes that shoppers would see, with their authors and whether they are only the caller's. */
  async function pendientes(zonaId: number, usuario: TokenPayload): Promise<CambioPendiente[]> {
    const e = await estado(db, zonaId);
    return e.piezas.filter(e.cuenta).map((p) => ({ ...e.cambio(p), propio: propia(p, usuario) }));
  }

  /** Stores `contenido` as what shoppers see (audited) and keeps the publication. */
  async function guardar(
    trx: Db,
    usuario: TokenPayload,
    zonaId: number,
    contenido: ContenidoZona,
    fila: {
      alcance: 'mios' | 'todo' | 'restaurar';
      restaurada_id?: number;
      cambios: { que: string; autores: string[] }[];
      auditoria_hasta: number;
      pendientes: number[];
    },
  ): Promise<NonNullable<Publicacion>> {
    const antes = await trx
      .selectFrom('zona_inicio_publicado')
      .select('contenido')
      .where('zona_id', '=', zonaId)
      .executeTakeFirst();
    await guardarPublicado(trx, usuario, zonaId, contenido);
    await registrarCambio(trx, usuario, {
      entidad: 'zona_inicio',
      entidadId: zonaId,
      accion: 'editar',
      zonaId,
      antes: (antes?.contenido as Record<string, unknown> | undefined) ?? null,
      despues: contenido,
    });
    const hecha = (await publicacion(trx, zonaId))!;
    await trx
      .insertInto('publicidad_publicacion')
      .values({
        ...fila,
        zona_id: zonaId,
        contenido: JSON.stringify(contenido),
        cambios: JSON.stringify(fila.cambios),
        publicado_en: hecha.publicadoEn,
        publicado_por: hecha.publicadoPor,
        usuario_id: usuario.uid,
      })
      .execute();
    return hecha;
  }

  /** One publication of a zone at a time. */
  const bloquear = (trx: Db, zonaId: number) =>
    trx.selectFrom('zona').select('id').where('id', '=', zonaId).forUpdate().execute();

  /**
   * Publishes the waiting changes (`todo`) or only the caller's (`mios`), as the preview named by `firma`
   * showed the records (409 when they changed since).
   */
  function publicar(usuario: TokenPayload, slug: string, firma: string, alcance: 'mios' | 'todo') {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      await bloquear(trx, zona.id);
      const e = await estado(trx, zona.id);
      if (e.firma !== firma)
        throw new Conflicto(MensajesPublicidad.PUBLICACION_CAMBIO, {
          firma: MensajesPublicidad.PUBLICACION_CAMBIO,
        });
      const van = alcance === 'todo' ? e.piezas : e.piezas.filter((p) => propia(p, usuario));
      const quedan = e.piezas.filter((p) => !van.includes(p));
      if (alcance === 'mios' && !van.some(e.cuenta))
        throw new Rechazado(MensajesPublicidad.SIN_CAMBIOS_PROPIOS);
      const registros = quedan.length ? revertir(e.registros, quedan, e.publicado) : e.registros;
      const incompleto = sliderIncompleto(registros, van);
      if (incompleto) throw new Rechazado(incompleto);
      const ids = e.piezas.flatMap((p) => p.entradas.map((x) => x.id));
      return guardar(trx, usuario, zona.id, quedan.length ? contenidoDe(registros) : e.enEdicion, {
        alcance,
        cambios: van.filter(e.cuenta).map(e.cambio),
        auditoria_hasta: Math.max(e.ultima?.auditoria_hasta ?? 0, ...ids),
        pendientes: [...new Set(quedan.flatMap((p) => p.entradas.map((x) => x.id)))],
      });
    });
  }

  /** Makes publication `id` of the zone live again, as a new publication. */
  function restaurar(usuario: TokenPayload, slug: string, id: number) {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      await bloquear(trx, zona.id);
      const fila = await trx
        .selectFrom('publicidad_publicacion')
        .select(['id', 'contenido', 'auditoria_hasta', 'pendientes'])
        .where('id', '=', id)
        .where('zona_id', '=', zona.id)
        .executeTakeFirst();
      if (!fila) throw new NoExiste('La publicación no existe');
      if ((await ultimaDe(trx, zona.id))?.id === fila.id) throw new Rechazado(MensajesPublicidad.YA_VIGENTE);
      return guardar(trx, usuario, zona.id, fila.contenido as ContenidoZona, {
        alcance: 'restaurar',
        restaurada_id: fila.id,
        cambios: [],
        auditoria_hasta: fila.auditoria_hasta,
        pendientes: fila.pendientes,
      });
    });
  }

  async function publicaciones(slug: string, pagina: number) {
    const zona = await zonaPorSlug(db, slug);
    const base = db.selectFrom('publicidad_publicacion as p').where('p.zona_id', '=', zona.id);
    const [filas, total, ultima] = await Promise.all([
      base
        .leftJoin('publicidad_publicacion as r', 'r.id', 'p.restaurada_id')
        .select([
          'p.id',
          'p.publicado_en',
          'p.publicado_por',
          'p.alcance',
          'p.cambios',
          'r.id as restauradaId',
          'r.publicado_en as restauradaEn',
        ])
        .orderBy('p.id', 'desc')
        .limit(POR_PAGINA_ADMIN)
        .offset((pagina - 1) * POR_PAGINA_ADMIN)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ultimaDe(db, zona.id),
    ]);
    const n = Number(total.n);
    return {
      items: filas.map(
        (f): PublicacionItem => ({
          id: f.id,
          publicadoEn: new Date(f.publicado_en).toISOString(),
          publicadoPor: f.publicado_por,
          alcance: f.alcance as PublicacionItem['alcance'],
          restaurada:
            f.restauradaId && f.restauradaEn
              ? { id: f.restauradaId, publicadoEn: new Date(f.restauradaEn).toISOString() }
              : null,
          cambios: f.cambios as PublicacionItem['cambios'],
          vigente: f.id === ultima?.id,
        }),
      ),
      pagina,
      paginas: Math.max(1, Math.ceil(n / POR_PAGINA_ADMIN)),
      total: n,
      porPagina: POR_PAGINA_ADMIN,
    };
  }

  return { pendientes, publicar, restaurar, publicaciones };
}
