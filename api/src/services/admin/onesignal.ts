/**
 * Push segments and their notifications (spec §2 `onesignal`, decision 0032). A segment is the active
 * customers who placed an order in its zone (an order that is or will be a purchase), of its user type
 * when it names one, filtered by the date of their latest such order there: within the last `dias`
 * days ('compro') or before them ('no-compro'). Counted on every read, so a figure is never stale.
 *
 * A notification goes to those customers through OneSignal's REST API (`POST {apiUrl}/notifications`,
 * the customers' ids as OneSignal external ids, which the store's apps set at sign-in), 2,000 ids a
 * request, when the API has OneSignal's keys; otherwise, or when OneSignal refuses, it is recorded as
 * not sent and why. Every send is recorded (`envio_push`) and in the segment's history. Pushed or not,
 * each customer of the segment also finds it as a notice in the store (the header's bell and the open
 * page's poll, issue 38); the send records how many (`avisos`).
 */

import {
  type CompraReciente,
  type EnvioPush,
  MensajesOneSignal,
  ORDEN_ESTATUS_CON_COMPRA,
  type Segmento,
  type SegmentoBodySchema,
  type SegmentoDetalle,
  type SegmentoListadoQuerySchema,
  type TokenPayload,
  UsuarioEstatus,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { avisarSegmento } from '../avisos.ts';
import { NoExiste } from '../errores.ts';
import { checkZonaRole } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';

type SegmentoDatos = z.output<typeof SegmentoBodySchema>;
type ListadoSegmentos = z.output<typeof SegmentoListadoQuerySchema>;
type Regla = { zona_id: number; usuario_tipo: number | null; compra: string; dias: number | null };

/** How many ids one request to OneSignal names. */
const IDS_POR_ENVIO = 2000;

/** The ids of the segment's customers now. */
function clientesDe(db: Db, s: Regla) {
  let q = db
    .selectFrom('orden as o')
    .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
    .select('o.usuario_id')
    .where('o.zona_id', '=', s.zona_id)
    .where('o.estatus', 'in', ORDEN_ESTATUS_CON_COMPRA)
    .where('u.estatus', '=', UsuarioEstatus.ACTIVO)
    .groupBy('o.usuario_id');
  if (s.usuario_tipo !== null) q = q.where('u.usuario_tipo', '=', s.usuario_tipo);
  const desde = sql<Date>`now() - make_interval(days => ${s.dias ?? 0})`;
  if (s.compra === 'compro') q = q.having(sql<Date>`max(o.creado_en)`, '>=', desde);
  if (s.compra === 'no-compro') q = q.having(sql<Date>`max(o.creado_en)`, '<', desde);
  return q;
}

async function contarClientes(db: Db, s: Regla): Promise<number> {
  const { n } = await db
    .selectFrom(clientesDe(db, s).as('c'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

const columnasSegmento = [
  's.id',
  's.nombre',
  's.zona_id',
  's.usuario_tipo',
  's.compra',
  's.dias',
  's.creado_en',
  'z.slug as zona_slug',
  'z.nombre as zona_nombre',
] as const;

type FilaSegmento = Regla & {
  id: number;
  nombre: string;
  creado_en: Date;
  zona_slug: string;
  zona_nombre: string;
};

async function vistaSegmento(db: Db, s: FilaSegmento): Promise<Segmento> {
  return {
    id: s.id,
    nombre: s.nombre,
    zona: { slug: s.zona_slug, nombre: s.zona_nombre },
    usuarioTipo: s.usuario_tipo,
    compra: s.compra as CompraReciente,
    dias: s.dias,
    clientes: await contarClientes(db, s),
    creadoEn: s.creado_en.toISOString(),
  };
}

const ORDEN_SEGMENTOS = { nombre: 's.nombre', id: 's.id' } as const;

/** The segments of the caller's zones (every zone without zone roles), each counted now. */
export async function listarSegmentos(
  db: Db,
  usuario: TokenPayload,
  q: ListadoSegmentos,
): Promise<Pagina<Segmento>> {
  let consulta = db
    .selectFrom('segmento_push as s')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select(columnasSegmento)
    .where('z.slug', 'in', zoneRoleSlugs(usuario.roles).concat(''));
  if (q.q) consulta = consulta.where(plegar('s.nombre'), 'like', patronTexto(plegarTexto(q.q)));
  const pagina = await paginar(consulta, {
    pagina: q.pagina,
    columna: ORDEN_SEGMENTOS[q.orden],
    dir: q.dir,
    idColumna: 's.id',
  });
  return { ...pagina, items: await Promise.all(pagina.items.map((s) => vistaSegmento(db, s))) };
}

/** A segment, 404 when missing, 403 outside the caller's zones. */
async function segmento(db: Db, usuario: TokenPayload, id: number): Promise<FilaSegmento> {
  const s = await db
    .selectFrom('segmento_push as s')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select(columnasSegmento)
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!s) throw new NoExiste('El segmento no existe');
  checkZonaRole(usuario, s.zona_slug);
  return s;
}

/** The segment's latest 50 sends, newest first. */
async function envios(db: Db, segmentoId: number): Promise<EnvioPush[]> {
  const filas = await db
    .selectFrom('envio_push')
    .selectAll()
    .where('segmento_id', '=', segmentoId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return filas.map(vistaEnvio);
}

const vistaEnvio = (e: {
  id: number;
  titulo: string;
  mensaje: string;
  destinatarios: number;
  avisos: number;
  enviado: boolean;
  resultado: string;
  usuario_email: string;
  creado_en: Date;
}): EnvioPush => ({
  id: e.id,
  titulo: e.titulo,
  mensaje: e.mensaje,
  destinatarios: e.destinatarios,
  avisos: e.avisos,
  enviado: e.enviado,
  resultado: e.resultado,
  usuario: e.usuario_email,
  creadoEn: e.creado_en.toISOString(),
});

export async function leerSegmento(db: Db, usuario: TokenPayload, id: number): Promise<SegmentoDetalle> {
  const s = await segmento(db, usuario, id);
  const [vista, lista] = await Promise.all([vistaSegmento(db, s), envios(db, id)]);
  return { ...vista, envios: lista };
}

/** 404 or 403 unless the caller may read the segment (before its history). */
export async function segmentoExiste(db: Db, usuario: TokenPayload, id: number): Promise<void> {
  await segmento(db, usuario, id);
}

/** Registers a segment in a zone the caller holds (the entry checks the zone role). */
export async function registrarSegmento(
  db: Db,
  usuario: TokenPayload,
  datos: SegmentoDatos,
): Promise<SegmentoDetalle> {
  const id = await db.transaction().execute(async (trx) => {
    const zona = await trx
      .selectFrom('zona')
      .select(['id', 'nombre'])
      .where('slug', '=', datos.zona)
      .executeTakeFirst();
    if (!zona) throw new NoExiste('La zona no existe');
    const s = await trx
      .insertInto('segmento_push')
      .values({
        nombre: datos.nombre,
        zona_id: zona.id,
        usuario_tipo: datos.usuarioTipo,
        compra: datos.compra,
        dias: datos.compra === 'todos' ? null : datos.dias,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await registrarCambio(trx, usuario, {
      entidad: 'segmento_push',
      entidadId: s.id,
      accion: 'crear',
      zonaId: zona.id,
      antes: null,
      despues: { ...s, zona: zona.nombre },
    });
    return s.id;
  });
  return leerSegmento(db, usuario, id);
}

type Resultado = { enviado: boolean; resultado: string; onesignalId: string | null };

/** Sends to OneSignal, 2,000 ids a request; the first refusal stops and says why. */
async function enviarPorOneSignal(
  config: NonNullable<Config['oneSignal']>,
  ids: readonly string[],
  aviso: { titulo: string; mensaje: string },
): Promise<Resultado> {
  const enviados: string[] = [];
  for (let i = 0; i < ids.length; i += IDS_POR_ENVIO) {
    let respuesta: Response;
    try {
      respuesta = await fetch(`${config.apiUrl}/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Key ${config.restApiKey}` },
        body: JSON.stringify({
          app_id: config.appId,
          target_channel: 'push',
          include_aliases: { external_id: ids.slice(i, i + IDS_POR_ENVIO) },
          headings: { es: aviso.titulo, en: aviso.titulo },
          contents: { es: aviso.mensaje, en: aviso.mensaje },
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return {
        enviado: false,
        resultado: MensajesOneSignal.SIN_CONEXION,
        onesignalId: enviados.join(',') || null,
      };
    }
    const texto = await respuesta.text();
    const cuerpo = (() => {
      try {
        return JSON.parse(texto) as { id?: unknown };
      } catch {
        return {};
      }
    })();
    if (!respuesta.ok || typeof cuerpo.id !== 'string' || cuerpo.id === '') {
      return {
        enviado: false,
        resultado: `${MensajesOneSignal.RECHAZADO} ${respuesta.status}: ${texto.slice(0, 300)}`,
        onesignalId: enviados.join(',') || null,
      };
    }
    enviados.push(cuerpo.id);
  }
  return { enviado: true, resultado: MensajesOneSignal.ENVIADO, onesignalId: enviados.join(',') };
}

/** POST /admin/onesignal/:segmento/enviar: sends (or records why not) and records the send. */
export async function enviarASegmento(
  ctx: AppContext,
  usuario: TokenPayload,
  id: number,
  aviso: { titulo: string; mensaje: string },
): Promise<EnvioPush> {
  const { db, config } = ctx;
  const s = await segmento(db, usuario, id);
  const ids = (await clientesDe(db, s).execute()).map((c) => c.usuario_id);
  const resultado: Resultado = !config.oneSignal
    ? { enviado: false, resultado: MensajesOneSignal.NO_CONFIGURADO, onesignalId: null }
    : ids.length === 0
      ? { enviado: false, resultado: MensajesOneSignal.SIN_CLIENTES, onesignalId: null }
      : await enviarPorOneSignal(config.oneSignal, ids, aviso);
  const envio = await db.transaction().execute(async (trx) => {
    const enviado = await trx
      .insertInto('envio_push')
      .values({
        segmento_id: id,
        titulo: aviso.titulo,
        mensaje: aviso.mensaje,
        destinatarios: ids.length,
        enviado: resultado.enviado,
        resultado: resultado.resultado,
        onesignal_id: resultado.onesignalId,
        usuario_id: usuario.uid,
        usuario_email: sql<string>`coalesce((select email from usuario where id = ${usuario.uid}), ${usuario.uid})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const avisos = await avisarSegmento(
      trx,
      clientesDe(trx, s),
      enviado.id,
      { titulo: aviso.titulo, texto: aviso.mensaje },
      links.zona(s.zona_slug),
    );
    const e = await trx
      .updateTable('envio_push')
      .set({ avisos })
      .where('id', '=', enviado.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await registrarCambio(trx, usuario, {
      entidad: 'segmento_push',
      entidadId: id,
      accion: 'crear',
      zonaId: s.zona_id,
      antes: null,
      despues: { envio: e.id, titulo: e.titulo, destinatarios: e.destinatarios, resultado: e.resultado },
    });
    return e;
  });
  return vistaEnvio(envio);
}
