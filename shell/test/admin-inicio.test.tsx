import { platform } from '@mercado/shared/platform';
import { Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellHttpClient, installShellPlatform } from '../src/app/services.ts';
import { registryAtom, shellStore } from '../src/app/state.ts';
import { AdminInicio } from '../src/layouts/AdminInicio.tsx';
import { LIVE_REGISTRY } from './live-registry.ts';

const pagina = (
  <Provider store={shellStore}>
    <AdminInicio />
  </Provider>
);

/** The live registry, and a user with these roles signed in. */
function signedIn(roles: string[]) {
  shellStore.set(registryAtom, LIVE_REGISTRY);
  platform.session.set({
    uid: '00000000-0000-4000-8000-000000000000',
    roles,
    usuarioTipo: { tipo: 1 },
    exp: 0,
  });
}

/** The back-office home for a user with these roles, drawn from the live registry, as first drawn. */
function html(roles: string[]) {
  signedIn(roles);
  return renderToStaticMarkup(pagina);
}

/** Demo accounts of the API seed. */
const CATALOGO = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'];
const ZONA_CARACAS = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

/**
 * The API as the home's two reads see it: the zone list (the shell asks it once: the first answer
 * stays), and the summary as `resumen` answers it (undefined: it never answers).
 */
function installApi(resumen: () => Response | undefined) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    const response = path === '/api/zona/listadoapi' ? json(ZONAS) : resumen();
    return response ?? new Promise<Response>(() => undefined);
  };
  // The session `signedIn` sets is the one the home shows: no token refresh before the calls.
  installShellPlatform(createShellHttpClient({ fetch, beforeRequest: () => true, retryDelay: () => 0 }));
}

const ZONAS = [
  {
    id: 7,
    slug: 'san-cristobal',
    nombre: 'San Cristóbal',
    estatus: 1,
    links: [],
    envio: { tramos: [], areas: [] },
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const montados: ReturnType<typeof createRoot>[] = [];

/** The home mounted in the DOM, for the states its data reaches after the first render. */
async function mounted(roles: string[]): Promise<HTMLElement> {
  signedIn(roles);
  const container = document.createElement('div');
  const root = createRoot(container);
  montados.push(root);
  await act(async () => root.render(pagina));
  return container;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  installApi(() => undefined);
});

afterEach(() => {
  for (const root of montados.splice(0)) act(() => root.unmount());
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
    expect(pagina).toContain('Zonas asignadas: Caracas');
    expect(pagina).toContain('href="/admin/zona"');
    expect(pagina).toContain('href="/admin/cupon"');
    expect(pagina).toContain('<h2 id="mv-admin-grupo-mf_admin_finance"');
    expect(pagina).not.toContain('href="/admin/producto"');
    expect(pagina).not.toContain('Pedidos y clientes');
  });

  it('tells a user without sections to ask for them, and draws nothing of a registry without admin remotes', () => {
    expect(html(['ROLE_USER', 'ROLE_ADMIN'])).toContain('Su usuario no tiene secciones asignadas.');
    shellStore.set(registryAtom, { remotes: [] });
    expect(renderToStaticMarkup(pagina)).toContain('Su usuario no tiene secciones asignadas.');
  });

  it('while its data loads: the zone named from its slug, no counts and no error', () => {
    const pagina = html(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PRODUCTO', 'ROLE_ZONA_san-cristobal']);
    expect(pagina).toContain('Zonas asignadas: San Cristobal');
    expect(pagina).toContain('href="/admin/producto"');
    expect(pagina).not.toContain('productos');
    expect(pagina).not.toContain('No se pudieron cargar');
  });

  it('once answered: the zone names and the count of each section', async () => {
    installApi(() => json({ secciones: ['producto'], conteos: { producto: 12 }, zonas: [] }));
    const pagina = await mounted(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PRODUCTO', 'ROLE_ZONA_san-cristobal']);
    await vi.waitFor(() => expect(pagina.textContent).toContain('12 productos'));
    await vi.waitFor(() => expect(pagina.textContent).toContain('Zonas asignadas: San Cristóbal'));
    expect(pagina.textContent).not.toContain('No se pudieron cargar');
  });

  it("links each zone's attention figures where the catalogue's description says, or shows them alone", async () => {
    const atencion = {
      zona: 'caracas',
      nombre: 'Caracas',
      sinExistencia: 3,
      ofertasPorVencer: 1,
      categoriasSinProductos: 2,
    };
    installApi(() => json({ secciones: [], conteos: {}, zonas: ['caracas'], atencion: [atencion] }));
    const pagina = await mounted(ZONA_CARACAS);
    await vi.waitFor(() => expect(pagina.textContent).toContain('3 productos sin existencia'));
    const enlace = (texto: string) =>
      [...pagina.querySelectorAll('a')].find((a) => a.textContent === texto)?.getAttribute('href');
    expect(enlace('3 productos sin existencia')).toBe(
      '/admin/inventario/zona/caracas?sinExistencia=1&estatus=1',
    );
    expect(enlace('1 oferta vence esta semana')).toBe('/admin/inventario/zona/caracas?oferta=vence');
    expect(enlace('2 categorías sin productos')).toBe('/admin/categoria?sinProductos=1&estatus=1');

    // Without the catalogue's description (unreadable, or a 1.1 one): the figures, without links.
    const sinCatalogo = LIVE_REGISTRY.remotes.filter((remote) => remote.name !== 'mf_admin_catalog');
    await act(async () => shellStore.set(registryAtom, { remotes: sinCatalogo }));
    expect(pagina.textContent).toContain('3 productos sin existencia');
    expect(enlace('3 productos sin existencia')).toBeUndefined();
  });

  it('when the summary fails: says the counts could not be read; a zone the list lacks keeps its slug-made name', async () => {
    installApi(() => json({ mensaje: 'Error interno' }, 500));
    const pagina = await mounted(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PRODUCTO', 'ROLE_ZONA_el-tigre']);
    await vi.waitFor(() =>
      expect(pagina.textContent).toContain('No se pudieron cargar los totales de las secciones.'),
    );
    expect(pagina.textContent).toContain('Zonas asignadas: El Tigre');
    expect(pagina.textContent).not.toContain('productos');
  });
});
