/**
 * The cart owner of the page (one instance for this remote: its minicart, panels and app parcels
 * share these module variables). It
 * - answers the storefront's 'carrito:agregar' on the platform bus at once (the header count follows
 *   before the server answers),
 * - keeps the anonymous visitor's cart 1 in local storage (spec §1, §9) and refuses carts 2 and 3,
 * - keeps the signed-in user's three server carts of the current zone, writing through one queue so
 *   answers never arrive out of order,
 * - holds all of it in the checkout's jotai store (decision 0012), which its three parcels read,
 * - merges the local cart into the server's after login (`.../combinar`) and then clears the cache,
 * - applies spec §8: an answer with a `status` field never replaces the cart; its adjustments are
 *   shown ('Carrito actualizado') and the cart is read again.
 * It imports no zod and no contract values (types only): the calls and their schemas live in
 * `servidor.ts`, loaded on first use, so the mini-cart that every page loads stays small.
 */

import type { BusEventPayload } from '@mercado/shared/bus';
import type { AjusteLinea, CarritoGuardado, CarritoVista, CuponAplicado } from '@mercado/shared/contracts';
import { esSesionVencida, mensajeDelFallo, statusOf } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { clampQuantity, fromThousandths, toThousandths } from '@mercado/shared/rules';
import { atom, createStore, useAtomValue } from 'jotai';
import { conexionCarrito } from './conexion.ts';
import { type CacheCarritos, lineasDe, PAGINAS_CARRITO } from './modelo.ts';
import { type AlmacenLike, CLAVE_CACHE_CARRITO, crearRepositorioLocal } from './repositorio.ts';

export { PAGINAS_CARRITO };

export const MENSAJE_SOLO_CARRITO_1 = 'Inicie sesión o regístrese para usar los carritos 2 y 3.';
/** Spec §8: a cart write the server refused (422) or could not be read. */
export const MENSAJE_ERROR_CARRITO = 'Error con la información del Carrito, por favor intente nuevamente';
export const MENSAJE_ACTUALIZADO = 'Carrito actualizado';

/** The server changed lines on its own (spec §8 'Carrito actualizado'). */
export interface Aviso {
  zona: string;
  pagina: number;
  mensaje: string;
  ajustes: AjusteLinea[];
}

/** A change sent and not answered yet: the count shows it already. */
export interface Pendiente {
  pagina: number;
  productoId: number;
  presente: boolean;
}

export interface EstadoServidor {
  /** `${uid}|${zona}` the carts belong to. */
  clave: string;
  zona: string;
  estado: 'cargando' | 'listo' | 'error';
  /** By pagina (0..2); null until the first answer. */
  carritos: CarritoVista[] | null;
  error: string | null;
}

export interface EstadoCarritos {
  /** The zone of the page (from the parcels' params). */
  zona: string | null;
  /** The cart the shopper has open (0..2); products from the storefront go here. */
  paginaActiva: number;
  local: CacheCarritos;
  servidor: EstadoServidor | null;
  pendientes: Pendiente[];
  /** Writes in flight. */
  escribiendo: number;
  aviso: Aviso | null;
  /** Last failed write, shown in the cart panel. */
  error: { zona: string; pagina: number; mensaje: string } | null;
  /** The local cart is being merged after login. */
  combinando: boolean;
}

function almacenDelNavegador(): AlmacenLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const local = crearRepositorioLocal(almacenDelNavegador());

/**
 * The cart the signed-in shopper has open, kept across reloads and shared by the tabs (a product
 * opened in a new tab goes to the same cart). Not a spec §9 key: it holds no data, only a choice.
 */
export const CLAVE_CARRITO_ACTIVO = 'carrito-activo';

function leerActiva(): number {
  try {
    const n = Number(almacenDelNavegador()?.getItem(CLAVE_CARRITO_ACTIVO) ?? '0');
    return Number.isInteger(n) && n >= 0 && n < PAGINAS_CARRITO ? n : 0;
  } catch {
    return 0;
  }
}

