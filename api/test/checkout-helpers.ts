/** Helpers of the cart, coupon and order tests (issue 5). */
import {
  type CarritoDetalleEntrada,
  type CarritoVista,
  type FormPago,
  FormPagoSchema,
  type Franja,
  type OrdenRegistrarEntrada,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { createAccessSigner } from '../src/auth/tokens.ts';
import { ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { bearer, login, type TestApp } from './helpers.ts';

export async function tokenDe(t: TestApp, email: string): Promise<string> {
  const r = await login(t.app, email);
  if (r.res.statusCode !== 200) throw new Error(`login ${email}: ${r.res.statusCode} ${r.res.body}`);
  return r.body.token as string;
}

/** Product ids by slug. */
export async function idsDe(t: TestApp, slugs: readonly string[]): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('producto')
    .select(['id', 'slug'])
    .where('slug', 'in', [...slugs])
    .execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[r.slug] = r.id;
  for (const s of slugs) if (out[s] === undefined) throw new Error(`no product ${s}`);
  return out;
}

export async function zonaId(t: TestApp, slug = ZONA_SLUG): Promise<number> {
  return (await t.db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** Sets the stock of a product for a zone and user type. */
export async function fijarExistencia(
  t: TestApp,
  productoId: number,
  existencia: string,
  tipo = UsuarioTipo.NORMAL as number,
  zona = ZONA_SLUG,
) {
  const zid = await zonaId(t, zona);
  await t.db
    .insertInto('producto_existencia')
    .values({ producto_id: productoId, zona_id: zid, usuario_tipo: tipo, existencia })
    .onConflict((oc) => oc.columns(['producto_id', 'zona_id', 'usuario_tipo']).doUpdateSet({ existencia }))
    .execute();
}

export async function existencia(
  t: TestApp,
  productoId: number,
  tipo = UsuarioTipo.NORMAL as number,
  zona = ZONA_SLUG,
) {
  const zid = await zonaId(t, zona);
  const r = await t.db
    .selectFrom('producto_existencia')
    .select('existencia')
    .where('producto_id', '=', productoId)
    .where('zona_id', '=', zid)
    .where('usuario_tipo', '=', tipo)
    .executeTakeFirstOrThrow();
  return r.existencia;
}

export async function guardar(
  t: TestApp,
  token: string,
  pagina: number,
  lineas: { producto: number; cantidad: string }[] | CarritoDetalleEntrada[],
  zona = ZONA_SLUG,
) {
  return t.app.inject({
    method: 'POST',
    url: `/usuario/carrito/zona/${zona}`,
    headers: bearer(token),
    payload: { pagina, carritoDetalle: lineas },
  });
}

export async function carritos(t: TestApp, token: string, zona = ZONA_SLUG): Promise<CarritoVista[]> {
  const r = await t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/zona/${zona}`,
    headers: bearer(token),
  });
  if (r.statusCode !== 200) throw new Error(`GET carrito: ${r.statusCode} ${r.body}`);
  return r.json().carritos;
}

export async function formPago(
  t: TestApp,
  token: string,
  pagina: number,
  zona = ZONA_SLUG,
): Promise<FormPago> {
  const r = await t.app.inject({
    method: 'GET',
    url: `/usuario/orden/zona/${zona}/pagina/${pagina}/formpago`,
    headers: bearer(token),
  });
  if (r.statusCode !== 200) throw new Error(`formpago: ${r.statusCode} ${r.body}`);
  return FormPagoSchema.parse(r.json());
}

/** The first slot that can be chosen (delivery, or of the first pickup store). */
export function franjaLibre(fp: FormPago, tipo: 'delivery' | 'pickup' = 'delivery', tienda = 0): Franja {
  const lista = tipo === 'delivery' ? fp.franjasDelivery : (fp.pickup[tienda]?.franjas ?? []);
  const f = lista.find((x) => x.estado === 'disponible');
  if (!f) throw new Error(`no free ${tipo} slot`);
  return f;
}

export async function registrar(
  t: TestApp,
  token: string,
  pagina: number,
  body: OrdenRegistrarEntrada,
  zona = ZONA_SLUG,
) {
  return t.app.inject({
    method: 'POST',
    url: `/usuario/orden/zona/${zona}/pagina/${pagina}/registrar`,
    headers: bearer(token),
    payload: body,
  });
}

/** A pickup + Pago Móvil placement body for the cart `fp` shows. */
export function cuerpoPickup(
  fp: FormPago,
  extra: Partial<OrdenRegistrarEntrada> = {},
): OrdenRegistrarEntrada {
  const tienda = fp.pickup[0]!;
  return {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'pickup',
    pickupId: tienda.id,
    franja: { horarioId: franjaLibre(fp, 'pickup').horarioId, fecha: franjaLibre(fp, 'pickup').fecha },
    pago: { metodo: 'pago_movil', referencia: '123456', banco: '0134', telefono: '0414-5551234' },
    ...extra,
  };
}

/** A user of the given type with a phone, made directly in the DB, and a signed token. */
export async function compradorNuevo(t: TestApp, n: string, tipo: number = UsuarioTipo.NORMAL) {
  const base = await t.db
    .selectFrom('usuario')
    .select('clave_hash')
    .where('email', '=', 'cliente@demo.test')
    .executeTakeFirstOrThrow();
  const u = await t.db
    .insertInto('usuario')
    .values({
      email: `comprador-${n}@demo.test`,
      nombre: `Comprador ${n}`,
      clave_hash: base.clave_hash,
      tipo_documento: 'V',
      documento: String(20000000 + Math.floor(Math.random() * 9000000)),
      telefono: '0414-7000000',
      usuario_tipo: tipo,
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
  const token = await createAccessSigner(t.config, t.db).sign({
    uid: u.id,
    roles: ['ROLE_USER'],
    tipo: tipo as 1 | 2 | 3,
    version: 0,
  });
  return { id: u.id, token };
}
