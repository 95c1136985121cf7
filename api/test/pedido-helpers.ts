/** Helpers of the issue 16 order tests: staff with chosen roles, an order waiting for payment verification. */
import { type OrdenDetalle, UsuarioTipo } from '@mercado/shared/contracts';
import { TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { cuerpoPickup, fijarExistencia, formPago, guardar, idsDe, registrar } from './checkout-helpers.ts';
import { login, type TestApp } from './helpers.ts';

let direccion = 0;

/** A staff member with exactly these roles (besides ROLE_USER), made in the DB, signed in. */
export async function staffCon(t: TestApp, n: string, roles: readonly string[]): Promise<string> {
  const base = await t.db
    .selectFrom('usuario')
    .select('clave_hash')
    .where('email', '=', 'cliente@demo.test')
    .executeTakeFirstOrThrow();
  const email = `staff-${n}@demo.test`;
  const u = await t.db
    .insertInto('usuario')
    .values({
      email,
      nombre: `Staff ${n}`,
      clave_hash: base.clave_hash,
      tipo_documento: 'V',
      documento: String(30000000 + Math.floor(Math.random() * 9000000)),
      telefono: '0414-7100000',
      estatus: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = await t.db
    .selectFrom('rol')
    .select('id')
    .where('nombre', 'in', ['ROLE_USER', ...roles])
    .execute();
  await t.db
    .insertInto('usuario_rol')
    .values(ids.map((r) => ({ usuario_id: u.id, rol_id: r.id })))
    .execute();
  // Each sign-in from its own address, so the sign-in throttle never meets these.
  direccion += 1;
  const r = await login(t.app, email, undefined, `10.16.0.${direccion}`);
  if (r.res.statusCode !== 200) throw new Error(`login ${email}: ${r.res.statusCode} ${r.res.body}`);
  return r.body.token as string;
}

/**
 * An order of a prime buyer (no minimum purchase) paid by Pago Móvil with `referencia`, so it waits
 * for verification: one unit of a product stocked for it, picked up in the zone.
 */
export async function pedidoPorVerificar(
  t: TestApp,
  token: string,
  o: { zona?: string; pagina?: number; referencia: string },
): Promise<OrdenDetalle> {
  const zona = o.zona ?? ZONA_SLUG;
  const pagina = o.pagina ?? 0;
  const producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
  await fijarExistencia(t, producto, '1000.000', UsuarioTipo.PRIME, zona);
  const g = await guardar(t, token, pagina, [{ producto, cantidad: '1' }], zona);
  if (g.statusCode !== 200) throw new Error(`cart: ${g.statusCode} ${g.body}`);
  const fp = await formPago(t, token, pagina, zona);
  const cuerpo = cuerpoPickup(fp);
  const r = await registrar(
    t,
    token,
    pagina,
    { ...cuerpo, pago: { ...cuerpo.pago, referencia: o.referencia } },
    zona,
  );
  if (r.statusCode !== 201) throw new Error(`order: ${r.statusCode} ${r.body}`);
  return r.json().orden;
}
