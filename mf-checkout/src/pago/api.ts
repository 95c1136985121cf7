/** The checkout calls (spec §7 Orders), the table's order domain; the page shows their errors inline. */
import type {
  FormPago,
  OrdenDetalle,
  OrdenesSinPagar,
  OrdenRegistrada,
  OrdenRegistrarEntrada,
} from '@mercado/shared/contracts';
import { orden } from '@mercado/shared/endpoints/orden';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { avisarReintento, conReintentos429 } from './espera.ts';

const api = createApiClient({ orden }, () => platform.services.http);

/** The form's data; a 429 is read again after its Retry-After ("Reintentando…"). */
export function obtenerFormPago(zona: string, pagina: number): Promise<FormPago> {
  return conReintentos429(() => api.orden.formPago({ zona, pagina }), avisarReintento);
}

/**
 * Places the order; the same `idempotencia` always answers the same order (retries, double clicks),
 * so the retry after a 429's Retry-After ("Reintentando…") never makes a second one.
 */
export function registrarOrden(
  zona: string,
  pagina: number,
  body: OrdenRegistrarEntrada,
): Promise<OrdenRegistrada> {
  return conReintentos429(() => api.orden.registrarOrden({ zona, pagina, ...body }), avisarReintento);
}

/** "Ya pagué": the payment's reference for staff to verify; answers the order as it is now. */
export function enviarReferencia(id: number, referencia: string): Promise<OrdenDetalle> {
  return api.orden.registrarReferencia({ id, referencia });
}

export function obtenerOrden(id: number): Promise<OrdenDetalle> {
  return api.orden.leerOrden({ id });
}

/** The customer's open orders not paid yet and the caps on them (named when a placement meets a cap). */
export function obtenerSinPagar(): Promise<OrdenesSinPagar> {
  return api.orden.sinPagar();
}
