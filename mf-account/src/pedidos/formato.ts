/** How "Mis pedidos" writes money and what it reads from the URL. */
import { readQuery } from '@mercado/shared/links';
import { formatMoney, toCents } from '@mercado/shared/rules';

export const usd = (monto: string) => formatMoney(toCents(monto), { tipo: 'dolar', simbolo: '$' });
export const bs = (monto: string) => formatMoney(toCents(monto), { tipo: 'bolivar', simbolo: 'Bs.' });

/** A positive whole number of the query (`estatus`, `pag`), or undefined. */
export function numeroDe(search: string, clave: string): number | undefined {
  const valor = readQuery(search, clave);
  if (!valor || !/^\d{1,6}$/.test(valor)) return undefined;
  const n = Number(valor);
  return n > 0 ? n : undefined;
}
