/**
 * What the store promises about delivery (issue 17), worded from the zone's shipping rules, the
 * ones checkout charges with (`costoEnvio`): the landing, the footer, the store and the cart never
 * promise more than checkout gives.
 */
import type { EnvioZona, TramoEnvio } from '../contracts/catalogo.ts';
import { toCents } from './money.ts';

/** The rules `costoEnvio` can apply, in cents, `desde` ascending: of two with one `desde`, the first. */
function vigentes(tramos: readonly TramoEnvio[]): { desde: number; costo: number }[] {
  const porDesde = new Map<number, number>();
  for (const t of tramos) {
    const desde = toCents(t.desde);
    if (!porDesde.has(desde)) porDesde.set(desde, toCents(t.costo));
  }
  return [...porDesde].map(([desde, costo]) => ({ desde, costo })).sort((a, b) => a.desde - b.desde);
}

/**
 * The products with IVA (cents, decision 0050) from which a set of rules charges nothing for every
 * larger amount; null when some larger amount still pays. No rule charges nothing (`costoEnvio`), so no rules → 0.
 */
export function gratisDesde(tramos: readonly TramoEnvio[]): number | null {
  let desde: number | null = 0;
  for (const t of vigentes(tramos)) {
    if (t.costo > 0) desde = null;
    else desde ??= t.desde;
  }
  return desde;
}

const costoMinimo = (tramos: readonly TramoEnvio[]) => Math.min(...vigentes(tramos).map((t) => t.costo));

export type PromesaEnvio =
  /** Free from these products with IVA (cents; 0: always), except in the named areas. */
  | { tipo: 'gratis'; desde: number; excepto: string[] }
  /** Never free: from this cost (cents) on, except in the named areas, which charge more. */
  | { tipo: 'costo'; desde: number; excepto: string[] };

/** What the zone's rules give everywhere but in `excepto`, the areas whose own rules give less. */
export function promesaEnvio(envio: EnvioZona): PromesaEnvio {
  const gratis = gratisDesde(envio.tramos);
  if (gratis !== null) {
    const excepto = envio.areas
      .filter((a) => {
        const delArea = gratisDesde(a.tramos);
        return delArea === null || delArea > gratis;
      })
      .map((a) => a.nombre);
    return { tipo: 'gratis', desde: gratis, excepto };
  }
  const desde = costoMinimo(envio.tramos);
  const excepto = envio.areas.filter((a) => costoMinimo(a.tramos) > desde).map((a) => a.nombre);
  return { tipo: 'costo', desde, excepto };
}

/**
 * Made at its first list of two or more: building an Intl.ListFormat loads the locale's list
 * patterns, a main-thread task of tens of ms on a phone, and a zone usually excepts one area at most.
 */
let lista: Intl.ListFormat | undefined;
function unidas(nombres: readonly string[]): string {
  if (nombres.length === 1) return nombres[0] ?? '';
  lista ??= new Intl.ListFormat('es', { type: 'conjunction' });
  return lista.format(nombres);
}
const salvo = (excepto: readonly string[]) => (excepto.length ? ` (excepto ${unidas(excepto)})` : '');

/**
 * "Delivery gratis en compras desde $ 60,00 (excepto El Hatillo)", "Delivery gratis",
 * "Delivery desde $ 2,50". `dinero` formats USD cents in the shopper's currency.
 */
export function textoPromesaEnvio(envio: EnvioZona, dinero: (usdCents: number) => string): string {
  const p = promesaEnvio(envio);
  if (p.tipo === 'costo') return `Delivery desde ${dinero(p.desde)}${salvo(p.excepto)}`;
  if (p.desde === 0) return `Delivery gratis${salvo(p.excepto)}`;
  return `Delivery gratis en compras desde ${dinero(p.desde)}${salvo(p.excepto)}`;
}

/**
 * For the cart: how much more (USD cents of products with IVA, the cart's "Productos" before the
 * coupon; decision 0050) gives free delivery, "Le faltan $ 11,30 para el delivery gratis", or that it
 * has it; null when the zone's rules never give it or always do.
 */
export function textoFaltaEnvioGratis(
  envio: EnvioZona,
  productosCents: number,
  dinero: (usdCents: number) => string,
): string | null {
  const p = promesaEnvio(envio);
  if (p.tipo === 'costo' || p.desde === 0) return null;
  if (productosCents >= p.desde) return `Su compra tiene delivery gratis${salvo(p.excepto)}`;
  return `Le faltan ${dinero(p.desde - productosCents)} para el delivery gratis${salvo(p.excepto)}`;
}

/**
 * The cart's progress to free delivery (issue 36), from the same promise as `textoFaltaEnvioGratis`:
 * the products with IVA (cents) that give it, what is missing and the whole percent reached (0–100);
 * null when the zone's rules never give it or always do.
 */
export function progresoEnvioGratis(
  envio: EnvioZona,
  productosCents: number,
): { meta: number; falta: number; porcentaje: number } | null {
  const p = promesaEnvio(envio);
  if (p.tipo === 'costo' || p.desde === 0) return null;
  const falta = Math.max(0, p.desde - productosCents);
  // Floored, so 100 % is shown only when nothing is missing.
  const porcentaje =
    falta === 0 ? 100 : Math.min(99, Math.floor((Math.max(0, productosCents) * 100) / p.desde));
  return { meta: p.desde, falta, porcentaje };
}
