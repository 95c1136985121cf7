/**
 * The zone's delivery slots for the store (issue 36): GET /api/website/entrega/{zona}, public, the
 * same slots the checkout offers, the closed days with their reason, and the places left.
 */
import { EntregaZonaSchema, MensajesTienda } from '@mercado/shared/contracts';
import { caracasDay, proximaFranja, sumarDias } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_DATE_OFFSET_DAYS, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { formPago, tokenDe, zonaId } from './checkout-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('GET /api/website/entrega/{zona}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t?.close());

  const entrega = async (zona = ZONA_SLUG) => {
    const r = await t.app.inject({ method: 'GET', url: `/api/website/entrega/${zona}` });
    expect(r.statusCode, r.body).toBe(200);
    return EntregaZonaSchema.parse(r.json());
  };

  it('answers anyone the checkout’s slots and the closed days with their reason', async () => {
    const publica = await entrega();
    const fp = await formPago(t, await tokenDe(t, 'cliente@demo.test'), 0);
    expect(publica.franjas).toEqual(fp.franjasDelivery);
    expect(publica.diasCerrados).toEqual(fp.diasCerrados);
    const bloqueada = sumarDias(caracasDay(new Date()), BLOCKED_DATE_OFFSET_DAYS);
    expect(publica.diasCerrados).toContainEqual({ fecha: bloqueada, motivo: expect.stringMatching(/\S/) });
    expect(publica.franjas.some((f) => f.fecha === bloqueada)).toBe(false);
    expect(proximaFranja(publica.franjas)).not.toBeNull();
  });

  it('counts the places left of every slot from its bookings', async () => {
    const antes = proximaFranja((await entrega()).franjas)!;
    await t.db
      .insertInto('franja_reserva')
      .values({
        tipo: 'delivery',
        horario_id: antes.horarioId,
        fecha: antes.fecha,
        reservados: antes.capacidad - 1,
      })
      .onConflict((oc) =>
        oc.columns(['tipo', 'horario_id', 'fecha']).doUpdateSet({ reservados: antes.capacidad - 1 }),
      )
      .execute();
    const despues = (await entrega()).franjas.find((f) => f.id === antes.id)!;
    expect([despues.disponibles, despues.estado]).toEqual([1, 'disponible']);
    await t.db
      .updateTable('franja_reserva')
      .set({ reservados: antes.capacidad })
      .where('horario_id', '=', antes.horarioId)
      .where('fecha', '=', antes.fecha)
      .execute();
    const llena = (await entrega()).franjas.find((f) => f.id === antes.id)!;
    expect([llena.disponibles, llena.estado]).toEqual([0, 'llena']);
    expect(proximaFranja((await entrega()).franjas)?.id).not.toBe(antes.id);
  });

  it('a closed day staff add shows with its reason; one without a reason has none', async () => {
    const zona = await zonaId(t);
    const manana = sumarDias(caracasDay(new Date()), 1);
    await t.db
      .insertInto('zona_envio_bloqueo')
      .values({ zona_id: zona, fecha: manana, motivo: null })
      .execute();
    const r = await entrega();
    expect(r.diasCerrados).toContainEqual({ fecha: manana, motivo: null });
    expect(r.franjas.some((f) => f.fecha === manana)).toBe(false);
  });

  it('an unknown zone is a 404, a zone in maintenance a 409, a bad slug a 400, in Spanish', async () => {
    const nada = await t.app.inject({ method: 'GET', url: '/api/website/entrega/no-existe' });
    expect([nada.statusCode, nada.json().mensaje]).toEqual([404, MensajesTienda.ZONA_NO_EXISTE]);
    await t.db.updateTable('zona').set({ estatus: 2 }).where('slug', '=', 'valencia').execute();
    const cerrada = await t.app.inject({ method: 'GET', url: '/api/website/entrega/valencia' });
    expect([cerrada.statusCode, cerrada.json().mensaje]).toEqual([409, MensajesTienda.ZONA_MANTENIMIENTO]);
    const mala = await t.app.inject({ method: 'GET', url: '/api/website/entrega/a%0Ab' });
    expect([mala.statusCode, mala.json().mensaje]).toEqual([400, expect.stringMatching(/\S/)]);
  });
});
