/**
 * Coupons (issue 5): loading, uses, the rules of `evaluarCupon` (shared) with their data, "Mis
 * cupones", and the brute-force guard on codes.
 *
 * Brute force: every code a user tries is counted before it is looked up (the throttle of
 * `intentos.ts`, like sign-in); after CUPON_MAX_FAILS_USUARIO unknown (or inactive) codes of the
 * user, or CUPON_MAX_FAILS_ADDRESS from the address, within CUPON_WINDOW_SECONDS, every code is
 * answered 429 (Retry-After) without being looked up. Another customer's coupon is a miss too
 * (`cuponParaUsuario`). A code the user may use, even one that does not apply (minimum, dates…), is
 * not a guess and is given back; a success does not reset the counter (an
 * attacker could interleave a known code).
 */
import { type CuponUsuario, EstatusRegistro, MensajesCupon } from '@mercado/shared/contracts';
import {
  type CuponReglas,
  descripcionCupon,
  evaluarCupon,
  mensajeMotivoCupon,
  usosRestantes,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { contarIntento, type Intento } from './intentos.ts';

export type CuponRow = {
  id: number;
  codigo: string;
  nombre: string;
  valor: string;
  porcentaje: boolean;
  minimo_compra: string;
  fecha_inicio: Date;
  fecha_fin: Date;
  limite_usuario: number;
  limite_total: number;
  publico: boolean;
  estatus: number;
};

export type Cupon = CuponRow & { zonaIds: number[]; zonas: string[] };

const COLUMNAS = [
  'c.id',
  'c.codigo',
  'c.nombre',
  'c.valor',
  'c.porcentaje',
  'c.minimo_compra',
  'c.fecha_inicio',
  'c.fecha_fin',
  'c.limite_usuario',
  'c.limite_total',
  'c.publico',
  'c.estatus',
] as const;

async function conZonas(db: Db, rows: CuponRow[]): Promise<Cupon[]> {
  if (rows.length === 0) return [];
  const zonas = await db
    .selectFrom('cupon_zona as cz')
    .innerJoin('zona as z', 'z.id', 'cz.zona_id')
    .select(['cz.cupon_id', 'z.id', 'z.slug'])
    .where(
      'cz.cupon_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('z.slug')
    .execute();
  return rows.map((r) => {
    const mias = zonas.filter((z) => z.cupon_id === r.id);
    return { ...r, zonaIds: mias.map((z) => z.id), zonas: mias.map((z) => z.slug) };
  });
}

/** A coupon by id or code (any status); `bloquear` takes its row lock (placing an order). */
export async function cargarCupon(
  db: Db,
  by: { id: number } | { codigo: string },
  bloquear = false,
): Promise<Cupon | null> {
  let q = db.selectFrom('cupon as c').select(COLUMNAS);
  q = 'id' in by ? q.where('c.id', '=', by.id) : q.where('c.codigo', '=', by.codigo.trim().toUpperCase());
  const row = await (bloquear ? q.forUpdate() : q).executeTakeFirst();
  if (!row) return null;
  return (await conZonas(db, [row]))[0] ?? null;
}

/**
 * The coupon of a code a user types, or null when that code means nothing to them: unknown,
 * inactive, or assigned to other customers. One answer for the three, and all three are misses for
 * the guessing limit, so a code says nothing to whoever learnt another customer's.
 */
export async function cuponParaUsuario(db: Db, codigo: string, usuarioId: string): Promise<Cupon | null> {
  const cupon = await cargarCupon(db, { codigo });
  if (!cupon || cupon.estatus !== EstatusRegistro.ACTIVO) return null;
  return (await cuponPermitido(db, cupon.id, usuarioId)) ? cupon : null;
}

/** Uses that count (not released by a cancelled or expired order): this user's and everybody's. */
export async function usosCupon(db: Db, cuponId: number, usuarioId: string) {
  const row = await db
    .selectFrom('cupon_uso')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(sql`case when usuario_id = ${usuarioId} then 1 end`).as('usuario'),
    ])
    .where('cupon_id', '=', cuponId)
    .where('liberado_en', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), usuario: Number(row.usuario) };
}

export function reglasDe(c: Cupon): CuponReglas {
  return {
    estatus: c.estatus,
    porcentaje: c.porcentaje,
    valor: c.valor,
    minimoCompra: c.minimo_compra,
    fechaInicio: c.fecha_inicio,
    fechaFin: c.fecha_fin,
    zonaIds: c.zonaIds,
    limiteUsuario: c.limite_usuario,
    limiteTotal: c.limite_total,
  };
}

/**
 * Whether the coupon may be used by this user: a coupon assigned to certain customers (cupon_usuario)
 * is theirs alone; one assigned to nobody is for whoever has its code. A coupon for some user types
 * (cupon_usuario_tipo, issue 35) is for customers of those types only (the type the account has now);
 * one for no type, for every type.
 */
