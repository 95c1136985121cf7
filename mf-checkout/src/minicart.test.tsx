// @vitest-environment jsdom
import { installPlatform, type PlatformServices, platform } from '@mercado/shared/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MiniCarrito } from './minicart.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let idle: (() => void) | null = null;
const sinUso = () => {
  throw new Error('no usado en esta prueba');
};
installPlatform({
  navigate: sinUso,
  alert: sinUso,
  confirm: sinUso,
  http: {} as PlatformServices['http'],
  logout: sinUso,
  ensureFreshToken: sinUso,
  whenIdle: (tarea) => {
    idle = tarea;
    return () => {
      idle = null;
    };
  },
});

let root: Root;
let contenedor: HTMLElement;
const resultados: unknown[] = [];
let dejarDeOir: () => void;
const etiqueta = () => contenedor.querySelector('button')?.getAttribute('aria-label');
/** Waits (the core's dynamic import, React's updates) until the button is labelled `esperada`. */
async function esperarEtiqueta(esperada: string) {
  for (let i = 0; i < 100 && etiqueta() !== esperada; i++)
    await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(etiqueta()).toBe(esperada);
}

beforeEach(async () => {
  localStorage.clear();
  platform.session.set(null);
  idle = null;
  resultados.length = 0;
  dejarDeOir = platform.bus.on('carrito:resultado', (r) => resultados.push(r));
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
  await act(async () =>
    root.render(<MiniCarrito page="minicart" params={{ zona: 'caracas' }} pathname="/caracas" search="" />),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  contenedor.remove();
  dejarDeOir();
});

describe('mini-cart with the cart core loaded late', () => {
  it('shows no count until the core is in; the idle callback brings it', async () => {
    expect(etiqueta()).toBe('Carrito');
    expect(idle).not.toBeNull();
    await act(async () => idle?.());
    await esperarEtiqueta('Carrito, 0 productos');
  });

  it('adds the products asked for before the core was in, each once and in order', async () => {
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 5, cantidad: '1' });
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 6, cantidad: '2' });
    await esperarEtiqueta('Carrito, 2 productos');
    expect(resultados).toEqual([
      { productoId: 5, ok: true, cantidad: '1' },
      { productoId: 6, ok: true, cantidad: '2' },
    ]);
    // Now the core listens itself: a later request is handled once, not also replayed.
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 7, cantidad: '1' });
    await esperarEtiqueta('Carrito, 3 productos');
    expect(resultados).toHaveLength(3);
  });

  it('leaves to the core what arrives while a panel or the checkout page has it connected', async () => {
    const nucleo = await import('./carrito/nucleo.ts');
    const desconectar = nucleo.conectarCarrito();
    nucleo.fijarZona('caracas');
    platform.bus.emit('carrito:agregar', { zona: 'caracas', productoId: 8, cantidad: '1' });
    await act(async () => idle?.());
    await esperarEtiqueta('Carrito, 1 producto');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(resultados).toEqual([{ productoId: 8, ok: true, cantidad: '1' }]);
    desconectar();
  });
});
