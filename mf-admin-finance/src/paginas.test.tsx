import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { indiceSeccion } from './acceso.ts';
import { PaginaSeccion } from './IndiceSeccion.tsx';
import { SECCIONES } from './secciones.ts';

const html = (node: ReactNode) => renderToStaticMarkup(<Provider store={createStore()}>{node}</Provider>);
const TARJETA = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_TARJETA'];

describe('catálogo de mf_admin_finance', () => {
  it('opens tarjeta and vuelto with ROLE_TARJETA (spec §6)', () => {
    const abiertas = SECCIONES.filter((seccion) => indiceSeccion(seccion, TARJETA)).map((s) => s.slug);
    expect(abiertas).toEqual(['tarjeta', 'vuelto']);
  });
});

describe('PaginaSeccion', () => {
  it('lists the balance pages of tarjeta', () => {
    const pagina = html(<PaginaSeccion pathname="/admin/tarjeta" roles={TARJETA} />);
    expect(pagina).toContain('Saldo y tarjetas</h1>');
    for (const href of ['/admin/tarjeta/solicitud', '/admin/tarjeta/saldo', '/admin/tarjeta/saldo/ajuste']) {
      expect(pagina).toContain(`href="${href}"`);
    }
    expect(pagina).not.toContain('role="status"');
  });

  it('says a deeper page is not ready yet', () => {
    const pagina = html(
      <PaginaSeccion pathname="/admin/cupon/12/editar" roles={['ROLE_ADMIN', 'ROLE_CUPON']} />,
    );
    expect(pagina).toContain('Esta página estará disponible próximamente.');
  });
});
