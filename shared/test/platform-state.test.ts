import { describe, expect, it } from 'vitest';
import { createStore, platform } from '../src/platform/index.ts';

describe("the platform's values, atoms of its jotai store", () => {
  it('get/set/subscribe and the atom read the same value in the same store', () => {
    const vistos: (string | null)[] = [];
    const dejar = platform.panel.subscribe(() => vistos.push(platform.panel.get()));
    platform.panel.set('carrito');
    expect(platform.store.get(platform.panel.atom)).toBe('carrito');
    platform.store.set(platform.panel.atom, (abierto) => (abierto === 'carrito' ? 'zona' : abierto));
    expect(platform.panel.get()).toBe('zona');
    dejar();
    platform.panel.set(null);
    expect(vistos).toEqual(['carrito', 'zona']);
  });

  it('an unchanged value tells no subscriber', () => {
    let avisos = 0;
    const dejar = platform.panel.subscribe(() => avisos++);
    platform.panel.set(null);
    dejar();
    expect(avisos).toBe(0);
  });

  it('createStore, kept for remotes built before jotai, gives a value of its own store', () => {
    const contador = createStore(0);
    let avisos = 0;
    contador.subscribe(() => avisos++);
    contador.set((n) => n + 2);
    expect(contador.get()).toBe(2);
    expect(avisos).toBe(1);
    expect(platform.store.get(contador.atom)).toBe(0);
  });
});
