/**
 * What the shopper does to a cart: quantities, adding, emptying, coupons, going to pay, choosing the
 * open cart. A visitor's cart 1 changes at once in local storage; a user's is written through the
 * server queue, the count following at once (the change is pending until answered).
 */

import type { CuponAplicado } from '@mercado/shared/contracts';
import {
  esSesionVencida,
  mensajeDelFallo,
  sinRespuestaSinConexion,
  statusOf,
} from '@mercado/shared/http/errores';
import { MENSAJE_SIN_CONEXION, sinConexion } from '@mercado/shared/offline';
import {
  fromThousandths,
  type ModalidadVentaValor,
  type MotivoTope,
  mensajeTope,
  type QuantityRules,
  sumarConTope,
  toThousandths,
} from '@mercado/shared/rules';
import { encolarCambio } from './cola.ts';
import {
  actualizar,
  almacenCarrito,
  anunciar,
  carritoServidor,
  guardarActiva,
  leerEstado,
  lineasConCola,
  local,
  MENSAJE_ACTUALIZADO,
  MENSAJE_ERROR_CARRITO,
  MENSAJE_SOLO_CARRITO_1,
  type Pendiente,
  pedidosHechos,
  servidor,
  sesion,
} from './estado.ts';
import { guardarCola } from './guardado.ts';
import { MAX_LINEAS_CARRITO, MENSAJE_DEMASIADAS_LINEAS, PAGINAS_CARRITO } from './modelo.ts';
import {
  aplicarGuardado,
  asegurarCargados,
  cargarCarritos,
  encolar,
  enviarCola,
  reemplazar,
  tieneStatus,
} from './sincronizacion.ts';

/** What an add or a quantity set offline answers: kept, and sent when the connection is back. */
export const MENSAJE_EN_COLA = 'Sin conexión: lo enviaremos a su carrito cuando vuelva la conexión.';

/**
 * A signed-in user's change made offline (issue 38, decision 0054): applied to what the cart shows
 * at once, queued in local storage, sent on reconnect (sincronizacion.ts enviarCola). Returns the
 * quantity the cart shows now.
 */
function cambiarSinConexion(
  zona: string,
  pagina: number,
  productoId: number,
  tipo: 'sumar' | 'fijar',
  cantidad: string,
): string {
  const uid = sesion()?.uid;
  if (!uid) return '0';
  const cola = encolarCambio(leerEstado().cola, { uid, zona, pagina, productoId, tipo, cantidad });
  guardarCola(cola);
  actualizar({ cola, error: null });
  anunciar(zona, pagina);
  return lineasConCola(leerEstado(), zona, pagina).find((l) => l.productoId === productoId)?.cantidad ?? '0';
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
  if (sinConexion()) {
    cambiarSinConexion(zona, pagina, productoId, 'fijar', cantidad);
    return Promise.resolve();
  }
  actualizar({ error: null, aviso: null });
  const marca = { pagina, productoId, presente: toThousandths(cantidad) > 0 };
  return conPendiente(zona, marca, async () => {
    const r = await (await servidor()).guardarLinea(zona, pagina, productoId, cantidad);
    await aplicarGuardado(zona, pagina, r);
  }).catch((error: unknown) => {
    // The connection dropped on the way: kept for the reconnection like a change made offline.
    if (sinRespuestaSinConexion(error)) cambiarSinConexion(zona, pagina, productoId, 'fijar', cantidad);
    else fallo(zona, pagina, error);
  });
}

/** The product's quantity rules as the requester sent them ('carrito:agregar'). */
export type ReglasAgregar = QuantityRules & { modalidadVenta: ModalidadVentaValor };

/** The answer for 'carrito:resultado': the quantity the cart holds now, and whether it was capped. */
export type ResultadoAgregar = { ok: boolean; mensaje?: string; cantidad?: string; tope?: boolean };

/** Line statuses of a capped quantity (spec §3: 5 maximum, 3 stock); no contract values here. */
const TOPE_POR_ESTATUS: Record<number, MotivoTope> = { 5: 'maximo', 3: 'existencia' };

/**
 * Adds a product (the storefront's request), spec §5: the sum with what the cart holds never goes
 * over the per-order maximum nor the stock (capped with the product's rules: the server line's when
 * the user's cart has it, else the requester's). Resolves with the answer for 'carrito:resultado':
 * the quantity really in the cart and, when capped, the sentence that says so.
 */
