import { describe, expect, it } from 'vitest';
import { type AdminSection, AdminSectionSchema } from '../src/federation/description.ts';
import {
  adminPanelGroups,
  adminSectionFromPath,
  adminSectionIndex,
  canOpenAdminSection,
  currentAdminLink,
} from '../src/rules/admin-index.ts';
import { nombreProvisionalDeZona, zoneRoleSlugs } from '../src/rules/roles.ts';

/** Sections as the admin remotes describe them (their descripcion.ts), as the registry gives them. */
const pronto = (etiqueta: string, ruta: string) => ({ etiqueta, ruta, disponible: false });
const SECCIONES: Record<string, AdminSection> = Object.fromEntries(
  [
    {
      slug: 'producto',
      etiqueta: 'Productos',
      roles: ['ROLE_ADMIN', 'ROLE_PRODUCTO'],
      subpaginas: [
        pronto('Listado', ''),
        pronto('Registrar', 'registrar'),
        { etiqueta: 'Producto', ruta: ':producto/editar', enIndice: false },
      ],
      panel: [{ etiqueta: 'Productos', ruta: '' }],
    },
    {
      slug: 'categoria',
      etiqueta: 'Categorias',
      roles: ['ROLE_ADMIN', 'ROLE_CATEGORIA'],
      subpaginas: [pronto('Listado', '')],
      panel: [{ etiqueta: 'Categorias', ruta: '' }],
    },
    {
      slug: 'zona',
      etiqueta: 'Zonas',
      roles: ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR'],
      subpaginas: [pronto('Listado', ''), pronto('Registrar', 'registrar')],
      porZona: {
        base: ':zona',
        paginas: [
          { etiqueta: 'Zona', ruta: '', enIndice: false },
          pronto('Editar', 'editar'),
          pronto('Direcciones', 'direccion'),
          pronto('Áreas', 'area'),
          pronto('Horarios', 'horario'),
          pronto('Horarios pickup', 'horario-pickup'),
          pronto('Bloqueos de envío', 'envio-bloqueo'),
        ],
      },
      panel: [{ etiqueta: 'Zonas', ruta: '' }],
    },
    {
      slug: 'lista-rapida',
      etiqueta: 'Listas Rapidas',
      roles: ['ROLE_ADMIN', 'ROLE_LISTA_RAPIDA'],
      subpaginas: [pronto('Zonas', 'zona')],
      porZona: {
        base: 'zona/:zona',
        paginas: [pronto('Listas rápidas', ''), pronto('Registrar', 'registrar')],
      },
      panel: [{ etiqueta: 'Listas Rapidas', ruta: '' }],
    },
    {
      slug: 'inventario',
      etiqueta: 'Inventario y Precios',
      roles: ['ROLE_ADMIN', 'ROLE_INVENTARIO'],
      subpaginas: [pronto('Listado', '')],
      porZona: { base: 'zona/:zona', paginas: [pronto('Inventario de la zona', '')] },
      panel: [{ etiqueta: 'Inventario y Precios', ruta: '' }],
    },
    {
      slug: 'tarjeta',
      etiqueta: 'Saldo y tarjetas',
      roles: ['ROLE_ADMIN', 'ROLE_TARJETA'],
      subpaginas: [pronto('Solicitudes de Saldo', 'solicitud'), pronto('Saldo de Usuarios', 'saldo')],
      panel: [
        { etiqueta: 'Solicitudes de Saldo', ruta: 'solicitud' },
        { etiqueta: 'Saldo de Usuarios', ruta: 'saldo' },
      ],
    },
    {
      slug: 'reporte',
      etiqueta: 'Reporte Compras por Usuarios',
      roles: ['ROLE_ADMIN', 'ROLE_PUBLICIDAD'],
      subpaginas: [pronto('Compras por usuario', 'compra-usuario')],
      panel: [{ etiqueta: 'Reporte Compras por Usuarios', ruta: 'compra-usuario' }],
    },
  ].map((seccion) => [seccion.slug, AdminSectionSchema.parse(seccion)]),
);
const seccion = (slug: string): AdminSection => {
  const encontrada = SECCIONES[slug];
  if (!encontrada) throw new Error(slug);
  return encontrada;
};

/** Demo accounts of the API seed (api/src/db/seed.ts). */
const CATALOGO = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'];
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

