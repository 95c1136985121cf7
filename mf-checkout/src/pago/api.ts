/** The checkout calls (spec §7 Orders); the page shows their errors inline. */
import {
  type FormPago,
  FormPagoSchema,
  type OrdenDetalle,
  OrdenDetalleSchema,
  type OrdenRegistrada,
  OrdenRegistradaSchema,
  type OrdenRegistrarEntrada,
} from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';

const http = () => platform.services.http;
const base = (zona: string, pagina: number) =>
  `/usuario/orden/zona/${encodeURIComponent(zona)}/pagina/${pagina}`;

export function obtenerFormPago(zona: string, pagina: number): Promise<FormPago> {
  return http().getJson(`${base(zona, pagina)}/formpago`, FormPagoSchema);
}

/** Places the order; the same `idempotencia` always answers the same order (retries, double clicks). */
export function registrarOrden(
  zona: string,
  pagina: number,
  body: OrdenRegistrarEntrada,
): Promise<OrdenRegistrada> {
  return http().postJson(`${base(zona, pagina)}/registrar`, body, OrdenRegistradaSchema);
}

export function obtenerOrden(id: number): Promise<OrdenDetalle> {
  return http().getJson(`/usuario/orden/${id}/usuario`, OrdenDetalleSchema);
}
