import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTION_CATALOGUE,
  type AdminSectionEntry,
  adminSectionsOf,
  findAdminSection,
} from '../src/contracts/admin-sections.ts';
import { ADMIN_SECTION_ROLES, ADMIN_SECTIONS } from '../src/contracts/constants.ts';
import {
  adminPanelGroups,
  adminPanelLinks,
  adminSectionFromPath,
  adminSectionIndex,
  canOpenAdminSection,
  currentAdminLink,
} from '../src/rules/admin-index.ts';
import { sectionRoles, zoneRoleSlugs } from '../src/rules/roles.ts';

const seccion = (slug: string): AdminSectionEntry => {
  const encontrada = findAdminSection(slug);
  if (!encontrada) throw new Error(slug);
  return encontrada;
};

/** Demo accounts of the API seed (api/src/db/seed.ts). */
const CATALOGO = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'];
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];
const TODOS = ['ROLE_ADMIN', ...ADMIN_SECTION_ROLES];

interface BaseRoute {
  path: string;
  roles?: string[];
  zoneRole?: boolean;
}
const registry = JSON.parse(readFileSync(new URL('../../registry.base.json', import.meta.url), 'utf8')) as {
  remotes: { name: string; routes: BaseRoute[] }[];
};

describe('admin section catalogue', () => {
  it('lists every section of spec §6 once', () => {
    expect(ADMIN_SECTION_CATALOGUE.map((s) => s.slug).sort()).toEqual(Object.keys(ADMIN_SECTIONS).sort());
  });

  it('names as owner the remote whose registry routes serve the section, with the section roles', () => {
    for (const entrada of ADMIN_SECTION_CATALOGUE) {
      const path = `/admin/${entrada.slug}`;
      const owners = registry.remotes.filter((remote) =>
        remote.routes.some((route) => route.path === path || route.path === `${path}/*`),
      );
      expect(
        owners.map((remote) => remote.name),
        path,
      ).toEqual([entrada.owner]);
      const route = owners[0]?.routes.find((r) => r.path === path);
      expect(route?.roles, path).toEqual(sectionRoles(entrada.slug));
    }
  });

  it('gives each remote its own sections', () => {
    expect(adminSectionsOf('mf_admin_orders').map((s) => s.slug)).toEqual([
      'pedido',
      'membresia',
      'cliente',
      'borrar-cuenta',
      'referido',
      'usuario',
    ]);
    expect(adminSectionsOf('mf_admin_finance').map((s) => s.slug)).toEqual([
      'cupon',
      'tarjeta',
      'vuelto',
      'envio',
    ]);
    expect(findAdminSection('toString')).toBeUndefined();
    expect(findAdminSection(null)).toBeUndefined();
  });
});

describe('zoneRoleSlugs', () => {
  it('reads ROLE_ZONA_<slug> and leaves out ROLE_ZONA_ACTUALIZAR and a bare prefix', () => {
    expect(zoneRoleSlugs([...ZONA_CARACAS, 'ROLE_ZONA_'])).toEqual(['caracas']);
  });
});

describe('canOpenAdminSection', () => {
  it('needs ROLE_ADMIN and the section role of spec §6', () => {
    expect(canOpenAdminSection(['ROLE_ADMIN', 'ROLE_PRODUCTO'], 'producto')).toBe(true);
    expect(canOpenAdminSection(['ROLE_PRODUCTO'], 'producto')).toBe(false);
    expect(canOpenAdminSection(['ROLE_ADMIN'], 'producto')).toBe(false);
    expect(canOpenAdminSection(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], 'reporte')).toBe(true);
    expect(canOpenAdminSection(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], 'toString')).toBe(false);
  });
});

describe('adminSectionFromPath', () => {
  it('takes the segment after /admin', () => {
    expect(adminSectionFromPath('/admin/zona/caracas/horario')).toBe('zona');
    expect(adminSectionFromPath('/admin/lista-rapida/')).toBe('lista-rapida');
    expect(adminSectionFromPath('/admin')).toBeNull();
    expect(adminSectionFromPath('/caracas/producto/x')).toBeNull();
    expect(adminSectionFromPath('/admin/%E0%A4%A')).toBeNull();
  });
});

