/**
 * Order state machine (issue 5): which status changes staff may make. The API enforces it (under a
 * row lock); the back-office shows only the allowed next statuses. And the cash on delivery bound
 * (decision 0034), which the checkout, the courier's confirmation and the API all apply.
 */
import {
  MensajesOrden,
  ORDEN_ESTATUS_FINALES,
  ORDEN_TRANSICIONES,
  OrdenEstatus,
  type OrdenEstatusValor,
  type TipoEnvio,
} from '../contracts/orden.ts';
import { formatMoney } from './money.ts';

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

/** The largest US banknote in circulation ($ 100), in cents. */
export const BILLETE_MAYOR_USD_CENTS = 10_000;

/**
 * The most cash that can be handed over for `montoCents` due: the amount plus one $ 100 bill. The
 * fewest bills that cover an amount exceed it by less than the largest of them, so more is never
 * change to bring, only a number that would inflate the change owed (decision 0034).
 */
export function efectivoMaximo(montoCents: number): number {
  return montoCents + BILLETE_MAYOR_USD_CENTS;
}

/**
 * Why `efectivoCents` of cash cannot pay `montoCents` (declared by the customer, or confirmed by the
 * courier), or null when it can: it must cover the amount and stay within `efectivoMaximo`.
 */
export function problemaEfectivo(efectivoCents: number, montoCents: number): string | null {
  if (efectivoCents < montoCents) return MensajesOrden.EFECTIVO_INSUFICIENTE;
  if (efectivoCents > efectivoMaximo(montoCents)) {
    return `El efectivo no puede pasar de ${formatMoney(efectivoMaximo(montoCents), null)}: el monto a pagar más un billete de ${formatMoney(BILLETE_MAYOR_USD_CENTS, null)}, el de mayor denominación`;
  }
  return null;
}
