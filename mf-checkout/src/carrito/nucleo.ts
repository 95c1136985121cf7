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
 * Its parts: the state (estado.ts), the server queue and the merge (sincronizacion.ts), what the
 * shopper does (acciones.ts). This module wires them to the session, the bus and the other tabs,
 * and is the one the parcels import.
 */

import type { BusEventPayload } from '@mercado/shared/bus';
import { suscribirConexion } from '@mercado/shared/offline';
import { platform } from '@mercado/shared/platform';
import { agregar, cambiarCantidad } from './acciones.ts';
import { conexionCarrito } from './conexion.ts';
import {
  actualizar,
  almacenCarrito,
  CLAVE_CARRITO_ACTIVO,
  carritoServidor,
  contarProductos,
  type EstadoCarritos,
  estadoCarritos,
  guardarActiva,
  leerActiva,
  leerEstado,
  lineasConCola,
  local,
  sesion,
} from './estado.ts';
import { CLAVE_COLA, colaGuardada, guardarCarritos, olvidarCarritos } from './guardado.ts';
import { lineasDe } from './modelo.ts';
import { CLAVE_CACHE_CARRITO } from './repositorio.ts';
import { cargarCarritos, combinarCarritoLocal, enviarCola } from './sincronizacion.ts';

export {
  agregar,
  aplicarCupon,
  cambiarCantidad,
  carritoPagado,
  descartarAviso,
  elegirPagina,
  quitarCupon,
  type ResultadoCupon,
  type ResultadoFinalizar,
  vaciar,
  validarParaPagar,
} from './acciones.ts';
export {
  type Aviso,
  almacenCarrito,
  CLAVE_CARRITO_ACTIVO,
  type Combinado,
  carritoServidor,
  contarProductos,
  type EstadoCarritos,
  type EstadoServidor,
  estadoCarritos,
  leerEstado,
  lineasConCola,
  local,
  MENSAJE_ACTUALIZADO,
  MENSAJE_ERROR_CARRITO,
  MENSAJE_SOLO_CARRITO_1,
  type Pendiente,
  pedidosHechos,
  useCarritos,
} from './estado.ts';
export { PAGINAS_CARRITO } from './modelo.ts';
export {
  cargarCarritos,
  cerrarCombinado,
  combinarCarritoLocal,
  enviarCola,
  esperarCombinacion,
  tieneStatus,
} from './sincronizacion.ts';

// ---- wiring ------------------------------------------------------------------------------------

let uidVisto: string | null | undefined;

function alCambiarSesion() {
  const uid = sesion()?.uid ?? null;
  if (uid === uidVisto) return;
  // Signing out (not the first look at a visitor) goes back to cart 1, and the user's carts kept for
  // offline visits leave this browser.
  if (uid === null && uidVisto) {
    guardarActiva(0);
    olvidarCarritos();
  }
  uidVisto = uid;
  actualizar({
    servidor: null,
    pendientes: [],
    aviso: null,
    error: null,
    paginaActiva: uid ? leerActiva() : 0,
  });
  if (uid)
    void combinarCarritoLocal()
      .then(enviarCola)
      .then(() => cargarCarritos(true));
}

/** The connection is back: the changes made offline are sent, and the carts read again. */
function alVolverLaConexion(sinConexion: boolean) {
  if (sinConexion || !sesion()) return;
  void enviarCola().then(() => cargarCarritos(true));
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
  reglas,
}: BusEventPayload<'carrito:agregar'>): void {
  void agregar(zona, pagina, productoId, cantidad, reglas).then((r) =>
    platform.bus.emit('carrito:resultado', { productoId, ...r }),
  );
}

/**
 * The storefront's 'carrito:cambiar' (a stepper's −): sets the quantity in the open cart, then
 * answers 'carrito:resultado' with what the cart holds now, or why it could not.
 */
