import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../src/platform/event-bus.ts';

describe('platform event bus', () => {
  const buses: ReturnType<typeof createEventBus>[] = [];
  afterEach(() => buses.splice(0));

  it('delivers a valid event; an add without pagina names no cart (the open one)', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('carrito:agregar', handler);
    bus.emit('carrito:agregar', { zona: 'caracas', productoId: 7, cantidad: '2' });
    expect(handler).toHaveBeenLastCalledWith({ zona: 'caracas', productoId: 7, cantidad: '2' });
    bus.emit('carrito:agregar', { zona: 'caracas', productoId: 7, cantidad: '2', pagina: 1 });
    expect(handler).toHaveBeenLastCalledWith({ zona: 'caracas', productoId: 7, cantidad: '2', pagina: 1 });
  });

  it('holds a request sent before anyone handles it and hands it, in order, to the first handler', async () => {
    const bus = createEventBus();
    const held = vi.fn();
    bus.onHeld(held);
    bus.emit('carrito:agregar', { zona: 'caracas', productoId: 7, cantidad: '1' });
    bus.emit('carrito:agregar', { zona: 'caracas', productoId: 8, cantidad: '2' });
    expect(held).toHaveBeenCalledWith('carrito:agregar');
    const handler = vi.fn();
    bus.on('carrito:agregar', handler);
    await Promise.resolve();
    expect(handler.mock.calls.map(([pedido]) => pedido.productoId)).toEqual([7, 8]);
    // Handled from now on: nothing more is held, and nothing is handed twice.
    bus.emit('carrito:agregar', { zona: 'caracas', productoId: 9, cantidad: '1' });
    bus.on('carrito:agregar', vi.fn());
    await Promise.resolve();
    expect(handler.mock.calls.map(([pedido]) => pedido.productoId)).toEqual([7, 8, 9]);
    expect(held).toHaveBeenCalledTimes(2);
  });

  it('does not hold a notice nobody listens to', async () => {
    const bus = createEventBus();
    const held = vi.fn();
    bus.onHeld(held);
    bus.emit('moneda:cambio', { monedaId: 3 });
    const handler = vi.fn();
    bus.on('moneda:cambio', handler);
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
    expect(held).not.toHaveBeenCalled();
  });

  it('refuses an invalid payload and delivers nothing', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('carrito:agregar', handler);
    expect(() => bus.emit('carrito:agregar', { zona: 'caracas', productoId: -1, cantidad: 'dos' })).toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe and isolates a failing handler', () => {
    const bus = createEventBus();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const healthy = vi.fn();
    const off = bus.on('moneda:cambio', failing);
    bus.on('moneda:cambio', healthy);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.emit('moneda:cambio', { monedaId: 1 });
    off();
    bus.emit('moneda:cambio', { monedaId: 2 });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(healthy).toHaveBeenCalledTimes(2);
  });

  it('relays cross-tab events to another tab and keeps in-tab events local', async () => {
    const tabA = createEventBus();
    const tabB = createEventBus();
    const cart = vi.fn();
    const add = vi.fn();
    tabB.on('carrito:actualizado', cart);
    tabB.on('carrito:agregar', add);
    tabA.emit('carrito:actualizado', { zona: 'caracas', pagina: 0, cantidadItems: 3 });
    tabA.emit('carrito:agregar', { zona: 'caracas', productoId: 1, cantidad: '1' });
    await vi.waitFor(() =>
      expect(cart).toHaveBeenCalledWith({ zona: 'caracas', pagina: 0, cantidadItems: 3 }),
    );
    expect(add).not.toHaveBeenCalled();
  });
});