/** Three admin remotes of the registry, in another order than their groups'. */
const REMOTOS = [
  {
    name: 'mf_finanzas',
    navigation: { admin: { grupo: { etiqueta: 'Finanzas', orden: 3 }, secciones: [seccion('tarjeta')] } },
  },
  {
    name: 'mf_catalogo',
    navigation: {
      admin: {
        grupo: { etiqueta: 'Catálogo', orden: 1 },
        secciones: [seccion('categoria'), seccion('producto'), seccion('zona'), seccion('reporte')],
      },
    },
  },
  { name: 'mf_tienda', navigation: {} },
];

describe('zoneRoleSlugs', () => {
  it('reads ROLE_ZONA_<slug> and leaves out ROLE_ZONA_ACTUALIZAR and a bare prefix', () => {
    expect(zoneRoleSlugs([...ZONA_CARACAS, 'ROLE_ZONA_'])).toEqual(['caracas']);
  });
});

describe('nombreProvisionalDeZona', () => {
  it('makes a name of the slug while the zone names load', () => {
    expect(nombreProvisionalDeZona('san-cristobal')).toBe('San Cristobal');
    expect(nombreProvisionalDeZona('caracas')).toBe('Caracas');
    expect(nombreProvisionalDeZona('el_tigre--sur')).toBe('El Tigre Sur');
  });
});

describe('canOpenAdminSection', () => {
  it('needs ROLE_ADMIN and the section role of spec §6', () => {
    expect(canOpenAdminSection(['ROLE_ADMIN', 'ROLE_PRODUCTO'], seccion('producto'))).toBe(true);
    expect(canOpenAdminSection(['ROLE_PRODUCTO'], seccion('producto'))).toBe(false);
    expect(canOpenAdminSection(['ROLE_ADMIN'], seccion('producto'))).toBe(false);
    expect(canOpenAdminSection(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], seccion('reporte'))).toBe(true);
    // A section naming only ROLE_PRODUCTO still needs ROLE_ADMIN.
    expect(canOpenAdminSection(['ROLE_PRODUCTO'], { roles: ['ROLE_PRODUCTO'] })).toBe(false);
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

  it('leaves record pages (enIndice: false) out of the section and zone links', () => {
    const producto = adminSectionIndex(seccion('producto'), CATALOGO);
    expect(producto?.paginas.map((p) => p.etiqueta)).toEqual(['Listado', 'Registrar']);
    const zona = adminSectionIndex(seccion('zona'), ZONA_CARACAS);
    expect(zona?.zonas?.[0]?.paginas.map((p) => p.href)).not.toContain('/admin/zona/caracas');
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

describe('admin side panel and home', () => {
  it('shows catalogo@demo.test Categorias and Productos only', () => {
    const grupos = adminPanelGroups(REMOTOS, CATALOGO);
    expect(grupos.map((g) => [g.remote, g.etiqueta])).toEqual([['mf_catalogo', 'Catálogo']]);
    expect(grupos[0]?.enlaces.map((e) => [e.etiqueta, e.href])).toEqual([
      ['Categorias', '/admin/categoria'],
      ['Productos', '/admin/producto'],
    ]);
  });

  it("orders the groups by their orden, keeps each description's order and drops groups without entries", () => {
    const grupos = adminPanelGroups(REMOTOS, [
      'ROLE_ADMIN',
      'ROLE_TARJETA',
      'ROLE_PRODUCTO',
      'ROLE_PUBLICIDAD',
    ]);
    expect(grupos.map((g) => g.etiqueta)).toEqual(['Catálogo', 'Finanzas']);
    expect(grupos[0]?.enlaces.map((e) => e.href)).toEqual([
      '/admin/producto',
      '/admin/reporte/compra-usuario',
    ]);
    expect(grupos[1]?.enlaces.map((e) => e.href)).toEqual([
      '/admin/tarjeta/solicitud',
      '/admin/tarjeta/saldo',
    ]);
    expect(grupos[1]?.enlaces[0]?.seccion.slug).toBe('tarjeta');
  });

  it('shows nothing without ROLE_ADMIN', () => {
    expect(adminPanelGroups(REMOTOS, ['ROLE_PRODUCTO', 'ROLE_TARJETA', 'ROLE_ZONA_caracas'])).toEqual([]);
  });
});