function guardarActiva(pagina: number) {
  try {
    const almacen = almacenDelNavegador() as (AlmacenLike & { removeItem?(k: string): void }) | null;
    if (pagina === 0) almacen?.removeItem?.(CLAVE_CARRITO_ACTIVO);
    else almacen?.setItem(CLAVE_CARRITO_ACTIVO, String(pagina));
  } catch {
    // The choice lives in memory for this page.
  }
}

/** The checkout's store: one cart state for its mini-cart, panels and pages (they share this module). */
export const almacenCarrito = createStore();

export const estadoCarritos = atom<EstadoCarritos>({
  zona: null,
  paginaActiva: leerActiva(),
  local: local.snapshot(),
  servidor: null,
  pendientes: [],
  escribiendo: 0,
  aviso: null,
  error: null,
  combinando: false,
});

export const leerEstado = (): EstadoCarritos => almacenCarrito.get(estadoCarritos);

const actualizar = (cambio: Partial<EstadoCarritos> | ((e: EstadoCarritos) => Partial<EstadoCarritos>)) =>
  almacenCarrito.set(estadoCarritos, (e) => ({
    ...e,
    ...(typeof cambio === 'function' ? cambio(e) : cambio),
  }));

const servidor = () => import('./servidor.ts');
const sesion = () => platform.session.get();

// ---- reading -----------------------------------------------------------------------------------

/** The server cart `pagina` of the zone, when loaded. */
export function carritoServidor(e: EstadoCarritos, zona: string, pagina: number): CarritoVista | null {
  if (e.servidor?.zona !== zona) return null;
  return e.servidor.carritos?.[pagina] ?? null;
}

/**
 * Products in a cart as the header counts them: the local cart for a visitor; for a user, the
 * server's lines with the changes still travelling (pendientes) already applied.
 */
export function contarProductos(e: EstadoCarritos, zona: string, pagina: number, conSesion: boolean): number {
  if (!conSesion) return pagina === 0 ? lineasDe(e.local, zona, pagina).length : 0;
  const ids = new Set(carritoServidor(e, zona, pagina)?.lineas.map((l) => l.producto.id) ?? []);
  for (const p of e.pendientes) {
    if (p.pagina !== pagina) continue;
    if (p.presente) ids.add(p.productoId);
    else ids.delete(p.productoId);
  }
  return ids.size;
}

export function useCarritos(): EstadoCarritos {
  return useAtomValue(estadoCarritos, { store: almacenCarrito });
}

function anunciar(zona: string, pagina: number) {
  const e = leerEstado();
  platform.bus.emit('carrito:actualizado', {
    zona,
    pagina,
    cantidadItems: contarProductos(e, zona, pagina, sesion() !== null),
  });
}

// ---- the server carts --------------------------------------------------------------------------

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
function encolar<T>(tarea: () => Promise<T>): Promise<T> {
  return almacenCarrito.set(encolarAtom, tarea) as Promise<T>;
}

