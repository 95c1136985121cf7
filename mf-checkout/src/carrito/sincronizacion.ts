/**
 * The signed-in user's three server carts of the zone: every read and write goes through one queue
 * (its tail an atom of the checkout's store), so an older answer never overwrites a newer one; spec
 * §8: a save answered with a `status` field never replaces the cart, its adjustments are shown and
 * the carts read again. After login the visitor's local cart is merged into the server's.
 */

import type { CarritoGuardado, CarritoVista } from '@mercado/shared/contracts';
import { esSesionVencida, mensajeDelFallo, statusOf } from '@mercado/shared/http/errores';
import { atom } from 'jotai';
import {
  actualizar,
  almacenCarrito,
  leerEstado,
  local,
  MENSAJE_ACTUALIZADO,
  MENSAJE_ERROR_CARRITO,
  servidor,
  sesion,
} from './estado.ts';

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

async function leerServidor(zona: string): Promise<void> {
  const uid = sesion()?.uid;
  if (!uid) return;
  const clave = `${uid}|${zona}`;
  actualizar((e) => ({
    servidor: {
      clave,
      zona,
      estado: 'cargando',
      carritos: e.servidor?.clave === clave ? e.servidor.carritos : null,
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

/**
 * After login: each zone's local cart 1 goes into the user's cart 1 of that zone (.../combinar),
 * then leaves local storage. The cache is cleared before the call, so another tab of the same
 * browser does not merge the same lines twice; a call that got no answer puts the lines back.
 */
export function combinarCarritoLocal(): Promise<void> {
  if (combinacion) return combinacion;
  if (!sesion()) return Promise.resolve();
  const carritos = local.snapshot().carritos.filter((c) => c.pagina === 0 && c.lineas.length > 0);
  if (carritos.length === 0) return Promise.resolve();
  actualizar({ combinando: true });
  combinacion = (async () => {
    for (const carrito of carritos) {
      local.quitarZona(carrito.zona);
      try {
        const lineas = carrito.lineas.map((l) => ({ producto: l.productoId, cantidad: l.cantidad }));
        const r = await (await servidor()).combinar(carrito.zona, lineas);
        if (tieneStatus(r)) {
          actualizar({ aviso: { zona: carrito.zona, pagina: 0, mensaje: r.mensaje, ajustes: r.ajustes } });
        } else if (leerEstado().servidor?.zona === carrito.zona) {
          reemplazar(r);
        }
      } catch (error) {
        const status = statusOf(error);
        // No answer, a server failure or a lost session: the lines stay for the next try.
        if (status === null || status === 401 || status === 408 || status >= 500) {
          for (const l of carrito.lineas) local.agregar({ zona: carrito.zona, pagina: 0, ...l });
        }
      }
    }
  })().finally(() => {
    combinacion = null;
    actualizar({ combinando: false });
  });
  return combinacion;
}
