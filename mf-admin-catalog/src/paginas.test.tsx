import type { RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCatalogo } from './app.tsx';

/** The remote's root as the shell mounts it, for a user with these roles. */
function html(roles: string[], page: string, pathname: string) {
  platform.session.set({
    uid: '00000000-0000-4000-8000-000000000000',
    roles,
    usuarioTipo: { tipo: 1 },
    exp: 0,
  });
  const props: RemoteParcelProps = { page, pathname, params: {}, search: '' };
  return renderToStaticMarkup(<AdminCatalogo {...props} />);
}

/** Demo accounts of the API seed. */
const CATALOGO = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'];
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

afterEach(() => platform.session.set(null));

describe('PaginaSeccion', () => {
  it('serves the zones section its own pages: the zones list, and per zone its records', () => {
    const zonas = html(ZONA_CARACAS, 'seccion', '/admin/zona');
    expect(zonas).toContain('Zonas</h1>');
    expect(zonas).toContain('href="/admin/zona/registrar"');
    const horarios = html(ZONA_CARACAS, 'seccion', '/admin/zona/caracas/horario');
    expect(horarios).toContain('Horarios de entrega</h1>');
    expect(horarios).toContain('href="/admin/zona/caracas/horario/registrar"');
  });

  it('shows catalogo@demo.test the product pages, hides a section its roles do not open', () => {
    expect(html(CATALOGO, 'seccion', '/admin/producto')).toContain('href="/admin/producto/registrar"');
    const zona = html(CATALOGO, 'seccion', '/admin/zona');
    expect(zona).toContain('No tiene los permisos necesarios para esta área.');
    expect(zona).not.toContain('href="/admin/zona/registrar"');
  });

  it('does not serve sections other remotes own, nor unknown pages', () => {
    expect(html(CATALOGO, 'seccion', '/admin/pedido')).toContain('Sección no encontrada');
    expect(html(CATALOGO, 'otra', '/admin/producto')).toContain('Página no encontrada');
  });

  it("says a path no page of the section declares is not found, in the section's frame with the way back", () => {
    for (const [roles, ruta, seccion] of [
      [CATALOGO, '/admin/producto/12/borrar', 'Productos'],
      [ZONA_CARACAS, '/admin/zona/caracas/otra', 'Zonas'],
      [ZONA_CARACAS, '/admin/zona/caracas/area/3/otra', 'Zonas'],
    ] as const) {
      const pagina = html([...roles], 'seccion', ruta);
      expect(pagina, ruta).toContain('Página no encontrada</h1>');
      expect(pagina, ruta).toContain(`>Volver a ${seccion}</a>`);
      expect(pagina, ruta).not.toContain('próximamente');
    }
  });

  it('draws the index of a section at its root, without its record pages', () => {
    const inventario = html(
      ['ROLE_ADMIN', 'ROLE_INVENTARIO', 'ROLE_ZONA_caracas'],
      'seccion',
      '/admin/inventario',
    );
    expect(inventario).toContain('Páginas de la sección');
    expect(inventario).toContain('href="/admin/inventario/zona/caracas/importar"');
    // A record page is not listed in the index.
    const listas = html(
      ['ROLE_ADMIN', 'ROLE_LISTA_RAPIDA', 'ROLE_ZONA_caracas'],
      'seccion',
      '/admin/lista-rapida',
    );
    expect(listas).toContain('href="/admin/lista-rapida/zona/caracas/registrar"');
    expect(listas).not.toContain('Editar lista rápida');
  });
});
