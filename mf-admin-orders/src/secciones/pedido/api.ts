/** The typed client of the orders section's entries (the endpoint table), and how it shows amounts. */
import { adminPedido } from '@mercado/shared/endpoints/admin-pedido';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatMoney, MonedaTipo, toCents } from '@mercado/shared/rules';

export const api = createApiClient({ adminPedido }, () => platform.services.http).adminPedido;

/** "$ 12,50" */
export const dolares = (monto: string) => formatMoney(toCents(monto), null);
/** "Bs. 456,25" */
export const bolivares = (monto: string) => formatMoney(toCents(monto), { tipo: MonedaTipo.BOLIVAR });
/** A price difference with its sign: "+$ 0,40", "-$ 0,09", "$ 0,00". */
export const conSigno = (cents: number) => `${cents > 0 ? '+' : ''}${formatMoney(cents, null)}`;
