/**
 * Staff users and roles, push segments, the purchases report (issue 19, decision 0032): access over every
 * entry of the three domains.
 */

import { adminOneSignal } from '@mercado/shared/endpoints/admin-onesignal';
import { adminReporte } from '@mercado/shared/endpoints/admin-reporte';
import { adminUsuario } from '@mercado/shared/endpoints/admin-usuario';
import { probarAcceso } from './admin-acceso.ts';
import { cliente, personal, segmentoDe, uidDe } from './admin-usuarios-contexto.ts';

probarAcceso('usuario: every entry', adminUsuario, {
  rolSeccion: 'ROLE_USUARIO_ADMIN',
  rolAjeno: 'ROLE_PEDIDO',
  casos: {
    listar: { entrada: () => ({}) },
    roles: { entrada: () => ({}) },
    registrar: {
      estados: [201],
      entrada: async (t) => ({ email: (await cliente(t)).email, roles: ['ROLE_ZONA_caracas'] }),
    },
    leer: { entrada: async (t) => ({ usuario: await uidDe(t, 'admin@demo.test') }) },
    guardarRoles: {
      entrada: async (t) => ({
        usuario: await personal(t),
        roles: ['ROLE_ADMIN', 'ROLE_ZONA_caracas'],
        version: 1,
      }),
    },
    historial: { entrada: async (t) => ({ usuario: await uidDe(t, 'admin@demo.test') }) },
  },
});

probarAcceso('onesignal: every entry', adminOneSignal, {
  rolSeccion: 'ROLE_ONE_SIGNAL',
  rolAjeno: 'ROLE_PUBLICIDAD',
  zonaDeRegistroPrimero: true,
  casos: {
    listar: { entrada: () => ({}) },
    registrar: { porZona: true, estados: [201], entrada: (_, zona) => ({ nombre: `Todos ${zona}`, zona }) },
    leer: { porZona: true, entrada: (t, zona) => segmentoDe(t, zona) },
    enviar: {
      porZona: true,
      estados: [201],
      entrada: async (t, zona) => ({ ...(await segmentoDe(t, zona)), titulo: 'Ofertas', mensaje: 'Hoy' }),
    },
    historial: { porZona: true, entrada: (t, zona) => segmentoDe(t, zona) },
  },
});

probarAcceso('reporte: every entry', adminReporte, {
  rolSeccion: 'ROLE_PUBLICIDAD',
  rolAjeno: 'ROLE_ONE_SIGNAL',
  casos: {
    compraUsuario: { porZona: true, entrada: (_, zona) => ({ zona }) },
    compraUsuarioCsv: { porZona: true, entrada: (_, zona) => ({ zona }) },
  },
});
