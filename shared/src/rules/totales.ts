/**
 * Cart and order totals (issue 5, issue 17): one pure function, used by the API (cart, checkout, the
 * order it stores) and by the client (display). Everything in integer cents; quantities in thousandths.
 *
 * The same arithmetic runs twice, once in dollars and once in bolívares. For bolívares every amount
 * that comes in dollars (unit prices, a fixed coupon, packaging, shipping, the wallet) is converted
 * once at the order's `tasa` and rounded to the cent (`convertCents`); everything after that is done
 * on those bolívares, so each figure shown in Bs. is exactly the arithmetic of the figures on screen
 * (and an invoice's IVA is the rate on the bolívar base, as Venezuelan invoices state it).
 *
 * 1. Each line: the price shown (the offer when > 0, spec §5) × quantity, rounded half-up to the
 *    cent (its base); the shelf price with IVA (the price + its IVA, spec §5, decision 0049) ×
 *    quantity, half-up (what the shopper sees and pays); its IVA = the two's difference; its saving =
 *    regular line with IVA − shown line with IVA (information, never subtracted again).
 * 2. subtotal = Σ bases; productos = Σ lines with IVA; ahorroOfertas = Σ savings.
 * 3. Coupon on the subtotal: a percentage ("10.00" = 10 %, half-up) or a fixed amount, never more
 *    than the subtotal. It is spread over the IVA bases in proportion to them (largest remainder, so
 *    the shares add up to the discount exactly).
 * 4. IVA by rate = the lines' IVA less the IVA of the coupon's share (spec §5 rounding, never more
 *    than the lines' IVA); the invoice's "base imponible" per rate is the discounted base.
 *    descuentoConIva = the coupon + its IVA: the coupon's row among prices with IVA.
 * 5. totalProductos = subtotal − descuento + IVA = productos − descuentoConIva; + packaging (per
 *    order, when there are lines) + shipping = the amount due before IGTF.
 * 6. The wallet pays up to that amount (saldoUsado); the rest goes to the payment method. IGTF (3 %,
 *    configurable) applies to that rest only when the method is in foreign currency (Zelle, cash USD).
 *    The wallet is kept in dollars, so dollars decide: when it pays the whole order in dollars it
 *    pays the whole order in bolívares too; otherwise its bolívares are its dollars converted.
 * 7. total = amount due + IGTF; montoMetodo = total − saldoUsado.
 */
import type { CarritoVista, Importes, IvaClase, Totales } from '../contracts/carrito.ts';
import { UsuarioTipo } from '../contracts/constants.ts';
import { type ImpuestoClaseValor, impuestoClase } from './catalogo.ts';
import { divRoundHalfUp, formatScaled, parseScaled, toSafeNumber } from './decimal.ts';
import { type CurrencyLike, convertCents, fromCents, MonedaTipo, RATE_SCALE, toCents } from './money.ts';
import { toThousandths } from './quantity.ts';
import { taxCents } from './tax.ts';

export interface LineaTotalesEntrada {
  /** Regular price for the user's type ("3.45"; per kg when sold by weight). */
  precio: string;
  /** Offer, "0.00" or absent when none. */
  oferta?: string | null;
  /** IVA "16.0000". */
  impuesto: string;
  /** Quantity ("2", "0.750"). */
  cantidad: string;
}

export interface CuponTotalesEntrada {
  porcentaje: boolean;
  /** "10.00" (= 10 %) or a USD amount. */
  valor: string;
}

export interface TotalesEntrada {
  lineas: readonly LineaTotalesEntrada[];
  /** An applicable coupon (check it with `evaluarCupon` first), or null. */
  cupon?: CuponTotalesEntrada | null;
  /** Packaging per order ("0.50"); charged only when there is at least one line. */
  empaquetado?: string;
  /** Shipping ("3.00"; 0 for pickup). */
  envio?: string;
  /** Wallet amount the customer wants to use (capped at the amount due). */
  saldo?: string;
  /** IGTF percentage ("3.0000") when the method for the rest is in foreign currency; null/absent = none. */
  igtf?: string | null;
  /** Bs per USD ("236.4500"). */
  tasa: string;
}

export interface LineaTotales {
  /** The price shown, before IVA. */
  precioUnitarioCents: number;
  /** The line's base (before IVA). */
  totalCents: number;
  /** The shelf price with IVA and the line at it: what the shopper sees. */
  precioConIvaCents: number;
  totalConIvaCents: number;
  /** Offer saving on the prices with IVA (information). */
  ahorroCents: number;
}

