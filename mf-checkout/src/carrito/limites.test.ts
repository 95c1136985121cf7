// @vitest-environment jsdom
/**
 * Issue 36: the per-order maximum holds when adding (visitor and user) and the answer carries the
 * quantity really in the cart; the merge at sign-in adds up, says how, and survives a 429.
 */
import { CARRITO_MAX_LINEAS, type CarritoVista } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carrito, linea, producto } from '../test/fixtures.ts';
import { esperaParaReintentar, resumenCombinacion } from './combinacion.ts';
import { MAX_LINEAS_CARRITO } from './modelo.ts';

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

const usuario = { uid: 'u-1', roles: ['ROLE_USER'], usuarioTipo: { tipo: 1 as const }, exp: 9_999_999_999 };
const tres = (...c: CarritoVista[]) => [0, 1, 2].map((p) => c.find((x) => x.pagina === p) ?? carrito(p, []));
const reglas = {
  minimo: '1',
  maximo: '12',
  grupo: '1',
  unidad: '1',
  existencia: '50',
  modalidadVenta: 'unidad' as const,
};
const demasiados = (segundos: string) => ({
  statusCode: 429,
  mensaje: 'Demasiadas solicitudes',
  campos: {},
  cause: { response: new Response(null, { status: 429, headers: { 'retry-after': segundos } }) },
});

let desconectar: () => void;

beforeEach(() => {
  localStorage.clear();
  nucleo.local.recargar();
  platform.session.set(null);
  for (const f of Object.values(srv)) f.mockReset();
  desconectar = nucleo.conectarCarrito();
  nucleo.fijarZona('caracas');
});
afterEach(() => {
  vi.useRealTimers();
  desconectar();
  platform.session.set(null);
  nucleo.fijarZona(undefined);
  nucleo.cerrarCombinado();
});

describe('the maximum when adding', () => {
  it('visitor: 8 + 8 of a product with maximum 12 keeps 12 and says so with the real quantity', async () => {
    expect(await nucleo.agregar('caracas', undefined, 5, '8', reglas)).toEqual({ ok: true, cantidad: '8' });
    expect(await nucleo.agregar('caracas', undefined, 5, '8', reglas)).toEqual({
      ok: true,
      cantidad: '12',
      tope: true,
      mensaje: 'Máximo 12 und por pedido: tiene 12 und en el carrito',
    });
    expect(nucleo.local.lineas('caracas', 0)).toEqual([{ productoId: 5, cantidad: '12' }]);
  });

  it(`visitor: no new product past ${MAX_LINEAS_CARRITO} lines (the contracts' limit)`, async () => {
    expect(MAX_LINEAS_CARRITO).toBe(CARRITO_MAX_LINEAS);
    for (let id = 1; id <= MAX_LINEAS_CARRITO; id += 1)
      nucleo.local.agregar({ zona: 'caracas', pagina: 0, productoId: id, cantidad: '1' });
    const r = await nucleo.agregar('caracas', undefined, 999, '1', reglas);
    expect(r).toEqual({
      ok: false,
      mensaje: `El carrito no puede tener más de ${CARRITO_MAX_LINEAS} productos`,
    });
    expect((await nucleo.agregar('caracas', undefined, 1, '1', reglas)).ok).toBe(true);
  });

  it('user: a new line capped by the server is reported with what the cart holds after reading it', async () => {
    srv.obtenerCarritos.mockResolvedValue(tres());
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().servidor?.estado).toBe('listo'));
    const p = producto(8, { maximo: '12' });
    srv.guardarLinea.mockResolvedValue({
      status: 'actualizado',
      mensaje: 'Carrito actualizado',
      pagina: 0,
      version: 2,
      ajustes: [
        {
          producto: 8,
          nombre: 'Producto 8',
          estatus: 5,
          mensaje: 'x',
          cantidadSolicitada: '16',
          cantidad: '12',
        },
      ],
    });
    srv.obtenerCarritos.mockResolvedValue(tres(carrito(0, [linea(p, '12')], { version: 2 })));
    // The requester's rules were stale (no maximum): the server's answer decides.
    const r = await nucleo.agregar('caracas', undefined, 8, '16', { ...reglas, maximo: '0' });
    expect(srv.guardarLinea).toHaveBeenCalledWith('caracas', 0, 8, '16');
    expect(r).toMatchObject({
      ok: true,
      cantidad: '12',
      tope: true,
      mensaje: 'Máximo 12 und por pedido: tiene 12 und en el carrito',
    });
  });
});

