import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaginaSeccion } from './IndiceSeccion.tsx';
import { PaginaInicio } from './Inicio.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<Provider store={createStore()}>{node}</Provider>);
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

describe('PaginaInicio', () => {
  it('shows the assigned zones and only the cards the roles open', () => {
    const pagina = html(<PaginaInicio roles={[...ZONA_CARACAS, 'ROLE_CUPON']} />);
    expect(pagina).toContain('Zonas asignadas: Caracas');
    expect(pagina).toContain('href="/admin/zona"');
    expect(pagina).toContain('href="/admin/cupon"');
    expect(pagina).toContain('<h2 id="mf-admin-area-finanzas"');
    expect(pagina).not.toContain('href="/admin/producto"');
    expect(pagina).not.toContain('Pedidos y clientes');
  });
});

describe('PaginaSeccion', () => {
  it('lists the section sub-pages and the zone sub-pages of the zones the user has', () => {
    const pagina = html(<PaginaSeccion pathname="/admin/zona/caracas/horario" roles={ZONA_CARACAS} />);
    expect(pagina).toContain('<h1');
    expect(pagina).toContain('Zonas</h1>');
    expect(pagina).toContain('href="/admin/zona/registrar"');
    expect(pagina).toContain('<h3');
    expect(pagina).toMatch(/<a [^>]*href="\/admin\/zona\/caracas\/horario"[^>]*aria-current="page"/);
    expect(pagina).toContain('«Horarios» estará disponible próximamente.');
  });

  it('hides a section the roles do not open', () => {
    const pagina = html(<PaginaSeccion pathname="/admin/producto" roles={ZONA_CARACAS} />);
    expect(pagina).toContain('No tiene los permisos necesarios para esta área.');
    expect(pagina).not.toContain('href="/admin/producto/registrar"');
  });
});
