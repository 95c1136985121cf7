/**
 * The signed-in user's three server carts of the zone: every read and write goes through one queue
 * (its tail an atom of the checkout's store), so an older answer never overwrites a newer one; spec
 * §8: a save answered with a `status` field never replaces the cart, its adjustments are shown and
 * the carts read again. After login the visitor's local cart is merged into the server's.
 */

import type { AjusteLinea, CarritoGuardado, CarritoVista } from '@mercado/shared/contracts';
import { esSesionVencida, mensajeDelFallo, sinRespuestaSinConexion } from '@mercado/shared/http/errores';
import { sinConexion } from '@mercado/shared/offline';
import { formatQuantity, toThousandths } from '@mercado/shared/rules';
import { atom } from 'jotai';
import { type CambioPendiente, sinEnviados } from './cola.ts';
import { esperaParaReintentar, resumenCombinacion } from './combinacion.ts';
import {
  actualizar,
  almacenCarrito,
  carritoServidor,
  leerEstado,
  local,
  MENSAJE_ACTUALIZADO,
  MENSAJE_ERROR_CARRITO,
  servidor,
  sesion,
} from './estado.ts';
import { carritosGuardados, guardarCola } from './guardado.ts';
import { type LineaLocal, MAX_LINEAS_CARRITO, MENSAJE_DEMASIADAS_LINEAS } from './modelo.ts';

/** The last server call queued (settled or not); the next one starts after it. */
const colaAtom = atom<Promise<unknown>>(Promise.resolve());

/** Queues a server call behind every one queued before it; its own promise. */
const encolarAtom = atom(null, (get, set, tarea: () => Promise<unknown>) => {
  const siguiente = get(colaAtom).then(tarea, tarea);
  set(
    colaAtom,
    siguiente.catch(() => undefined),
  );
  return siguiente;
});

/** Every server write and read runs in order: an older answer never overwrites a newer one. */
export function encolar<T>(tarea: () => Promise<T>): Promise<T> {
  return almacenCarrito.set(encolarAtom, tarea) as Promise<T>;
}

/** Puts a cart answered by the server in place (only a newer or equal version). */
export function reemplazar(carrito: CarritoVista) {
  actualizar((e) => {
    const s = e.servidor;
    if (!s || s.zona !== carrito.zona || !s.carritos) return {};
    const actual = s.carritos[carrito.pagina];
    if (actual && actual.version > carrito.version) return {};
    const carritos = s.carritos.slice();
    carritos[carrito.pagina] = carrito;
    return { servidor: { ...s, carritos } };
  });
}

/** Whether a save answer has a status field (spec §8: never replaces the cart). */
export const tieneStatus = (r: CarritoGuardado): r is Extract<CarritoGuardado, { status: string }> =>
  typeof r === 'object' && r !== null && 'status' in r;

/** A save answer: the cart replaces ours, or its adjustments are shown and the carts read again. */
export async function aplicarGuardado(zona: string, pagina: number, r: CarritoGuardado): Promise<void> {
  if (tieneStatus(r)) {
    actualizar({ aviso: { zona, pagina, mensaje: r.mensaje || MENSAJE_ACTUALIZADO, ajustes: r.ajustes } });
    await leerServidor(zona);
    return;
  }
  reemplazar(r);
}

