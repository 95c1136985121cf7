/** The typed client of the picking entries and the order status change, through the platform's http client. */
import type { ModalidadVenta, Sustitucion, TipoEnvio } from '@mercado/shared/contracts';
import { adminPreparacion } from '@mercado/shared/endpoints/admin-preparacion';
import { orden } from '@mercado/shared/endpoints/orden';
import { website } from '@mercado/shared/endpoints/website';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatMoney, formatQuantity, toCents } from '@mercado/shared/rules';

export const api = createApiClient({ adminPreparacion, orden, website }, () => platform.services.http);

/** '12.50' → '$ 12,50' (the one money formatter). */
export const dinero = (valor: string) => formatMoney(toCents(valor), null);
export const cantidad = (valor: string, modalidad: ModalidadVenta) => formatQuantity(valor, modalidad);

export const TIPO_ENVIO_NOMBRES: Record<TipoEnvio, string> = {
  delivery: 'Entrega',
  pickup: 'Retiro en tienda',
};
/** The customer's preference, short, as the picker reads it on the shelf. */
export const PREFERENCIA: Record<Sustitucion, string> = {
  reemplazar: 'Acepta reemplazo',
  no_reemplazar: 'No reemplazar',
};

const BASE = '/admin/pedido/preparacion';
export const enlaces = {
  zonas: BASE,
  zona: (zona: string) => `${BASE}/${zona}`,
  franja: (zona: string, f: { tipo: TipoEnvio; fecha: string; horarioId: number }) =>
    `${BASE}/${zona}/${f.tipo}/${f.fecha}/${f.horarioId}`,
};