export interface IvaClaseCentimos {
  clase: ImpuestoClaseValor;
  porcentaje: string;
  baseCents: number;
  montoCents: number;
}

/** The amounts of an order in one currency (cents of that currency). */
export interface ImportesCentimos {
  lineas: LineaTotales[];
  subtotal: number;
  /** Σ lines with IVA. */
  productos: number;
  ahorroOfertas: number;
  descuentoCupon: number;
  /** The coupon with the IVA it takes off: productos − descuentoConIva = totalProductos. */
  descuentoConIva: number;
  iva: IvaClaseCentimos[];
  totalIva: number;
  totalProductos: number;
  empaquetado: number;
  envio: number;
  igtf: number;
  total: number;
  saldoUsado: number;
  montoMetodo: number;
}

/** The dollar amounts, with the rates used and the same amounts in bolívares (`bs`). */
export interface TotalesCentimos extends ImportesCentimos {
  igtfPorcentaje: string;
  tasa: string;
  bs: ImportesCentimos;
}

const ZERO_RATE = '0.0000';

/** Price (cents) × quantity (thousandths), half-up to the cent. */
export function importeLinea(precioCents: number, cantidadMilesimas: number): number {
  return toSafeNumber(divRoundHalfUp(BigInt(precioCents) * BigInt(cantidadMilesimas), 1000n));
}

/** "16" / "16.0000" → "16.0000". */
function normalizarPorcentaje(p: string): string {
  const scaled = parseScaled(p, RATE_SCALE);
  if (scaled === null || scaled < 0n) throw new TypeError(`Porcentaje inválido: ${p}`);
  return formatScaled(scaled, RATE_SCALE);
}

/**
 * Discount of a coupon on a subtotal (cents): percentage half-up or fixed (`valorCents`, already in
 * the subtotal's currency), at most the subtotal.
 */
function descuentoEn(porcentaje: boolean, valorCents: number, subtotalCents: number): number {
  if (subtotalCents <= 0 || valorCents <= 0) return 0;
  const d = porcentaje
    ? toSafeNumber(divRoundHalfUp(BigInt(subtotalCents) * BigInt(valorCents), 10000n))
    : valorCents;
  return Math.min(d, subtotalCents);
}

/** Discount of a coupon on a dollar subtotal (cents). */
export function descuentoCupon(cupon: CuponTotalesEntrada, subtotalCents: number): number {
  return descuentoEn(cupon.porcentaje, toCents(cupon.valor), subtotalCents);
}

/**
 * Splits `total` cents over `pesos` in proportion (largest remainder; ties to the earlier entry):
 * the parts always add up to `total`.
 */
export function repartirProporcional(total: number, pesos: readonly number[]): number[] {
  const suma = pesos.reduce((a, b) => a + b, 0);
  if (suma <= 0 || total <= 0) return pesos.map(() => 0);
  const partes = pesos.map((p) => Math.floor((total * p) / suma));
  // Exact remainders with BigInt (total × p can exceed 2^53 for huge carts).
  const restos = pesos.map((p, i) => ({ i, r: (BigInt(total) * BigInt(p)) % BigInt(suma) }));
  let falta = total - partes.reduce((a, b) => a + b, 0);
  restos.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of restos) {
    if (falta <= 0) break;
    partes[i] = (partes[i] ?? 0) + 1;
    falta--;
  }
  return partes;
}

/** How the wallet is taken in one currency: up to a requested amount, or the whole amount due. */
type Saldo = { hasta: number } | 'todo';

/**
 * Steps 1–7 in one currency. `aMoneda` converts a dollar amount (cents) into that currency's cents
 * (the identity for dollars); IGTF applies when `igtfPorcentaje` is not zero.
 */
