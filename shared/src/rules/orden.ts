/**
 * Order state machine (issue 5): which status changes staff may make. The API enforces it (under a
 * row lock); the back-office shows only the allowed next statuses.
 */
import {
  ORDEN_ESTATUS_FINALES,
  ORDEN_TRANSICIONES,
  OrdenEstatus,
  type OrdenEstatusValor,
  type TipoEnvio,
} from '../contracts/orden.ts';

/** Next statuses staff may set from `de` for an order of this shipping type. */
export function siguientesEstatus(de: OrdenEstatusValor, tipoEnvio: TipoEnvio): OrdenEstatusValor[] {
  return ORDEN_TRANSICIONES[de].filter((a) => !(a === OrdenEstatus.EN_CAMINO && tipoEnvio === 'pickup'));
}

/** True when staff may move an order from `de` to `a` (EN_CAMINO is for delivery only). */
export function puedeCambiarEstatus(
  de: OrdenEstatusValor,
  a: OrdenEstatusValor,
  tipoEnvio: TipoEnvio,
): boolean {
  return siguientesEstatus(de, tipoEnvio).includes(a);
}

/** Delivered, cancelled or expired: no longer tracked. */
export function esEstatusFinal(e: OrdenEstatusValor): boolean {
  return ORDEN_ESTATUS_FINALES.includes(e);
}
