/** Spec §5's minimum purchase, as the cart and checkout state it: in the shopper's currency. */
import { MensajesCarrito } from '@mercado/shared/contracts';
import type { useCurrency } from '@mercado/shared/react';
import { formatInCurrency } from '@mercado/shared/rules';

/** "El monto mínimo de compra es Bs. 2.364,50" (USD cents shown in `moneda`). */
export function textoMinimo(minimoCents: number, moneda: ReturnType<typeof useCurrency>['seleccionada']) {
  return `${MensajesCarrito.MINIMO_COMPRA} ${formatInCurrency(minimoCents, moneda)}`;
}
