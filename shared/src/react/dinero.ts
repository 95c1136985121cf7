/**
 * `@mercado/shared/react/dinero`: money and delivery-promise hooks, in a module of their own so a
 * bundle that needs only the platform's hooks (the header's mini cart on every first visit) does not
 * carry the money and shipping rules.
 */
import type { EnvioZona } from '../contracts/catalogo.ts';
import { UsuarioTipo } from '../contracts/constants.ts';
import { textoPromesaEnvio } from '../rules/envio.ts';
import { envioPara } from '../rules/envio-regla.ts';
import { formatInCurrency } from '../rules/money.ts';
import { useCurrency, useSession, useWebsite } from './index.tsx';

/** Formats USD cents in the shopper's currency: `dinero(1000)` → "Bs. 2.364,50" (or "$ 10,00"). */
export function useDinero(): (usdCents: number) => string {
  const { seleccionada } = useCurrency();
  return (usdCents) => formatInCurrency(usdCents, seleccionada);
}

/**
 * Zone `zona`'s shipping rules, once the shell has resolved that zone (issue 17), as the signed-in
 * shopper pays them (a prime shopper's benefit applied, issue 35).
 */
export function useEnvioZona(zona: string | null): EnvioZona | null {
  const resuelta = useWebsite()?.zona;
  const tipo = useSession()?.usuarioTipo.tipo ?? UsuarioTipo.NORMAL;
  return resuelta && resuelta.slug === zona ? envioPara(resuelta.envio, tipo) : null;
}

/** "Delivery gratis en compras desde $ 60,00": zone `zona`'s promise, from its shipping rules. */
export function usePromesaEnvio(zona: string | null): string | null {
  const envio = useEnvioZona(zona);
  const dinero = useDinero();
  return envio && textoPromesaEnvio(envio, dinero);
}
