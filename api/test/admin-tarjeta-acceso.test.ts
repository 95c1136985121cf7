/** The tarjeta back-office (issue 35): access over every entry (ROLE_TARJETA; another section's role 403). */
import { randomUUID } from 'node:crypto';
import { adminTarjeta } from '@mercado/shared/endpoints/admin-tarjeta';
import { probarAcceso } from './admin-acceso.ts';
import { solicitudNueva } from './admin-tarjeta-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import type { TestApp } from './helpers.ts';
import { darSaldo } from './saldo-helpers.ts';

/** A customer with one 'ajuste' movement. */
async function conSaldo(t: TestApp) {
  const c = await compradorNuevo(t, randomUUID().slice(0, 8));
  await darSaldo(t.db, c.id, '5.00');
  return c.id;
}

/** A pending adjustment another staff member asked for. */
async function ajustePendiente(t: TestApp) {
  const usuario = await conSaldo(t);
  const { id } = await t.db
    .insertInto('saldo_ajuste')
    .values({
      usuario_id: usuario,
      monto: '200.00',
      signo: 'credito',
      motivo: 'Compensación',
      estatus: 'PENDIENTE',
      requiere_aprobacion: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

probarAcceso('tarjeta: every entry', adminTarjeta, {
  rolSeccion: 'ROLE_TARJETA',
  rolAjeno: 'ROLE_CUPON',
  casos: {
    solicitudes: { entrada: () => ({ estado: 'PENDIENTE', metodo: 'pago_movil', q: 'comprador' }) },
    solicitud: { entrada: async (t) => ({ solicitud: (await solicitudNueva(t)).id }) },
    estatusSolicitud: {
      entrada: async (t) => ({ solicitud: (await solicitudNueva(t)).id, estatus: 'APROBADA', version: 1 }),
    },
    historialSolicitud: { entrada: async (t) => ({ solicitud: (await solicitudNueva(t)).id }) },
    saldos: { entrada: () => ({ orden: 'saldo', dir: 'desc', q: 'comprador' }) },
    saldo: { entrada: async (t) => ({ usuario: await conSaldo(t) }) },
    movimientos: { entrada: async (t) => ({ usuario: await conSaldo(t), tipo: 'ajuste' }) },
    movimiento: {
      entrada: async (t) => {
        const usuario = await conSaldo(t);
        const m = await t.db
          .selectFrom('saldo_movimiento')
          .select('id')
          .where('usuario_id', '=', usuario)
          .executeTakeFirstOrThrow();
        return { tipo: 'ajuste', id: Number(m.id) };
      },
    },
    ajustes: { entrada: () => ({ estado: 'PENDIENTE' }) },
    ajustar: {
      entrada: async (t) => ({
        usuario: await conSaldo(t),
        monto: '1.00',
        signo: 'debito',
        motivo: 'Corrección',
      }),
      estados: [201],
    },
    estatusAjuste: {
      entrada: async (t) => ({ id: await ajustePendiente(t), estatus: 'APLICADO', version: 1 }),
    },
    cambios: { entrada: async (t) => ({ usuario: await conSaldo(t) }) },
  },
});
