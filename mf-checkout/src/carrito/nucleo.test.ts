// @vitest-environment jsdom
import type { CarritoGuardado, CarritoVista } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carrito, linea, producto } from '../test/fixtures.ts';

const srv = vi.hoisted(() => ({
  obtenerCarritos: vi.fn(),
  guardarLinea: vi.fn(),
  guardarCarrito: vi.fn(),
  combinar: vi.fn(),
  limpiar: vi.fn(),
  aplicarCupon: vi.fn(),
  quitarCupon: vi.fn(),
}));
vi.mock('./servidor.ts', () => srv);

const nucleo = await import('./nucleo.ts');
const { CLAVE_CACHE_CARRITO } = await import('./repositorio.ts');

const usuario = { uid: 'u-1', roles: ['ROLE_USER'], usuarioTipo: { tipo: 1 as const }, exp: 9_999_999_999 };
const tres = (...c: CarritoVista[]) => [0, 1, 2].map((p) => c.find((x) => x.pagina === p) ?? carrito(p, []));
const esperar = () => new Promise((r) => setTimeout(r, 0));
const cuenta = (pagina: number) =>
  nucleo.contarProductos(nucleo.leerEstado(), 'caracas', pagina, platform.session.get() !== null);

let desconectar: () => void;
let dejarDeOir: () => void;
const resultados: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  nucleo.local.recargar();
  platform.session.set(null);
  for (const f of Object.values(srv)) f.mockReset();
  resultados.length = 0;
  desconectar = nucleo.conectarCarrito();
  nucleo.fijarZona('caracas');
  dejarDeOir = platform.bus.on('carrito:resultado', (r) => resultados.push(r));
});
afterEach(() => {
  desconectar();
  dejarDeOir();
  platform.session.set(null);
  nucleo.fijarZona(undefined);
  nucleo.elegirPagina(0);
});

describe('cart core, visitor', () => {
  it('adds to the local cart 1 at once (the header count follows) and answers ok', () => {
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '2' });
    expect(cuenta(0)).toBe(1);
    expect(localStorage.getItem(CLAVE_CACHE_CARRITO)).toContain('"productoId":5');
    return esperar().then(() => expect(resultados).toEqual([{ productoId: 5, ok: true, cantidad: '2' }]));
  });

  it('refuses carts 2 and 3 (spec §1)', async () => {
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '1', pagina: 1 });
    await esperar();
    expect(resultados).toEqual([{ productoId: 5, ok: false, mensaje: nucleo.MENSAJE_SOLO_CARRITO_1 }]);
    expect(cuenta(0)).toBe(0);
  });
});

