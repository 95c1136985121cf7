/**
 * How a customer's history reads (issue 33): blocks and unblocks with their reason, PRIME granted by
 * a request, the account deleted by a request, each in words.
 */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { ESTATUS_USUARIO, TIPOS_USUARIO } from './comun.tsx';

const solicitud = (valor: unknown) => `Solicitud n.º ${String(valor)}`;

export const FORMATO_CLIENTE: FormatoHistorial = {
  estatus: { etiqueta: 'Estatus', valor: valores.opcion(ESTATUS_USUARIO) },
  motivo: { etiqueta: 'Motivo' },
  usuarioTipo: { etiqueta: 'Tipo de cliente', valor: valores.opcion(TIPOS_USUARIO) },
  membresiaFin: { etiqueta: 'PRIME hasta', valor: valores.momento },
  solicitudPrime: { etiqueta: 'Por la solicitud PRIME', valor: solicitud },
  solicitudBorrado: { etiqueta: 'Por la solicitud de borrar cuenta', valor: solicitud },
};
