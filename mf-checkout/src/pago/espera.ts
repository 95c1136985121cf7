/**
 * The checkout's answer to "too many requests" (issue 36): a 429 when placing the order or reading
 * the payment form is called again after the API's Retry-After, while the page says "Reintentando…".
 * Placing sends the same idempotency key every time, so a retry never makes a second order. When the
 * last retry is refused too, placing stops and offers "Reintentar" (same key, the form as it was).
 */
import { conPunto, mensajeDelFallo, statusOf } from '@mercado/shared/http/errores';

/** Retries at most this many 429s in a row; then the 429 is the caller's to show. */
export const REINTENTOS_429 = 3;
const ESPERA_POR_DEFECTO_S = 2;
const ESPERA_MAXIMA_S = 30;

/**
 * Seconds a 429 asks to wait (its Retry-After, by shape: the client keeps the HTTP failure as the
 * error's `cause`), 2 when it does not say, at most 30; null when the failure is not a 429.
 */
export function esperaDe429(error: unknown): number | null {
  if (statusOf(error) !== 429) return null;
  const cabecera = (error as { cause?: { response?: { headers?: Headers } } }).cause?.response?.headers?.get(
    'retry-after',
  );
  const segundos = cabecera && /^\d+$/.test(cabecera.trim()) ? Number(cabecera) : ESPERA_POR_DEFECTO_S;
  return Math.min(Math.max(segundos, 0), ESPERA_MAXIMA_S);
}

const dormirMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls of the page waiting to be retried now (the "Reintentando…" notice shows while > 0). */
let esperando = 0;
const oyentes = new Set<() => void>();

/** For `useSyncExternalStore`: whether a call of the checkout is waiting to retry a 429. */
export const reintentos = {
  suscribir(oyente: () => void): () => void {
    oyentes.add(oyente);
    return () => oyentes.delete(oyente);
  },
  activo: (): boolean => esperando > 0,
};

/** The page's `avisar`: counts the calls waiting, so two at once keep the notice up. */
export function avisarReintento(reintentando: boolean): void {
  esperando = Math.max(0, esperando + (reintentando ? 1 : -1));
  for (const o of oyentes) o();
}

/**
 * `llamar()`, called again after each 429's wait (up to `REINTENTOS_429` times). `avisar(true)` while
 * waiting to retry, `avisar(false)` when the call is made again.
 */
export async function conReintentos429<T>(
  llamar: () => Promise<T>,
  avisar: (reintentando: boolean) => void,
  dormir: (ms: number) => Promise<void> = dormirMs,
): Promise<T> {
  for (let intento = 0; ; intento++) {
    try {
      return await llamar();
    } catch (e) {
      const espera = esperaDe429(e);
      if (espera === null || intento >= REINTENTOS_429) throw e;
      avisar(true);
      await dormir(espera * 1000);
      avisar(false);
    }
  }
}

/** Placing was still refused with 429 after the automatic retries: nothing was made yet. */
export const PEDIDO_FRENADO =
  'Hay demasiadas solicitudes en este momento y su pedido aún no se registró. Sus datos siguen aquí: espere unos segundos y pulse «Reintentar». Su pedido no se duplicará.';

/**
 * The sentence beside "Reintentar" when placing may succeed if called again: still too many requests
 * after the retries, or no answer / a server error (the order may exist; the same key finds it).
 */
export function textoParaReintentar(error: unknown): string {
  if (statusOf(error) === 429) return PEDIDO_FRENADO;
  return `${conPunto(mensajeDelFallo(error))} Su pedido no se duplicará al reintentar.`;
}