describe('cart core, signed in', () => {
  it('merges the local cart after login, clears the cache, then reads the server carts', async () => {
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '2' });
    const fusion = carrito(0, [linea(producto(5), '2')], { version: 2 });
    srv.combinar.mockResolvedValue(fusion);
    srv.obtenerCarritos.mockResolvedValue(tres(fusion));
    platform.session.set(usuario);
    await nucleo.esperarCombinacion();
    expect(srv.combinar).toHaveBeenCalledWith('caracas', [{ producto: 5, cantidad: '2' }]);
    expect(nucleo.local.snapshot().carritos).toEqual([]);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    expect(cuenta(0)).toBe(1);
  });

  it('puts the lines back when the merge got no answer after its retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '2' });
      srv.combinar.mockRejectedValue({ statusCode: 408, mensaje: 'sin respuesta', campos: {} });
      srv.obtenerCarritos.mockResolvedValue(tres());
      platform.session.set(usuario);
      await vi.runAllTimersAsync();
      await nucleo.esperarCombinacion();
    } finally {
      vi.useRealTimers();
    }
    expect(srv.combinar).toHaveBeenCalledTimes(5);
    expect(nucleo.local.lineas('caracas', 0)).toEqual([{ productoId: 5, cantidad: '2' }]);
    expect(nucleo.leerEstado().combinado).toMatchObject({ fallo: true });
  });

  it('adds to the open cart: the count follows before the server answers', async () => {
    srv.obtenerCarritos.mockResolvedValue(tres());
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    nucleo.elegirPagina(1);
    let responder: (r: CarritoGuardado) => void = () => undefined;
    srv.guardarLinea.mockReturnValue(new Promise((r) => (responder = r)));
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 8, cantidad: '1' });
    expect(cuenta(1)).toBe(1);
    await vi.waitFor(() => expect(srv.guardarLinea).toHaveBeenCalledWith('caracas', 1, 8, '1'));
    responder(carrito(1, [linea(producto(8), '1')], { version: 2 }));
    await vi.waitFor(() => expect(resultados).toEqual([{ productoId: 8, ok: true, cantidad: '1' }]));
    expect(nucleo.leerEstado().pendientes).toEqual([]);
    expect(cuenta(1)).toBe(1);
    expect(cuenta(0)).toBe(0);
  });

  it('sums onto an existing line, capped at the product’s maximum', async () => {
    const p = producto(8, { maximo: '3' });
    srv.obtenerCarritos.mockResolvedValue(tres(carrito(0, [linea(p, '2')])));
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    srv.guardarLinea.mockResolvedValue(carrito(0, [linea(p, '3')], { version: 2 }));
    const r = await nucleo.agregar('caracas', undefined, 8, '2');
    expect(srv.guardarLinea).toHaveBeenCalledWith('caracas', 0, 8, '3');
    expect(r).toEqual({
      ok: true,
      cantidad: '3',
      tope: true,
      mensaje: 'Máximo 3 und por pedido: tiene 3 und en el carrito',
    });
  });

  it('never replaces the cart with an answer that has a status field: shows the adjustments and reads again', async () => {
    const antes = carrito(0, [linea(producto(8), '5')]);
    srv.obtenerCarritos.mockResolvedValue(tres(antes));
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    const ajuste = {
      producto: 8,
      nombre: 'Producto 8',
      estatus: 3 as const,
      mensaje: 'La cantidad supera la existencia disponible (máximo 2 und)',
      cantidadSolicitada: '6',
      cantidad: '2',
    };
    srv.guardarLinea.mockResolvedValue({
      status: 'actualizado',
      mensaje: 'Carrito actualizado',
      pagina: 0,
      version: 2,
      ajustes: [ajuste],
    });
    const despues = carrito(0, [linea(producto(8), '2')], { version: 2 });
    srv.obtenerCarritos.mockResolvedValue(tres(despues));
    await nucleo.cambiarCantidad('caracas', 0, 8, '6');
    const e = nucleo.leerEstado();
    expect(e.aviso).toMatchObject({ pagina: 0, mensaje: 'Carrito actualizado', ajustes: [ajuste] });
    // The cart shown is the one read again, not anything built from the status answer.
    expect(nucleo.carritoServidor(e, 'caracas', 0)).toBe(despues);
    expect(srv.obtenerCarritos).toHaveBeenCalledTimes(2);
  });

  it('keeps the cart and shows the spec §8 text when a write is refused', async () => {
    const antes = carrito(0, [linea(producto(8), '1')]);
    srv.obtenerCarritos.mockResolvedValue(tres(antes));
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    srv.guardarLinea.mockRejectedValue({ statusCode: 422, mensaje: 'x' });
    await nucleo.cambiarCantidad('caracas', 0, 8, '0');
    const e = nucleo.leerEstado();
    expect(e.error?.mensaje).toBe(nucleo.MENSAJE_ERROR_CARRITO);
    expect(nucleo.carritoServidor(e, 'caracas', 0)).toBe(antes);
    expect(cuenta(0)).toBe(1);
  });

  it('an older answer never overwrites a newer cart', async () => {
    srv.obtenerCarritos.mockResolvedValue(tres(carrito(0, [linea(producto(8), '1')], { version: 5 })));
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    srv.guardarLinea.mockResolvedValue(carrito(0, [], { version: 4 }));
    await nucleo.cambiarCantidad('caracas', 0, 8, '0');
    expect(nucleo.carritoServidor(nucleo.leerEstado(), 'caracas', 0)?.version).toBe(5);
  });

  it('sends the writes one at a time, in the order they were made', async () => {
    srv.obtenerCarritos.mockResolvedValue(tres());
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    const respuestas: ((r: CarritoGuardado) => void)[] = [];
    srv.guardarLinea.mockImplementation(() => new Promise((r) => respuestas.push(r)));
    const primera = nucleo.cambiarCantidad('caracas', 0, 8, '1');
    const segunda = nucleo.cambiarCantidad('caracas', 0, 9, '2');
    await vi.waitFor(() => expect(srv.guardarLinea).toHaveBeenCalledTimes(1));
    await esperar();
    expect(srv.guardarLinea).toHaveBeenCalledTimes(1);
    respuestas[0]?.(carrito(0, [linea(producto(8), '1')], { version: 2 }));
    await vi.waitFor(() => expect(srv.guardarLinea).toHaveBeenCalledTimes(2));
    expect(srv.guardarLinea.mock.calls).toEqual([
      ['caracas', 0, 8, '1'],
      ['caracas', 0, 9, '2'],
    ]);
    respuestas[1]?.(carrito(0, [linea(producto(8), '1'), linea(producto(9), '2')], { version: 3 }));
    await Promise.all([primera, segunda]);
    expect(nucleo.carritoServidor(nucleo.leerEstado(), 'caracas', 0)?.version).toBe(3);
  });
});

