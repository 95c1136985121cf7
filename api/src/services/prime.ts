/**
 * The customer's side of prime (issue 34, spec /prime): the plans, what the last orders would have
 * cost at prime prices, the request with its plan and payment, and the membership's end — lapsed
 * memberships return the account to normal and the customer is told a few days before
 * (`barrerMembresias`, run by the API's sweep).
 */
import {
  MensajesClientes,
  MensajesPrime,
  type MiSolicitudPrime,
  OrdenEstatus,
  type PagoPrime,
  type PlanClave,
  type PrimePedirBody,
  type PrimeResumen,
  type TokenPayload,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { formatDate, fromCents, toCents } from '@mercado/shared/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { queueEmail } from '../mail.ts';
import { crearSolicitud } from './admin/membresia.ts';
import { fechaIso } from './admin/solicitud.ts';
import { NoExiste, Rechazado } from './errores.ts';
import { saldoDe } from './saldo.ts';
import { membresiaOf } from './usuario.ts';

/** Days before its end a membership's holder is told (on the page and by one email). */
export const DIAS_AVISO = 5;
/** How many of the last orders the savings look at. */
export const ORDENES_AHORRO = 5;
const DIA_MS = 86_400_000;

/** One line of a past order: its price then (offer if any) and today's prime price in its zone. */
export type LineaAhorro = { precio: string; oferta: string; cantidad: string; prime: string | null };

/** Cents the lines would have cost less at prime prices (a line dearer at prime counts 0). */
export function ahorroDeLineas(lineas: readonly LineaAhorro[]): number {
  let total = 0;
  for (const l of lineas) {
    if (l.prime === null) continue;
    const pagado = toCents(l.oferta) > 0 ? toCents(l.oferta) : toCents(l.precio);
    const diferencia = pagado - toCents(l.prime);
    if (diferencia > 0) total += Math.round((diferencia * Math.round(Number(l.cantidad) * 1000)) / 1000);
  }
  return total;
}

/** The customer's last orders (not cancelled, expired nor rejected) bought at another type's prices. */
async function ahorro(db: Db, usuarioId: string): Promise<PrimeResumen['ahorro']> {
  const ordenes = await db
    .selectFrom('orden')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('usuario_tipo', '!=', UsuarioTipo.PRIME)
    .where('estatus', 'not in', [OrdenEstatus.CANCELADA, OrdenEstatus.EXPIRADA, OrdenEstatus.RECHAZADA])
    .orderBy('id', 'desc')
    .limit(ORDENES_AHORRO)
    .execute();
  if (ordenes.length === 0) return { ordenes: 0, monto: '0.00' };
  const lineas = await db
    .selectFrom('orden_detalle as d')
    .innerJoin('orden as o', 'o.id', 'd.orden_id')
    .leftJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'd.producto_id')
        .onRef('pp.zona_id', '=', 'o.zona_id')
        .on('pp.usuario_tipo', '=', UsuarioTipo.PRIME),
    )
    .select([
      'd.precio',
      'd.oferta',
      'd.cantidad',
      sql<string | null>`case when pp.oferta > 0 then pp.oferta else pp.precio end`.as('prime'),
    ])
    .where(
      'd.orden_id',
      'in',
      ordenes.map((o) => o.id),
    )
    .execute();
  return { ordenes: ordenes.length, monto: fromCents(ahorroDeLineas(lineas)) };
}

async function miSolicitudPrime(db: Db, usuarioId: string): Promise<MiSolicitudPrime | null> {
  const f = await db
    .selectFrom('membresia_solicitud as s')
    .leftJoin('membresia_plan as p', 'p.id', 's.plan_id')
    .select([
      's.id',
      's.estatus',
      's.creado_en',
      's.decidido_en',
      's.motivo',
      's.monto',
      's.metodo_pago',
      's.referencia',
      'p.nombre as plan',
    ])
    .where('s.usuario_id', '=', usuarioId)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  if (!f) return null;
  return {
    id: f.id,
    estatus: f.estatus,
    creadoEn: new Date(f.creado_en).toISOString(),
    decididoEn: fechaIso(f.decidido_en),
    motivo: f.motivo,
    plan: f.plan,
    monto: f.monto,
    metodoPago: f.metodo_pago as PagoPrime | null,
    referencia: f.referencia,
  };
}

/** GET /usuario/membresia/planes. */
export async function resumenPrime(db: Db, usuarioId: string, ahora = new Date()): Promise<PrimeResumen> {
  const [planes, metodos, ahorroHecho, saldo, membresia, solicitud] = await Promise.all([
    db.selectFrom('membresia_plan').select(['clave', 'nombre', 'meses', 'precio']).orderBy('orden').execute(),
    db
      .selectFrom('metodo_pago')
      .select(['codigo', 'nombre', 'datos_destino'])
      .where('codigo', 'in', ['pago_movil', 'transferencia', 'zelle'])
      .where('estatus', '=', 1)
      .orderBy('orden')
      .execute(),
    ahorro(db, usuarioId),
    saldoDe(db, usuarioId),
    membresiaOf(db, usuarioId),
    miSolicitudPrime(db, usuarioId),
  ]);
  const dias = membresia ? Math.ceil((new Date(membresia.fin).getTime() - ahora.getTime()) / DIA_MS) : 0;
  return {
    planes: planes.map((p) => ({ ...p, clave: p.clave as PlanClave })),
    ahorro: ahorroHecho,
    saldo,
    metodos: metodos.map((m) => ({
      codigo: m.codigo as PagoPrime,
      nombre: m.nombre,
      datosDestino: m.datos_destino as { etiqueta: string; valor: string }[],
    })),
    membresia: membresia ? { fin: membresia.fin, dias, avisar: dias <= DIAS_AVISO } : null,
    solicitud,
  };
}

