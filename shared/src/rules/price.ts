/** Which price a product shows (spec §5: the offer when it is greater than 0). */
import { type CurrencyLike, inCurrency, toCents } from './money.ts';
import { taxCents } from './tax.ts';

export interface PriceInput {
  /** Regular price, "3.45". */
  precio: string;
  /** Offer price, "0.00" when there is none. */
  oferta?: string | null;
}

export interface DisplayPrice {
  /** The price the customer pays, in cents. */
  cents: number;
  /** The regular price to strike through when on offer, else null. */
  tachadoCents: number | null;
  enOferta: boolean;
}

export function displayPrice({ precio, oferta }: PriceInput): DisplayPrice {
  const regular = toCents(precio);
  const offer = oferta ? toCents(oferta) : 0;
  if (offer > 0) return { cents: offer, tachadoCents: regular, enOferta: true };
  return { cents: regular, tachadoCents: null, enOferta: false };
}

/** Whole percentage saved by the offer ("-20 %" badges), 0 without offer. Rounded half-up. */
export function discountPercent(price: DisplayPrice): number {
  if (!price.enOferta || !price.tachadoCents) return 0;
  return Math.floor(((price.tachadoCents - price.cents) * 100) / price.tachadoCents + 0.5);
}

/**
 * The shelf price with IVA (issue 36, decision 0049) in a currency's cents: the price shown (and the
 * struck-through regular one) converted once at the currency's rate, plus its IVA (spec §5: the
 * 4-decimal rate on the 2-decimal price, half-up). The cart charges exactly this per unit or kg.
 */
export function precioConIva(
  producto: PriceInput & { impuesto: string },
  moneda: (CurrencyLike & { tasa: string }) | null,
): DisplayPrice {
  const conIva = (usd: number) => {
    const c = inCurrency(usd, moneda);
    return c + taxCents(c, producto.impuesto);
  };
  const p = displayPrice(producto);
  return {
    ...p,
    cents: conIva(p.cents),
    tachadoCents: p.tachadoCents === null ? null : conIva(p.tachadoCents),
  };
}
