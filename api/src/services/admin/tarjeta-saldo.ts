/**
 * Customers' balances for staff (spec §2 `tarjeta/saldo`, issue 35): every customer's balance, one
 * customer's with its totals per movement type, its movements (by type) and one movement with what it
 * came from. All read the ledger (services/saldo.ts, decision 0045); nothing here writes.
 */
import {
  MensajesAdminTarjeta,
  type MovimientoAdmin,
  type MovimientoSaldo,
  POR_PAGINA_ADMIN,
  RUTA_DE_TIPO,
  type SaldoCliente,
  type SaldoClienteFila,
  type SaldosQuerySchema,
  TIPOS_MOVIMIENTO,
  type TipoMovimiento,
} from '@mercado/shared/contracts';
import { convertCents, fromCents, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { SaldoMovimiento } from '../../db/schema.generated.ts';
import { tasaActual } from '../carrito/lectura.ts';
import { NoExiste } from '../errores.ts';
import { numeroOrden } from '../orden/detalle.ts';
import { enBolivares, saldoDe } from '../saldo.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { personaDe } from './solicitud.ts';

const ORDEN = { saldo: 'saldo', nombre: 'c.nombre', email: 'c.email' } as const;

/** Customers (no ROLE_ADMIN) with their balance, number of movements and last movement. */
const consulta = (db: Db) =>
  db
    .selectFrom('usuario as c')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('saldo_movimiento')
          .select([
            'usuario_id',
            sql<string>`sum(monto)`.as('suma'),
            sql<string>`count(*)`.as('n'),
            sql<Date>`max(creado_en)`.as('ultimo'),
          ])
          .groupBy('usuario_id')
          .as('m'),
      (join) => join.onRef('m.usuario_id', '=', 'c.id'),
    )
    .select([
      'c.id',
      'c.nombre',
      'c.email',
      sql<string>`coalesce(m.suma, 0)::numeric(12,2)`.as('saldo'),
      sql<string>`coalesce(m.n, 0)`.as('movimientos'),
      'm.ultimo',
    ])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('usuario_rol as ur')
            .innerJoin('rol as r', 'r.id', 'ur.rol_id')
            .select('ur.usuario_id')
            .whereRef('ur.usuario_id', '=', 'c.id')
            .where('r.nombre', '=', 'ROLE_ADMIN'),
        ),
      ),
    );

/** GET /admin/tarjeta/saldo/listado */
export async function listarSaldos(
  db: Db,
  q: z.output<typeof SaldosQuerySchema>,
): Promise<Pagina<SaldoClienteFila>> {
  let c = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    c = c.where(sql<boolean>`(${plegar('c.nombre')} like ${patron} or lower(c.email) like ${patron})`);
  }
  const pagina = await paginar(c, {
    pagina: q.pagina,
    columna: ORDEN[q.orden],
    dir: q.dir,
    idColumna: 'c.id',
  });
  return {
    ...pagina,
    items: pagina.items.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      email: f.email,
      saldo: fromCents(toCents(f.saldo)),
      movimientos: Number(f.movimientos),
      ultimoMovimiento: f.ultimo ? new Date(f.ultimo).toISOString() : null,
    })),
  };
}

