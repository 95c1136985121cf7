/**
 * Helpers of the vuelto tests (issue 35): cash orders placed by prime buyers through the checkout and
 * delivered by staff with the cash the courier received, so the change owed is the real one.
 */
import {
  type OrdenDetalle,
  OrdenEstatus,
  OrdenRegistradaSchema,
  type OrdenRegistrarEntrada,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { fromCents, toCents } from '@mercado/shared/rules';
import { TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { fijarExistencia, formPago, franjaLibre, guardar, idsDe, registrar } from './checkout-helpers.ts';
import { bearer, type TestApp } from './helpers.ts';

const E = OrdenEstatus;

/** Stock for prime buyers in both zones and room in every slot. */
export async function prepararCatalogo(t: TestApp): Promise<number> {
  await t.db.updateTable('zona_horario').set({ capacidad: 1000 }).execute();
  const producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
  for (const zona of ['caracas', 'valencia'])
    await fijarExistencia(t, producto, '1000.000', UsuarioTipo.PRIME, zona);
  return producto;
}

/** A cash-on-delivery order of one unit, delivered to a new address of the zone. */
export async function pedidoEfectivo(
  t: TestApp,
  token: string,
  producto: number,
  o: { pagina?: number; zona?: string } = {},
): Promise<OrdenDetalle> {
  const pagina = o.pagina ?? 0;
  const zona = o.zona ?? ZONA_SLUG;
  const g = await guardar(t, token, pagina, [{ producto, cantidad: '1' }], zona);
  if (g.statusCode !== 200) throw new Error(`cart: ${g.statusCode} ${g.body}`);
  const fp = await formPago(t, token, pagina, zona);
  const franja = franjaLibre(fp, 'delivery');
  const cuerpo: OrdenRegistrarEntrada = {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'delivery',
    direccionNueva: { sectorId: fp.areas[0]!.sectores[0]!.id, direccion: 'Calle 4, casa 9', guardar: false },
    franja: { horarioId: franja.horarioId, fecha: franja.fecha },
    pago: { metodo: 'efectivo_usd' },
  };
  const r = await registrar(t, token, pagina, cuerpo, zona);
  if (r.statusCode !== 201) throw new Error(`order: ${r.statusCode} ${r.body}`);
  return OrdenRegistradaSchema.parse(r.json()).orden;
}

export const putEstatus = (t: TestApp, staff: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/admin/orden/${id}/estatus`, headers: bearer(staff), payload });

/** Staff move the order to EN_PREPARACION; `alPreparar` may mark its lines before it is ready. */
export async function entregar(
  t: TestApp,
  staff: string,
  orden: OrdenDetalle,
  cambioCents: number,
  alPreparar?: () => Promise<void>,
): Promise<void> {
  for (const estatus of [E.EN_PREPARACION, E.LISTA, E.EN_CAMINO]) {
    const r = await putEstatus(t, staff, orden.id, { estatus });
    if (r.statusCode !== 200) throw new Error(`status ${estatus}: ${r.statusCode} ${r.body}`);
    if (estatus === E.EN_PREPARACION) await alPreparar?.();
  }
  const recibido = fromCents(toCents(orden.totales.montoMetodo) + cambioCents);
  const r = await putEstatus(t, staff, orden.id, { estatus: E.ENTREGADA, efectivoRecibido: recibido });
  if (r.statusCode !== 200) throw new Error(`delivery: ${r.statusCode} ${r.body}`);
}

/** The order's change rows, by reason. */
export async function vueltosDe(t: TestApp, ordenId: number) {
  return t.db
    .selectFrom('vuelto')
    .select(['id', 'motivo', 'monto', 'estatus', 'version'])
    .where('orden_id', '=', ordenId)
    .orderBy('motivo')
    .execute();
}
