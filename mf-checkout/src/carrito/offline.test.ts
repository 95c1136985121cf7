// @vitest-environment jsdom
/**
 * Issue 38: a signed-in shopper's changes made offline are applied at once, queued in local storage,
 * sent on reconnect (adds through .../combinar, set quantities through .../individual), and the
 * server's line statuses are what the shopper reads after; the carts as last read stay on screen.
 */
import type { CarritoGuardado } from '@mercado/shared/contracts';
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
const { CLAVE_COLA, CLAVE_SERVIDOR } = await import('./guardado.ts');

const usuario = { uid: 'u-1', roles: ['ROLE_USER'], usuarioTipo: { tipo: 1 as const }, exp: 9_999_999_999 };
const cafe = producto(8, { nombre: 'Café', maximo: '12' });
const arroz = producto(9, { nombre: 'Arroz' });
const cuenta = () => nucleo.contarProductos(nucleo.leerEstado(), 'caracas', 0, true);
const esperar = () => new Promise((r) => setTimeout(r, 0));

let enLinea = true;
function irA(linea: boolean) {
  enLinea = linea;
  window.dispatchEvent(new Event(linea ? 'online' : 'offline'));
}

let desconectar: () => void;
const resultados: unknown[] = [];
let dejarDeOir: () => void;

beforeEach(async () => {
  enLinea = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => enLinea);
  localStorage.clear();
  for (const f of Object.values(srv)) f.mockReset();
  resultados.length = 0;
  srv.obtenerCarritos.mockResolvedValue([carrito(0, [linea(cafe, '2')]), carrito(1, []), carrito(2, [])]);
  desconectar = nucleo.conectarCarrito();
  nucleo.fijarZona('caracas');
  dejarDeOir = platform.bus.on('carrito:resultado', (r) => resultados.push(r));
  platform.session.set(usuario);
  await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
});

afterEach(() => {
  desconectar();
  dejarDeOir();
  irA(true);
  platform.session.set(null);
  nucleo.fijarZona(undefined);
});

describe('cart offline, signed in', () => {
  it('keeps the carts as last read in local storage, and shows them when the read gets no answer', async () => {
    expect(localStorage.getItem(CLAVE_SERVIDOR)).toContain('"clave":"u-1|caracas"');
    irA(false);
    srv.obtenerCarritos.mockRejectedValue({ statusCode: 408, mensaje: 'Sin conexión', campos: {} });
    await nucleo.cargarCarritos(true);
    expect(nucleo.leerEstado().servidor?.estado).toBe('listo');
    expect(nucleo.carritoServidor(nucleo.leerEstado(), 'caracas', 0)?.lineas).toHaveLength(1);
  });

  it('queues adds and quantity changes offline, merged, and sends them on reconnect', async () => {
    irA(false);
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 9, cantidad: '1' });
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 9, cantidad: '2' });
    platform.bus.emit('carrito:cambiar', { zona: 'caracas', productoId: 8, cantidad: '5' });
    await esperar();
    expect(srv.guardarLinea).not.toHaveBeenCalled();
    expect(srv.combinar).not.toHaveBeenCalled();
    expect(cuenta()).toBe(2);
    expect(resultados).toContainEqual({
      productoId: 9,
      ok: true,
      cantidad: '3',
      mensaje: 'Sin conexión: lo enviaremos a su carrito cuando vuelva la conexión.',
    });
    expect(JSON.parse(localStorage.getItem(CLAVE_COLA) ?? '[]')).toEqual([
      { uid: 'u-1', zona: 'caracas', pagina: 0, productoId: 9, tipo: 'sumar', cantidad: '3' },
      { uid: 'u-1', zona: 'caracas', pagina: 0, productoId: 8, tipo: 'fijar', cantidad: '5' },
    ]);

    // Back online: the server caps the rice at 2 (stock) and says so with a status.
    const final = carrito(0, [linea(cafe, '5'), linea(arroz, '2')], { version: 4 });
    srv.guardarLinea.mockResolvedValue(carrito(0, [linea(cafe, '5')], { version: 3 }));
    srv.combinar.mockResolvedValue({
      status: 'ajustado',
      mensaje: 'Carrito actualizado',
      ajustes: [
        { producto: 9, nombre: 'Arroz', estatus: 3, cantidad: '2', mensaje: 'Inventario insuficiente' },
      ],
    } as unknown as CarritoGuardado);
    srv.obtenerCarritos
      .mockResolvedValueOnce([carrito(0, [linea(cafe, '2')]), carrito(1, []), carrito(2, [])])
      .mockResolvedValue([final, carrito(1, []), carrito(2, [])]);
    irA(true);
    await vi.waitFor(() => expect(nucleo.leerEstado().cola).toEqual([]));
    expect(srv.guardarLinea).toHaveBeenCalledWith('caracas', 0, 8, '5');
    expect(srv.combinar).toHaveBeenCalledWith('caracas', [{ producto: 9, cantidad: '3' }], 0);
    expect(localStorage.getItem(CLAVE_COLA)).toBeNull();
    const e = nucleo.leerEstado();
    expect(e.aviso).toMatchObject({ mensaje: 'Carrito actualizado', ajustes: [{ producto: 9 }] });
    expect(e.combinado?.titulo).toMatch(/^Carrito actualizado\. Enviamos a su carrito/);
    expect(e.combinado?.lineas).toEqual([
      'Café: 5 und',
      expect.stringMatching(/^Arroz: 3 und\. .*tiene 2 und en el carrito$/),
    ]);
    expect(cuenta()).toBe(2);
  });

  it('a queue left by a reload is sent once the core starts online', async () => {
    desconectar();
    localStorage.setItem(
      CLAVE_COLA,
      JSON.stringify([
        { uid: 'u-1', zona: 'caracas', pagina: 0, productoId: 9, tipo: 'sumar', cantidad: '1' },
      ]),
    );
    srv.combinar.mockResolvedValue(carrito(0, [linea(cafe, '2'), linea(arroz, '1')], { version: 3 }));
    platform.session.set(null);
    desconectar = nucleo.conectarCarrito();
    platform.session.set(usuario);
    await vi.waitFor(() =>
      expect(srv.combinar).toHaveBeenCalledWith('caracas', [{ producto: 9, cantidad: '1' }], 0),
    );
    await vi.waitFor(() => expect(nucleo.leerEstado().cola).toEqual([]));
  });

  it('checkout offline says Sin conexión and calls nothing', async () => {
    irA(false);
    const r = await nucleo.validarParaPagar('caracas', 0);
    expect(r).toEqual({
      ok: false,
      mensaje: 'Sin conexión. Revise su conexión a internet e intente de nuevo.',
    });
    expect(srv.guardarCarrito).not.toHaveBeenCalled();
  });

  it('signing out forgets the carts kept for offline visits', async () => {
    platform.session.set(null);
    await esperar();
    expect(localStorage.getItem(CLAVE_SERVIDOR)).toBeNull();
  });
});
