import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { indiceSeccion } from './acceso.ts';
import { PaginaSeccion } from './IndiceSeccion.tsx';
import { SECCIONES } from './secciones.ts';

const html = (node: ReactNode) => renderToStaticMarkup(<Provider store={createStore()}>{node}</Provider>);
const CLIENTES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CLIENTE'];

describe('catálogo de mf_admin_orders', () => {
  it('opens cliente and borrar-cuenta with ROLE_CLIENTE only, and nothing without ROLE_ADMIN', () => {
    const abiertas = SECCIONES.filter((seccion) => indiceSeccion(seccion, CLIENTES)).map((s) => s.slug);
    expect(abiertas).toEqual(['cliente', 'borrar-cuenta']);
    expect(SECCIONES.filter((seccion) => indiceSeccion(seccion, ['ROLE_CLIENTE']))).toEqual([]);
  });
});

describe('PaginaSeccion', () => {
  it('shows the section heading and its sub-pages as links marked as coming soon', () => {
    const pagina = html(
      <PaginaSeccion pathname="/admin/membresia/solicitud" roles={['ROLE_ADMIN', 'ROLE_MEMBRESIA']} />,
    );
    expect(pagina).toContain('Solicitudes PRIME</h1>');
    expect(pagina).toMatch(/<a [^>]*href="\/admin\/membresia\/solicitud"[^>]*aria-current="page"/);
    expect(pagina).toContain('Disponible próximamente');
    expect(pagina).not.toContain('Por zona');
  });

  it('hides a section the roles do not open and ignores sections of other remotes', () => {
    expect(html(<PaginaSeccion pathname="/admin/usuario" roles={CLIENTES} />)).toContain(
      'No tiene los permisos necesarios para esta área.',
    );
    expect(html(<PaginaSeccion pathname="/admin/producto" roles={CLIENTES} />)).toContain(
      'Sección no encontrada',
    );
  });
});
