import type { RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminFinanzas } from './app.tsx';

/** The remote's root as the shell mounts it, for a user with these roles. */
function html(roles: string[], pathname: string) {
  platform.session.set({
    uid: '00000000-0000-4000-8000-000000000000',
    roles,
    usuarioTipo: { tipo: 1 },
    exp: 0,
  });
  const props: RemoteParcelProps = { page: 'seccion', pathname, params: {}, search: '' };
  return renderToStaticMarkup(<AdminFinanzas {...props} />);
}

const TARJETA = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_TARJETA'];

afterEach(() => platform.session.set(null));

describe('PaginaSeccion', () => {
  it('lists the balance pages of tarjeta', () => {
    const pagina = html(TARJETA, '/admin/tarjeta');
    expect(pagina).toContain('Saldo y tarjetas</h1>');
    for (const href of ['/admin/tarjeta/solicitud', '/admin/tarjeta/saldo', '/admin/tarjeta/saldo/ajuste']) {
      expect(pagina).toContain(`href="${href}"`);
    }
    expect(pagina).not.toContain('role="status"');
  });

  it('opens tarjeta and vuelto with ROLE_TARJETA (spec §6), not cupon', () => {
    expect(html(TARJETA, '/admin/vuelto')).toContain('Vuelto</h1>');
    expect(html(TARJETA, '/admin/cupon')).toContain('No tiene los permisos necesarios para esta área.');
  });

  it('draws a declared page, and a path it does not declare is not found', () => {
    const CUPON = ['ROLE_ADMIN', 'ROLE_CUPON'];
    expect(html(CUPON, '/admin/cupon/registrar')).toContain('Registrar cupón</h1>');
    const otra = html(CUPON, '/admin/cupon/12/borrar');
    expect(otra).toContain('Página no encontrada</h1>');
    expect(otra).toContain('<a href="/admin/cupon" class="mv-button">Volver a Cupones</a>');
    expect(otra).not.toContain('próximamente');
  });
});
