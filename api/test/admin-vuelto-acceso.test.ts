/** The back-office's change owed (issue 35): access over every entry, table-driven. */
import { randomUUID } from 'node:crypto';
import { UsuarioTipo } from '@mercado/shared/contracts';
import { adminVuelto } from '@mercado/shared/endpoints/admin-vuelto';
import { probarAcceso } from './admin-acceso.ts';
import { entregar, pedidoEfectivo, prepararCatalogo, vueltosDe } from './admin-vuelto-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import type { TestApp } from './helpers.ts';
import { staffCon } from './pedido-helpers.ts';

/** A cash order of the zone delivered with $ 2.00 of change: the order and its pending change. */
async function vueltoDe(t: TestApp, zona: string) {
  const producto = await prepararCatalogo(t);
  const n = randomUUID().slice(0, 8);
  const c = await compradorNuevo(t, n, UsuarioTipo.PRIME);
  const staff = await staffCon(t, n, ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  const orden = await pedidoEfectivo(t, c.token, producto, { zona });
  await entregar(t, staff, orden, 200);
  const [v] = await vueltosDe(t, orden.id);
  return { orden, v: v! };
}

probarAcceso('vuelto: every entry', adminVuelto, {
  rolSeccion: 'ROLE_TARJETA',
  rolAjeno: 'ROLE_PEDIDO',
  zonaDeRegistroPrimero: true,
  casos: {
    listar: { entrada: (_t, zona) => ({ zona, estado: 'pendiente' }), porZona: true },
    dataFiltro: { entrada: () => ({}) },
    // Its zone is the order's, named in the body: refused by the service (admin-vuelto.test.ts).
    registrar: {
      entrada: async (t) => ({
        pedido: (await vueltoDe(t, 'caracas')).orden.numero,
        monto: '1.00',
        motivo: 'otro',
        nota: 'Caso de prueba',
      }),
      estados: [201],
    },
    leer: { entrada: async (t, zona) => ({ vuelto: (await vueltoDe(t, zona)).v.id }), porZona: true },
    liquidar: {
      entrada: async (t, zona) => {
        const { v } = await vueltoDe(t, zona);
        return { vuelto: v.id, forma: 'saldo', version: v.version };
      },
      porZona: true,
    },
    historial: { entrada: async (t, zona) => ({ vuelto: (await vueltoDe(t, zona)).v.id }), porZona: true },
  },
});
