import { useCurrency } from '@mercado/shared/react';
import { formatInCurrency, formatMoney, MonedaTipo } from '@mercado/shared/rules';

/** USD cents in dollars and, once the rates are known, in bolívares at today's rate. */
export function Precio({ cents }: { cents: number }) {
  const { monedas } = useCurrency();
  const bolivar = monedas.find((m) => m.tipo === MonedaTipo.BOLIVAR) ?? null;
  return (
    <>
      {formatMoney(cents, null)}
      {bolivar && ` (${formatInCurrency(cents, bolivar)})`}
    </>
  );
}