export async function leerServidor(zona: string): Promise<void> {
  const uid = sesion()?.uid;
  if (!uid) return;
  const clave = `${uid}|${zona}`;
  actualizar((e) => ({
    servidor: {
      clave,
      zona,
      estado: 'cargando',
      // The carts as last read, kept in this browser: on screen at once, and offline (0054).
      carritos: e.servidor?.clave === clave ? e.servidor.carritos : carritosGuardados(clave),
      error: null,
    },
  }));
  try {
    const carritos = await (await servidor()).obtenerCarritos(zona);
    actualizar((e) => {
      if (e.servidor?.clave !== clave) return {};
      // A write answered while this read travelled keeps its newer version.
      const previos = e.servidor.carritos;
      const elegidos = carritos.map((c) => {
        const previo = previos?.[c.pagina];
        return previo && previo.version > c.version ? previo : c;
      });
      return { servidor: { clave, zona, estado: 'listo', carritos: elegidos, error: null } };
    });
  } catch (error) {
    if (esSesionVencida(error)) return;
    // Offline, the carts as last read stay on screen; they are read again when the connection is back.
    if (sinRespuestaSinConexion(error) && leerEstado().servidor?.carritos) {
      actualizar((e) =>
        e.servidor?.clave === clave ? { servidor: { ...e.servidor, estado: 'listo' } } : {},
      );
      return;
    }
    actualizar((e) =>
      e.servidor?.clave === clave
        ? {
            servidor: {
              ...e.servidor,
              estado: 'error',
              error: mensajeDelFallo(error, MENSAJE_ERROR_CARRITO),
            },
          }
        : {},
    );
  }
}

/** Loads the user's carts of the current zone (again when `forzar`); waits for a merge first. */
export function cargarCarritos(forzar = false): Promise<void> {
  const e = leerEstado();
  const uid = sesion()?.uid;
  const zona = e.zona;
  if (!uid || !zona) return Promise.resolve();
  const clave = `${uid}|${zona}`;
  if (!forzar && e.servidor?.clave === clave && e.servidor.estado !== 'error') return Promise.resolve();
  return esperarCombinacion().then(() => encolar(() => leerServidor(zona)));
}

/** Resolves when the carts of the current zone are loaded (or failed). */
export async function asegurarCargados(zona: string): Promise<void> {
  const e = leerEstado();
  const uid = sesion()?.uid;
  if (!uid) return;
  if (e.servidor?.clave === `${uid}|${zona}` && e.servidor.estado === 'listo') return;
  await leerServidor(zona);
}

let combinacion: Promise<void> | null = null;

/** Resolves when no merge of the local cart is running. */
export function esperarCombinacion(): Promise<void> {
  return combinacion ?? Promise.resolve();
}

const esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A call tried again while its failure may pass (no answer, 429, 5xx), waiting as the server asks. */
async function conReintentos<T>(llamada: () => Promise<T>): Promise<T> {
  for (let intento = 1; ; intento += 1) {
    try {
      return await llamada();
    } catch (error) {
      const espera = esperaParaReintentar(error, intento);
      if (espera === null) throw error;
      await esperar(espera);
    }
  }
}

export const TITULO_COMBINADO = 'Sumamos a su carrito 1 lo que eligió antes de iniciar sesión:';
export const TITULO_SIN_COMBINAR =
  'Aún no pudimos sumar a su carrito lo que eligió antes de iniciar sesión. Lo guardamos en este navegador y lo intentaremos de nuevo.';

/**
 * One zone's local cart into the user's cart 1: the stored quantities read first (to say what was
 * added to what), then .../combinar (the server adds and caps), then the carts read again.
 */
async function combinarZona(zona: string, locales: LineaLocal[]): Promise<void> {
  const api = await servidor();
  const antes = await conReintentos(() => api.obtenerCarritos(zona));
  const previas = new Map(antes[0]?.lineas.map((l) => [l.producto.id, l.cantidad]) ?? []);
  const enviadas = locales.slice(0, MAX_LINEAS_CARRITO);
  const lineas = enviadas.map((l) => ({ producto: l.productoId, cantidad: l.cantidad }));
  const r = await conReintentos(() => api.combinar(zona, lineas));
  // Merged: from here on the lines are the server's; a failure below only costs the notice.
  await avisarCombinacion(zona, r, previas, locales, enviadas).catch(() => undefined);
}

