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

const api = createApiClient({ orden }, () => platform.services.http);

export function obtenerFormPago(zona: string, pagina: number): Promise<FormPago> {
  return api.orden.formPago({ zona, pagina });
}

/** Places the order; the same `idempotencia` always answers the same order (retries, double clicks). */
export function registrarOrden(
  zona: string,
  pagina: number,
  body: OrdenRegistrarEntrada,
): Promise<OrdenRegistrada> {
  return api.orden.registrarOrden({ zona, pagina, ...body });
}

export function obtenerOrden(id: number): Promise<OrdenDetalle> {
  return api.orden.leerOrden({ id });
}

/** The customer's open orders not paid yet and the caps on them (named when a placement meets a cap). */
export function obtenerSinPagar(): Promise<OrdenesSinPagar> {
  return api.orden.sinPagar();
}
