/**
 * The shared setup of the checkout and orders tests (orden-*.test.ts, issue 5), on PGlite and
 * PostgreSQL (DATABASE_URL: real concurrent connections): one app per file, the buyers' tokens, the
 * products' ids, and the helpers the cases share.
 */
import {
  CarritoVistaSchema,
  type FormPago,
  type OrdenRegistrarEntrada,
  RastreoSchema,
} from '@mercado/shared/contracts';
import { calcularTotales, entradaCarrito, totalesDinero } from '@mercado/shared/rules';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  OFFER_PRODUCT_SLUG,
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import { formPago, franjaLibre, guardar, idsDe, tokenDe, zonaId } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { saldoDe } from './saldo-helpers.ts';

export let t: TestApp;
export const tok: Record<'cliente' | 'prime' | 'mayorista' | 'admin' | 'catalogo' | 'sintelefono', string> = {
  cliente: '',
  prime: '',
  mayorista: '',
  admin: '',
  catalogo: '',
  sintelefono: '',
};
export let id: Record<string, number>;
export let caracas: number;

export const CESTA = () => [
  { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '3' },
  { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '2' },
  { producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' },
  { producto: id[WEIGHED_PRODUCT_SLUG]!, cantidad: '0.75' },
];

/** Fills cart `pagina` (must be valid as sent) and reads its formpago. */
export async function preparar(token: string, pagina: number, lineas = CESTA()): Promise<FormPago> {
  const r = await guardar(t, token, pagina, lineas);
  expect(r.statusCode).toBe(200);
  CarritoVistaSchema.parse(r.json());
  return formPago(t, token, pagina);
}

/**
 * What the page computes for a choice: the shared rule on the cart it shows, read as the page reads
 * it (`entradaCarrito`), in dollars and in bolívares.
 */
export function totalesPara(
  fp: FormPago,
  o: { envio?: string; saldo?: string; igtf?: boolean; cupon?: boolean } = {},
) {
  const { lineas, cupon } = entradaCarrito(fp.carrito);
  return totalesDinero(
    calcularTotales({
      lineas,
      cupon: o.cupon ? cupon : null,
      empaquetado: fp.costoEmpaquetado,
      envio: o.envio ?? '0.00',
      saldo: o.saldo ?? '0.00',
      igtf: o.igtf ? fp.igtf : null,
      tasa: fp.tasa,
    }),
  );
}

export async function saldo(email: string): Promise<string> {
  const u = await t.db
    .selectFrom('usuario')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return saldoDe(t.db, u.id);
}

export async function reservados(tipo: string, horarioId: number, fecha: string): Promise<number> {
  const r = await t.db
    .selectFrom('franja_reserva')
    .select('reservados')
    .where('tipo', '=', tipo)
    .where('horario_id', '=', horarioId)
    .where('fecha', '=', fecha)
    .executeTakeFirst();
  return r?.reservados ?? 0;
}

export async function cuentaOrdenes(): Promise<number> {
  const r = await t.db
    .selectFrom('orden')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function aplicar(token: string, carritoId: number, codigo: string) {
  return t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${carritoId}/cupon/${codigo}/aplicar`,
    headers: bearer(token),
  });
}

export function delivery(fp: FormPago, extra: Partial<OrdenRegistrarEntrada> = {}): OrdenRegistrarEntrada {
  const f = franjaLibre(fp);
  return {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'delivery',
    direccionId: fp.direcciones[0]?.id,
    franja: { horarioId: f.horarioId, fecha: f.fecha },
    pago: {
      metodo: 'pago_movil',
      referencia: '0012345678',
      banco: PAGO_MOVIL_BANK_CODE,
      telefono: '0414-5551234',
    },
    ...extra,
  };
}

export async function putEstatus(token: string, ordenId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/admin/orden/${ordenId}/estatus`,
    headers: bearer(token),
    payload,
  });
}

export async function rastreoDe(token: string) {
  const r = await t.app.inject({ method: 'GET', url: '/usuario/rastreo/listado', headers: bearer(token) });
  expect(r.statusCode).toBe(200);
  return RastreoSchema.parse(r.json()).ordenes;
}

/** One app per test file, with the buyers' tokens and the products' ids the cases use. */
export function prepararOrdenes(): void {
  beforeAll(async () => {
    t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 12 });
    // These cases place many unpaid orders for one customer; the limits on them have their own tests
    // (orden-abuso.test.ts, efectivo-contra-entrega.test.ts).
    await t.db
      .updateTable('configuracion')
      .set({ max_ordenes_por_verificar: 100, max_ordenes_sin_pagar: 100 })
      .execute();
    for (const k of Object.keys(tok) as (keyof typeof tok)[]) tok[k] = await tokenDe(t, `${k}@demo.test`);
    id = await idsDe(t, [
      PRICE_PRODUCT_SLUG,
      OFFER_PRODUCT_SLUG,
      WEIGHED_PRODUCT_SLUG,
      TAX_EXEMPT_PRODUCT_SLUG,
      TAX_REDUCED_PRODUCT_SLUG,
      TAX_GENERAL_PRODUCT_SLUG,
      QUICK_LIST_CLAMPED_SLUG,
    ]);
    caracas = await zonaId(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}
