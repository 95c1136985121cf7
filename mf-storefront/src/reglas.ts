/** How the storefront shows money: USD cents from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import { formatInCurrency } from '@mercado/shared/rules';

/** Shown while the currencies are not known yet: the API's own currency. */
const DOLAR = { tipo: 'dolar', simbolo: '$', tasa: '1.0000' } as const;

/** 'Bs. 1.234,56' / '$ 1.234,56' (spec §9), converted at the selected currency's rate. */
export const mostrarPrecio = (usdCents: number, moneda: Moneda | null): string =>
  formatInCurrency(usdCents, moneda ?? DOLAR);
