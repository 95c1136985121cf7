/**
 * Cart money and quantity rules: the shared ones (`@mercado/shared/rules`) plus the line total.
 * Money is integer cents, quantities integer thousandths: never floats.
 */
import type { Moneda } from '@mercado/shared/contracts';
import { convertCents, divRoundHalfUp, formatMoney, toSafeNumber } from '@mercado/shared/rules';

export {
  displayPrice,
  formatQuantity,
  fromThousandths,
  quantityOptions,
  toThousandths,
} from '@mercado/shared/rules';

/** Shown while the currencies are not known yet: the API's own currency. */
const DOLAR = { tipo: 'dolar', simbolo: '$', tasa: '1.0000' } as const;

/** USD cents in the chosen currency's cents (unchanged for the dollar). */
export const enMoneda = (usdCents: number, moneda: Moneda | null): number =>
  !moneda || moneda.tipo === 'dolar' ? usdCents : convertCents(usdCents, moneda.tasa);

/** Cents of the chosen currency as 'Bs. 1.234,56' / '$ 1.234,56'. */
export const mostrar = (cents: number, moneda: Moneda | null): string => formatMoney(cents, moneda ?? DOLAR);

/** Unit price × quantity (thousandths), rounded half-up to cents. */
export function lineCents(unitCents: number, cantidadMilli: number): number {
  return toSafeNumber(divRoundHalfUp(BigInt(unitCents) * BigInt(cantidadMilli), 1000n));
}
