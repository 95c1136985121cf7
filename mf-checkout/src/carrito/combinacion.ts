/**
 * The merge of the visitor's cart at sign-in (issue 36), its pure parts: how long to wait before
 * trying again, and the short Spanish notice of what was merged and how ("Arroz: 1 und + 2 und =
 * 3 und"). No zod and no contract values: this is on the cart core's path.
 */
import type { AjusteLinea, LineaCarrito } from '@mercado/shared/contracts';
import { esReintentable, esSesionVencida } from '@mercado/shared/http/errores';
import { formatQuantity, type MotivoTope, mensajeTope, toThousandths } from '@mercado/shared/rules';
import type { LineaLocal } from './modelo.ts';

/** Tries after the first one for an answer that may come later (no answer, 429, 5xx). */
export const REINTENTOS_COMBINAR = 4;
/** Longest wait between tries, whatever Retry-After asks. */
const ESPERA_MAXIMA_MS = 30_000;

/** The Retry-After of a failed call in ms (seconds form), when its response had one. */
function retryAfterMs(error: unknown): number | null {
  const respuesta = (error as { cause?: { response?: { headers?: { get?(n: string): string | null } } } })
    ?.cause?.response;
  const valor = respuesta?.headers?.get?.('retry-after');
  if (valor == null || !/^\d+$/.test(valor.trim())) return null;
  return Number(valor.trim()) * 1000;
}

/**
 * How long to wait before try `intento` (1 for the first retry), or null when trying again cannot
 * help (an answer that refused, a lost session, the tries used up): Retry-After when the server sent
 * it, else 1 s, 2 s, 4 s, 8 s.
 */
export function esperaParaReintentar(error: unknown, intento: number): number | null {
  if (intento > REINTENTOS_COMBINAR || esSesionVencida(error) || !esReintentable(error)) return null;
  return Math.min(retryAfterMs(error) ?? 1000 * 2 ** (intento - 1), ESPERA_MAXIMA_MS);
}

/** Line statuses of a capped quantity (spec §3: 5 maximum, 3 stock). */
const TOPE: Record<number, MotivoTope> = { 5: 'maximo', 3: 'existencia' };

/**
 * One sentence per local product merged: what the stored cart had (`previas`, by product id), what
 * the visitor added, and what the cart holds now (`finales`), with the reason when it was capped or
 * left out (the server's `ajustes`).
 */
export function resumenCombinacion(
  locales: readonly LineaLocal[],
  previas: ReadonlyMap<number, string>,
  finales: readonly LineaCarrito[],
  ajustes: readonly AjusteLinea[],
): string[] {
  return locales.map((l) => {
    const final = finales.find((f) => f.producto.id === l.productoId);
    const ajuste = ajustes.find((a) => a.producto === l.productoId);
    const nombre = final?.producto.nombre || ajuste?.nombre || 'Un producto';
    if (!final) return `${nombre}: no se agregó. ${ajuste?.mensaje ?? 'Ya no está a la venta en esta zona.'}`;
    const f = (q: number) => formatQuantity(q, final.producto.modalidadVenta);
    const previa = toThousandths(previas.get(l.productoId) ?? '0');
    const agregada = toThousandths(l.cantidad);
    const ahora = toThousandths(final.cantidad);
    const partes = previa > 0 ? `${f(previa)} + ${f(agregada)}` : f(agregada);
    if (ahora === previa + agregada)
      return previa > 0 ? `${nombre}: ${partes} = ${f(ahora)}` : `${nombre}: ${f(ahora)}`;
    const motivo = ajuste ? TOPE[ajuste.estatus] : undefined;
    const porque = motivo
      ? mensajeTope(motivo, ahora, final.producto)
      : `${ajuste?.mensaje ?? 'Cantidad ajustada'}: tiene ${f(ahora)} en el carrito`;
    return `${nombre}: ${partes}. ${porque}`;
  });
}
