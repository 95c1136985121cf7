import { describe, expect, it } from 'vitest';
import {
  adminGuard,
  alreadyLoggedIn,
  loginOnly,
  phoneGuard,
  refreshGuard,
  roleGuard,
  zoneCheck,
} from '../src/rules/guards.ts';
import { hasRoles, isAdmin, zoneRoleSlugs } from '../src/rules/roles.ts';

const user = { roles: ['ROLE_USER'] };
const catalogo = { roles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_ZONA_caracas'] };
const rolDenied = {
  allow: false,
  deny: 'rol',
  titulo: 'Área restringida',
  mensaje: 'No tiene los permisos necesarios para esta área',
  redirect: '/error?codigo=403',
};
const zonaDenied = {
  allow: false,
  deny: 'zona-rol',
  titulo: 'Área restringida',
  mensaje: 'No tiene los permisos de la Zona necesaria para esta área',
  redirect: '/error?codigo=403',
};

describe('refreshGuard', () => {
  it('anonymous and fresh (or renewed) sessions pass', () => {
    expect(refreshGuard(null, false, '/caracas')).toEqual({ allow: true });
    expect(refreshGuard(null, true, '/caracas')).toEqual({ allow: true });
    expect(refreshGuard(user, true, '/caracas')).toEqual({ allow: true });
  });
  it('a session that could not be renewed logs out and goes to login with the return URL', () => {
    expect(refreshGuard(user, false, '/caracas/pago/1?x=1')).toEqual({
      allow: false,
      redirect: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
      logout: true,
    });
  });
});

describe('loginOnly', () => {
  it('sends anonymous users to login with the return URL', () => {
    expect(loginOnly(null, '/caracas/pago/1?x=1')).toEqual({
      allow: false,
      redirect: '/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1%3Fx%3D1',
    });
    expect(loginOnly(user, '/mi-cuenta')).toEqual({ allow: true });
  });
});

describe('alreadyLoggedIn', () => {
  it('lets anonymous users in and sends signed-in users home', () => {
    expect(alreadyLoggedIn(null)).toEqual({ allow: true });
    expect(alreadyLoggedIn(user, 'caracas')).toEqual({ allow: false, redirect: '/caracas' });
    expect(alreadyLoggedIn(user)).toEqual({ allow: false, redirect: '/' });
  });
});

describe('phoneGuard', () => {
  it('passes anonymous users and users with a phone', () => {
    expect(phoneGuard(null, null)).toEqual({ allow: true });
    expect(phoneGuard(user, { telefono: '0414-1234567' })).toEqual({ allow: true });
  });
  it('sends a signed-in user without phone to /mi-cuenta/telefono', () => {
    expect(phoneGuard(user, { telefono: null }, '/caracas')).toEqual({
      allow: false,
      redirect: '/mi-cuenta/telefono',
    });
    expect(phoneGuard(user, { telefono: '  ' })).toEqual({ allow: false, redirect: '/mi-cuenta/telefono' });
  });
  it('does not loop on the phone page and does not block while the profile is unknown', () => {
    expect(phoneGuard(user, { telefono: null }, '/mi-cuenta/telefono')).toEqual({ allow: true });
    expect(phoneGuard(user, { telefono: null }, '/auth/logout')).toEqual({ allow: true });
    expect(phoneGuard(user, null, '/caracas')).toEqual({ allow: true });
  });
});

describe('zoneCheck', () => {
  it('active passes, inactive goes to maintenance, unknown goes home', () => {
    expect(zoneCheck({ slug: 'caracas', estatus: 1 })).toEqual({ allow: true });
    expect(zoneCheck({ slug: 'valencia', estatus: 2 })).toEqual({
      allow: false,
      redirect: '/mantenimiento/valencia',
    });
    expect(zoneCheck(null)).toEqual({ allow: false, redirect: '/' });
    expect(zoneCheck(undefined)).toEqual({ allow: false, redirect: '/' });
  });
});

describe('roleGuard', () => {
  it('needs every listed role', () => {
    expect(roleGuard(catalogo.roles, ['ROLE_ADMIN', 'ROLE_CATEGORIA'])).toEqual({ allow: true });
    expect(roleGuard(catalogo.roles, ['ROLE_ADMIN', 'ROLE_PEDIDO'])).toEqual(rolDenied);
    expect(roleGuard(null, ['ROLE_USER'])).toEqual(rolDenied);
  });
  it('zone-flagged routes also need ROLE_ZONA_<slug>', () => {
    expect(roleGuard(catalogo.roles, ['ROLE_ADMIN'], 'caracas')).toEqual({ allow: true });
    expect(roleGuard(catalogo.roles, ['ROLE_ADMIN'], 'valencia')).toEqual(zonaDenied);
    // The missing section role is reported before the zone.
    expect(roleGuard(catalogo.roles, ['ROLE_PEDIDO'], 'valencia')).toEqual(rolDenied);
  });
  it('a zone-flagged route whose URL names no zone is refused; no flag needs no zone role', () => {
    expect(roleGuard(catalogo.roles, ['ROLE_ADMIN'], '')).toEqual(zonaDenied);
    expect(roleGuard(['ROLE_ADMIN', 'ROLE_ZONA_'], ['ROLE_ADMIN'], '')).toEqual(zonaDenied);
    expect(roleGuard(['ROLE_ADMIN'], ['ROLE_ADMIN'], null)).toEqual({ allow: true });
    expect(roleGuard(['ROLE_ADMIN'], ['ROLE_ADMIN'], undefined)).toEqual({ allow: true });
  });
});

describe('adminGuard and roles', () => {
  it('login first, then ROLE_ADMIN + section role + zone role', () => {
    expect(adminGuard(null, '/admin/categoria')).toMatchObject({
      redirect: '/auth/login?returnUrl=%2Fadmin%2Fcategoria',
    });
    expect(adminGuard(user, '/admin')).toEqual(rolDenied);
    expect(adminGuard(catalogo, '/admin')).toEqual({ allow: true });
    expect(adminGuard(catalogo, '/admin/categoria', ['ROLE_ADMIN', 'ROLE_CATEGORIA'])).toEqual({
      allow: true,
    });
    expect(adminGuard(catalogo, '/admin/pedido', ['ROLE_ADMIN', 'ROLE_PEDIDO'])).toEqual(rolDenied);
    expect(
      adminGuard(catalogo, '/admin/zona/valencia', ['ROLE_ADMIN', 'ROLE_CATEGORIA'], 'valencia'),
    ).toEqual(zonaDenied);
  });
  it('isAdmin means ROLE_ADMIN; a section opens with all its roles; zones come from the roles', () => {
    expect(isAdmin(catalogo.roles)).toBe(true);
    expect(isAdmin(user.roles)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(hasRoles(catalogo.roles, ['ROLE_ADMIN', 'ROLE_CATEGORIA'])).toBe(true);
    expect(hasRoles(catalogo.roles, ['ROLE_ADMIN', 'ROLE_PEDIDO'])).toBe(false);
    expect(hasRoles(catalogo.roles, [])).toBe(true);
    expect(zoneRoleSlugs(['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas', 'ROLE_ADMIN'])).toEqual(['caracas']);
  });
});
