/**
 * Demo change owed (issue 35), seeded once: two cash orders of a demo customer of its own (Marta
 * Guzmán, so no other demo account's orders, reports or referrals change) in Valencia, delivered by
 * admin@demo.test (their courier) with more cash than they owed, each leaving a pending `vuelto` the
 * finance team can settle on /admin/vuelto. Deterministic: fixed products, amounts and dates, long
 * enough ago to stay out of the reports' recent periods.
 */
import { convertCents, fromCents } from '@mercado/shared/rules';
import type { Db } from './index.ts';

/** The customers, what they paid for one unit of a product (cents) and the cash above it (cents). */
const PEDIDOS = [
  { precio: 840, cambio: 350, dia: '2025-06-10' },
  { precio: 1_590, cambio: 1_275, dia: '2025-06-11' },
] as const;

export const CLIENTE_VUELTO_DEMO = {
  email: 'marta.guzman@demo.test',
  nombre: 'Marta Guzmán',
  documento: '17654321',
  telefono: '0412-5550917',
} as const;

const cero = { subtotal: '0.00', ahorroOfertas: '0.00', descuentoCupon: '0.00', iva: [], totalIva: '0.00' };

export async function seedVuelto(db: Db): Promise<boolean> {
  if (await db.selectFrom('vuelto').select('id').limit(1).executeTakeFirst()) return false;
  const [zona, admin, base, rol, moneda, horario, productos] = await Promise.all([
    db.selectFrom('zona').select('id').where('slug', '=', 'valencia').executeTakeFirst(),
    db.selectFrom('usuario').select('id').where('email', '=', 'admin@demo.test').executeTakeFirst(),
    db.selectFrom('usuario').select('clave_hash').where('email', '=', 'cliente@demo.test').executeTakeFirst(),
    db.selectFrom('rol').select('id').where('nombre', '=', 'ROLE_USER').executeTakeFirst(),
    db.selectFrom('moneda').select('tasa').where('id', '=', 2).executeTakeFirst(),
    db
      .selectFrom('zona_horario as h')
      .innerJoin('zona as z', 'z.id', 'h.zona_id')
      .select(['h.id', 'h.hora_inicio', 'h.hora_fin'])
      .where('z.slug', '=', 'valencia')
      .orderBy('h.id')
      .executeTakeFirst(),
    db
      .selectFrom('producto')
      .select(['id', 'nombre', 'slug'])
      .where('modalidad_venta', '=', 'unidad')
      .orderBy('slug')
      .limit(2)
      .execute(),
  ]);
  if (!zona || !admin || !base || !rol || !moneda || !horario || productos.length < PEDIDOS.length)
    return false;
  await db.transaction().execute(async (tx) => {
    const email = CLIENTE_VUELTO_DEMO.email;
    if (await tx.selectFrom('usuario').select('id').where('email', '=', email).executeTakeFirst()) return;
    const cliente = await tx
      .insertInto('usuario')
      .values({ ...CLIENTE_VUELTO_DEMO, clave_hash: base.clave_hash, tipo_documento: 'V', estatus: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('usuario_rol').values({ usuario_id: cliente.id, rol_id: rol.id }).execute();
    for (const [i, p] of PEDIDOS.entries()) {
      const producto = productos[i]!;
      const total = p.precio;
      const usd = fromCents(total);
      const bs = (c: number) => fromCents(convertCents(c, moneda.tasa));
      const importes = (a: (c: number) => string) => ({
        ...cero,
        subtotal: a(total),
        totalProductos: a(total),
        empaquetado: '0.00',
        envio: '0.00',
        igtf: '0.00',
        total: a(total),
        saldoUsado: '0.00',
        montoMetodo: a(total),
      });
      const creado = new Date(`${p.dia}T14:00:00Z`);
      const inicio = horario.hora_inicio.slice(0, 5);
      const fin = horario.hora_fin.slice(0, 5);
      const orden = await tx
        .insertInto('orden')
        .values({
          usuario_id: cliente.id,
          zona_id: zona.id,
          usuario_tipo: 1,
          pagina: 0,
          idempotencia: `seed-vuelto-${i}`,
          solicitud_hash: `seed-vuelto-${i}`,
          estatus: 6,
          tipo_envio: 'delivery',
          direccion_texto: 'Av. Bolívar Norte, edificio Demo, Valencia',
          horario_id: horario.id,
          franja_fecha: p.dia,
          franja_inicio: inicio,
          franja_fin: fin,
          franja_etiqueta: `${inicio} - ${fin}`,
          sustitucion: 'no_reemplazar',
          subtotal: usd,
          descuento: '0.00',
          total: usd,
          total_bs: bs(total),
          saldo_usado: '0.00',
          monto_metodo: usd,
          metodo_pago: 'efectivo_usd',
          pago_verificado: true,
          efectivo_recibido: fromCents(total + p.cambio),
          tasa: moneda.tasa,
          totales: JSON.stringify({
            ...importes(fromCents),
            igtfPorcentaje: '0.0000',
            tasa: moneda.tasa,
            bs: importes(bs),
          }),
          creado_en: creado,
          actualizado_en: creado,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('orden_detalle')
        .values({
          orden_id: orden.id,
          producto_id: producto.id,
          nombre: producto.nombre,
          slug: producto.slug,
          modalidad_venta: 'unidad',
          cantidad: '1.000',
          precio: usd,
          oferta: '0.00',
          precio_unitario: usd,
          impuesto: '0.00',
          total: usd,
          sustitucion: 'no_reemplazar',
        })
        .execute();
      await tx
        .insertInto('orden_historial')
        .values([
          {
            orden_id: orden.id,
            estatus: 2,
            estatus_anterior: null,
            mensaje: null,
            usuario_id: null,
            creado_en: creado,
          },
          {
            orden_id: orden.id,
            estatus: 6,
            estatus_anterior: 5,
            mensaje: null,
            usuario_id: admin.id,
            creado_en: creado,
          },
        ])
        .execute();
      await tx
        .insertInto('vuelto')
        .values({
          orden_id: orden.id,
          usuario_id: cliente.id,
          monto: fromCents(p.cambio),
          monto_bs: bs(p.cambio),
          metodo: 'efectivo_usd',
          motivo: 'efectivo',
          creado_por: admin.id,
          creado_en: creado,
        })
        .execute();
    }
  });
  return true;
}