async function cuponPermitido(db: Db, cuponId: number, usuarioId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cupon_usuario')
    .select((eb) => [
      eb.fn.countAll<number>().as('asignados'),
      eb.fn.count<number>(sql`case when usuario_id = ${usuarioId} then 1 end`).as('usuario'),
      eb
        .or([
          eb.not(
            eb.exists(
              eb.selectFrom('cupon_usuario_tipo as t').select('t.cupon_id').where('t.cupon_id', '=', cuponId),
            ),
          ),
          eb.exists(
            eb
              .selectFrom('cupon_usuario_tipo as t')
              .innerJoin('usuario as u', 'u.usuario_tipo', 't.usuario_tipo')
              .select('t.cupon_id')
              .where('t.cupon_id', '=', cuponId)
              .where('u.id', '=', usuarioId),
          ),
        ])
        .as('tipo'),
    ])
    .where('cupon_id', '=', cuponId)
    .executeTakeFirstOrThrow();
  return row.tipo === true && (Number(row.asignados) === 0 || Number(row.usuario) > 0);
}

/**
 * Evaluates a coupon for a user, zone and cart (its products with IVA and subtotal; reads its uses). Another customer's coupon
 * is answered as an unknown code (`no_existe`), so its code says nothing to whoever learnt it.
 */
export async function evaluarCuponPara(
  db: Db,
  c: Cupon,
  ctx: { usuarioId: string; zonaId: number; productosCents: number; subtotalCents: number; ahora?: Date },
) {
  const [usos, permitido] = await Promise.all([
    usosCupon(db, c.id, ctx.usuarioId),
    cuponPermitido(db, c.id, ctx.usuarioId),
  ]);
  if (!permitido) {
    return {
      usos,
      evaluacion: {
        aplicable: false,
        motivo: 'no_existe',
        mensaje: mensajeMotivoCupon('no_existe'),
      } as const,
    };
  }
  return {
    usos,
    evaluacion: evaluarCupon(reglasDe(c), {
      ahora: ctx.ahora ?? new Date(),
      zonaId: ctx.zonaId,
      productosCents: ctx.productosCents,
      subtotalCents: ctx.subtotalCents,
      usosUsuario: usos.usuario,
      usosTotales: usos.total,
    }),
  };
}

export function cuponUsuario(c: Cupon, usosUsuario: number): CuponUsuario {
  return {
    id: c.id,
    codigo: c.codigo,
    nombre: c.nombre,
    valor: c.valor,
    porcentaje: c.porcentaje,
    minimoCompra: c.minimo_compra,
    fechaInicio: c.fecha_inicio.toISOString(),
    fechaFin: c.fecha_fin.toISOString(),
    zonas: c.zonas,
    usosRestantes: usosRestantes(reglasDe(c), usosUsuario),
    descripcion: descripcionCupon(reglasDe(c)),
  };
}

/**
 * "Mis cupones": active coupons offered to everyone (publico) or assigned to this user, for the user's
 * type (or every type), within their dates, for this zone (or every zone), with uses left for the user
 * and in total. By end date.
 */
export async function misCupones(db: Db, usuarioId: string, zonaId: number, ahora = new Date()) {
  const rows = await db
    .selectFrom('cupon as c')
    .select(COLUMNAS)
    .where('c.estatus', '=', EstatusRegistro.ACTIVO)
    .where('c.fecha_inicio', '<=', ahora)
    .where('c.fecha_fin', '>=', ahora)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('cupon_usuario_tipo as t').select('t.cupon_id').whereRef('t.cupon_id', '=', 'c.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('cupon_usuario_tipo as t')
            .innerJoin('usuario as u', 'u.usuario_tipo', 't.usuario_tipo')
            .select('t.cupon_id')
            .whereRef('t.cupon_id', '=', 'c.id')
            .where('u.id', '=', usuarioId),
        ),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('c.publico', '=', true),
        eb.exists(
          eb
            .selectFrom('cupon_usuario as cu')
            .select('cu.cupon_id')
            .whereRef('cu.cupon_id', '=', 'c.id')
            .where('cu.usuario_id', '=', usuarioId),
        ),
      ]),
    )
    .orderBy('c.fecha_fin')
    .orderBy('c.id')
    .execute();
  const out: { cupon: Cupon; usosUsuario: number }[] = [];
  for (const c of await conZonas(db, rows)) {
    if (c.zonaIds.length > 0 && !c.zonaIds.includes(zonaId)) continue;
    const usos = await usosCupon(db, c.id, usuarioId);
    if (c.limite_total && usos.total >= c.limite_total) continue;
    if (c.limite_usuario && usos.usuario >= c.limite_usuario) continue;
    out.push({ cupon: c, usosUsuario: usos.usuario });
  }
  return out;
}

/**
 * Counts a code attempt before the code is looked up: CUPON_MAX_FAILS_USUARIO per user,
 * CUPON_MAX_FAILS_ADDRESS per address, within CUPON_WINDOW_SECONDS (429 over either). Give it back
 * when the code exists.
 */
export function contarIntentoCupon(db: Db, config: Config, usuarioId: string, ip: string): Promise<Intento> {
  const ventanaSegundos = config.cuponWindowSeconds;
  return contarIntento(db, MensajesCupon.DEMASIADOS_INTENTOS, [
    { clave: `cupon:usuario:${usuarioId}`, limite: { max: config.cuponMaxFailsUsuario, ventanaSegundos } },
    { clave: `cupon:direccion:${ip}`, limite: { max: config.cuponMaxFailsAddress, ventanaSegundos } },
  ]);
}
