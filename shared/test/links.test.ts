import { describe, expect, it } from 'vitest';
import { links, readQuery, withQuery } from '../src/links.ts';

describe('named links', () => {
  it('writes spaces in query values as + and reads + back as spaces', () => {
    const url = links.buscar('caracas', 'harina pan');
    expect(url).toBe('/caracas/buscar?q=harina+pan');
    expect(readQuery(url.split('?')[1]!, 'q')).toBe('harina pan');
  });

  it('builds the spec routes', () => {
    expect(links.pagar('valencia', 2)).toBe('/valencia/pago/2');
    expect(links.mantenimientoZona('maracaibo')).toBe('/mantenimiento/maracaibo');
    expect(links.errorX(403)).toBe('/error?codigo=403');
    expect(links.productoSlug('caracas', 'harina-pan-1kg', 'abc')).toBe(
      '/caracas/producto/harina-pan-1kg?queryID=abc',
    );
    expect(links.login('/caracas/pago/1')).toBe('/auth/login?returnUrl=%2Fcaracas%2Fpago%2F1');
  });

  it('builds the account and auth routes of spec §2', () => {
    expect(links.miCuenta()).toBe('/mi-cuenta');
    expect(links.cambioCorreo()).toBe('/mi-cuenta/correo');
    expect(links.cambioClave()).toBe('/mi-cuenta/clave');
    expect(links.cambioTelefono()).toBe('/mi-cuenta/telefono');
    expect(links.borrarCuenta()).toBe('/mi-cuenta/borrar-cuenta');
    expect(links.verificarCuenta()).toBe('/auth/verificar-cuenta');
    expect(links.verificarCuenta('a b')).toBe('/auth/verificar-cuenta?token=a+b');
    expect(links.recuperarClave()).toBe('/auth/recuperar-clave');
    expect(links.registro()).toBe('/auth/registro');
    expect(links.logout()).toBe('/auth/logout');
  });

  it('leaves out empty query values and the first page', () => {
    expect(withQuery('/x', { a: undefined, b: '', c: null })).toBe('/x');
    expect(links.categoriaSlug('caracas', 'viveres', 1)).toBe('/caracas/supermercado/viveres');
    expect(links.categoriaSlug('caracas', 'viveres', 3)).toBe('/caracas/supermercado/viveres?pag=3');
  });
});
