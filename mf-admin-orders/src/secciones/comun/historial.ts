/**
 * How the history of a request staff decide reads (issue 33): a PRIME request, an account deletion
 * request or a referral, its status and what came with the decision, in words.
 */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { ESTADOS_SOLICITUD } from '../cliente/comun.tsx';

export const FORMATO_SOLICITUD: FormatoHistorial = {
  estatus: { etiqueta: 'Estado', valor: valores.opcion(ESTADOS_SOLICITUD) },
  motivo: { etiqueta: 'Motivo' },
  meses: { etiqueta: 'Meses de PRIME' },
  fin: { etiqueta: 'PRIME hasta', valor: valores.momento },
  recompensa: { etiqueta: 'Recompensa', valor: valores.dinero },
  saldoResultante: { etiqueta: 'Saldo resultante', valor: valores.dinero },
};
