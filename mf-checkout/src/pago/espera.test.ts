import { describe, expect, it, vi } from 'vitest';
import {
  conReintentos429,
  esperaDe429,
  PEDIDO_FRENADO,
  REINTENTOS_429,
  textoParaReintentar,
} from './espera.ts';

const fallo = (statusCode: number, retryAfter?: string) =>
  Object.assign(new Error('x'), {
    statusCode,
    mensaje: 'Demasiadas solicitudes',
    campos: {},
    cause: { response: { headers: new Headers(retryAfter ? { 'retry-after': retryAfter } : {}) } },
  });

describe('429: wait as told, then call again', () => {
  it('reads Retry-After, 2 s when absent or unreadable, at most 30 s; null for other failures', () => {
    expect(esperaDe429(fallo(429, '5'))).toBe(5);
    expect(esperaDe429(fallo(429))).toBe(2);
    expect(esperaDe429(fallo(429, 'mañana'))).toBe(2);
    expect(esperaDe429(fallo(429, '600'))).toBe(30);
    expect(esperaDe429(fallo(503, '5'))).toBeNull();
    expect(esperaDe429(new TypeError('red'))).toBeNull();
  });

  it('retries after the wait, saying so, and returns the answer', async () => {
    const llamar = vi.fn().mockRejectedValueOnce(fallo(429, '1')).mockResolvedValueOnce('orden');
    const avisos: boolean[] = [];
    const esperas: number[] = [];
    const r = await conReintentos429(
      llamar,
      (a) => avisos.push(a),
      async (ms) => void esperas.push(ms),
    );
    expect(r).toBe('orden');
    expect(llamar).toHaveBeenCalledTimes(2);
    expect(esperas).toEqual([1000]);
    expect(avisos).toEqual([true, false]);
  });

  it('gives up after the last retry, and never retries another failure', async () => {
    const siempre = vi.fn().mockRejectedValue(fallo(429, '0'));
    await expect(
      conReintentos429(
        siempre,
        () => {},
        async () => {},
      ),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(siempre).toHaveBeenCalledTimes(REINTENTOS_429 + 1);
    const otro = vi.fn().mockRejectedValue(fallo(422));
    await expect(
      conReintentos429(
        otro,
        () => {},
        async () => {},
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(otro).toHaveBeenCalledTimes(1);
  });
});

describe('the sentence beside "Reintentar"', () => {
  it('after the refused retries says nothing was placed yet; otherwise the failure, then no duplicate', () => {
    expect(textoParaReintentar(fallo(429, '2'))).toBe(PEDIDO_FRENADO);
    expect(PEDIDO_FRENADO).toMatch(/aún no se registró.*«Reintentar».*no se duplicará/);
    expect(textoParaReintentar(fallo(503))).toBe(
      'Demasiadas solicitudes. Su pedido no se duplicará al reintentar.',
    );
    expect(textoParaReintentar(new TypeError('red'))).toBe(
      'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo. Su pedido no se duplicará al reintentar.',
    );
  });
});