async function avisarCombinacion(
  zona: string,
  r: CarritoGuardado,
  previas: ReadonlyMap<number, string>,
  locales: LineaLocal[],
  enviadas: LineaLocal[],
): Promise<void> {
  const api = await servidor();
  let finales: CarritoVista | null = null;
  if (tieneStatus(r)) {
    if (leerEstado().servidor?.zona === zona) await leerServidor(zona);
    finales =
      carritoServidor(leerEstado(), zona, 0) ?? (await api.obtenerCarritos(zona).catch(() => []))[0] ?? null;
  } else {
    if (leerEstado().servidor?.zona === zona) reemplazar(r);
    finales = r;
  }
  if (!finales) return;
  const sobran = locales.length - enviadas.length;
  actualizar({
    combinado: {
      zona,
      titulo: TITULO_COMBINADO,
      lineas: [
        ...resumenCombinacion(enviadas, previas, finales.lineas, tieneStatus(r) ? r.ajustes : []),
        ...(sobran > 0 ? [`${sobran} productos más no se agregaron. ${MENSAJE_DEMASIADAS_LINEAS}.`] : []),
      ],
      fallo: false,
    },
  });
}

/**
 * After login: each zone's local cart 1 goes into the user's cart 1 of that zone (.../combinar):
 * a product in both adds up, capped at its maximum and stock, and a notice says what was merged and
 * how. The lines leave the shared storage before the call, so another tab of the same browser does
 * not merge them twice; a call still failing after its retries (429 honouring Retry-After, no
 * answer, 5xx) or refused puts them back, so nothing is lost until the server confirmed the merge.
 */
export function combinarCarritoLocal(): Promise<void> {
  if (combinacion) return combinacion;
  if (!sesion()) return Promise.resolve();
  const carritos = local.snapshot().carritos.filter((c) => c.pagina === 0 && c.lineas.length > 0);
  if (carritos.length === 0) return Promise.resolve();
  actualizar({ combinando: true, combinado: null });
  combinacion = (async () => {
    for (const carrito of carritos) {
      local.quitarZona(carrito.zona);
      try {
        await combinarZona(carrito.zona, carrito.lineas);
      } catch (error) {
        // Not confirmed by the server: the lines go back for the next try.
        for (const l of carrito.lineas) local.agregar({ zona: carrito.zona, pagina: 0, ...l });
        if (esSesionVencida(error)) continue;
        actualizar({
          combinado: { zona: carrito.zona, titulo: TITULO_SIN_COMBINAR, lineas: [], fallo: true },
        });
      }
    }
  })().finally(() => {
    combinacion = null;
    actualizar({ combinando: false });
  });
  return combinacion;
}

/** Closes the notice of the merge. */
export function cerrarCombinado(): void {
  actualizar({ combinado: null });
}

// ---- the changes made offline (issue 38, decision 0054) ----------------------------------------

export const TITULO_ENVIADO = 'Enviamos a su carrito lo que cambió sin conexión:';
export const TITULO_NO_ENVIADO =
  'No pudimos enviar a su carrito lo que cambió sin conexión: el servidor no lo aceptó. Revise su carrito.';

/** Takes sent (or refused) changes out of the queue, in the state and in local storage. */
function quitarDeLaCola(enviados: readonly CambioPendiente[]): void {
  const cola = sinEnviados(leerEstado().cola, enviados);
  guardarCola(cola);
  actualizar({ cola });
}

/** One sentence per quantity set offline: what the cart holds now, or why not. */
function resumenFijados(
  fijados: readonly CambioPendiente[],
  finales: CarritoVista | null,
  ajustes: readonly AjusteLinea[],
): string[] {
  return fijados.map((c) => {
    const final = finales?.lineas.find((l) => l.producto.id === c.productoId);
    const ajuste = ajustes.find((a) => a.producto === c.productoId);
    const nombre = final?.producto.nombre || ajuste?.nombre || 'Un producto';
    if (ajuste) return `${nombre}: ${ajuste.mensaje}`;
    if (!final) return `${nombre}: se quitó del carrito`;
    return `${nombre}: ${formatQuantity(toThousandths(final.cantidad), final.producto.modalidadVenta)}`;
  });
}

