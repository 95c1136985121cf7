/** How /tarjeta-saldo writes money: USD and bolívares, signed for the movements. */
import { formatMoney, toCents } from '@mercado/shared/rules';

export const usd = (monto: string) => formatMoney(toCents(monto), { tipo: 'dolar', simbolo: '$' });
export const bs = (monto: string) => formatMoney(toCents(monto), { tipo: 'bolivar', simbolo: 'Bs.' });
/** "+$ 10,00" for a credit, "-$ 4,00" for a debit. */
export const conSigno = (monto: string) => (toCents(monto) > 0 ? `+${usd(monto)}` : usd(monto));
