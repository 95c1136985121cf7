/**
 * The calls of /tarjeta-saldo (issue 34): the endpoint table's cards-and-balance domain through the
 * platform's single HTTP client, and the page's data as consultas of the parcel's store (decision
 * 0012), read again on each visit and after a redemption or a request.
 */
import { consulta } from '@mercado/shared/consulta';
import { tarjeta } from '@mercado/shared/endpoints/tarjeta';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ tarjeta }, () => platform.services.http);

export const saldo = consulta(() => api.tarjeta.saldo());
export const historial = consulta(() => api.tarjeta.historial({ pagina: 1 }));
export const solicitudes = consulta(() => api.tarjeta.solicitudes({ n: 1 }));
export const formComprar = consulta(() => api.tarjeta.formComprar());
