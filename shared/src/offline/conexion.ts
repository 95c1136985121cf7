/**
 * Whether the page can reach the server (issue 38, decision 0054): offline when the browser says so
 * (navigator.onLine, 'offline') or when a call got no answer at all (fetch's TypeError); online again
 * on 'online', on any answer, or when a small probe of the API gets through (tried every few seconds
 * while a failed call is the only sign: the browser may still believe it is online).
 * One state per page whichever bundle reads it: this module is not a federation singleton, so the
 * state lives on `globalThis` under a registered symbol. No imports: any bundle may take it.
 */

type Oyente = (sinConexion: boolean) => void;

interface Estado {
  /** A call failed for lack of an answer and nothing has answered since. */
  falloDeRed: boolean;
  oyentes: Set<Oyente>;
  sonda: string | null;
  temporizador: ReturnType<typeof setTimeout> | null;
  ultimo: boolean;
}

const CLAVE = Symbol.for('mercado.conexion');
/** Between two probes of the API while only a failed call says the page is offline. */
export const INTERVALO_SONDA_MS = 5000;

const navegadorSinConexion = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function estado(): Estado {
  const g = globalThis as { [CLAVE]?: Estado };
  const previo = g[CLAVE];
  if (previo) return previo;
  const e: Estado = {
    falloDeRed: false,
    oyentes: new Set(),
    sonda: null,
    temporizador: null,
    ultimo: navegadorSinConexion(),
  };
  g[CLAVE] = e;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      e.falloDeRed = false;
      notificar();
    });
    window.addEventListener('offline', notificar);
  }
  return e;
}

/** True while the server cannot be reached. */
export function sinConexion(): boolean {
  const e = estado();
  return navegadorSinConexion() || e.falloDeRed;
}

function notificar(): void {
  const e = estado();
  const ahora = sinConexion();
  if (ahora) programarSonda();
  if (ahora === e.ultimo) return;
  e.ultimo = ahora;
  for (const oyente of [...e.oyentes]) oyente(ahora);
}

function programarSonda(): void {
  const e = estado();
  if (e.temporizador !== null || !e.sonda || !e.falloDeRed || navegadorSinConexion()) return;
  const url = e.sonda;
  e.temporizador = setTimeout(() => {
    e.temporizador = null;
    // Any answer, even an opaque one, means the server is there again.
    fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(avisarRespuesta, () => notificar());
  }, INTERVALO_SONDA_MS);
}

/** A call got no answer (fetch's TypeError: network down, DNS, connection refused). */
export function avisarFalloDeRed(): void {
  estado().falloDeRed = true;
  notificar();
}

/** The server answered a call (any status): the page is online. */
export function avisarRespuesta(): void {
  const e = estado();
  if (!e.falloDeRed) return;
  e.falloDeRed = false;
  notificar();
}

/** The URL probed while a failed call is the only sign of being offline (the API's liveness). */
export function fijarSonda(url: string): void {
  estado().sonda = url;
}

/** Called with the new state whenever it changes; returns the unsubscribe function. */
export function suscribirConexion(oyente: Oyente): () => void {
  const e = estado();
  e.oyentes.add(oyente);
  return () => void e.oyentes.delete(oyente);
}

/** Runs `tarea` once, when the connection is back (at once when online); returns a cancel function. */
export function alVolverLaConexion(tarea: () => void): () => void {
  if (!sinConexion()) {
    tarea();
    return () => {};
  }
  const off = suscribirConexion((sin) => {
    if (sin) return;
    off();
    tarea();
  });
  return off;
}

/**
 * The sentence an action that needs the server shows while offline: clear, short, and saying it
 * will work once the connection is back.
 */
export const MENSAJE_SIN_CONEXION = 'Sin conexión. Revise su conexión a internet e intente de nuevo.';
