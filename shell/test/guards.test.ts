import { describe, expect, it, vi } from 'vitest';
import { type GuardContext, runGuards } from '../src/routing/guards.ts';

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    url: '/caracas/pago/1?x=1',
    params: { zona: 'caracas', pagina: '1' },
    isLoggedIn: () => true,
    roles: () => ['ROLE_USER'],
    ensureFreshToken: async () => true,
    telefono: async () => '0414-1234567',
    zonas: async () => [
      { slug: 'caracas', estatus: 1 },
      { slug: 'maracaibo', estatus: 2 },
    ],
    ...overrides,
  };
}

const all = { guards: ['zone', 'phone', 'login', 'refresh'] as const, roles: [], zoneRole: false };

describe('guard chain', () => {
  it('runs in the fixed order refresh, login, phone, zone whatever the registry order', async () => {
    const calls: string[] = [];
    const ctx = context({
      ensureFreshToken: async () => {
        calls.push('refresh');
        return true;
      },
      telefono: async () => {
        calls.push('phone');
        return '0414-1234567';
      },
      zonas: async () => {
        calls.push('zone');
        return [{ slug: 'caracas', estatus: 1 }];
      },
    });
    expect(await runGuards(all, ctx)).toEqual({ type: 'allow' });
    expect(calls).toEqual(['refresh', 'phone', 'zone']);
  });

  it('stops at the first refusal', async () => {
    const zonas = vi.fn(async () => []);
    const outcome = await runGuards(all, context({ telefono: async () => null, zonas }));
    expect(outcome).toEqual({ type: 'redirect', to: '/mi-cuenta/telefono' });
    expect(zonas).not.toHaveBeenCalled();
  });

  it('a session that cannot be refreshed logs out and goes to login with the returnUrl', async () => {
    const outcome = await runGuards(all, context({ ensureFreshToken: async () => false }));
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
      logout: true,
    });
  });

  it('anonymous visitors pass refresh and phone but not login', async () => {
    const anon = context({ isLoggedIn: () => false });
    expect(
      await runGuards({ guards: ['refresh', 'phone', 'zone'], roles: [], zoneRole: false }, anon),
    ).toEqual({
      type: 'allow',
    });
    expect(await runGuards(all, anon)).toMatchObject({
      type: 'redirect',
      to: expect.stringMatching(/^\/auth\/login\?returnUrl=/),
    });
  });

  it('zone check: unknown zone goes home, inactive zone to its maintenance page', async () => {
    const zone = { guards: ['zone'] as const, roles: [], zoneRole: false };
    expect(await runGuards(zone, context({ params: { zona: 'nada' } }))).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(await runGuards(zone, context({ params: { zona: 'maracaibo' } }))).toEqual({
      type: 'redirect',
      to: '/mantenimiento/maracaibo',
    });
  });

  it('roles: every role needed, then the zone role, with the spec texts', async () => {
    const route = {
      guards: ['refresh', 'login'] as const,
      roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'],
      zoneRole: false,
    };
    expect(await runGuards(route, context({ roles: () => ['ROLE_ADMIN', 'ROLE_PRODUCTO'] }))).toEqual({
      type: 'forbidden',
      titulo: 'Área restringida',
      mensaje: 'No tiene los permisos necesarios para esta área',
      to: '/error?codigo=403',
    });
    expect(await runGuards(route, context({ roles: () => ['ROLE_ADMIN', 'ROLE_PEDIDO'] }))).toEqual({
      type: 'allow',
    });

    const zoned = { guards: ['login'] as const, roles: ['ROLE_ADMIN'], zoneRole: true };
    expect(
      await runGuards(zoned, context({ roles: () => ['ROLE_ADMIN', 'ROLE_ZONA_valencia'] })),
    ).toMatchObject({
      type: 'forbidden',
      mensaje: 'No tiene los permisos de la Zona necesaria para esta área',
    });
    expect(await runGuards(zoned, context({ roles: () => ['ROLE_ADMIN', 'ROLE_ZONA_caracas'] }))).toEqual({
      type: 'allow',
    });
  });

  it('roles without a session send to login, not to the 403 page', async () => {
    const route = { guards: [] as const, roles: ['ROLE_ADMIN'], zoneRole: false };
    expect(await runGuards(route, context({ isLoggedIn: () => false }))).toMatchObject({ type: 'redirect' });
  });
});