describe('the merge at sign-in', () => {
  it('adds to what the stored cart had and says how (1 + 2 = 3; 8 + 8 capped at 12)', async () => {
    nucleo.local.agregar({ zona: 'caracas', pagina: 0, productoId: 5, cantidad: '2' });
    nucleo.local.agregar({ zona: 'caracas', pagina: 0, productoId: 6, cantidad: '8' });
    const p5 = producto(5);
    const p6 = producto(6, { maximo: '12' });
    srv.obtenerCarritos.mockResolvedValueOnce(tres(carrito(0, [linea(p5, '1'), linea(p6, '8')])));
    const despues = carrito(0, [linea(p5, '3'), linea(p6, '12')], { version: 3 });
    srv.obtenerCarritos.mockResolvedValue(tres(despues));
    srv.combinar.mockResolvedValue({
      status: 'actualizado',
      mensaje: 'Carrito actualizado',
      pagina: 0,
      version: 3,
      ajustes: [
        {
          producto: 6,
          nombre: 'Producto 6',
          estatus: 5,
          mensaje: 'x',
          cantidadSolicitada: '16',
          cantidad: '12',
        },
      ],
    });
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().combinado).not.toBeNull());
    expect(nucleo.leerEstado().combinado).toEqual({
      zona: 'caracas',
      titulo: 'Sumamos a su carrito 1 lo que eligió antes de iniciar sesión:',
      lineas: [
        'Producto 5: 1 und + 2 und = 3 und',
        'Producto 6: 8 und + 8 und. Máximo 12 und por pedido: tiene 12 und en el carrito',
      ],
      fallo: false,
    });
    expect(nucleo.local.snapshot().carritos).toEqual([]);
  });

  it('a 429 is tried again after its Retry-After; the local lines are only gone once merged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    nucleo.local.agregar({ zona: 'caracas', pagina: 0, productoId: 5, cantidad: '2' });
    srv.obtenerCarritos.mockResolvedValue(tres());
    srv.combinar
      .mockRejectedValueOnce(demasiados('3'))
      .mockResolvedValueOnce(carrito(0, [linea(producto(5), '2')], { version: 2 }));
    platform.session.set(usuario);
    await vi.advanceTimersByTimeAsync(2999);
    expect(srv.combinar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await nucleo.esperarCombinacion();
    expect(srv.combinar).toHaveBeenCalledTimes(2);
    expect(nucleo.leerEstado().combinado?.lineas).toEqual(['Producto 5: 2 und']);
    expect(nucleo.local.snapshot().carritos).toEqual([]);
  });

  it('a refused merge (400) keeps the local lines for the next try and says so', async () => {
    nucleo.local.agregar({ zona: 'caracas', pagina: 0, productoId: 5, cantidad: '2' });
    srv.obtenerCarritos.mockResolvedValue(tres());
    srv.combinar.mockRejectedValue({ statusCode: 400, mensaje: 'Cantidad inválida', campos: {} });
    platform.session.set(usuario);
    await vi.waitFor(() => expect(nucleo.leerEstado().combinado?.fallo).toBe(true));
    expect(srv.combinar).toHaveBeenCalledTimes(1);
    expect(nucleo.local.lineas('caracas', 0)).toEqual([{ productoId: 5, cantidad: '2' }]);
  });
});

describe('pure parts', () => {
  it('waits as Retry-After says (capped at 30 s), else 1, 2, 4, 8 s; never for a refusal or a lost session', () => {
    expect(esperaParaReintentar(demasiados('3'), 1)).toBe(3000);
    expect(esperaParaReintentar(demasiados('600'), 1)).toBe(30_000);
    const sinRespuesta = { statusCode: 408, mensaje: '', campos: {} };
    expect([1, 2, 3, 4].map((n) => esperaParaReintentar(sinRespuesta, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(esperaParaReintentar(sinRespuesta, 5)).toBeNull();
    expect(esperaParaReintentar({ statusCode: 422, mensaje: '', campos: {} }, 1)).toBeNull();
    expect(esperaParaReintentar({ statusCode: 401, mensaje: '', campos: {} }, 1)).toBeNull();
  });

  it('a product left out names the reason; by weight in kg', () => {
    const kg = producto(7, { modalidadVenta: 'peso', minimo: '0.5', grupo: '0.25', maximo: '5' });
    const r = resumenCombinacion(
      [
        { productoId: 7, cantidad: '1.5' },
        { productoId: 9, cantidad: '1' },
      ],
      new Map([[7, '0.5']]),
      [linea(kg, '2')],
      [
        {
          producto: 9,
          nombre: 'Producto 9',
          estatus: 7,
          mensaje: 'Producto no disponible',
          cantidadSolicitada: '1',
          cantidad: '0',
        },
      ],
    );
    expect(r).toEqual([
      'Producto 7: 500 g + 1,5 kg = 2 kg',
      'Producto 9: no se agregó. Producto no disponible',
    ]);
  });
});
