/**
 * The hearts' toggle (issue 34): the set changes at once, the API's answer is the truth, a refusal
 * puts the heart back with a Spanish message, and a visitor is asked to sign in.
 */
import { installPlatform, type PlatformServices, platform } from '@mercado/shared/platform';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alternar, leer, pedirSesion } from './favoritos-acciones.ts';
import { favoritos } from './favoritos-estado.ts';

const put = vi.fn();
const del = vi.fn();
const get = vi.fn();
const alert = vi.fn(async () => undefined);
const confirm = vi.fn(async () => true);
const navigate = vi.fn();
installPlatform({
  navigate,
  alert,
  confirm,
  http: { get, put, delete: del } as unknown as PlatformServices['http'],
  logout: vi.fn(),
  ensureFreshToken: vi.fn(),
});

const UID = 'u-1';
const ids = () => [...(platform.store.get(favoritos)?.ids ?? [])];

beforeEach(() => {
  vi.clearAllMocks();
  platform.session.set({ uid: UID } as never);
  platform.store.set(favoritos, null);
});

describe('favoritos', () => {
  it('reads the set once and saves a product at once, keeping the answer', async () => {
    get.mockResolvedValueOnce({ ids: [3] });
    await leer(UID);
    await leer(UID);
    expect(get).toHaveBeenCalledTimes(1);
    let responder: (v: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((r) => (responder = r)));
    const hecho = alternar(UID, 7, 'Café');
    expect(ids()).toEqual([3, 7]);
    responder({ ids: [3, 7] });
    await hecho;
    expect(put.mock.calls[0]?.[0]).toBe('/usuario/favorito/producto/7');
    expect(ids()).toEqual([3, 7]);
  });

  it('puts the heart back and says why when the API refuses', async () => {
    platform.store.set(favoritos, { uid: UID, ids: new Set([7]) });
    del.mockRejectedValueOnce(new Error('sin red'));
    await alternar(UID, 7, 'Café');
    expect(ids()).toEqual([7]);
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ titulo: 'Favoritos' }));
  });

  it('asks a visitor to sign in and returns to the page after', async () => {
    platform.location.set({ pathname: '/caracas/producto/cafe', search: '', hash: '' });
    await pedirSesion();
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ aceptar: 'Iniciar Sesión' }));
    expect(navigate).toHaveBeenCalledWith(
      `/auth/login?returnUrl=${encodeURIComponent('/caracas/producto/cafe')}`,
      undefined,
    );
  });
});