describe('adminSectionIndex', () => {
  it('is null without the section role, whatever zone roles the user has', () => {
    expect(adminSectionIndex(seccion('zona'), ['ROLE_ADMIN', 'ROLE_ZONA_caracas'])).toBeNull();
  });

  it('lists zone sub-pages only for the zones the user has', () => {
    const indice = adminSectionIndex(seccion('zona'), ZONA_CARACAS);
    expect(indice?.paginas.map((p) => p.href)).toEqual(['/admin/zona', '/admin/zona/registrar']);
    expect(indice?.zonas?.map((g) => g.zona)).toEqual(['caracas']);
    expect(indice?.zonas?.[0]?.paginas.map((p) => p.etiqueta)).toEqual([
      'Editar',
      'Direcciones',
      'Áreas',
      'Horarios',
      'Horarios pickup',
      'Bloqueos de envío',
    ]);
    expect(indice?.zonas?.[0]?.paginas[1]?.href).toBe('/admin/zona/caracas/direccion');
    expect(indice?.paginas.every((p) => !p.disponible)).toBe(true);
  });

  it('gives no zone groups to a section without zone pages, an empty list to one without zone roles', () => {
    expect(adminSectionIndex(seccion('producto'), CATALOGO)?.zonas).toBeNull();
    expect(adminSectionIndex(seccion('inventario'), ['ROLE_ADMIN', 'ROLE_INVENTARIO'])?.zonas).toEqual([]);
    const lista = adminSectionIndex(seccion('lista-rapida'), [
      'ROLE_ADMIN',
      'ROLE_LISTA_RAPIDA',
      'ROLE_ZONA_valencia',
    ]);
    expect(lista?.zonas?.[0]?.paginas.map((p) => p.href)).toEqual([
      '/admin/lista-rapida/zona/valencia',
      '/admin/lista-rapida/zona/valencia/registrar',
    ]);
  });

  it('finds the current page among the section and zone links, ignoring a trailing slash', () => {
    const producto = adminSectionIndex(seccion('producto'), CATALOGO);
    expect(producto && currentAdminLink(producto, '/admin/producto/registrar/')).toMatchObject({
      etiqueta: 'Registrar',
      href: '/admin/producto/registrar',
    });
    expect(producto && currentAdminLink(producto, '/admin/producto/123')).toBeNull();
    const zona = adminSectionIndex(seccion('zona'), ZONA_CARACAS);
    expect(zona && currentAdminLink(zona, '/admin/zona/caracas/horario')?.etiqueta).toBe('Horarios');
  });
});

describe('admin side panel', () => {
  it('shows catalogo@demo.test Categorias and Productos only', () => {
    expect(adminPanelLinks(CATALOGO).map((e) => [e.etiqueta, e.href])).toEqual([
      ['Categorias', '/admin/categoria'],
      ['Productos', '/admin/producto'],
    ]);
  });

  it('keeps spec order inside each group and drops groups without entries', () => {
    const grupos = adminPanelGroups([
      'ROLE_ADMIN',
      'ROLE_PRODUCTO',
      'ROLE_CATEGORIA',
      'ROLE_TARJETA',
      'ROLE_CONFIG',
    ]);
    expect(grupos.map((g) => g.etiqueta)).toEqual(['Catálogo', 'Finanzas']);
    expect(grupos[0]?.enlaces.map((e) => e.etiqueta)).toEqual(['Categorias', 'Productos', 'Configuraciones']);
    expect(grupos[1]?.enlaces.map((e) => e.href)).toEqual([
      '/admin/tarjeta/solicitud',
      '/admin/tarjeta/saldo',
      '/admin/vuelto',
    ]);
  });

  it('shows nothing without ROLE_ADMIN, and the 23 entries of spec §2 to a user with every role', () => {
    expect(adminPanelLinks(['ROLE_PRODUCTO', 'ROLE_ZONA_caracas'])).toEqual([]);
    expect(adminPanelGroups(['ROLE_PRODUCTO'])).toEqual([]);
    const etiquetas = adminPanelLinks(TODOS).map((e) => e.etiqueta);
    expect(etiquetas).toEqual([
      'Tiendas',
      'Categorias',
      'Etiquetas',
      'Productos',
      'Zonas',
      'Listas Rapidas',
      'Publicidad',
      'Segmentos de Notificaciones',
      'Buscador Historial',
      'Inventario y Precios',
      'Pedidos',
      'Solicitudes PRIME',
      'Clientes',
      'Borrar Cuentas',
      'Cupones',
      'Solicitudes de Saldo',
      'Saldo de Usuarios',
      'Vuelto',
      'Envios',
      'Referidos',
      'Usuarios',
      'Configuraciones',
      'Reporte Compras por Usuarios',
    ]);
    expect(adminPanelLinks(TODOS).find((e) => e.seccion === 'reporte')?.href).toBe(
      '/admin/reporte/compra-usuario',
    );
  });
});
