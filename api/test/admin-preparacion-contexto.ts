/** What the picking tests share (decision 0030): the products they stock and an order being prepared. */
import { OrdenEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import { expect } from 'vitest';
import {
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { sincronizarExistencias } from '../src/services/existencia-zona.ts';
import { cuerpoPickup, formPago, guardar, idsDe, registrar, zonaId } from './checkout-helpers.ts';
import { bearer, type TestApp } from './helpers.ts';

/**
 * The products the picking tests stock. The coffee's category ("Café, Azúcar y Cacao") and the
 * flour's ("Harinas") are siblings in the department "Víveres"; fabric softener is in "Limpieza".
 */
export const SLUGS = {
  harina: TAX_EXEMPT_PRODUCT_SLUG,
  cafe: PRICE_PRODUCT_SLUG,
  /** The cheaper substitute of the flour. */
  otraHarina: OUT_OF_STOCK_FOR_NORMAL_SLUG,
  /** Dearer than the flour. */
  mayonesa: TAX_GENERAL_PRODUCT_SLUG,
  /** The same coffee of another brand, cheaper. */
  otroCafe: 'cafe-molido-cafe-madrid-500-g',
  /** The coffee's category, another kind of product. */
  azucar: 'azucar-refinada-montalban-1-kg',
  /** Cheaper than the coffee, in stock, from another department. */
  suavizante: 'suavizante-de-ropa-suavitel-1-l',
};
const PRECIOS: Record<keyof typeof SLUGS, string> = {
  harina: '2.50',
  cafe: '7.30',
  otraHarina: '1.95',
  mayonesa: '9.99',
  otroCafe: '6.90',
  azucar: '1.50',
  suavizante: '3.00',
};

/** Prime prices and branch stock (100) of the products in the zone, the zone's stock made from them. */
export async function surtir(t: TestApp, zona = ZONA_SLUG): Promise<Record<keyof typeof SLUGS, number>> {
  const ids = await idsDe(t, Object.values(SLUGS));
  const zid = await zonaId(t, zona);
  const sucursal = await t.db
    .selectFrom('sucursal')
    .select('id')
    .where('zona_id', '=', zid)
    .where('estatus', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const out = {} as Record<keyof typeof SLUGS, number>;
  for (const clave of Object.keys(SLUGS) as (keyof typeof SLUGS)[]) {
    const producto = ids[SLUGS[clave]]!;
    out[clave] = producto;
    const precio = { precio: PRECIOS[clave], oferta: '0.00', oferta_hasta: null };
    await t.db
      .insertInto('producto_precio')
      .values({ producto_id: producto, zona_id: zid, usuario_tipo: UsuarioTipo.PRIME, ...precio })
      .onConflict((oc) => oc.columns(['producto_id', 'zona_id', 'usuario_tipo']).doUpdateSet(precio))
      .execute();
    await t.db
      .insertInto('inventario')
      .values({ sucursal_id: sucursal.id, producto_id: producto, existencia: '100', costo: '0.50' })
      .onConflict((oc) => oc.columns(['sucursal_id', 'producto_id']).doUpdateSet({ existencia: '100' }))
      .execute();
  }
  await sincronizarExistencias(t.db, zid, Object.values(out));
  return out;
}

let referencia = 700000;

/** A prime customer's pickup order paid by Pago Móvil, verified and moved to EN_PREPARACION by `staff`. */
export async function pedidoEnPreparacion(
  t: TestApp,
  staff: string,
  comprador: string,
  lineas: { producto: number; cantidad: string }[],
  extra: Parameters<typeof cuerpoPickup>[1] = {},
  zona = ZONA_SLUG,
) {
  expect((await guardar(t, comprador, 0, lineas, zona)).statusCode).toBe(200);
  const fp = await formPago(t, comprador, 0, zona);
  const cuerpo = cuerpoPickup(fp, extra);
  referencia += 1;
  const r = await registrar(
    t,
    comprador,
    0,
    { ...cuerpo, pago: { ...cuerpo.pago, referencia: String(referencia) } },
    zona,
  );
  expect(r.statusCode, r.body).toBe(201);
  const orden = r.json().orden as { id: number; franja: { fecha: string }; totales: { total: string } };
  for (const estatus of [OrdenEstatus.CONFIRMADA, OrdenEstatus.EN_PREPARACION]) {
    const c = await t.app.inject({
      method: 'PUT',
      url: `/admin/orden/${orden.id}/estatus`,
      headers: bearer(staff),
      payload: { estatus },
    });
    expect(c.statusCode, c.body).toBe(200);
  }
  const o = await t.db
    .selectFrom('orden')
    .select(['horario_id', 'franja_fecha', 'usuario_id', 'total', 'monto_metodo', 'saldo_usado'])
    .where('id', '=', orden.id)
    .executeTakeFirstOrThrow();
  return { id: orden.id, ...o };
}