/** The account `id` as a row's person; 404 when there is none. */
export async function persona(db: Db, id: string) {
  const c = await db
    .selectFrom('usuario as c')
    .select([
      'c.id as c_id',
      'c.nombre as c_nombre',
      'c.email as c_email',
      'c.estatus as c_estatus',
      'c.usuario_tipo as c_tipo',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!c) throw new NoExiste(MensajesAdminTarjeta.CLIENTE_NO_EXISTE);
  return personaDe(c);
}

/** What an adjustment above it waits for: a second approval (configuracion, migration 0033). */
export async function umbralAprobacion(db: Db): Promise<string> {
  const c = await db
    .selectFrom('configuracion')
    .select('ajuste_umbral_aprobacion')
    .where('id', '=', 1)
    .executeTakeFirst();
  return fromCents(toCents(c?.ajuste_umbral_aprobacion ?? '100.00'));
}

/** GET /admin/tarjeta/saldo/:usuario */
export async function saldoCliente(db: Db, usuarioId: string): Promise<SaldoCliente> {
  const cliente = await persona(db, usuarioId);
  const [saldo, tasa, tipos, pendientes, umbral] = await Promise.all([
    saldoDe(db, usuarioId),
    tasaActual(db),
    db
      .selectFrom('saldo_movimiento')
      .select([
        'tipo',
        sql<string>`sum(monto)::numeric(12,2)::text`.as('total'),
        sql<string>`count(*)`.as('n'),
      ])
      .where('usuario_id', '=', usuarioId)
      .groupBy('tipo')
      .execute(),
    db
      .selectFrom('saldo_ajuste')
      .select(sql<string>`count(*)`.as('n'))
      .where('usuario_id', '=', usuarioId)
      .where('estatus', '=', 'PENDIENTE')
      .executeTakeFirstOrThrow(),
    umbralAprobacion(db),
  ]);
  const porTipo = new Map(tipos.map((t) => [t.tipo, t]));
  return {
    cliente,
    saldo,
    saldoBs: fromCents(convertCents(toCents(saldo), tasa)),
    tasa,
    porTipo: TIPOS_MOVIMIENTO.flatMap((tipo) => {
      const t = porTipo.get(tipo);
      return t ? [{ tipo, total: fromCents(toCents(t.total)), cantidad: Number(t.n) }] : [];
    }),
    ajustesPendientes: Number(pendientes.n),
    umbralAprobacion: umbral,
  };
}

const esTipo = (t: string): t is TipoMovimiento => (TIPOS_MOVIMIENTO as readonly string[]).includes(t);

const movimientos = (db: Db) =>
  db
    .selectFrom('saldo_movimiento as m')
    .leftJoin('orden as o', 'o.id', 'm.orden_id')
    .selectAll('m')
    .select('o.tasa as tasa_orden');

function movimientoDe(m: Selectable<SaldoMovimiento> & { tasa_orden: string | null }): MovimientoSaldo {
  if (!esTipo(m.tipo)) throw new Error(`saldo_movimiento ${m.id}: tipo ${m.tipo}`);
  const tasa = m.tasa ?? m.tasa_orden;
  return {
    id: Number(m.id),
    tipo: m.tipo,
    monto: m.monto,
    montoBs: enBolivares(m.monto, tasa),
    tasa,
    saldoResultante: m.saldo_resultante,
    descripcion: m.descripcion,
    fecha: new Date(m.creado_en).toISOString(),
    reversoDe: m.reverso_de === null ? null : Number(m.reverso_de),
  };
}

/** GET /admin/tarjeta/saldo/:usuario/historial?pagina=&tipo= (newest first). */
export async function movimientosCliente(
  db: Db,
  usuarioId: string,
  q: { pagina: number; tipo?: TipoMovimiento | undefined },
): Promise<Pagina<MovimientoSaldo>> {
  await persona(db, usuarioId);
  let base = movimientos(db).where('m.usuario_id', '=', usuarioId);
  if (q.tipo) base = base.where('m.tipo', '=', q.tipo);
  const [filas, { n }] = await Promise.all([
    base
      .orderBy('m.id', 'desc')
      .limit(POR_PAGINA_ADMIN)
      .offset((q.pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(n);
  return {
    items: filas.map(movimientoDe),
    pagina: q.pagina,
    paginas: Math.max(1, Math.ceil(total / POR_PAGINA_ADMIN)),
    total,
    porPagina: POR_PAGINA_ADMIN,
  };
}

/** GET /admin/tarjeta/saldo/historial/:tipo/:id — one of another type 404, as the customer's. */
export async function movimientoAdmin(db: Db, ruta: string, id: number): Promise<MovimientoAdmin> {
  const m = await movimientos(db).where('m.id', '=', id).executeTakeFirst();
  if (!m || !esTipo(m.tipo) || RUTA_DE_TIPO[m.tipo] !== ruta)
    throw new NoExiste(MensajesAdminTarjeta.MOVIMIENTO_NO_EXISTE);
  const [cliente, regalo, ajuste] = await Promise.all([
    persona(db, m.usuario_id),
    m.tarjeta_regalo_id === null
      ? null
      : db
          .selectFrom('tarjeta_regalo')
          .select(['codigo', 'monto'])
          .where('id', '=', m.tarjeta_regalo_id)
          .executeTakeFirst(),
    db
      .selectFrom('saldo_ajuste')
      .select(['id', 'motivo'])
      .where('saldo_movimiento_id', '=', m.reverso_de ?? m.id)
      .executeTakeFirst(),
  ]);
  return {
    movimiento: movimientoDe(m),
    cliente,
    orden: m.orden_id === null ? null : { id: m.orden_id, numero: numeroOrden(m.orden_id) },
    tarjetaRegalo: regalo ?? null,
    solicitudId: m.tarjeta_solicitud_id,
    ajuste: ajuste ?? null,
  };
}
