/**
 * Balance-card requests (spec §2 `tarjeta/solicitud`, issue 35). Staff list them with their payment
 * reference and the other requests that used the same one, then decide each once: approving credits
 * the customer's balance ('tarjetapago', through the ledger) or, for a gift, issues a one-use code
 * e-mailed to the recipient; rejecting keeps the reason the customer reads on /tarjeta-saldo.
 * The decision is one conditional UPDATE (still PENDIENTE, at the version the page opened) in the
 * credit's transaction: of twenty approvals at once, one changes the row and credits, the others find
 * nothing to change and are told it was decided (409).
 */
import {
  MensajesAdminTarjeta,
  type SolicitudesTarjetaQuerySchema,
  type SolicitudTarjetaAdmin,
  type SolicitudTarjetaDetalle,
  type TokenPayload,
} from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { convertCents, fromCents, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { enlaceDelSitio, queueEmail } from '../../mail.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { nuevoCodigo } from '../referidos.ts';
import { acreditarSaldo } from '../saldo.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { personaDe } from './solicitud.ts';

type Query = z.output<typeof SolicitudesTarjetaQuerySchema>;
const ORDEN = { creado: 's.creado_en', monto: 's.monto', id: 's.id' } as const;

const consulta = (db: Db) =>
  db
    .selectFrom('tarjeta_solicitud as s')
    .innerJoin('usuario as c', 'c.id', 's.usuario_id')
    .innerJoin('metodo_pago as mp', 'mp.codigo', 's.metodo_pago')
    .selectAll('s')
    .select([
      'mp.nombre as metodo_nombre',
      'c.id as c_id',
      'c.nombre as c_nombre',
      'c.email as c_email',
      'c.estatus as c_estatus',
      'c.usuario_tipo as c_tipo',
    ])
    .select((eb) => [
      eb
        .selectFrom('usuario as quien')
        .select('quien.email')
        .whereRef('quien.id', '=', 's.decidido_por')
        .as('decidido_por_email'),
      eb
        .selectFrom('tarjeta_solicitud as otra')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('otra.referencia', '=', 's.referencia')
        .whereRef('otra.id', '<>', 's.id')
        .as('repetidas'),
    ]);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const vista = (f: Fila): SolicitudTarjetaAdmin => ({
  id: f.id,
  cliente: personaDe(f),
  monto: f.monto,
  montoBs: fromCents(convertCents(toCents(f.monto), f.tasa)),
  tasa: f.tasa,
  destino: f.destino === 'regalo' ? 'regalo' : 'propio',
  emailDestino: f.email_destino,
  metodo: f.metodo_pago as SolicitudTarjetaAdmin['metodo'],
  metodoNombre: f.metodo_nombre,
  referencia: f.referencia,
  banco: f.banco,
  telefono: f.telefono,
  estatus: f.estatus as SolicitudTarjetaAdmin['estatus'],
  creadoEn: new Date(f.creado_en).toISOString(),
  decididoEn: iso(f.decidido_en),
  decididoPor: f.decidido_por_email,
  motivo: f.motivo,
  version: f.version,
  repetidas: Number(f.repetidas ?? 0),
});

/** The start of a Caracas day (UTC-4, no daylight saving), `dias` later. */
const inicioDeDia = (dia: string, dias = 0) =>
  new Date(Date.parse(`${dia}T04:00:00Z`) + dias * 86_400_000).toISOString();

/** GET /admin/tarjeta/solicitud */
export async function listarSolicitudesTarjeta(db: Db, q: Query): Promise<Pagina<SolicitudTarjetaAdmin>> {
  let c = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    c = c.where(
      sql<boolean>`(${plegar('c.nombre')} like ${patron} or lower(c.email) like ${patron} or lower(s.referencia) like ${patron})`,
    );
  }
  if (q.estado) c = c.where('s.estatus', '=', q.estado);
  if (q.metodo) c = c.where('s.metodo_pago', '=', q.metodo);
  if (q.desde) c = c.where('s.creado_en', '>=', sql<Date>`${inicioDeDia(q.desde)}::timestamptz`);
  if (q.hasta) c = c.where('s.creado_en', '<', sql<Date>`${inicioDeDia(q.hasta, 1)}::timestamptz`);
  const pagina = await paginar(c, {
    pagina: q.pagina,
    columna: ORDEN[q.orden],
    dir: q.dir,
    idColumna: 's.id',
  });
  return { ...pagina, items: pagina.items.map(vista) };
}

