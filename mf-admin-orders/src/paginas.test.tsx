import type { RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPedidos } from './app.tsx';

/** The remote's root as the shell mounts it, for a user with these roles. */
function html(roles: string[], pathname: string) {
  platform.session.set({
    uid: '00000000-0000-4000-8000-000000000000',
    roles,
    usuarioTipo: { tipo: 1 },
    exp: 0,
  });
  const props: RemoteParcelProps = { page: 'seccion', pathname, params: {}, search: '' };
  return renderToStaticMarkup(<AdminPedidos {...props} />);
}

const CLIENTES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CLIENTE'];

afterEach(() => platform.session.set(null));

describe('PaginaSeccion', () => {
  it('opens every section it lists on its own page, none marked as coming soon', () => {
    const TODOS = [
      'ROLE_ADMIN',
      'ROLE_PEDIDO',
      'ROLE_MEMBRESIA',
      'ROLE_CLIENTE',
      'ROLE_ATENCION_CLIENTE',
      'ROLE_USUARIO_ADMIN',
      'ROLE_ONE_SIGNAL',
      'ROLE_PUBLICIDAD',
    ];
    for (const ruta of [
      '/admin/pedido',
      '/admin/membresia/solicitud',
      '/admin/cliente',
      '/admin/borrar-cuenta',
      '/admin/referido',
      '/admin/usuario',
      '/admin/onesignal',
      '/admin/reporte/compra-usuario',
    ]) {
      const pagina = html(TODOS, ruta);
      expect(pagina, ruta).not.toContain('Disponible próximamente');
      expect(pagina, ruta).not.toContain('Sección no encontrada');
    }
  });

  it("opens the customer sections' own pages: lists with their filters, a record page", () => {
    const solicitudes = html(['ROLE_ADMIN', 'ROLE_MEMBRESIA'], '/admin/membresia/solicitud');
    expect(solicitudes).toContain('Solicitudes PRIME</h1>');
    expect(solicitudes).toContain('<option value="PENDIENTE">Pendientes</option>');
    expect(html(CLIENTES, '/admin/cliente')).toContain('Nombre, correo, documento o teléfono');
    expect(html(['ROLE_ADMIN', 'ROLE_ATENCION_CLIENTE'], '/admin/referido')).toContain('Referidos</h1>');
    // A record it could not read: the section's frame, the failure and the way back to the list.
    const bloqueo = html(CLIENTES, '/admin/cliente/00000000-0000-4000-8000-000000000001/bloqueo');
    expect(bloqueo).toContain('Cliente</h1>');
    expect(bloqueo).toContain('role="alert"');
    expect(bloqueo).toContain(
      '<a href="/admin/cliente" class="mv-button mv-button--secondary">Volver a Clientes</a>',
    );
  });

  it('opens cliente and borrar-cuenta with ROLE_CLIENTE, nothing without ROLE_ADMIN', () => {
    expect(html(CLIENTES, '/admin/cliente')).toContain('Clientes</h1>');
    expect(html(CLIENTES, '/admin/borrar-cuenta')).toContain('Borrar Cuentas</h1>');
    expect(html(['ROLE_CLIENTE'], '/admin/cliente')).toContain(
      'No tiene los permisos necesarios para esta área.',
    );
  });

  it("says an unknown path under a section is not found, in the section's frame with the way back", () => {
    for (const ruta of ['/admin/cliente/00000000-0000-4000-8000-000000000001/otra', '/admin/reporte/otro']) {
      const pagina = html([...CLIENTES, 'ROLE_PUBLICIDAD'], ruta);
      expect(pagina, ruta).toContain('Página no encontrada</h1>');
      expect(pagina, ruta).not.toContain('próximamente');
    }
    expect(html(CLIENTES, '/admin/cliente/1/otra')).toContain(
      '<a href="/admin/cliente" class="mv-button">Volver a Clientes</a>',
    );
    // The section's root without a page of its own is its index.
    expect(html(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], '/admin/reporte')).toContain('Páginas de la sección');
  });

  it('hides a section the roles do not open and ignores sections of other remotes', () => {
    expect(html(CLIENTES, '/admin/usuario')).toContain('No tiene los permisos necesarios para esta área.');
    expect(html(CLIENTES, '/admin/producto')).toContain('Sección no encontrada');
  });
});

describe('pedido', () => {
  it('opens the orders list with its filters for ROLE_PEDIDO, and one order by its path', () => {
    const PEDIDOS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PEDIDO'];
    const lista = html(PEDIDOS, '/admin/pedido');
    expect(lista).toContain('Pedidos</h1>');
    for (const filtro of ['Cliente o número de pedido', 'Estatus', 'Método de pago', 'Horario', 'Desde']) {
      expect(lista).toContain(`>${filtro}</label>`);
    }
    expect(html(PEDIDOS, '/admin/pedido/12')).toContain('Pedido</h1>');
    expect(html(CLIENTES, '/admin/pedido')).toContain('No tiene los permisos necesarios para esta área.');
  });
});