export async function agregar(
  zona: string,
  pagina: number | undefined,
  productoId: number,
  cantidad: string,
  reglas?: ReglasAgregar,
): Promise<ResultadoAgregar> {
  if (!sesion()) {
    // Spec §1: a visitor only has cart 1.
    if (pagina !== undefined && pagina > 0) return { ok: false, mensaje: MENSAJE_SOLO_CARRITO_1 };
    const lineas = local.lineas(zona, 0);
    const previa = lineas.find((l) => l.productoId === productoId);
    if (!previa && lineas.length >= MAX_LINEAS_CARRITO)
      return { ok: false, mensaje: MENSAJE_DEMASIADAS_LINEAS };
    const actual = previa ? toThousandths(previa.cantidad) : 0;
    const suma = reglas ? sumarConTope(actual, toThousandths(cantidad), reglas) : null;
    if (suma?.cantidad === 0) return { ok: false, mensaje: MENSAJE_AGOTADO };
    local.agregar({ zona, pagina: 0, productoId, cantidad }, suma?.cantidad);
    anunciar(zona, 0);
    const ahora = local.lineas(zona, 0).find((l) => l.productoId === productoId)?.cantidad ?? cantidad;
    return resultado(ahora, suma?.motivo ?? null, reglas);
  }
  const destino = pagina ?? leerEstado().paginaActiva;
  if (sinConexion()) return agregarSinConexion(zona, destino, productoId, cantidad, reglas);
  const marca = { pagina: destino, productoId, presente: true };
  try {
    return await conPendiente(zona, marca, async () => {
      await asegurarCargados(zona);
      const lineaDe = () =>
        carritoServidor(leerEstado(), zona, destino)?.lineas.find((l) => l.producto.id === productoId);
      const linea = lineaDe();
      const limites = linea?.producto ?? reglas;
      const actual = linea ? toThousandths(linea.cantidad) : 0;
      const suma = limites ? sumarConTope(actual, toThousandths(cantidad), limites) : null;
      if (suma?.cantidad === 0) return { ok: false, mensaje: MENSAJE_AGOTADO };
      const total = suma?.cantidad ?? actual + toThousandths(cantidad);
      const r = await (await servidor()).guardarLinea(zona, destino, productoId, fromThousandths(total));
      await aplicarGuardado(zona, destino, r);
      // The server is the authority: its adjustment of this line, else the client's own cap.
      const ajuste = tieneStatus(r) ? r.ajustes.find((a) => a.producto === productoId) : undefined;
      const motivo = (ajuste && TOPE_POR_ESTATUS[ajuste.estatus]) ?? suma?.motivo ?? null;
      const ahora = lineaDe();
      const enCarrito = ahora?.cantidad ?? ajuste?.cantidad ?? fromThousandths(total);
      const r2 = resultado(enCarrito, motivo, ahora?.producto ?? limites);
      if (!r2.tope && ajuste) return { ...r2, mensaje: ajuste.mensaje };
      return r2;
    });
  } catch (error) {
    if (sinRespuestaSinConexion(error))
      return agregarSinConexion(zona, destino, productoId, cantidad, reglas);
    return { ok: false, mensaje: fallo(zona, destino, error) };
  }
}

/**
 * An add while offline: capped as online with what the cart shows (the server's line rules when it
 * has the product, else the requester's), queued, answered with the quantity shown and why.
 */
function agregarSinConexion(
  zona: string,
  pagina: number,
  productoId: number,
  cantidad: string,
  reglas: ReglasAgregar | undefined,
): ResultadoAgregar {
  const e = leerEstado();
  const linea = carritoServidor(e, zona, pagina)?.lineas.find((l) => l.producto.id === productoId);
  const limites = linea?.producto ?? reglas;
  const mostrada = lineasConCola(e, zona, pagina).find((l) => l.productoId === productoId);
  const actual = mostrada ? toThousandths(mostrada.cantidad) : 0;
  if (!mostrada && lineasConCola(e, zona, pagina).length >= MAX_LINEAS_CARRITO)
    return { ok: false, mensaje: MENSAJE_DEMASIADAS_LINEAS };
  const suma = limites ? sumarConTope(actual, toThousandths(cantidad), limites) : null;
  if (suma?.cantidad === 0) return { ok: false, mensaje: MENSAJE_AGOTADO };
  const agregada = suma ? suma.cantidad - actual : toThousandths(cantidad);
  const ahora =
    agregada > 0
      ? cambiarSinConexion(zona, pagina, productoId, 'sumar', fromThousandths(agregada))
      : fromThousandths(actual);
  const r = resultado(ahora, suma?.motivo ?? null, limites);
  return r.tope ? r : { ...r, mensaje: MENSAJE_EN_COLA };
}

const MENSAJE_AGOTADO = 'Inventario insuficiente: este producto se agotó por ahora';

function resultado(
  cantidad: string,
  motivo: MotivoTope | null,
  reglas: ReglasAgregar | undefined,
): ResultadoAgregar {
  if (!motivo || !reglas) return { ok: true, cantidad };
  return { ok: true, cantidad, tope: true, mensaje: mensajeTope(motivo, toThousandths(cantidad), reglas) };
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
export async function validarParaPagar(zona: string, pagina: number): Promise<ResultadoFinalizar> {
  if (sinConexion()) return { ok: false, mensaje: MENSAJE_SIN_CONEXION };
  // What was changed offline reaches the server before the cart is checked.
  await enviarCola();
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

/** After an order: the cart the server emptied is read again, the tracking list too. */
export function carritoPagado(): Promise<void> {
  almacenCarrito.set(pedidosHechos, (n) => n + 1);
  return cargarCarritos(true);
}
