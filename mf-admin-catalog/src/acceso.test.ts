import { describe, expect, it } from 'vitest';
import { enlaceActual, indiceSeccion, puedeAbrir, seccionDeRuta, zonasAsignadas } from './acceso.ts';
import { SECCIONES } from './secciones.ts';

const seccion = (slug: string) => {
  const encontrada = SECCIONES.find((item) => item.slug === slug);
  if (!encontrada) throw new Error(slug);
  return encontrada;
};

describe('zonasAsignadas', () => {
  it('reads ROLE_ZONA_<slug> and leaves out the section role ROLE_ZONA_ACTUALIZAR', () => {
    expect(
      zonasAsignadas(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas', 'ROLE_ZONA_']),
    ).toEqual(['caracas']);
  });
});

describe('puedeAbrir', () => {
  it('needs ROLE_ADMIN and the section role of spec §6', () => {
    expect(puedeAbrir(['ROLE_ADMIN', 'ROLE_PRODUCTO'], 'producto')).toBe(true);
    expect(puedeAbrir(['ROLE_PRODUCTO'], 'producto')).toBe(false);
    expect(puedeAbrir(['ROLE_ADMIN'], 'producto')).toBe(false);
    expect(puedeAbrir(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], 'reporte')).toBe(true);
    expect(puedeAbrir(['ROLE_ADMIN', 'ROLE_PUBLICIDAD'], 'toString')).toBe(false);
  });
});

describe('seccionDeRuta', () => {
  it('takes the segment after /admin', () => {
    expect(seccionDeRuta('/admin/zona/caracas/horario')).toBe('zona');
    expect(seccionDeRuta('/admin/lista-rapida')).toBe('lista-rapida');
    expect(seccionDeRuta('/admin')).toBeNull();
    expect(seccionDeRuta('/caracas/producto/x')).toBeNull();
  });
});

describe('indiceSeccion', () => {
  it('is null without the section role', () => {
    expect(indiceSeccion(seccion('zona'), ['ROLE_ADMIN', 'ROLE_ZONA_caracas'])).toBeNull();
  });

  it('lists zone sub-pages only for the zones the user has', () => {
    const indice = indiceSeccion(seccion('zona'), [
      'ROLE_ADMIN',
      'ROLE_ZONA_ACTUALIZAR',
      'ROLE_ZONA_caracas',
    ]);
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
    expect(indiceSeccion(seccion('producto'), ['ROLE_ADMIN', 'ROLE_PRODUCTO'])?.zonas).toBeNull();
    expect(indiceSeccion(seccion('inventario'), ['ROLE_ADMIN', 'ROLE_INVENTARIO'])?.zonas).toEqual([]);
    const lista = indiceSeccion(seccion('lista-rapida'), [
      'ROLE_ADMIN',
      'ROLE_LISTA_RAPIDA',
      'ROLE_ZONA_valencia',
    ]);
    expect(lista?.zonas?.[0]?.paginas.map((p) => p.href)).toEqual([
      '/admin/lista-rapida/zona/valencia',
      '/admin/lista-rapida/zona/valencia/registrar',
    ]);
  });

  it('finds the current page, ignoring a trailing slash', () => {
    const indice = indiceSeccion(seccion('producto'), ['ROLE_ADMIN', 'ROLE_PRODUCTO']);
    expect(indice && enlaceActual(indice, '/admin/producto/registrar/')).toBe('/admin/producto/registrar');
    expect(indice && enlaceActual(indice, '/admin/producto/123')).toBeNull();
  });
});
