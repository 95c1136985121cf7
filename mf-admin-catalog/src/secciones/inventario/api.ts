/** The typed client of the inventory's entries (the endpoint table), through the platform's http client. */
import { adminInventario } from '@mercado/shared/endpoints/admin-inventario';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatMoney, toCents } from '@mercado/shared/rules';

export const api = createApiClient({ adminInventario }, () => platform.services.http).adminInventario;

/** '12.50' → '$ 12,50' (spec §9, the one money formatter); '—' without a value. */
export const dinero = (valor: string | null | undefined) =>
  valor === null || valor === undefined ? '—' : formatMoney(toCents(valor), null);

/** '12.500' → '12,5' (stock, up to 3 decimals, comma). */
export const cantidad = (valor: string) => String(Number(valor)).replace('.', ',');

export const enlaceZona = (zona: string, resto = '') => `/admin/inventario/zona/${zona}${resto}`;