function importes(
  e: TotalesEntrada,
  aMoneda: (usdCents: number) => number,
  saldo: Saldo,
  igtfPorcentaje: string,
): ImportesCentimos {
  const lineas: LineaTotales[] = [];
  const bases = new Map<string, number>();
  const ivaLineas = new Map<string, number>();
  let subtotal = 0;
  let productos = 0;
  let ahorroOfertas = 0;
  // By quantity, not by amount: a line whose amount rounds to 0 in one currency and not in the
  // other must not make the order pay packaging and shipping in only one of them.
  let hayLineas = false;
  for (const l of e.lineas) {
    const q = toThousandths(l.cantidad);
    const regular = aMoneda(toCents(l.precio));
    const oferta = l.oferta ? aMoneda(toCents(l.oferta)) : 0;
    const unitario = oferta > 0 ? oferta : regular;
    const rate = normalizarPorcentaje(l.impuesto);
    const conIva = (c: number) => c + taxCents(c, rate);
    const total = importeLinea(unitario, q);
    const precioConIva = conIva(unitario);
    const totalConIva = importeLinea(precioConIva, q);
    const ahorro = oferta > 0 ? Math.max(0, importeLinea(conIva(regular), q) - totalConIva) : 0;
    lineas.push({
      precioUnitarioCents: unitario,
      totalCents: total,
      precioConIvaCents: precioConIva,
      totalConIvaCents: totalConIva,
      ahorroCents: ahorro,
    });
    subtotal += total;
    productos += totalConIva;
    ahorroOfertas += ahorro;
    if (q > 0) {
      hayLineas = true;
      bases.set(rate, (bases.get(rate) ?? 0) + total);
      ivaLineas.set(rate, (ivaLineas.get(rate) ?? 0) + totalConIva - total);
    }
  }

  const descuento = e.cupon
    ? descuentoEn(
        e.cupon.porcentaje,
        e.cupon.porcentaje ? toCents(e.cupon.valor) : aMoneda(toCents(e.cupon.valor)),
        subtotal,
      )
    : 0;
  // Highest rate first: general, reducido, exento.
  const rates = [...bases.keys()].sort((a, b) => {
    const d = (parseScaled(b, RATE_SCALE) ?? 0n) - (parseScaled(a, RATE_SCALE) ?? 0n);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
  const partes = repartirProporcional(
    descuento,
    rates.map((r) => bases.get(r) ?? 0),
  );
  let ivaCupon = 0;
  const iva: IvaClaseCentimos[] = rates.map((r, i) => {
    const parte = partes[i] ?? 0;
    const deLineas = ivaLineas.get(r) ?? 0;
    const delCupon = Math.min(taxCents(parte, r), deLineas);
    ivaCupon += delCupon;
    return {
      clase: impuestoClase(r),
      porcentaje: r,
      baseCents: (bases.get(r) ?? 0) - parte,
      montoCents: deLineas - delCupon,
    };
  });
  const totalIva = iva.reduce((a, c) => a + c.montoCents, 0);
  const totalProductos = subtotal - descuento + totalIva;
  const empaquetado = hayLineas && e.empaquetado ? aMoneda(toCents(e.empaquetado)) : 0;
  const envio = hayLineas && e.envio ? aMoneda(toCents(e.envio)) : 0;
  const debido = totalProductos + empaquetado + envio;

  const saldoUsado = saldo === 'todo' ? debido : Math.min(saldo.hasta, debido);
  const resto = debido - saldoUsado;
  const igtf = igtfPorcentaje === ZERO_RATE ? 0 : taxCents(resto, igtfPorcentaje);
  return {
    lineas,
    subtotal,
    productos,
    ahorroOfertas,
    descuentoCupon: descuento,
    descuentoConIva: descuento + ivaCupon,
    iva,
    totalIva,
    totalProductos,
    empaquetado,
    envio,
    igtf,
    total: debido + igtf,
    saldoUsado,
    montoMetodo: resto + igtf,
  };
}

export function calcularTotales(e: TotalesEntrada): TotalesCentimos {
  const tasa = normalizarPorcentaje(e.tasa);
  const saldoPedido = e.saldo ? Math.max(0, toCents(e.saldo)) : 0;
  const igtf = e.igtf ? normalizarPorcentaje(e.igtf) : ZERO_RATE;
  const sinIgtf = importes(e, (c) => c, { hasta: saldoPedido }, ZERO_RATE);
  // IGTF only when something is left for a foreign-currency method.
  const igtfPorcentaje = sinIgtf.montoMetodo > 0 ? igtf : ZERO_RATE;
  const usd =
    igtfPorcentaje === ZERO_RATE ? sinIgtf : importes(e, (c) => c, { hasta: saldoPedido }, igtfPorcentaje);
  const saldoBs: Saldo =
    usd.montoMetodo === 0 && usd.saldoUsado > 0 ? 'todo' : { hasta: convertCents(usd.saldoUsado, tasa) };
  const bs = importes(e, (c) => convertCents(c, tasa), saldoBs, igtfPorcentaje);
  return { ...usd, igtfPorcentaje, tasa, bs };
}

/** The amounts in the currency the shopper chose: bolívares, or dollars (also when not known yet). */
export function importesEn(t: TotalesCentimos, moneda: CurrencyLike | null): ImportesCentimos {
  return moneda?.tipo === MonedaTipo.BOLIVAR ? t.bs : t;
}

function importesDinero(t: ImportesCentimos): Importes {
  const iva: IvaClase[] = t.iva.map((c) => ({
    clase: c.clase,
    porcentaje: c.porcentaje,
    base: fromCents(c.baseCents),
    monto: fromCents(c.montoCents),
  }));
  return {
    subtotal: fromCents(t.subtotal),
    productos: fromCents(t.productos),
    ahorroOfertas: fromCents(t.ahorroOfertas),
    descuentoCupon: fromCents(t.descuentoCupon),
    descuentoConIva: fromCents(t.descuentoConIva),
    iva,
    totalIva: fromCents(t.totalIva),
    totalProductos: fromCents(t.totalProductos),
    empaquetado: fromCents(t.empaquetado),
    envio: fromCents(t.envio),
    igtf: fromCents(t.igtf),
    total: fromCents(t.total),
    saldoUsado: fromCents(t.saldoUsado),
    montoMetodo: fromCents(t.montoMetodo),
  };
}

/** The API form of the totals (decimal strings, `TotalesSchema`). */
export function totalesDinero(t: TotalesCentimos): Totales {
  return { ...importesDinero(t), igtfPorcentaje: t.igtfPorcentaje, tasa: t.tasa, bs: importesDinero(t.bs) };
}

/**
 * What the totals rule takes of a cart the API sent (the page and the API's tests read it alike): each line at the
 * quantity that can be sold, and the coupon while it applies; the same the API computes its totals on.
 */
export function entradaCarrito(carrito: CarritoVista): Pick<TotalesEntrada, 'lineas' | 'cupon'> {
  return {
    lineas: carrito.lineas.map((l) => ({
      precio: l.producto.precio,
      oferta: l.producto.oferta,
      impuesto: l.producto.impuesto,
      cantidad: l.cantidadValida,
    })),
    cupon: carrito.cupon?.aplicable
      ? { porcentaje: carrito.cupon.porcentaje, valor: carrito.cupon.valor }
      : null,
  };
}

/**
 * The products with IVA (USD cents) of a cart the API sent, before its coupon: what every threshold a
 * shopper is told about compares (decision 0050), computed as the API computes it.
 */
export function productosCarrito(carrito: CarritoVista): number {
  return calcularTotales({ ...entradaCarrito(carrito), tasa: carrito.totales.tasa }).productos;
}

/** Minimum purchase for a user type (spec §5/§9: prime has minimum 0). Cents. */
export function minimoCompraPara(usuarioTipo: number, minimoConfigurado: string): number {
  return usuarioTipo === UsuarioTipo.PRIME ? 0 : toCents(minimoConfigurado);
}

/**
 * What the products with IVA (`productos`, before the coupon; decision 0050) lack to reach the
 * minimum purchase, in cents; 0 when they reach it. The API refuses an order and the cart blocks
 * "Finalizar compra" by this one figure.
 */
export function faltaParaMinimo(productosCents: number, minimoCents: number): number {
  return Math.max(0, minimoCents - productosCents);
}

export interface ReglaEnvioEntrada {
  areaId: number | null;
  desde: string;
  costo: string;
}

/**
 * Shipping for a delivery (cents): the rules of the address's area when it has any, else the
 * zone-wide ones (areaId null); of those, the one with the largest `desde` not above the products
 * with IVA (`productos`, before the coupon: using a coupon never loses free delivery; decision 0050).
 * No rule → 0.
 */
export function costoEnvio(
  reglas: readonly ReglaEnvioEntrada[],
  areaId: number | null,
  productosCents: number,
): number {
  const delArea = areaId === null ? [] : reglas.filter((r) => r.areaId === areaId);
  const aplicables = delArea.length ? delArea : reglas.filter((r) => r.areaId === null);
  let mejor: { desde: number; costo: number } | null = null;
  for (const r of aplicables) {
    const desde = toCents(r.desde);
    if (desde <= productosCents && (mejor === null || desde > mejor.desde)) {
      mejor = { desde, costo: toCents(r.costo) };
    }
  }
  return mejor?.costo ?? 0;
}