/** Puts a cart answered by the server in place (only a newer or equal version). */
function reemplazar(carrito: CarritoVista) {
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
async function aplicarGuardado(zona: string, pagina: number, r: CarritoGuardado): Promise<void> {
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
async function asegurarCargados(zona: string): Promise<void> {
  const e = leerEstado();
  const uid = sesion()?.uid;
  if (!uid) return;
  if (e.servidor?.clave === `${uid}|${zona}` && e.servidor.estado === 'listo') return;
  await leerServidor(zona);
}

function conPendiente<T>(zona: string, marca: Pendiente, tarea: () => Promise<T>): Promise<T> {
  actualizar((e) => ({ pendientes: [...e.pendientes, marca], escribiendo: e.escribiendo + 1 }));
  anunciar(zona, marca.pagina);
  return encolar(tarea).finally(() => {
    actualizar((e) => ({
      pendientes: e.pendientes.filter((p) => p !== marca),
      escribiendo: e.escribiendo - 1,
    }));
    anunciar(zona, marca.pagina);
  });
}

function fallo(zona: string, pagina: number, error: unknown): string {
  if (esSesionVencida(error)) return 'Su sesión ha expirado. Inicie sesión de nuevo.';
  const status = statusOf(error);
  const texto =
    status === 422 || status === 400 || status === 500
      ? MENSAJE_ERROR_CARRITO
      : mensajeDelFallo(error, MENSAJE_ERROR_CARRITO);
  actualizar({ error: { zona, pagina, mensaje: texto } });
  return texto;
}

// ---- actions -----------------------------------------------------------------------------------

/**
 * Sets a line's quantity ("0" removes it, spec §5). The visitor's cart changes at once; a user's is
 * written to the server (the count follows at once, the line when the server answers).
 */
export function cambiarCantidad(
  zona: string,
  pagina: number,
  productoId: number,
  cantidad: string,
): Promise<void> {
  if (!sesion()) {
    local.cambiar(zona, pagina, productoId, cantidad);
    anunciar(zona, pagina);
    return Promise.resolve();
  }
  actualizar({ error: null, aviso: null });
  const marca = { pagina, productoId, presente: toThousandths(cantidad) > 0 };
  return conPendiente(zona, marca, async () => {
    const r = await (await servidor()).guardarLinea(zona, pagina, productoId, cantidad);
    await aplicarGuardado(zona, pagina, r);
  }).catch((error: unknown) => void fallo(zona, pagina, error));
}

/** Adds a product (the storefront's request). Resolves with the answer for 'carrito:resultado'. */
export async function agregar(
  zona: string,
  pagina: number | undefined,
  productoId: number,
  cantidad: string,
): Promise<{ ok: boolean; mensaje?: string }> {
  if (!sesion()) {
    // Spec §1: a visitor only has cart 1.
    if (pagina !== undefined && pagina > 0) return { ok: false, mensaje: MENSAJE_SOLO_CARRITO_1 };
    local.agregar({ zona, pagina: 0, productoId, cantidad });
    anunciar(zona, 0);
    return { ok: true };
  }
  const destino = pagina ?? leerEstado().paginaActiva;
  const marca = { pagina: destino, productoId, presente: true };
  try {
    return await conPendiente(zona, marca, async () => {
      await asegurarCargados(zona);
      const linea = carritoServidor(leerEstado(), zona, destino)?.lineas.find(
        (l) => l.producto.id === productoId,
      );
      let total = toThousandths(cantidad) + (linea ? toThousandths(linea.cantidad) : 0);
      let mensaje: string | undefined;
      if (linea) {
        // The product's own limits are known: never ask for more than its options allow.
        const tope = clampQuantity(total, linea.producto);
        if (tope > 0 && tope < total) {
          total = tope;
          mensaje = 'Ya tiene en el carrito la cantidad máxima disponible de este producto.';
        }
      }
      const r = await (await servidor()).guardarLinea(zona, destino, productoId, fromThousandths(total));
      await aplicarGuardado(zona, destino, r);
      return { ok: true, ...(tieneStatus(r) ? { mensaje: r.mensaje } : mensaje ? { mensaje } : {}) };
    });
  } catch (error) {
    return { ok: false, mensaje: fallo(zona, destino, error) };
  }
}

/** Empties a cart (GET .../limpiarcarrito for a user). */
export function vaciar(zona: string, pagina: number): Promise<void> {
  if (!sesion()) {
    local.vaciar(zona, pagina);
    anunciar(zona, pagina);
    return Promise.resolve();
  }
  actualizar({ error: null, aviso: null });
  const previos = carritoServidor(leerEstado(), zona, pagina)?.lineas ?? [];
  actualizar((e) => ({
    pendientes: [
      ...e.pendientes,
      ...previos.map((l) => ({ pagina, productoId: l.producto.id, presente: false })),
    ],
  }));
  anunciar(zona, pagina);
  return encolar(async () => {
    actualizar((e) => ({ escribiendo: e.escribiendo + 1 }));
    try {
      const carritos = await (await servidor()).limpiar(zona, pagina);
      for (const c of carritos) reemplazar(c);
    } finally {
      actualizar((e) => ({ escribiendo: e.escribiendo - 1 }));
    }
  })
    .catch((error: unknown) => void fallo(zona, pagina, error))
    .finally(() => {
      actualizar((e) => ({ pendientes: e.pendientes.filter((p) => p.pagina !== pagina || p.presente) }));
      anunciar(zona, pagina);
    });
}

export type ResultadoCupon = { ok: true; cupon: CuponAplicado | null } | { ok: false; mensaje: string };

/** Applies a coupon code to a user's cart; the reason when it cannot apply (422/429). */
export function aplicarCupon(zona: string, pagina: number, codigo: string): Promise<ResultadoCupon> {
  return encolar(async (): Promise<ResultadoCupon> => {
    await asegurarCargados(zona);
    const carrito = carritoServidor(leerEstado(), zona, pagina);
    if (!carrito) return { ok: false, mensaje: MENSAJE_ERROR_CARRITO };
    try {
      const nuevo = await (await servidor()).aplicarCupon(carrito.id, codigo);
      reemplazar(nuevo);
      return { ok: true, cupon: nuevo.cupon };
    } catch (error) {
      if (esSesionVencida(error)) return { ok: false, mensaje: 'Su sesión ha expirado.' };
      return { ok: false, mensaje: mensajeDelFallo(error) };
    }
  });
}

export function quitarCupon(zona: string, pagina: number): Promise<ResultadoCupon> {
  return encolar(async (): Promise<ResultadoCupon> => {
    const carrito = carritoServidor(leerEstado(), zona, pagina);
    if (!carrito) return { ok: false, mensaje: MENSAJE_ERROR_CARRITO };
    try {
      const nuevo = await (await servidor()).quitarCupon(carrito.id);
      reemplazar(nuevo);
      return { ok: true, cupon: null };
    } catch (error) {
      if (esSesionVencida(error)) return { ok: false, mensaje: 'Su sesión ha expirado.' };
      return { ok: false, mensaje: mensajeDelFallo(error) };
    }
  });
}

export type ResultadoFinalizar = { ok: true } | { ok: false; mensaje: string };

/**
 * Spec §4 checkout: the cart is saved as shown; valid → go to checkout; otherwise the per-line
 * messages and the warning are shown and the cart read again.
 */
export function validarParaPagar(zona: string, pagina: number): Promise<ResultadoFinalizar> {
  actualizar({ error: null, aviso: null });
  return encolar(async (): Promise<ResultadoFinalizar> => {
    await asegurarCargados(zona);
    const carrito = carritoServidor(leerEstado(), zona, pagina);
    if (!carrito || carrito.lineas.length === 0) return { ok: false, mensaje: 'Su carrito está vacío' };
    actualizar((e) => ({ escribiendo: e.escribiendo + 1 }));
    try {
      const lineas = carrito.lineas.map((l) => ({ producto: l.producto.id, cantidad: l.cantidad }));
      const r = await (await servidor()).guardarCarrito(zona, pagina, lineas);
      if (tieneStatus(r)) {
        await aplicarGuardado(zona, pagina, r);
        return { ok: false, mensaje: r.mensaje || MENSAJE_ACTUALIZADO };
      }
      reemplazar(r);
      if (r.valido) return { ok: true };
      return {
        ok: false,
        mensaje: r.alcanzaMinimo ? MENSAJE_ACTUALIZADO : 'Su compra no alcanza el monto mínimo',
      };
    } catch (error) {
      return { ok: false, mensaje: fallo(zona, pagina, error) };
    } finally {
      actualizar((e) => ({ escribiendo: e.escribiendo - 1 }));
    }
  });
}

export function elegirPagina(pagina: number): void {
  if (pagina < 0 || pagina >= PAGINAS_CARRITO) return;
  guardarActiva(pagina);
  actualizar({ paginaActiva: pagina, aviso: null, error: null });
  const zona = leerEstado().zona;
  if (zona) anunciar(zona, pagina);
}

export function descartarAviso(): void {
  actualizar({ aviso: null, error: null });
}

/** Bumped when an order is placed: the tracking panel reads its list again on next opening. */
export const pedidos = { version: 0 };

/** After an order: the cart the server emptied is read again, the tracking list too. */
export function carritoPagado(): Promise<void> {
  pedidos.version += 1;
  return cargarCarritos(true);
}

// ---- merge after login -------------------------------------------------------------------------

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

// ---- wiring ------------------------------------------------------------------------------------

let uidVisto: string | null | undefined;

function alCambiarSesion() {
  const uid = sesion()?.uid ?? null;
  if (uid === uidVisto) return;
  // Signing out (not the first look at a visitor) goes back to cart 1.
  if (uid === null && uidVisto) guardarActiva(0);
  uidVisto = uid;
  actualizar({
    servidor: null,
    pendientes: [],
    aviso: null,
    error: null,
    paginaActiva: uid ? leerActiva() : 0,
  });
  if (uid) void combinarCarritoLocal().then(() => cargarCarritos(true));
}

/** The zone of the page, from the parcels' params. */
export function fijarZona(zona: string | undefined): void {
  const nueva = zona ?? null;
  if (leerEstado().zona === nueva) return;
  actualizar({ zona: nueva, aviso: null, error: null });
  if (nueva && sesion()) void cargarCarritos();
}

/** The storefront's 'carrito:agregar': adds, then answers 'carrito:resultado'. */
export function atenderAgregar({
  zona,
  pagina,
  productoId,
  cantidad,
}: BusEventPayload<'carrito:agregar'>): void {
  void agregar(zona, pagina, productoId, cantidad).then((r) =>
    platform.bus.emit('carrito:resultado', { productoId, ...r }),
  );
}

function instalar(): () => void {
  uidVisto = undefined;
  local.recargar();
  actualizar({ local: local.snapshot() });
  alCambiarSesion();
  const offSesion = platform.session.subscribe(alCambiarSesion);
  const offLocal = local.subscribe(() => actualizar({ local: local.snapshot() }));
  const offAgregar = platform.bus.on('carrito:agregar', atenderAgregar);
  // Another tab changed a cart: read it again (the visitor's from storage, the user's from the API).
  const offActualizado = platform.bus.on('carrito:actualizado', ({ zona, pagina, cantidadItems }) => {
    local.recargar();
    const e = leerEstado();
    if (!sesion() || e.zona !== zona || e.escribiendo > 0) return;
    if (contarProductos(e, zona, pagina, true) !== cantidadItems) void cargarCarritos(true);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CLAVE_CACHE_CARRITO) local.recargar();
    if (event.key === null || event.key === CLAVE_CARRITO_ACTIVO) actualizar({ paginaActiva: leerActiva() });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offSesion();
    offLocal();
    offAgregar();
    offActualizado();
    window.removeEventListener('storage', onStorage);
  };
}

let conexiones = 0;
let desconectar: (() => void) | null = null;

/** Called from each parcel's mount effect; the bus is listened to once while any is mounted. */
export function conectarCarrito(): () => void {
  conexiones += 1;
  if (conexiones === 1) desconectar = instalar();
  conexionCarrito.escuchando = true;
  let hecho = false;
  return () => {
    if (hecho) return;
    hecho = true;
    conexiones -= 1;
    if (conexiones === 0) {
      desconectar?.();
      desconectar = null;
      conexionCarrito.escuchando = false;
    }
  };
}
