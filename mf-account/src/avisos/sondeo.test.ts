/** The notices' poll (issue 38): every interval while visible, none while hidden, at once when shown. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intervaloAvisos, sondear, type Visibilidad } from './sondeo.ts';

/** A page whose visibility the test sets. */
function pagina(estado: DocumentVisibilityState = 'visible') {
  const oyentes = new Set<() => void>();
  const p = {
    visibilityState: estado,
    addEventListener: (_: string, f: () => void) => oyentes.add(f),
    removeEventListener: (_: string, f: () => void) => oyentes.delete(f),
    mostrar(v: DocumentVisibilityState) {
      p.visibilityState = v;
      for (const f of oyentes) f();
    },
    oyentes,
  };
  return p;
}

const SEG = 1000;

describe('sondear', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every interval while visible', async () => {
    const consultar = vi.fn(() => Promise.resolve());
    const p = pagina();
    const s = sondear(consultar, 45 * SEG, p as unknown as Visibilidad);
    expect(consultar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(44 * SEG);
    expect(consultar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 * SEG);
    expect(consultar).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(90 * SEG);
    expect(consultar).toHaveBeenCalledTimes(4);
    s.parar();
    await vi.advanceTimersByTimeAsync(90 * SEG);
    expect(consultar).toHaveBeenCalledTimes(4);
    expect(p.oyentes.size).toBe(0);
  });

  it('a hidden page does not poll; shown again it polls at once and every interval from then', async () => {
    const consultar = vi.fn(() => Promise.resolve());
    const p = pagina('hidden');
    const s = sondear(consultar, 45 * SEG, p as unknown as Visibilidad);
    await vi.advanceTimersByTimeAsync(300 * SEG);
    expect(consultar).not.toHaveBeenCalled();
    p.mostrar('visible');
    expect(consultar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * SEG);
    p.mostrar('hidden');
    await vi.advanceTimersByTimeAsync(300 * SEG);
    expect(consultar).toHaveBeenCalledTimes(1);
    p.mostrar('visible');
    expect(consultar).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(45 * SEG);
    expect(consultar).toHaveBeenCalledTimes(3);
    s.parar();
  });

  it('one poll at a time: a slow or failed answer times the next from its end; ahora() waits for it', async () => {
    let terminar: (() => void) | null = null;
    const consultar = vi.fn(
      () =>
        new Promise<void>((ok) => {
          terminar = ok;
        }),
    );
    const s = sondear(consultar, 45 * SEG, pagina() as unknown as Visibilidad);
    await vi.advanceTimersByTimeAsync(100 * SEG);
    s.ahora();
    expect(consultar).toHaveBeenCalledTimes(1);
    terminar!();
    await vi.advanceTimersByTimeAsync(0);
    expect(consultar).toHaveBeenCalledTimes(2);
    terminar!();
    await vi.advanceTimersByTimeAsync(45 * SEG);
    expect(consultar).toHaveBeenCalledTimes(3);
    s.parar();

    const falla = vi.fn(() => Promise.reject(new Error('sin red')));
    const f = sondear(falla, 45 * SEG, pagina() as unknown as Visibilidad);
    await vi.advanceTimersByTimeAsync(45 * SEG);
    expect(falla).toHaveBeenCalledTimes(2);
    f.parar();
  });
});

describe('intervaloAvisos', () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g.__MERCADO_INTERVALO_AVISOS_MS;
  });
  it("is the spec's 45 s unless a test set another, never below a second", () => {
    expect(intervaloAvisos()).toBe(45_000);
    g.__MERCADO_INTERVALO_AVISOS_MS = 2000;
    expect(intervaloAvisos()).toBe(2000);
    g.__MERCADO_INTERVALO_AVISOS_MS = 5;
    expect(intervaloAvisos()).toBe(1000);
    g.__MERCADO_INTERVALO_AVISOS_MS = 'x';
    expect(intervaloAvisos()).toBe(45_000);
  });
});
