/**
 * Coupon rules (issue 5): whether a coupon applies to a cart, why not (in Spanish), its discount and
 * how it is described. The API decides with them (again under a lock when the order is placed); the
 * client shows the same texts.
 */
import { EstatusRegistro } from '../contracts/constants.ts';
import { type CuponMotivo, MensajesCupon } from '../contracts/cupon.ts';
import { formatDate } from './dates.ts';
import { formatMoney, toCents } from './money.ts';
import { descuentoCupon } from './totales.ts';

export interface CuponReglas {
  estatus: number;
  porcentaje: boolean;
  /** "10.00" (10 %) or USD. */
  valor: string;
  /** Minimum of the cart's products with IVA (before the coupon, decision 0050), "0.00" = none. */
  minimoCompra: string;
  fechaInicio: Date | string;
  fechaFin: Date | string;
  /** Zones where it applies; empty = every zone. */
  zonaIds: readonly number[];
  /** Uses per user, 0/null = unlimited. */
  limiteUsuario: number | null;
  /** Uses in total, 0/null = unlimited. */
  limiteTotal: number | null;
}

export interface CuponContexto {
  ahora: Date;
  zonaId: number;
  /**
   * The cart's products with IVA (after offers, before the coupon), cents: what the minimum compares,
   * the "Productos" the shopper reads (decision 0050).
   */
  productosCents: number;
  /** The cart's subtotal (the same products before IVA), cents: what the discount is taken from. */
  subtotalCents: number;
  /** Uses of this coupon by this user (orders not cancelled or expired). */
  usosUsuario: number;
  /** Uses of this coupon by everybody. */
  usosTotales: number;
}

export type EvaluacionCupon =
  | { aplicable: true; descuentoCents: number }
  | { aplicable: false; motivo: CuponMotivo; mensaje: string };

const instante = (d: Date | string) => (d instanceof Date ? d : new Date(d)).getTime();

/** The Spanish reason of a refusal (with the amount or date it depends on). */
export function mensajeMotivoCupon(
  motivo: CuponMotivo,
  c?: Pick<CuponReglas, 'minimoCompra' | 'fechaInicio'>,
): string {
  switch (motivo) {
    case 'no_existe':
      return MensajesCupon.NO_EXISTE;
    case 'no_vigente':
      return c
        ? `${MensajesCupon.NO_VIGENTE}: podrá usarlo a partir del ${formatDate(c.fechaInicio)}`
        : MensajesCupon.NO_VIGENTE;
    case 'vencido':
      return MensajesCupon.VENCIDO;
    case 'zona':
      return MensajesCupon.ZONA;
    case 'minimo':
      return c
        ? `${MensajesCupon.MINIMO} de ${formatMoney(toCents(c.minimoCompra), { tipo: 'dolar' })}`
        : MensajesCupon.MINIMO;
    case 'limite_usuario':
      return MensajesCupon.LIMITE_USUARIO;
    case 'limite_total':
      return MensajesCupon.LIMITE_TOTAL;
    case 'carrito_vacio':
      return MensajesCupon.CARRITO_VACIO;
  }
}

/**
 * Checks, in order: active, validity dates, zone, total and per-user limits, a non-empty cart, the
 * minimum purchase (on the products with IVA). Applicable → the discount on the subtotal
 * (`descuentoCupon`).
 */
export function evaluarCupon(c: CuponReglas, ctx: CuponContexto): EvaluacionCupon {
  const no = (motivo: CuponMotivo): EvaluacionCupon => ({
    aplicable: false,
    motivo,
    mensaje: mensajeMotivoCupon(motivo, c),
  });
  const ahora = ctx.ahora.getTime();
  if (c.estatus !== EstatusRegistro.ACTIVO) return no('no_existe');
  if (ahora < instante(c.fechaInicio)) return no('no_vigente');
  if (ahora > instante(c.fechaFin)) return no('vencido');
  if (c.zonaIds.length > 0 && !c.zonaIds.includes(ctx.zonaId)) return no('zona');
  if (c.limiteTotal && ctx.usosTotales >= c.limiteTotal) return no('limite_total');
  if (c.limiteUsuario && ctx.usosUsuario >= c.limiteUsuario) return no('limite_usuario');
  if (ctx.productosCents <= 0) return no('carrito_vacio');
  if (ctx.productosCents < toCents(c.minimoCompra)) return no('minimo');
  return { aplicable: true, descuentoCents: descuentoCupon(c, ctx.subtotalCents) };
}

/** "10 % de descuento en compras desde $ 15,00" / "$ 5,00 de descuento". */
export function descripcionCupon(c: Pick<CuponReglas, 'porcentaje' | 'valor' | 'minimoCompra'>): string {
  const valor = toCents(c.valor);
  const cuanto = c.porcentaje
    ? `${Number.isInteger(valor / 100) ? valor / 100 : (valor / 100).toFixed(2).replace('.', ',')} % de descuento`
    : `${formatMoney(valor, { tipo: 'dolar' })} de descuento`;
  const minimo = toCents(c.minimoCompra);
  return minimo > 0 ? `${cuanto} en compras desde ${formatMoney(minimo, { tipo: 'dolar' })}` : cuanto;
}

/** Uses left for a user (null = no per-user limit). */
export function usosRestantes(c: Pick<CuponReglas, 'limiteUsuario'>, usosUsuario: number): number | null {
  return c.limiteUsuario ? Math.max(0, c.limiteUsuario - usosUsuario) : null;
}
