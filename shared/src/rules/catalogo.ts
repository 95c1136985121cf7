/**
 * Catalogue rules shared by the API and the storefront (issue 4): product visibility, the IVA class
 * of a tax percentage, and the quantity a quick list suggests.
 */
import { EstatusRegistro } from '../contracts/constants.ts';
import { parseScaled } from './decimal.ts';
import {
  clampQuantity,
  defaultQuantity,
  fromThousandths,
  type QuantityRules,
  toThousandths,
} from './quantity.ts';
import { TAX_SCALE } from './tax.ts';

export interface VisibilityInput {
  /** Product status (1 active). */
  estatus: number;
  /** Status of the product's category and of every ancestor (any order). */
  categoriaEstatus: readonly number[];
  /** Stock for the zone AND the viewer's user type ("12.000"); null/absent when there is no row. */
  existencia: string | null | undefined;
  /** Zone status; absent = active. */
  zonaEstatus?: number;
}

/**
 * A product is shown in a zone only if it is active, its category and every ancestor are active
 * (and the zone is active), and its stock for the zone and the viewer's user type is above 0.
 */
export function isProductoVisible(p: VisibilityInput): boolean {
  if (p.estatus !== EstatusRegistro.ACTIVO) return false;
  if (p.zonaEstatus !== undefined && p.zonaEstatus !== EstatusRegistro.ACTIVO) return false;
  if (p.categoriaEstatus.length === 0) return false;
  if (p.categoriaEstatus.some((e) => e !== EstatusRegistro.ACTIVO)) return false;
  if (p.existencia === null || p.existencia === undefined) return false;
  const stock = parseScaled(p.existencia, 3);
  return stock !== null && stock > 0n;
}

export type ImpuestoClaseValor = 'general' | 'reducido' | 'exento';

/** "0.0000" → exento; above 0 and below 16 % → reducido (8 %); 16 % or more → general. */
export function impuestoClase(taxPercent: string): ImpuestoClaseValor {
  const scaled = parseScaled(taxPercent, TAX_SCALE);
  if (scaled === null || scaled < 0n) throw new TypeError(`Impuesto inválido: ${taxPercent}`);
  if (scaled === 0n) return 'exento';
  return scaled < 16n * 10n ** BigInt(TAX_SCALE) ? 'reducido' : 'general';
}

/**
 * Quantity a quick list puts in the cart, in thousandths: minimo×unidad (the default), or the
 * list's quantity when larger, clamped down to the largest allowed option (maximo, stock, steps of
 * grupo×unidad). 0 when not even the minimum fits.
 */
export function suggestedQuantity(rules: QuantityRules, listQuantity?: string | null): number {
  const base = defaultQuantity(rules);
  if (base === 0) return 0;
  const wanted = listQuantity ? Math.max(base, toThousandths(listQuantity)) : base;
  return clampQuantity(wanted, rules);
}

/** `suggestedQuantity` as the API's decimal string ("2", "1.5"). */
export function suggestedQuantityValue(rules: QuantityRules, listQuantity?: string | null): string {
  return fromThousandths(suggestedQuantity(rules, listQuantity));
}
