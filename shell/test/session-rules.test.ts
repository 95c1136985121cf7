import { describe, expect, it } from 'vitest';
import { afterLoginTarget, safeReturnUrl } from '../src/pages/LoginPage.tsx';
import { canRefresh, decodeToken, refreshDelayMs } from '../src/session/jwt.ts';
import { checkResolvedUser, pickCurrency } from '../src/website/website.ts';

function token(payload: object): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.firma`;
}

const payload = {
  uid: '3f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  roles: ['ROLE_USER'],
  usuarioTipo: { tipo: 1 },
  exp: 2_000,
};

describe('access token', () => {
  it('decodes a valid payload and refuses garbage', () => {
    expect(decodeToken(token(payload))?.uid).toBe(payload.uid);
    expect(decodeToken('a.b.c')).toBeNull();
    expect(decodeToken(token({ uid: 'x' }))).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });

  it('refreshes only between exp - 60 s and the refresh ttl (spec §4)', () => {
    const p = decodeToken(token(payload));
    expect(canRefresh(p, 5_000, 1_939)).toBe(false);
    expect(canRefresh(p, 5_000, 1_940)).toBe(true);
    expect(canRefresh(p, 5_000, 2_100)).toBe(true);
    expect(canRefresh(p, 5_000, 5_000)).toBe(false);
    expect(canRefresh(p, null, 1_950)).toBe(false);
  });

  it('schedules the silent refresh 60 s before expiry', () => {
    const p = decodeToken(token(payload));
    if (!p) throw new Error('payload');
    expect(refreshDelayMs(p, 1_000_000)).toBe(940_000);
    expect(refreshDelayMs(p, 3_000_000)).toBe(0);
  });
});

describe('after login', () => {
  it('follows a same-site returnUrl only', () => {
    expect(safeReturnUrl('/caracas')).toBe('/caracas');
    expect(safeReturnUrl('//evil.test')).toBeNull();
    expect(safeReturnUrl('https://evil.test')).toBeNull();
    expect(safeReturnUrl('/auth/login')).toBeNull();
  });

  it('goes to the returnUrl, to checkout for carrito=pagar, else to the default zone', () => {
    expect(afterLoginTarget('?returnUrl=%2Fmi-cuenta', 'caracas')).toBe('/mi-cuenta');
    expect(afterLoginTarget('?returnUrl=%2Fvalencia&carrito=pagar&pagina=2', 'caracas')).toBe(
      '/valencia/pago/2',
    );
    expect(afterLoginTarget('?carrito=pagar&pagina=1', 'caracas')).toBe('/caracas/pago/1');
    expect(afterLoginTarget('', 'caracas')).toBe('/caracas');
    expect(afterLoginTarget('', null)).toBe('/');
  });
});

describe('resolve checks', () => {
  it('blocked or inactive users and changed plans must sign in again', () => {
    expect(checkResolvedUser({ usuarioEstatus: 1, usuarioTipo: 1 }, 1)).toBe('ok');
    expect(checkResolvedUser({ usuarioEstatus: 2, usuarioTipo: 1 }, 1)).toBe('bloqueado');
    expect(checkResolvedUser({ usuarioEstatus: 3, usuarioTipo: 1 }, 1)).toBe('bloqueado');
    expect(checkResolvedUser({ usuarioEstatus: 1, usuarioTipo: 2 }, 1)).toBe('plan');
    expect(checkResolvedUser({ usuarioEstatus: null, usuarioTipo: 1 }, null)).toBe('ok');
  });

  it('keeps the chosen currency, else the default one', () => {
    const monedas = [
      {
        id: 1,
        simbolo: '$',
        nombre: 'Dólar',
        tasa: '1.0000',
        sistema: true,
        predeterminada: false,
        tipo: 'dolar',
      },
      {
        id: 2,
        simbolo: 'Bs.',
        nombre: 'Bolívar',
        tasa: '236.4500',
        sistema: false,
        predeterminada: true,
        tipo: 'bolivar',
      },
    ] as const;
    expect(pickCurrency([...monedas], 1)?.id).toBe(1);
    expect(pickCurrency([...monedas], null)?.id).toBe(2);
    expect(pickCurrency([...monedas], 99)?.id).toBe(2);
    expect(pickCurrency([], null)).toBeNull();
  });
});