describe("the storefront's steppers: the open cart's lines and setting a quantity", () => {
  const lineas: unknown[] = [];
  let dejarDeVer = () => {};
  beforeEach(() => {
    lineas.length = 0;
    dejarDeVer = platform.bus.on('carrito:lineas', (l) => lineas.push(l));
  });
  afterEach(() => dejarDeVer());

  it("a visitor: tells the lines after each change and when asked; a quantity of '0' removes the line", async () => {
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '2' });
    expect(lineas.at(-1)).toEqual({ zona: 'caracas', pagina: 0, lineas: [{ productoId: 5, cantidad: '2' }] });
    await esperar();
    platform.bus.emit('carrito:cambiar', { zona: 'caracas', productoId: 5, cantidad: '1' });
    expect(lineas.at(-1)).toEqual({ zona: 'caracas', pagina: 0, lineas: [{ productoId: 5, cantidad: '1' }] });
    const antes = lineas.length;
    platform.bus.emit('carrito:consultar', {});
    expect(lineas).toHaveLength(antes + 1);
    platform.bus.emit('carrito:cambiar', { zona: 'caracas', productoId: 5, cantidad: '0' });
    expect(lineas.at(-1)).toEqual({ zona: 'caracas', pagina: 0, lineas: [] });
    expect(resultados).toEqual([
      { productoId: 5, ok: true, cantidad: '2' },
      { productoId: 5, ok: true, cantidad: '1' },
      { productoId: 5, ok: true, cantidad: '0' },
    ]);
  });

  it("signed in: the open cart's server lines once read; a refused change answers its error", async () => {
    srv.obtenerCarritos.mockResolvedValue(tres(carrito(0, [linea(producto(8), '3')])));
    platform.session.set(usuario);
    await vi.waitFor(() =>
      expect(lineas.at(-1)).toEqual({
        zona: 'caracas',
        pagina: 0,
        lineas: [{ productoId: 8, cantidad: '3' }],
      }),
    );
    srv.guardarLinea.mockResolvedValue(carrito(0, [linea(producto(8), '2')], { version: 2 }));
    platform.bus.emit('carrito:cambiar', { zona: 'caracas', productoId: 8, cantidad: '2' });
    await vi.waitFor(() => expect(resultados).toEqual([{ productoId: 8, ok: true, cantidad: '2' }]));
    expect(srv.guardarLinea).toHaveBeenCalledWith('caracas', 0, 8, '2');
    expect(lineas.at(-1)).toEqual({ zona: 'caracas', pagina: 0, lineas: [{ productoId: 8, cantidad: '2' }] });

    srv.guardarLinea.mockRejectedValue({ statusCode: 422, mensaje: 'x' });
    platform.bus.emit('carrito:cambiar', { zona: 'caracas', productoId: 8, cantidad: '1' });
    await vi.waitFor(() =>
      expect(resultados.at(-1)).toEqual({ productoId: 8, ok: false, mensaje: nucleo.MENSAJE_ERROR_CARRITO }),
    );
  });
});