/** GET /admin/tarjeta/solicitud/:solicitud */
export async function leerSolicitudTarjeta(db: Db, id: number): Promise<SolicitudTarjetaDetalle> {
  const f = await consulta(db).where('s.id', '=', id).executeTakeFirst();
  if (!f) throw new NoExiste(MensajesAdminTarjeta.SOLICITUD_NO_EXISTE);
  const [otras, movimiento, regalo] = await Promise.all([
    db
      .selectFrom('tarjeta_solicitud as s')
      .innerJoin('usuario as c', 'c.id', 's.usuario_id')
      .select(['s.id', 'c.nombre', 'c.email', 's.monto', 's.estatus', 's.creado_en'])
      .where('s.referencia', '=', f.referencia)
      .where('s.id', '<>', id)
      .orderBy('s.id', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('saldo_movimiento')
      .select('id')
      .where('tarjeta_solicitud_id', '=', id)
      .where('tipo', '=', 'tarjetapago')
      .where('reverso_de', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('tarjeta_regalo')
      .select(['codigo', 'usado_por'])
      .where('solicitud_id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    ...vista(f),
    mismaReferencia: otras.map((o) => ({
      id: o.id,
      cliente: o.nombre,
      email: o.email,
      monto: o.monto,
      estatus: o.estatus as SolicitudTarjetaAdmin['estatus'],
      creadoEn: new Date(o.creado_en).toISOString(),
    })),
    movimientoId: movimiento ? Number(movimiento.id) : null,
    regalo: regalo ? { codigo: regalo.codigo, usado: regalo.usado_por !== null } : null,
  };
}

/** A gift code no other card has: drawn again on the rare collision. */
async function codigoLibre(trx: Db): Promise<string> {
  for (;;) {
    const codigo = `REGALO-${nuevoCodigo()}`;
    const usado = await trx
      .selectFrom('tarjeta_regalo')
      .select('id')
      .where('codigo', '=', codigo)
      .executeTakeFirst();
    if (!usado) return codigo;
  }
}

/** PUT /admin/tarjeta/solicitud/:solicitud/estatus */
export async function decidirSolicitudTarjeta(
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { estatus: 'APROBADA' | 'RECHAZADA'; motivo?: string | undefined; version: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const motivo = datos.estatus === 'RECHAZADA' ? (datos.motivo ?? null) : null;
    const s = await trx
      .updateTable('tarjeta_solicitud')
      .set({
        estatus: datos.estatus,
        motivo,
        decidido_en: sql<Date>`now()`,
        decidido_por: usuario.uid,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('estatus', '=', 'PENDIENTE')
      .where('version', '=', datos.version)
      .returning(['usuario_id', 'monto', 'destino', 'email_destino', 'tasa'])
      .executeTakeFirst();
    if (!s) {
      const existe = await trx
        .selectFrom('tarjeta_solicitud')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existe) throw new NoExiste(MensajesAdminTarjeta.SOLICITUD_NO_EXISTE);
      throw new Conflicto(MensajesAdminTarjeta.SOLICITUD_DECIDIDA, {
        version: MensajesAdminTarjeta.SOLICITUD_DECIDIDA,
      });
    }
    const despues: Record<string, unknown> = { estatus: datos.estatus };
    if (motivo) despues.motivo = motivo;
    else if (s.destino === 'regalo' && s.email_destino) {
      const codigo = await codigoLibre(trx);
      await trx.insertInto('tarjeta_regalo').values({ codigo, monto: s.monto, solicitud_id: id }).execute();
      const url = enlaceDelSitio(links.tarjetaSaldo());
      const { nombre } = await trx
        .selectFrom('usuario')
        .select('nombre')
        .where('id', '=', s.usuario_id)
        .executeTakeFirstOrThrow();
      await queueEmail(trx, null, {
        para: s.email_destino,
        asunto: `${nombre} le regaló una tarjeta de saldo de $ ${s.monto}`,
        cuerpo: `Hola. ${nombre} le regaló una tarjeta de saldo de $ ${s.monto}. Su código es ${codigo}: ingréselo una sola vez en "Tarjeta de saldo" después de iniciar sesión (${url}) y el monto pasará a su saldo.`,
        enlace: url,
      });
      despues.regalo = { para: s.email_destino };
    } else {
      const mov = await acreditarSaldo(trx, s.usuario_id, {
        monto: toCents(s.monto),
        tipo: 'tarjetapago',
        descripcion: `Tarjeta de saldo (solicitud #${id})`,
        tarjetaSolicitudId: id,
        tasa: s.tasa,
      });
      despues.movimiento = mov.id;
      despues.saldoResultante = mov.saldoResultante;
    }
    await registrarCambio(trx, usuario, {
      entidad: 'tarjeta_solicitud',
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues,
    });
  });
}
