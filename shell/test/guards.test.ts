import { describe, expect, it, vi } from 'vitest';
import { carryOut, type GuardContext, guardSteps, runGuards } from '../src/routing/guards.ts';

const cliente = { roles: ['ROLE_USER'] };

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    url: '/caracas/pago/1?x=1',
    params: { zona: 'caracas', pagina: '1' },
    session: () => cliente,
    ensureFreshToken: async () => true,
    perfil: async () => ({ telefono: '0414-1234567' }),
    zonas: async () => [
      { slug: 'caracas', estatus: 1 },
      { slug: 'maracaibo', estatus: 2 },
    ],
    ...overrides,
  };
}

const all = { guards: ['zone', 'phone', 'login', 'refresh'] as const, roles: [], zoneRole: false };

describe('guard chain', () => {
  it('runs in the fixed order refresh, login, phone, zone, roles whatever the registry order', async () => {
    expect(guardSteps(all)).toEqual(['refresh', 'login', 'phone', 'zone']);
    expect(guardSteps({ guards: ['zone'], roles: ['ROLE_ADMIN'], zoneRole: false })).toEqual([
      'zone',
      'roles',
    ]);
    expect(guardSteps({ guards: [], roles: [], zoneRole: true })).toEqual(['roles']);

    const calls: string[] = [];
    const ctx = context({
      ensureFreshToken: async () => {
        calls.push('refresh');
        return true;
      },
      perfil: async () => {
        calls.push('phone');
        return { telefono: '0414-1234567' };
      },
      zonas: async () => {
        calls.push('zone');
        return [{ slug: 'caracas', estatus: 1 }];
      },
    });
    expect(await runGuards(all, ctx)).toEqual({ allow: true });
    expect(calls).toEqual(['refresh', 'phone', 'zone']);
  });

  it('stops at the first refusal', async () => {
    const zonas = vi.fn(async () => []);
    const decision = await runGuards(all, context({ perfil: async () => ({ telefono: null }), zonas }));
    expect(decision).toEqual({ allow: false, redirect: '/mi-cuenta/telefono' });
    expect(zonas).not.toHaveBeenCalled();
  });

  it('the phone page itself is not sent to the phone page; an unknown profile passes', async () => {
    const sinTelefono = async () => ({ telefono: null });
    const phone = { guards: ['refresh', 'phone'] as const, roles: [], zoneRole: false };
    expect(await runGuards(phone, context({ url: '/mi-cuenta/telefono?x=1', perfil: sinTelefono }))).toEqual({
      allow: true,
    });
    expect(await runGuards(phone, context({ perfil: async () => null }))).toEqual({ allow: true });
  });

  it('a session that cannot be refreshed logs out and goes to login with the returnUrl', async () => {
    const decision = await runGuards(all, context({ ensureFreshToken: async () => false }));
    expect(decision).toEqual({
      allow: false,
      redirect: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
      logout: true,
    });
  });

  it('the session is read again after the refresh step (another tab signed out)', async () => {
    let session: { roles: string[] } | null = cliente;
    const decision = await runGuards(
      all,
      context({
        session: () => session,
        ensureFreshToken: async () => {
          session = null;
          return true;
        },
      }),
    );
    expect(decision).toEqual({
      allow: false,
      redirect: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
    });
  });

  it('anonymous visitors pass refresh and phone but not login, without refresh or profile calls', async () => {
    const ensureFreshToken = vi.fn(async () => false);
    const perfil = vi.fn(async () => null);
    const anon = context({ session: () => null, ensureFreshToken, perfil });
    expect(
      await runGuards({ guards: ['refresh', 'phone', 'zone'], roles: [], zoneRole: false }, anon),
    ).toEqual({
      allow: true,
    });
    expect(ensureFreshToken).not.toHaveBeenCalled();
    expect(perfil).not.toHaveBeenCalled();
    expect(await runGuards(all, anon)).toMatchObject({
      allow: false,
      redirect: expect.stringMatching(/^\/auth\/login\?returnUrl=/),
    });
  });

  it('zone check: unknown zone goes home, inactive zone to its maintenance page, no zone param passes', async () => {
    const zone = { guards: ['zone'] as const, roles: [], zoneRole: false };
    expect(await runGuards(zone, context({ params: { zona: 'nada' } }))).toEqual({
      allow: false,
      redirect: '/',
    });
    expect(await runGuards(zone, context({ params: { zona: 'maracaibo' } }))).toEqual({
      allow: false,
      redirect: '/mantenimiento/maracaibo',
    });
    const zonas = vi.fn(async () => []);
    expect(await runGuards(zone, context({ params: {}, zonas }))).toEqual({ allow: true });
    expect(zonas).not.toHaveBeenCalled();
  });

  it('a zone list that cannot be fetched rejects (the loader shows the 500 page)', async () => {
    const zone = { guards: ['zone'] as const, roles: [], zoneRole: false };
    await expect(
      runGuards(zone, context({ zonas: () => Promise.reject(new Error('sin red')) })),
    ).rejects.toThrow('sin red');
  });

  it('roles: every role needed, then the zone role of the URL, with the shared texts', async () => {
    const route = {
      guards: ['refresh', 'login'] as const,
      roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'],
      zoneRole: false,
    };
    const as = (roles: string[]) => context({ session: () => ({ roles }) });
    expect(await runGuards(route, as(['ROLE_ADMIN', 'ROLE_PRODUCTO']))).toEqual({
      allow: false,
      deny: 'rol',
      titulo: 'Área restringida',
      mensaje: 'No tiene los permisos necesarios para esta área',
      redirect: '/error?codigo=403',
    });
    expect(await runGuards(route, as(['ROLE_ADMIN', 'ROLE_PEDIDO']))).toEqual({ allow: true });

    const zoned = { guards: ['login'] as const, roles: ['ROLE_ADMIN'], zoneRole: true };
    expect(await runGuards(zoned, as(['ROLE_ADMIN', 'ROLE_ZONA_valencia']))).toMatchObject({
      deny: 'zona-rol',
      mensaje: 'No tiene los permisos de la Zona necesaria para esta área',
    });
    expect(await runGuards(zoned, as(['ROLE_ADMIN', 'ROLE_ZONA_caracas']))).toEqual({ allow: true });
    // Flagged for zone roles but the URL names no zone: refused.
    expect(
      await runGuards(zoned, context({ params: {}, session: () => ({ roles: ['ROLE_ADMIN'] }) })),
    ).toMatchObject({ deny: 'zona-rol' });
  });

  it('roles without a session send to login, not to the 403 page', async () => {
    const route = { guards: [] as const, roles: ['ROLE_ADMIN'], zoneRole: false };
    expect(await runGuards(route, context({ session: () => null }))).toEqual({
      allow: false,
      redirect: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
    });
  });
});