export function atenderCambiar({ zona, productoId, cantidad }: BusEventPayload<'carrito:cambiar'>): void {
  const conSesion = sesion() !== null;
  const pagina = conSesion ? leerEstado().paginaActiva : 0;
  const responder = () => {
    const e = leerEstado();
    if (e.error?.zona === zona && e.error.pagina === pagina) {
      platform.bus.emit('carrito:resultado', { productoId, ok: false, mensaje: e.error.mensaje });
      return;
    }
    const ahora = lineasAbiertas(e)?.lineas.find((l) => l.productoId === productoId)?.cantidad ?? '0';
    platform.bus.emit('carrito:resultado', { productoId, ok: true, cantidad: ahora });
  };
  const hecho = cambiarCantidad(zona, pagina, productoId, cantidad);
  // The visitor's cart changed already: answer with it before a next change lands.
  if (conSesion) void hecho.then(responder);
  else responder();
}

/** The open cart's lines ('carrito:lineas'); null while a user's carts are not read yet. */
function lineasAbiertas(e: EstadoCarritos): BusEventPayload<'carrito:lineas'> | null {
  if (!e.zona) return null;
  if (!sesion()) return { zona: e.zona, pagina: 0, lineas: lineasDe(e.local, e.zona, 0) };
  const lineas = lineasConCola(e, e.zona, e.paginaActiva);
  if (!carritoServidor(e, e.zona, e.paginaActiva) && lineas.length === 0) return null;
  return { zona: e.zona, pagina: e.paginaActiva, lineas };
}

let lineasPublicadas = '';

/** Tells the steppers what the open cart holds, when it changed (or always, when asked). */
function publicarLineas(siempre: boolean): void {
  const lineas = lineasAbiertas(leerEstado());
  if (!lineas) return;
  const texto = JSON.stringify(lineas);
  if (!siempre && texto === lineasPublicadas) return;
  lineasPublicadas = texto;
  platform.bus.emit('carrito:lineas', lineas);
}

function instalar(): () => void {
  uidVisto = undefined;
  local.recargar();
  actualizar({ local: local.snapshot(), cola: colaGuardada() });
  alCambiarSesion();
  const offSesion = platform.session.subscribe(alCambiarSesion);
  const offLocal = local.subscribe(() => actualizar({ local: local.snapshot() }));
  const offAgregar = platform.bus.on('carrito:agregar', atenderAgregar);
  const offCambiar = platform.bus.on('carrito:cambiar', atenderCambiar);
  const offConsultar = platform.bus.on('carrito:consultar', () => publicarLineas(true));
  const offLineas = almacenCarrito.sub(estadoCarritos, () => publicarLineas(false));
  // The user's carts as last read, kept for an offline visit (decision 0054).
  let guardados: unknown = null;
  const offGuardar = almacenCarrito.sub(estadoCarritos, () => {
    const s = leerEstado().servidor;
    if (s?.estado !== 'listo' || !s.carritos || s.carritos === guardados) return;
    guardados = s.carritos;
    guardarCarritos(s.clave, s.carritos);
  });
  const offConexion = suscribirConexion(alVolverLaConexion);
  publicarLineas(true);
  // Another tab changed a cart: read it again (the visitor's from storage, the user's from the API).
  const offActualizado = platform.bus.on(
    'carrito:actualizado',
    ({ zona, pagina, cantidadItems, version }) => {
      local.recargar();
      const e = leerEstado();
      if (!sesion() || e.zona !== zona || e.escribiendo > 0) return;
      const conocida = carritoServidor(e, zona, pagina)?.version ?? -1;
      if (contarProductos(e, zona, pagina, true) !== cantidadItems || (version ?? -1) > conocida)
        void cargarCarritos(true);
    },
  );
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CLAVE_CACHE_CARRITO) local.recargar();
    if (event.key === null || event.key === CLAVE_CARRITO_ACTIVO) actualizar({ paginaActiva: leerActiva() });
    if (event.key === null || event.key === CLAVE_COLA) actualizar({ cola: colaGuardada() });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offSesion();
    offLocal();
    offAgregar();
    offCambiar();
    offConsultar();
    offLineas();
    offGuardar();
    offConexion();
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