/**
 * POST /usuario/membresia/solicitud: only a normal account asks. Paid with the balance, the balance
 * must cover the plan now; it is debited when staff approve (`aprobarSolicitudPrime`).
 */
export async function pedirPrime(db: Db, usuario: TokenPayload, body: PrimePedirBody) {
  const tipo = usuario.usuarioTipo.tipo;
  if (tipo === UsuarioTipo.PRIME) throw new Rechazado(MensajesClientes.YA_ES_PRIME);
  if (tipo !== UsuarioTipo.NORMAL) throw new Rechazado(MensajesClientes.SOLO_NORMAL);
  const plan = await db
    .selectFrom('membresia_plan')
    .select(['id', 'precio'])
    .where('clave', '=', body.plan)
    .executeTakeFirst();
  if (!plan) throw new NoExiste(MensajesPrime.PLAN_NO_EXISTE);
  const conSaldo = body.metodoPago === 'saldo';
  if (conSaldo && toCents(await saldoDe(db, usuario.uid)) < toCents(plan.precio))
    throw new Rechazado(MensajesPrime.SALDO_INSUFICIENTE, { metodoPago: MensajesPrime.SALDO_INSUFICIENTE });
  return crearSolicitud(db, 'membresia_solicitud', usuario.uid, MensajesClientes.PRIME_PENDIENTE, {
    plan_id: plan.id,
    monto: plan.precio,
    metodo_pago: body.metodoPago,
    referencia: conSaldo ? null : (body.referencia ?? null),
  });
}

/**
 * The sweep: prime accounts whose last membership has ended become normal (an account made prime
 * without any membership row is left alone), and a membership ending within `DIAS_AVISO` days has
 * its holder told once by email. Returns how many of each.
 */
export async function barrerMembresias(
  db: Db,
  log: FastifyBaseLogger,
): Promise<{ vencidas: number; avisos: number }> {
  const vencidas = await db
    .updateTable('usuario as u')
    .set({ usuario_tipo: UsuarioTipo.NORMAL })
    .where('u.usuario_tipo', '=', UsuarioTipo.PRIME)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('membresia as m')
            .select('m.id')
            .whereRef('m.usuario_id', '=', 'u.id')
            .where('m.fin', '>', sql<Date>`now()`),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('membresia as m').select('m.id').whereRef('m.usuario_id', '=', 'u.id')),
    )
    .returning('u.id')
    .execute();
  const porAvisar = await db
    .updateTable('membresia as m')
    .from('usuario as u')
    .set({ aviso_en: sql<Date>`now()` })
    .whereRef('u.id', '=', 'm.usuario_id')
    .where('u.usuario_tipo', '=', UsuarioTipo.PRIME)
    .where('m.aviso_en', 'is', null)
    .where('m.fin', '>', sql<Date>`now()`)
    .where('m.fin', '<=', sql<Date>`now() + make_interval(days => ${DIAS_AVISO})`)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('membresia as n')
            .select('n.id')
            .whereRef('n.usuario_id', '=', 'm.usuario_id')
            .whereRef('n.fin', '>', 'm.fin'),
        ),
      ),
    )
    .returning(['u.email', 'u.nombre', 'm.fin'])
    .execute();
  for (const a of porAvisar) {
    await queueEmail(db, log, {
      para: a.email,
      asunto: 'Su membresía PRIME está por vencer',
      cuerpo: `Hola ${a.nombre}, su membresía PRIME vence el ${formatDate(a.fin)}. Al vencer, su cuenta vuelve al plan normal; podrá solicitar PRIME de nuevo en /prime.`,
    });
  }
  return { vencidas: vencidas.length, avisos: porAvisar.length };
}

/** Runs `barrerMembresias` with the orders' sweep period (off when that is 0, as in the tests). */
export function iniciarBarridoMembresias(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.ordenBarridoSegundos <= 0) return;
  let corriendo = false;
  const timer = setInterval(() => {
    if (corriendo) return;
    corriendo = true;
    barrerMembresias(ctx.db, app.log)
      .then((r) => {
        if (r.vencidas || r.avisos) app.log.info(r, 'prime memberships swept');
      })
      .catch((err) => app.log.error({ err }, 'prime membership sweep failed'))
      .finally(() => {
        corriendo = false;
      });
  }, ctx.config.ordenBarridoSegundos * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
