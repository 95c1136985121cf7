/**
 * The page map and the links of an admin remote are typed from its description: a declared page
 * without its component, a component without a declared page, a component wanting a `:param` its
 * page lacks, or a link to an undeclared page do not compile (checked by the package's typecheck:
 * each `@ts-expect-error` fails it when its line compiles).
 */
import { defineDescription, enlacesDe, type PaginaDe } from '@mercado/shared/federation/describe';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { paginaSeccionPropia } from '../src/IndiceSeccion.tsx';
import type { PaginasDe, SubpaginaProps } from '../src/paginas.tsx';

const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_prueba',
  navigation: {
    admin: {
      grupo: { etiqueta: 'Prueba' },
      secciones: [
        {
          slug: 'tienda',
          etiqueta: 'Tiendas',
          roles: ['ROLE_ADMIN', 'ROLE_TIENDA'],
          subpaginas: [
            { etiqueta: 'Listado', ruta: '' },
            { etiqueta: 'Tienda', ruta: ':tienda/sucursal/:sucursal', enIndice: false },
            { etiqueta: 'Informe', ruta: 'informe', disponible: false },
          ],
          porZona: { base: 'zona/:zona', paginas: [{ etiqueta: 'Inventario', ruta: '' }] },
          panel: [{ etiqueta: 'Tiendas', ruta: '' }],
        },
      ],
    },
  },
});

const Lista = (_: SubpaginaProps) => null;
const Sucursal = ({ ruta }: SubpaginaProps<'tienda' | 'sucursal'>) => ruta.sucursal;
const Zona = ({ ruta }: SubpaginaProps<'zona'>) => ruta.zona;
const enlace = enlacesDe(descripcion);

describe('the pages typed from the description', () => {
  it('keys each declared page by its pattern under /admin, with its params', () => {
    expectTypeOf<PaginaDe<typeof descripcion>>().toEqualTypeOf<
      'tienda' | 'tienda/:tienda/sucursal/:sucursal' | 'tienda/informe' | 'tienda/zona/:zona'
    >();
    // A page not available yet has no component.
    expectTypeOf<keyof PaginasDe<typeof descripcion>>().toEqualTypeOf<
      'tienda' | 'tienda/:tienda/sucursal/:sucursal' | 'tienda/zona/:zona'
    >();
    paginaSeccionPropia(descripcion, {
      tienda: Lista,
      'tienda/:tienda/sucursal/:sucursal': Sucursal,
      'tienda/zona/:zona': Zona,
    });
  });

  it('does not compile a declared page without its component', () => {
    // @ts-expect-error 'tienda/zona/:zona' has no component.
    paginaSeccionPropia(descripcion, { tienda: Lista, 'tienda/:tienda/sucursal/:sucursal': Sucursal });
  });

  it('does not compile a component without a declared page, even through a spread', () => {
    const deMas = { 'tienda/:tienda/editar': Lista };
    // @ts-expect-error 'tienda/:tienda/editar' (from the spread) is not declared.
    paginaSeccionPropia(descripcion, {
      tienda: Lista,
      'tienda/:tienda/sucursal/:sucursal': Sucursal,
      'tienda/zona/:zona': Zona,
      ...deMas,
    });
    paginaSeccionPropia(descripcion, {
      tienda: Lista,
      'tienda/:tienda/sucursal/:sucursal': Sucursal,
      'tienda/zona/:zona': Zona,
      // @ts-expect-error a page not available yet has no component.
      'tienda/informe': Lista,
    });
  });

  it("does not compile a component reading a param its page's pattern lacks", () => {
    paginaSeccionPropia(descripcion, {
      // @ts-expect-error the section's list has no :zona.
      tienda: Zona,
      'tienda/:tienda/sucursal/:sucursal': Sucursal,
      'tienda/zona/:zona': Zona,
    });
  });

  it('builds a link from a declared key and its params, and only so', () => {
    expect(enlace('tienda')).toBe('/admin/tienda');
    expect(enlace('tienda/:tienda/sucursal/:sucursal', { tienda: 3, sucursal: 'a b' })).toBe(
      '/admin/tienda/3/sucursal/a%20b',
    );
    expect(enlace('tienda/zona/:zona', { zona: 'caracas' }, { sucursal: 2, q: '' })).toBe(
      '/admin/tienda/zona/caracas?sucursal=2',
    );
    // @ts-expect-error not a declared page.
    expect(() => enlace('tienda/:tienda/editar', { tienda: 1 })).toThrow(TypeError);
    // @ts-expect-error its params are required.
    enlace('tienda/zona/:zona');
    // @ts-expect-error a param its pattern lacks.
    enlace('tienda/zona/:zona', { tienda: 1 });
  });
});
