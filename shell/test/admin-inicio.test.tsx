import { platform } from '@mercado/shared/platform';
import { Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { registryAtom, shellStore } from '../src/app/state.ts';
import { AdminInicio } from '../src/layouts/AdminInicio.tsx';
import { LIVE_REGISTRY } from './live-registry.ts';

/** The back-office home for a user with these roles, drawn from the live registry. */
function html(roles: string[]) {
  shellStore.set(registryAtom, LIVE_REGISTRY);
  platform.session.set({
    uid: '00000000-0000-4000-8000-000000000000',
    roles,
    usuarioTipo: { tipo: 1 },
    exp: 0,
  });
  return renderToStaticMarkup(
    <Provider store={shellStore}>
      <AdminInicio />
    </Provider>,
  );
}

/** Demo accounts of the API seed. */
const CATALOGO = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'];
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

afterEach(() => {
  platform.session.set(null);
  shellStore.set(registryAtom, { remotes: [] });
});

describe('the back-office home', () => {
  it('shows catalogo@demo.test Productos and Categorias, not Pedidos', () => {
    const pagina = html(CATALOGO);
    expect(pagina).toContain('Panel de administración</h1>');
    expect(pagina).toContain('href="/admin/producto"');
    expect(pagina).toContain('href="/admin/categoria"');
    expect(pagina).not.toContain('href="/admin/pedido"');
    expect(pagina).toContain('Sin zonas asignadas');
  });

  it('shows the assigned zones and groups the cards by the remote that serves them', () => {
    const pagina = html([...ZONA_CARACAS, 'ROLE_CUPON']);
    expect(pagina).toContain('Zonas asignadas: caracas');
    expect(pagina).toContain('href="/admin/zona"');
    expect(pagina).toContain('href="/admin/cupon"');
    expect(pagina).toContain('<h2 id="mv-admin-grupo-mf_admin_finance"');
    expect(pagina).not.toContain('href="/admin/producto"');
    expect(pagina).not.toContain('Pedidos y clientes');
  });

  it('tells a user without sections to ask for them, and draws nothing of a registry without admin remotes', () => {
    expect(html(['ROLE_USER', 'ROLE_ADMIN'])).toContain('Su usuario no tiene secciones asignadas.');
    shellStore.set(registryAtom, { remotes: [] });
    expect(
      renderToStaticMarkup(
        <Provider store={shellStore}>
          <AdminInicio />
        </Provider>,
      ),
    ).toContain('Su usuario no tiene secciones asignadas.');
  });
});
