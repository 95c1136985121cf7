/** The tarjeta section's typed client (the endpoint table), through the platform's http client; how its amounts read. */
import { adminTarjeta } from '@mercado/shared/endpoints/admin-tarjeta';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatDateTime, formatDateTimeShort, formatMoney, MonedaTipo, toCents } from '@mercado/shared/rules';

export const api = createApiClient({ adminTarjeta }, () => platform.services.http);

/** "$ 12,50" */
export const dolares = (monto: string) => formatMoney(toCents(monto), null);
/** "Bs. 456,25" */
export const bolivares = (monto: string) => formatMoney(toCents(monto), { tipo: MonedaTipo.BOLIVAR });
/** A moment on a record's page, on the Caracas clock, or '—'. */
export const fecha = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
/** A moment in a list's row, on the Caracas clock, or '—'. */
export const fechaCorta = (iso: string | null) => (iso ? formatDateTimeShort(iso) : '—');
