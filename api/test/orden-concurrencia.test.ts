/**
 * Checkout and orders (issue 5) under concurrency: 20 buyers for 5 units sell exactly 5; concurrent
 * bookings never exceed a slot's capacity.
 */
import { MensajesOrden, type OrdenRegistrarEntrada, UsuarioTipo } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { PRICE_PRODUCT_SLUG, TAX_EXEMPT_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  existencia,
  fijarExistencia,
  formPago,
  franjaLibre,
  guardar,
  registrar,
} from './checkout-helpers.ts';
import { delivery, id, prepararOrdenes, reservados, t } from './orden-contexto.ts';

prepararOrdenes();

describe('concurrency', () => {
  it('20 buyers at once for the last 5 units: exactly 5 orders, stock 0, the others told the product ran out', async () => {
    const producto = id[TAX_EXEMPT_PRODUCT_SLUG]!;
    await fijarExistencia(t, producto, '5.000', UsuarioTipo.PRIME);
    const compradores = await Promise.all(
      Array.from({ length: 20 }, (_, i) => compradorNuevo(t, `carrera-${i}`, UsuarioTipo.PRIME)),
    );
    const cuerpos: OrdenRegistrarEntrada[] = [];
    for (const c of compradores) {
      const g = await guardar(t, c.token, 0, [{ producto, cantidad: '1' }]);
      expect(g.statusCode).toBe(200);
      const fp = await formPago(t, c.token, 0);
      cuerpos.push(cuerpoPickup(fp));
    }
    // Plenty of room in the slot: only the stock limits.
    await t.db
      .updateTable('zona_horario_pickup')
      .set({ capacidad: 1000 })
      .where('id', '=', cuerpos[0]!.franja.horarioId)
      .execute();
    const rs = await Promise.all(compradores.map((c, i) => registrar(t, c.token, 0, cuerpos[i]!)));
    const codigos = rs.map((r) => r.statusCode);
    expect(codigos.filter((s) => s === 201)).toHaveLength(5);
    expect(codigos.filter((s) => s === 422)).toHaveLength(15);
    for (const r of rs.filter((x) => x.statusCode === 422)) {
      expect(r.json().mensaje).toMatch(/^No hay existencia suficiente de .+: se agotó$/);
    }
    expect(Number(await existencia(t, producto, UsuarioTipo.PRIME))).toBe(0);
    const vendidas = await t.db
      .selectFrom('orden_detalle as d')
      .innerJoin('orden as o', 'o.id', 'd.orden_id')
      .select((eb) => eb.fn.sum<string>('d.cantidad').as('q'))
      .where('d.producto_id', '=', producto)
      .where('o.usuario_tipo', '=', UsuarioTipo.PRIME)
      .executeTakeFirstOrThrow();
    expect(Number(vendidas.q)).toBe(5);
  });

  it('concurrent bookings never exceed a slot’s capacity', async () => {
    const compradores = await Promise.all(
      Array.from({ length: 8 }, (_, i) => compradorNuevo(t, `franja-${i}`, UsuarioTipo.PRIME)),
    );
    const cuerpos: OrdenRegistrarEntrada[] = [];
    let franja: { horarioId: number; fecha: string } | undefined;
    for (const c of compradores) {
      await guardar(t, c.token, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
      const fp = await formPago(t, c.token, 0);
      const f = franjaLibre(fp);
      franja ??= { horarioId: f.horarioId, fecha: f.fecha };
      cuerpos.push({
        ...delivery(fp, { franja }),
        direccionId: undefined,
        direccionNueva: {
          sectorId: fp.areas[0]!.sectores[0]!.id,
          direccion: 'Av. Principal, Edificio Sol',
          guardar: false,
        },
      });
    }
    await t.db
      .updateTable('zona_horario')
      .set({ capacidad: 3 })
      .where('id', '=', franja!.horarioId)
      .execute();
    await t.db
      .deleteFrom('franja_reserva')
      .where('horario_id', '=', franja!.horarioId)
      .where('tipo', '=', 'delivery')
      .execute();
    const rs = await Promise.all(compradores.map((c, i) => registrar(t, c.token, 0, cuerpos[i]!)));
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(rs.filter((r) => r.statusCode === 422).map((r) => r.json().mensaje)).toEqual(
      Array(5).fill(MensajesOrden.FRANJA_LLENA),
    );
    expect(await reservados('delivery', franja!.horarioId, franja!.fecha)).toBe(3);
    await t.db
      .updateTable('zona_horario')
      .set({ capacidad: 15 })
      .where('id', '=', franja!.horarioId)
      .execute();
  });
});
