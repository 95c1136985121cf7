/**
 * The open page's poll of the shopper's notices (issue 38, spec §9 "Notification interval 45"): at
 * once, then every `intervalo` ms while the page is visible. A hidden page (another tab, the phone's
 * screen off) does not poll; when it is shown again it polls at once and starts over. One poll at a
 * time: the next is timed from the end of the previous, so a slow answer never piles calls up.
 */
import { INTERVALO_AVISOS_MS } from '@mercado/shared/contracts';

/** What the poll needs of the page: whether it is visible, and word when that changes. */
export type Visibilidad = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface Sondeo {
  /** Polls now (after the poll in flight, if any) and times the next from it. */
  ahora(): void;
  parar(): void;
}

export function sondear(
  consultar: () => Promise<unknown>,
  intervalo: number,
  pagina: Visibilidad = document,
): Sondeo {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let enCurso = false;
  let otraVez = false;
  let parado = false;

  const visible = () => pagina.visibilityState === 'visible';
  const cancelar = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const programar = () => {
    cancelar();
    if (!parado && visible()) timer = setTimeout(correr, intervalo);
  };
  function correr() {
    timer = null;
    if (parado || !visible()) return;
    if (enCurso) {
      otraVez = true;
      return;
    }
    enCurso = true;
    // A failed poll is only a missed one: the next comes at its time.
    consultar()
      .catch(() => {})
      .finally(() => {
        enCurso = false;
        if (otraVez) {
          otraVez = false;
          correr();
        } else programar();
      });
  }
  const alCambiar = () => {
    if (visible()) correr();
    else cancelar();
  };

  pagina.addEventListener('visibilitychange', alCambiar);
  correr();
  return {
    ahora: () => {
      cancelar();
      correr();
    },
    parar: () => {
      parado = true;
      cancelar();
      pagina.removeEventListener('visibilitychange', alCambiar);
    },
  };
}

/** Tests shorten the interval by setting this global before the page's scripts run. */
const CLAVE_PRUEBAS = '__MERCADO_INTERVALO_AVISOS_MS';

/** The spec's 45 s, unless a test set a shorter one (never below a second). */
export function intervaloAvisos(): number {
  const pedido = Number((globalThis as Record<string, unknown>)[CLAVE_PRUEBAS]);
  return Number.isFinite(pedido) && pedido > 0 ? Math.max(1000, pedido) : INTERVALO_AVISOS_MS;
}
