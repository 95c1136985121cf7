import { ApiError } from '@mercado/shared/http';
import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginErrorMessage, safeReturnUrl } from '../src/pages/LoginPage.tsx';
import { checkResolvedUser, pickCurrency } from '../src/website/website.ts';
import { LIVE_REGISTRY } from './live-registry.ts';

describe('after login', () => {
  it('follows a same-site returnUrl only', () => {
    expect(safeReturnUrl('/caracas')).toBe('/caracas');
    expect(safeReturnUrl('//evil.test')).toBeNull();
    expect(safeReturnUrl('https://evil.test')).toBeNull();
    expect(safeReturnUrl('/auth/login')).toBeNull();
  });

  it('goes to the returnUrl, to checkout for carrito=pagar, else to the default zone', () => {
    expect(afterLoginTarget(LIVE_REGISTRY, '?returnUrl=%2Fmi-cuenta', 'caracas')).toBe('/mi-cuenta');
    expect(afterLoginTarget(LIVE_REGISTRY, '?returnUrl=%2Fvalencia&carrito=pagar&pagina=2', 'caracas')).toBe(
      '/valencia/pago/2',
    );
    expect(afterLoginTarget(LIVE_REGISTRY, '?carrito=pagar&pagina=1', 'caracas')).toBe('/caracas/pago/1');
    expect(afterLoginTarget(LIVE_REGISTRY, '', 'caracas')).toBe('/caracas');
    expect(afterLoginTarget(LIVE_REGISTRY, '', null)).toBe('/');
  });

  it("takes the checkout's hand-off only when its query fits, as its description declares", () => {
    // A cart page out of range, or no zone anywhere: the returnUrl (or the store), as without the hand-off.
    expect(afterLoginTarget(LIVE_REGISTRY, '?returnUrl=%2Fvalencia&carrito=pagar&pagina=3', 'caracas')).toBe(
      '/valencia',
    );
    expect(afterLoginTarget(LIVE_REGISTRY, '?carrito=pagar&pagina=0', null)).toBe('/');
    expect(afterLoginTarget(LIVE_REGISTRY, '?carrito=ver&pagina=0', 'caracas')).toBe('/caracas');
    // Without the checkout's description (unreadable, or a 1.1 one), login follows the returnUrl.
    const sinCheckout = { remotes: LIVE_REGISTRY.remotes.filter((remote) => remote.name !== 'mf_checkout') };
    expect(afterLoginTarget(sinCheckout, '?returnUrl=%2Fvalencia&carrito=pagar&pagina=2', 'caracas')).toBe(
      '/valencia',
    );
  });
});

describe('login errors (shown inline, spec §8: nothing routed on the login page)', () => {
  const bloqueado =
    'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente';
  it('401 wrong credentials, 403 and 429 with the API text, anything else a generic sentence', () => {
    expect(loginErrorMessage(new ApiError(401, 'Debe iniciar sesión'))).toBe(
      'Correo o contraseña incorrectos',
    );
    expect(loginErrorMessage(new ApiError(403, bloqueado))).toBe(bloqueado);
    expect(
      loginErrorMessage(
        new ApiError(429, 'Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos'),
      ),
    ).toBe('Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos');
    expect(
      loginErrorMessage(new ApiError(400, 'Datos inválidos', { email: 'Ingrese un correo válido' })),
    ).toBe('Datos inválidos');
    expect(loginErrorMessage(new Error('x'))).toBe('No pudimos iniciar sesión. Intente nuevamente');
    expect(loginErrorMessage(new ApiError(500, 'Error procesando la informacion'))).toBe(
      'No pudimos iniciar sesión. Intente nuevamente',
    );
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
