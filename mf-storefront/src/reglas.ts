/** How the storefront shows money: USD cents from the API in the shopper's chosen currency. */
import type { Moneda } from '@mercado/shared/contracts';
import {
  convertCents,
  divRoundHalfUp,
  formatInCurrency,
  formatMoney,
  toSafeNumber,
} from '@mercado/shared/rules';

/** Shown while the currencies are not known yet: the API's own currency. */
const DOLAR = { tipo: 'dolar', simbolo: '$', tasa: '1.0000' } as const;

/** 'Bs. 1.234,56' / '$ 1.234,56' (spec §9), converted at the selected currency's rate. */
export const mostrarPrecio = (usdCents: number, moneda: Moneda | null): string =>
  formatInCurrency(usdCents, moneda ?? DOLAR);

/**
 * Unit price × quantity in the chosen currency, the way the cart adds it up: the unit price is
 * converted first, then multiplied by the quantity (thousandths) and rounded half-up to cents, so
 * the total matches the unit price shown.
 */
export function mostrarTotal(usdUnitCents: number, cantidadMilli: number, moneda: Moneda | null): string {
  const m = moneda ?? DOLAR;
  const unit = m.tipo === 'dolar' ? usdUnitCents : convertCents(usdUnitCents, m.tasa);
  const total = toSafeNumber(divRoundHalfUp(BigInt(unit) * BigInt(cantidadMilli), 1000n));
  return formatMoney(total, m);
}
