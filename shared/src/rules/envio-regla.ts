/**
 * The shipping rule staff edit (issue 35): per zone, or per area (an area's rule replaces its zone's),
 * cost bands by the order's products with IVA (before the coupon, decision 0050; from `desde` on,
 * `costo`; a cost of 0 is free shipping) and the prime benefit (`primeGratisDesde`: prime shoppers
 * ship free from that amount, "0.00" = always; null = as everyone). What a shopper of a type pays is
 * `tramosPara` of the rule: the checkout's form and its charge (the API, `reglasPara`) read those
 * bands, and so does the store's promise (`envioPara`, then `promesaEnvio`).
 */
import type { EnvioZona } from '../contracts/catalogo.ts';
import { UsuarioTipo } from '../contracts/constants.ts';
import { fromCents, toCents } from './money.ts';
import { costoEnvio, type ReglaEnvioEntrada } from './totales.ts';

export interface Tramo {
  desde: string;
  costo: string;
}

export interface ReglaEnvioDatos {
  /** null: the zone-wide rule. */
  areaId: number | null;
  tramos: readonly Tramo[];
  primeGratisDesde: string | null;
}

/** The bands `desde` ascending, one per `desde` (the first given wins). */
function ordenados(tramos: readonly Tramo[]): Tramo[] {
  const porDesde = new Map<number, Tramo>();
  for (const t of tramos) {
    const desde = toCents(t.desde);
    if (!porDesde.has(desde)) porDesde.set(desde, t);
  }
  return [...porDesde].sort(([a], [b]) => a - b).map(([, t]) => t);
}

/**
 * The bands a shopper of `tipoUsuario` pays by: the rule's own, and for a prime shopper with a prime
 * benefit, the bands below it then free from it on.
 */
export function tramosPara(regla: Omit<ReglaEnvioDatos, 'areaId'>, tipoUsuario: number): Tramo[] {
  const tramos = ordenados(regla.tramos);
  if (tipoUsuario !== UsuarioTipo.PRIME || regla.primeGratisDesde === null) return tramos;
  const gratis = toCents(regla.primeGratisDesde);
  return [...tramos.filter((t) => toCents(t.desde) < gratis), { desde: fromCents(gratis), costo: '0.00' }];
}

/** A zone's rules as a shopper of `tipoUsuario` pays them: what the store promises to that shopper. */
export function envioPara(envio: EnvioZona, tipoUsuario: number): EnvioZona {
  const para = (r: { tramos: readonly Tramo[]; primeGratisDesde?: string | null | undefined }) =>
    tramosPara({ tramos: r.tramos, primeGratisDesde: r.primeGratisDesde ?? null }, tipoUsuario);
  return {
    tramos: envio.tramos.length ? para(envio) : [],
    areas: envio.areas.map((a) => ({ nombre: a.nombre, tramos: para(a) })),
  };
}

/** The rules as bands for `tipoUsuario`, one entry per band: what the checkout's form carries. */
export function reglasPara(reglas: readonly ReglaEnvioDatos[], tipoUsuario: number): ReglaEnvioEntrada[] {
  return reglas.flatMap((r) => tramosPara(r, tipoUsuario).map((t) => ({ areaId: r.areaId, ...t })));
}

/**
 * Shipping (USD cents) of a delivery to `areaId` for products with IVA of `productosCents` (before
 * the coupon) and a shopper of `tipoUsuario`: the area's rule when it has one, else the zone's; the
 * band with the largest `desde` not above those products. No rule → 0.
 */
export function costoDeEnvio(
  reglas: readonly ReglaEnvioDatos[],
  areaId: number | null,
  productosCents: number,
  tipoUsuario: number,
): number {
  return costoEnvio(reglasPara(reglas, tipoUsuario), areaId, productosCents);
}

/**
 * A rule in words for the back-office list: "Desde $ 0,00: $ 3,00 · Desde $ 40,00: gratis ·
 * PRIME: gratis" (or "PRIME: gratis desde $ 20,00"). `dinero` formats USD cents.
 */
export function textoTramos(
  regla: Omit<ReglaEnvioDatos, 'areaId'>,
  dinero: (usdCents: number) => string,
): string {
  const partes = ordenados(regla.tramos).map((t) => {
    const costo = toCents(t.costo);
    return `Desde ${dinero(toCents(t.desde))}: ${costo === 0 ? 'gratis' : dinero(costo)}`;
  });
  if (regla.primeGratisDesde !== null) {
    const desde = toCents(regla.primeGratisDesde);
    partes.push(desde === 0 ? 'PRIME: gratis' : `PRIME: gratis desde ${dinero(desde)}`);
  }
  return partes.join(' · ');
}