/**
 * One cart's offline changes to the server: the quantities set first (.../individual, one each),
 * then the adds in one .../combinar (the server adds them to what it holds and caps them, as at
 * sign-in). The server's line statuses are what the shopper then reads: 'Carrito actualizado' with
 * its adjustments in the cart, and a notice with one sentence per product.
 */
async function enviarCarrito(zona: string, pagina: number, cambios: CambioPendiente[]): Promise<void> {
  const api = await servidor();
  const antes = await api.obtenerCarritos(zona);
  const previas = new Map(antes[pagina]?.lineas.map((l) => [l.producto.id, l.cantidad]) ?? []);
  const fijados = cambios.filter((c) => c.tipo === 'fijar');
  const sumados = cambios.filter((c) => c.tipo === 'sumar');
  const ajustes: AjusteLinea[] = [];
  const respuestas: CarritoGuardado[] = [];
  for (const c of fijados) respuestas.push(await api.guardarLinea(zona, pagina, c.productoId, c.cantidad));
  if (sumados.length > 0)
    respuestas.push(
      await api.combinar(
        zona,
        sumados.map((c) => ({ producto: c.productoId, cantidad: c.cantidad })),
        pagina,
      ),
    );
  for (const r of respuestas) if (tieneStatus(r)) ajustes.push(...r.ajustes);
  if (leerEstado().servidor?.zona === zona) await leerServidor(zona);
  const finales =
    carritoServidor(leerEstado(), zona, pagina) ?? (await api.obtenerCarritos(zona))[pagina] ?? null;
  quitarDeLaCola(cambios);
  const lineas = [
    ...resumenFijados(fijados, finales, ajustes),
    ...resumenCombinacion(
      sumados.map((c) => ({ productoId: c.productoId, cantidad: c.cantidad })),
      previas,
      finales?.lineas ?? [],
      ajustes,
    ),
  ];
  if (ajustes.length > 0) actualizar({ aviso: { zona, pagina, mensaje: MENSAJE_ACTUALIZADO, ajustes } });
  actualizar({
    combinado: {
      zona,
      titulo: ajustes.length > 0 ? `${MENSAJE_ACTUALIZADO}. ${TITULO_ENVIADO}` : TITULO_ENVIADO,
      lineas,
      fallo: false,
    },
  });
}

let envio: Promise<void> | null = null;

/**
 * Sends the signed-in user's offline changes, cart by cart in the order of their first change,
 * through the write queue. A cart whose send gets no answer keeps its changes for the next
 * reconnection; one the server refuses (4xx) drops them and says so.
 */
export function enviarCola(): Promise<void> {
  if (envio) return envio;
  const uid = sesion()?.uid;
  const propios = uid ? leerEstado().cola.filter((c) => c.uid === uid) : [];
  if (propios.length === 0 || sinConexion()) return Promise.resolve();
  const carritos = new Map<string, CambioPendiente[]>();
  for (const c of propios) {
    const clave = `${c.zona}|${c.pagina}`;
    carritos.set(clave, [...(carritos.get(clave) ?? []), c]);
  }
  envio = (async () => {
    for (const cambios of carritos.values()) {
      const { zona, pagina } = cambios[0] as CambioPendiente;
      try {
        await encolar(() => enviarCarrito(zona, pagina, cambios));
      } catch (error) {
        if (esSesionVencida(error) || sinRespuestaSinConexion(error) || sinConexion()) return;
        quitarDeLaCola(cambios);
        actualizar({ combinado: { zona, titulo: TITULO_NO_ENVIADO, lineas: [], fallo: true } });
      }
    }
  })().finally(() => {
    envio = null;
  });
  return envio;
}
