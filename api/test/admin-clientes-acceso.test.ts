/** Back-office customers (issue 19): access over every entry of the four sections. */
import { randomUUID } from 'node:crypto';
import { UsuarioTipo } from '@mercado/shared/contracts';
import {
  adminBorrarCuenta,
  adminCliente,
  adminMembresia,
  adminReferido,
} from '@mercado/shared/endpoints/admin-clientes';
import { probarAcceso, tokenConRoles } from './admin-acceso.ts';
import { clienteDemo, primera, referidoAcreditable, solicitud } from './admin-clientes-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';

probarAcceso('membresia: every entry', adminMembresia, {
  rolSeccion: 'ROLE_MEMBRESIA',
  rolAjeno: 'ROLE_CLIENTE',
  casos: {
    listar: { entrada: () => ({ estado: 'PENDIENTE' }) },
    leer: { entrada: async (t) => ({ solicitud: await primera(t, 'membresia_solicitud') }) },
    aprobar: { entrada: async (t) => solicitud(t, 'membresia_solicitud') },
    rechazar: {
      entrada: async (t) => ({ ...(await solicitud(t, 'membresia_solicitud')), motivo: 'Sin compras' }),
    },
    historial: { entrada: async (t) => ({ solicitud: await primera(t, 'membresia_solicitud') }) },
  },
});

probarAcceso('cliente: every entry', adminCliente, {
  rolSeccion: 'ROLE_CLIENTE',
  rolAjeno: 'ROLE_MEMBRESIA',
  casos: {
    listar: { entrada: () => ({ q: 'maria', tipo: '1' }) },
    leer: { entrada: async (t) => ({ cliente: await clienteDemo(t) }) },
    ordenes: { entrada: async (t) => ({ cliente: await clienteDemo(t) }) },
    bloqueo: {
      entrada: async (t) => ({
        cliente: (await compradorNuevo(t, randomUUID().slice(0, 8))).id,
        bloquear: true,
        motivo: 'Fraude con pagos',
      }),
    },
    membresia: {
      entrada: async (t) => ({
        cliente: (await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME)).id,
        terminar: true,
      }),
    },
    historial: { entrada: async (t) => ({ cliente: await clienteDemo(t) }) },
  },
});

probarAcceso('borrar-cuenta: every entry', adminBorrarCuenta, {
  rolSeccion: 'ROLE_CLIENTE',
  rolAjeno: 'ROLE_ATENCION_CLIENTE',
  casos: {
    listar: { entrada: () => ({ orden: 'creado', dir: 'desc' }) },
    leer: { entrada: async (t) => ({ solicitud: await primera(t, 'borrar_cuenta_solicitud') }) },
    ejecutar: { entrada: async (t) => solicitud(t, 'borrar_cuenta_solicitud') },
    rechazar: {
      entrada: async (t) => ({
        ...(await solicitud(t, 'borrar_cuenta_solicitud')),
        motivo: 'Deuda pendiente',
      }),
    },
    historial: { entrada: async (t) => ({ solicitud: await primera(t, 'borrar_cuenta_solicitud') }) },
  },
});

probarAcceso('referido: every entry', adminReferido, {
  rolSeccion: 'ROLE_ATENCION_CLIENTE',
  rolAjeno: 'ROLE_CLIENTE',
  casos: {
    listar: { entrada: () => ({ estado: 'PENDIENTE', orden: 'recompensa' }) },
    leer: { entrada: async (t) => ({ referido: await primera(t, 'referido') }) },
    acreditar: {
      entrada: async (t) => referidoAcreditable(t, await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_PEDIDO'])),
    },
    rechazar: {
      entrada: async (t) => {
        const f = await t.db
          .insertInto('referido')
          .values({
            referidor_id: (await compradorNuevo(t, randomUUID().slice(0, 8))).id,
            referido_id: (await compradorNuevo(t, randomUUID().slice(0, 8))).id,
            recompensa: '5.00',
          })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow();
        return { referido: f.id, version: f.version, motivo: 'Cuentas de la misma persona' };
      },
    },
    historial: { entrada: async (t) => ({ referido: await primera(t, 'referido') }) },
  },
});
