/**
 * Back-office customers (issue 19): prime requests, customers with blocking and their prime membership
 * ended or restored (issue 33), account deletion
 * requests, referrals. A change to an account (type, status, personal data) drops this process's
 * cached read of it, so the customer's next call here meets the account as it now is.
 */
import type {
  adminBorrarCuenta,
  adminCliente,
  adminMembresia,
  adminReferido,
} from '@mercado/shared/endpoints/admin-clientes';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  ejecutarSolicitudBorrado,
  leerSolicitudBorrado,
  listarSolicitudesBorrado,
  rechazarSolicitudBorrado,
} from '../../services/admin/borrar-cuenta.ts';
import {
  bloqueoCliente,
  leerCliente,
  listarClientes,
  ordenesCliente,
} from '../../services/admin/clientes.ts';
import {
  aprobarSolicitudPrime,
  leerSolicitudPrime,
  listarSolicitudesPrime,
  rechazarSolicitudPrime,
} from '../../services/admin/membresia.ts';
import { membresiaCliente } from '../../services/admin/membresia-cliente.ts';
import {
  acreditarReferido,
  leerReferido,
  listarReferidos,
  rechazarReferido,
} from '../../services/admin/referido.ts';

export function adminMembresiaHandlers({ db, signer }: AppContext): Handlers<typeof adminMembresia> {
  return {
    listar: (q) => listarSolicitudesPrime(db, q),
    leer: ({ solicitud }) => leerSolicitudPrime(db, solicitud),
    aprobar: async ({ solicitud, ...datos }, { usuario }) => {
      signer.olvidar(await aprobarSolicitudPrime(db, usuario, solicitud, datos));
      return leerSolicitudPrime(db, solicitud);
    },
    rechazar: async ({ solicitud, ...datos }, { usuario }) => {
      await rechazarSolicitudPrime(db, usuario, solicitud, datos);
      return leerSolicitudPrime(db, solicitud);
    },
    historial: async ({ solicitud, pagina }) => {
      await leerSolicitudPrime(db, solicitud);
      return historial(db, 'membresia_solicitud', solicitud, pagina);
    },
  };
}

export function adminClienteHandlers({ db, signer }: AppContext): Handlers<typeof adminCliente> {
  return {
    listar: (q) => listarClientes(db, q),
    leer: ({ cliente }) => leerCliente(db, cliente),
    ordenes: ({ cliente, pagina }, { usuario }) => ordenesCliente(db, usuario, cliente, pagina),
    bloqueo: async ({ cliente, ...datos }, { usuario }) => {
      await bloqueoCliente(db, usuario, cliente, datos);
      signer.olvidar(cliente);
      return leerCliente(db, cliente);
    },
    membresia: async ({ cliente, ...datos }, { usuario }) => {
      await membresiaCliente(db, usuario, cliente, datos);
      signer.olvidar(cliente);
      return leerCliente(db, cliente);
    },
    historial: async ({ cliente, pagina }) => {
      await leerCliente(db, cliente);
      return historial(db, 'cliente', cliente, pagina);
    },
  };
}

export function adminBorrarCuentaHandlers({ db, signer }: AppContext): Handlers<typeof adminBorrarCuenta> {
  return {
    listar: (q) => listarSolicitudesBorrado(db, q),
    leer: ({ solicitud }) => leerSolicitudBorrado(db, solicitud),
    ejecutar: async ({ solicitud, version }, { usuario }) => {
      signer.olvidar(await ejecutarSolicitudBorrado(db, usuario, solicitud, version));
      return leerSolicitudBorrado(db, solicitud);
    },
    rechazar: async ({ solicitud, ...datos }, { usuario }) => {
      await rechazarSolicitudBorrado(db, usuario, solicitud, datos);
      return leerSolicitudBorrado(db, solicitud);
    },
    historial: async ({ solicitud, pagina }) => {
      await leerSolicitudBorrado(db, solicitud);
      return historial(db, 'borrar_cuenta_solicitud', solicitud, pagina);
    },
  };
}

export function adminReferidoHandlers({ db }: AppContext): Handlers<typeof adminReferido> {
  return {
    listar: (q) => listarReferidos(db, q),
    leer: ({ referido }) => leerReferido(db, referido),
    acreditar: async ({ referido, version }, { usuario }) => {
      await acreditarReferido(db, usuario, referido, version);
      return leerReferido(db, referido);
    },
    rechazar: async ({ referido, ...datos }, { usuario }) => {
      await rechazarReferido(db, usuario, referido, datos);
      return leerReferido(db, referido);
    },
    historial: async ({ referido, pagina }) => {
      await leerReferido(db, referido);
      return historial(db, 'referido', referido, pagina);
    },
  };
}
