/**
 * Paying after placing (issue 36): a Pago Móvil or transfer order placed with `pagarDespues` waits for
 * verification without a reference; "Ya pagué" saves it for staff, with the same schema the page uses.
 */
import {
  ApiErrorSchema,
  MensajesOrden,
  OrdenEstatus,
  OrdenRegistradaSchema,
  OrdenUsuarioSchema,
  ReferenciaPagoSchema,
} from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { PAGO_MOVIL_BANK_CODE } from '../src/db/seed-fixtures.ts';
import { registrar } from './checkout-helpers.ts';
import { bearer } from './helpers.ts';
import { delivery, preparar, prepararOrdenes, t, tok } from './orden-contexto.ts';

prepararOrdenes();

async function referencia(token: string, id: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/usuario/orden/${id}/referencia`,
    headers: bearer(token),
    payload,
  });
}

async function pedidoSinReferencia(pagina: number) {
  const fp = await preparar(tok.cliente, pagina);
  const r = await registrar(
    t,
    tok.cliente,
    pagina,
    delivery(fp, {
      pago: {
        metodo: 'pago_movil',
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
        pagarDespues: true,
      },
    }),
  );
  expect(r.statusCode, r.body).toBe(201);
  return OrdenRegistradaSchema.parse(r.json()).orden;
}

describe('Ya pagué: the reference after placing', () => {
  it('places without a reference, shows where to pay, then saves the reference for staff', async () => {
    const orden = await pedidoSinReferencia(0);
    expect(orden.estatus).toBe(OrdenEstatus.POR_VERIFICAR);
    expect(orden.pago.referencia).toBeNull();
    expect(orden.pago.datosDestino.map((d) => d.etiqueta)).toEqual(['Banco', 'Teléfono', 'RIF']);
    expect(orden.expiraEn).not.toBeNull();

    const r = await referencia(tok.cliente, orden.id, { referencia: ' 00123456 ' });
    expect(r.statusCode, r.body).toBe(200);
    expect(OrdenUsuarioSchema.parse(r.json()).pago.referencia).toBe('00123456');
    const staff = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${orden.id}/full`,
      headers: bearer(tok.admin),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().pago.referencia).toBe('00123456');
  });

  it('refuses a bad reference, another user, and an order no longer waiting; nothing changes', async () => {
    const orden = await pedidoSinReferencia(1);
    for (const mala of ['123', 'ABCD1234', '1234567890123', '']) {
      const r = await referencia(tok.cliente, orden.id, { referencia: mala });
      expect(r.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(r.json()).campos?.referencia).toBe(MensajesOrden.REFERENCIA_DIGITOS);
    }
    const ajeno = await referencia(tok.prime, orden.id, { referencia: '1234' });
    expect(ajeno.statusCode).toBe(404);
    const sinCuerpo = await referencia(tok.cliente, orden.id, {});
    expect(sinCuerpo.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(sinCuerpo.json()).campos?.referencia).toBe(
      MensajesOrden.REFERENCIA_REQUERIDA,
    );
    const leida = await t.app.inject({
      method: 'GET',
      url: `/usuario/orden/${orden.id}/usuario`,
      headers: bearer(tok.cliente),
    });
    expect(OrdenUsuarioSchema.parse(leida.json()).pago.referencia).toBeNull();

    await t.db
      .updateTable('orden')
      .set({ estatus: OrdenEstatus.CONFIRMADA })
      .where('id', '=', orden.id)
      .execute();
    const tarde = await referencia(tok.cliente, orden.id, { referencia: '1234' });
    expect([tarde.statusCode, ApiErrorSchema.parse(tarde.json()).mensaje]).toEqual([
      422,
      MensajesOrden.REFERENCIA_NO_APLICA,
    ]);
  });

  it('without pagarDespues the reference is still required at placement', async () => {
    const fp = await preparar(tok.cliente, 2);
    const r = await registrar(
      t,
      tok.cliente,
      2,
      delivery(fp, { pago: { metodo: 'pago_movil', banco: PAGO_MOVIL_BANK_CODE, telefono: '0414-5551234' } }),
    );
    expect(r.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(r.json()).campos).toEqual({
      'pago.referencia': MensajesOrden.REFERENCIA_REQUERIDA,
    });
  });

  it('the shared schema: 4 to 12 digits, trimmed', () => {
    expect(ReferenciaPagoSchema.safeParse(' 1234 ').data).toBe('1234');
    expect(ReferenciaPagoSchema.safeParse('123456789012').success).toBe(true);
    expect(ReferenciaPagoSchema.safeParse('1234567890123').success).toBe(false);
    expect(ReferenciaPagoSchema.safeParse('12a4').success).toBe(false);
  });
});