describe('carrying out a decision', () => {
  const effects = () => ({ logout: vi.fn(async () => undefined), alert: vi.fn(async () => undefined) });

  it('allowed: enter the page, no side effects', async () => {
    const e = effects();
    expect(await carryOut({ allow: true }, e)).toBeNull();
    expect(e.logout).not.toHaveBeenCalled();
    expect(e.alert).not.toHaveBeenCalled();
  });

  it('a plain refusal only redirects', async () => {
    const e = effects();
    expect(await carryOut({ allow: false, redirect: '/mi-cuenta/telefono' }, e)).toBe('/mi-cuenta/telefono');
    expect(e.logout).not.toHaveBeenCalled();
    expect(e.alert).not.toHaveBeenCalled();
  });

  it('an expired session logs out before going to login', async () => {
    const e = effects();
    const to = await carryOut({ allow: false, redirect: '/auth/login?returnUrl=%2Fx', logout: true }, e);
    expect(to).toBe('/auth/login?returnUrl=%2Fx');
    expect(e.logout).toHaveBeenCalledOnce();
  });

  it('a missing role shows the alert, then goes to the 403 page once it is dismissed', async () => {
    const order: string[] = [];
    const e = {
      logout: vi.fn(async () => undefined),
      alert: vi.fn(async (options: { titulo: string; mensaje: string }) => {
        order.push(`alert:${options.titulo}`);
      }),
    };
    const to = await carryOut(
      {
        allow: false,
        deny: 'rol',
        titulo: 'Área restringida',
        mensaje: 'No tiene los permisos necesarios para esta área',
        redirect: '/error?codigo=403',
      },
      e,
    );
    order.push(`to:${to}`);
    expect(order).toEqual(['alert:Área restringida', 'to:/error?codigo=403']);
    expect(e.alert).toHaveBeenCalledWith({
      titulo: 'Área restringida',
      mensaje: 'No tiene los permisos necesarios para esta área',
    });
    expect(e.logout).not.toHaveBeenCalled();
  });
});
