// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alVolverLaConexion,
  avisarFalloDeRed,
  avisarRespuesta,
  fijarSonda,
  INTERVALO_SONDA_MS,
  sinConexion,
  suscribirConexion,
} from '../src/offline/conexion.ts';

let enLinea = true;

beforeEach(() => {
  enLinea = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => enLinea);
  avisarRespuesta();
});

afterEach(() => {
  vi.useRealTimers();
});

function irA(linea: boolean) {
  enLinea = linea;
  window.dispatchEvent(new Event(linea ? 'online' : 'offline'));
}

describe('offline state', () => {
  it("follows the browser's online and offline events", () => {
    const visto: boolean[] = [];
    const off = suscribirConexion((s) => visto.push(s));
    irA(false);
    expect(sinConexion()).toBe(true);
    irA(true);
    expect(sinConexion()).toBe(false);
    off();
    irA(false);
    irA(true);
    expect(visto).toEqual([true, false]);
  });

  it('a call with no answer makes it offline until an answer comes', () => {
    avisarFalloDeRed();
    expect(sinConexion()).toBe(true);
    avisarRespuesta();
    expect(sinConexion()).toBe(false);
  });

  it("the browser's 'online' clears a failed call too", () => {
    avisarFalloDeRed();
    irA(true);
    expect(sinConexion()).toBe(false);
  });

  it('runs the task once when the connection is back, at once when online', () => {
    const tarea = vi.fn();
    irA(false);
    alVolverLaConexion(tarea);
    expect(tarea).not.toHaveBeenCalled();
    irA(true);
    irA(false);
    irA(true);
    expect(tarea).toHaveBeenCalledTimes(1);
    alVolverLaConexion(tarea);
    expect(tarea).toHaveBeenCalledTimes(2);
  });

  it('probes the API while a failed call is the only sign, and is online once it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(''));
    vi.stubGlobal('fetch', fetchMock);
    fijarSonda('http://api.test/health/live');
    avisarFalloDeRed();
    await vi.advanceTimersByTimeAsync(INTERVALO_SONDA_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sinConexion()).toBe(true);
    await vi.advanceTimersByTimeAsync(INTERVALO_SONDA_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/health/live');
    expect(sinConexion()).toBe(false);
    vi.unstubAllGlobals();
  });
});
