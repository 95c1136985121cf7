/**
 * Helpers of the staff users, push segments and purchases report tests (admin-usuarios*.test.ts, issue 19,
 * decision 0032): customers, orders, ids, segments, staff.
 */
import { randomUUID } from 'node:crypto';
import { UsuarioTipo } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { TestApp } from './helpers.ts';

/** A customer account (no staff role), made in the DB. */
export async function cliente(t: TestApp, o: { nombre?: string; tipo?: number } = {}) {
  const plantilla = await t.db
    .selectFrom('usuario')
    .select('clave_hash')
    .where('email', '=', 'cliente@demo.test')
    .executeTakeFirstOrThrow();
  const email = `cliente-${randomUUID()}@demo.test`;
  const u = await t.db
    .insertInto('usuario')
    .values({
      email,
      nombre: o.nombre ?? 'Cliente de prueba',
      clave_hash: plantilla.clave_hash,
      tipo_documento: 'V',
      documento: String(Math.floor(Math.random() * 90_000_000) + 10_000_000),
      telefono: '0414-1234567',
      usuario_tipo: o.tipo ?? UsuarioTipo.NORMAL,
      estatus: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rol = await t.db
    .selectFrom('rol')
    .select('id')
    .where('nombre', '=', 'ROLE_USER')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('usuario_rol').values({ usuario_id: u.id, rol_id: rol.id }).execute();
  return { id: u.id, email };
}

/** An order of `usuario` in `zona`, placed `diasAtras` days ago, for `total` USD, with `estatus`. */
export async function orden(
  t: TestApp,
  o: { usuario: string; zona: string; total: string; diasAtras: number; estatus?: number },
) {
  const zona = await t.db
    .selectFrom('zona')
    .select('id')
    .where('slug', '=', o.zona)
    .executeTakeFirstOrThrow();
  await sql`insert into orden (usuario_id, zona_id, pagina, idempotencia, solicitud_hash, estatus, usuario_tipo,
      tipo_envio, direccion_texto, horario_id, franja_fecha, franja_inicio, franja_fin, franja_etiqueta,
      sustitucion, subtotal, descuento, total, saldo_usado, monto_metodo, tasa, total_bs, totales, creado_en)
    values (${o.usuario}, ${zona.id}, 0, ${randomUUID()}, 'prueba', ${o.estatus ?? 6}, 1, 'pickup', '', 1,
      current_date, '08:00', '10:00', '8:00 a 10:00', 'reemplazar', ${o.total}, 0, ${o.total}, 0, ${o.total},
      '1.0000', ${o.total}, '{}'::jsonb, now() - make_interval(days => ${o.diasAtras}))`.execute(t.db);
}

export const uidDe = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('usuario').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

// --- access: every entry of the three domains -------------------------------------------------------

export const segmentoDe = async (t: TestApp, zona: string) => {
  const z = await t.db.selectFrom('zona').select('id').where('slug', '=', zona).executeTakeFirstOrThrow();
  const s = await t.db
    .insertInto('segmento_push')
    .values({ nombre: `Segmento ${randomUUID()}`, zona_id: z.id, compra: 'todos' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { segmento: s.id };
};
export const personal = async (t: TestApp) => {
  const c = await cliente(t);
  await t.db
    .insertInto('usuario_rol')
    .values((eb) => ({
      usuario_id: c.id,
      rol_id: eb.selectFrom('rol').select('id').where('nombre', '=', 'ROLE_ADMIN'),
    }))
    .execute();
  return c.id;
};
