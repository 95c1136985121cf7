/**
 * A remote owns what it serves (decision 0013): a build of one remote that adds a page, a panel and
 * a back-office section, deployed alone, shows in the running shell on its next load, without the
 * shell being rebuilt; its rollback takes them away. And the current shell with descriptions of an
 * older or newer format.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEPLOY_DIR } from '../playwright.config.ts';
import { signIn } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A copy of the remote beside it (its node_modules links are relative, so they still resolve). */
const COPY = path.join(ROOT, '.e2e-mf-admin-finance');

/** The remote's description plus a page, a panel with its profile-menu link, and a section. */
const FIXTURE_DESCRIPTION = `
import { adminSectionRoutes, defineDescription } from '@mercado/shared/federation/describe';
import { descripcion as original } from './descripcion.original.ts';

const prueba = {
  slug: 'federacion-prueba',
  etiqueta: 'Sección de prueba',
  roles: ['ROLE_ADMIN', 'ROLE_CUPON'],
  subpaginas: [{ etiqueta: 'Listado de prueba', ruta: '' }],
  panel: [{ etiqueta: 'Sección de prueba', ruta: '' }],
} as const;

export const descripcion = defineDescription({
  ...original,
  routes: [...original.routes, ...adminSectionRoutes(prueba), { path: '/federacion/prueba', page: 'prueba' }],
  panels: [{ id: 'federacion-prueba', titulo: 'Panel de prueba', expose: './app', page: 'panel-prueba' }],
  navigation: {
    menu: [{ menu: 'perfil', orden: 99, etiqueta: 'Abrir panel de prueba', panel: 'federacion-prueba' }],
    admin: { ...original.navigation.admin, secciones: [...original.navigation.admin.secciones, prueba] },
  },
});
`;

/** The remote's pages plus the section's one component, the page and the panel. */
const FIXTURE_APP = `
import { createRemoteLifecycles, type PageOf, pageOf, type RemoteParcelProps } from '@mercado/shared/federation';
import { type AdminPageProps, AdminParcel, PaginaAdmin, paginaSeccionPropia } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';

const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: paginaSeccionPropia(descripcion, {
    'federacion-prueba': () => (
      <PaginaAdmin titulo="Sección de prueba" migas={[{ etiqueta: 'Sección de prueba' }]}>
        <p>Listado de prueba</p>
      </PaginaAdmin>
    ),
  }),
  prueba: () => <h1>Página de prueba federada</h1>,
  'panel-prueba': () => <p>Contenido del panel de prueba</p>,
};

function App(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, App);
`;

function script(name: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR },
    encoding: 'utf8',
  });
}

/** Builds the copy of mf-admin-finance with the fixture's description and pages. */
function buildFixture(): string {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-admin-finance'), COPY, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => path.basename(source) !== 'dist',
  });
  renameSync(path.join(COPY, 'src/descripcion.ts'), path.join(COPY, 'src/descripcion.original.ts'));
  writeFileSync(path.join(COPY, 'src/descripcion.ts'), FIXTURE_DESCRIPTION);
  writeFileSync(path.join(COPY, 'src/app.tsx'), FIXTURE_APP);
  execFileSync(path.join(COPY, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: COPY,
    stdio: 'pipe',
  });
  return path.join(COPY, 'dist');
}

test.afterAll(() => rmSync(COPY, { recursive: true, force: true }));

async function openProfileMenu(page: Page) {
  await page
    .getByRole('button', { name: /Mi cuenta/ })
    .first()
    .click();
}

test('a remote deployed alone adds a page, a panel and an admin section to the running shell; its rollback removes them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dist = buildFixture();
  expect(script('deploy-remote.ts', 'mf_admin_finance', '--dist', dist)).toMatch(/deployed/);

  await signIn(page, 'admin@demo.test', '/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  const side = page.getByRole('navigation', { name: 'Secciones' });
  await side.getByRole('link', { name: 'Sección de prueba' }).click();
  await expect(page).toHaveURL(/\/admin\/federacion-prueba$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sección de prueba' })).toBeVisible();
  await expect(page.getByText('Listado de prueba')).toBeVisible();

  await page.goto('/federacion/prueba');
  await expect(page.getByRole('heading', { name: 'Página de prueba federada' })).toBeVisible();
  await openProfileMenu(page);
  await page.getByRole('button', { name: 'Abrir panel de prueba' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de prueba' });
  await expect(panel.getByText('Contenido del panel de prueba')).toBeVisible();

  expect(script('rollback-remote.ts', 'mf_admin_finance')).toMatch(/→/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Cupones' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Sección de prueba' })).toHaveCount(0);
  await page.goto('/federacion/prueba');
  await expect(page.getByText(/no encontr/i).first()).toBeVisible();
  await openProfileMenu(page);
  await expect(page.getByRole('button', { name: 'Mis cupones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir panel de prueba' })).toHaveCount(0);
});

/** Serves the live registry with one remote's description changed, as a deploy of another build would. */
async function withDescription(
  page: Page,
  name: string,
  change: (description: Record<string, unknown>) => Record<string, unknown>,
) {
  await page.route('**/registry.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as {
      remotes: { name: string; description: Record<string, unknown> }[];
    };
    for (const remote of registry.remotes)
      if (remote.name === name) remote.description = change(remote.description);
    await route.fulfill({ response, json: registry });
  });
}

test('a description of the next minor (1.3), with fields this shell does not know, still works', async ({
  page,
}) => {
  await withDescription(page, 'mf_admin_finance', (description) => ({
    ...description,
    format: '1.3',
    insignia: 'nueva',
    routes: (description.routes as object[]).map((route) => ({ ...route, transicion: 'deslizar' })),
  }));
  await signIn(page, 'admin@demo.test', '/admin/cupon');
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Cupones' }),
  ).toBeVisible();
});

test('a description of the previous minor (1.0, only its routes) still serves its pages', async ({
  page,
}) => {
  await withDescription(page, 'mf_admin_finance', (description) => ({
    format: '1.0',
    name: description.name,
    routes: description.routes,
  }));
  await signIn(page, 'admin@demo.test', '/admin/cupon');
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
  // It describes no back-office group: the side panel has none of its entries, the others' are there.
  const side = page.getByRole('navigation', { name: 'Secciones' });
  await expect(side.getByRole('link', { name: 'Productos' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Cupones' })).toHaveCount(0);
});

test('a description of a major this shell does not read shows that remote’s fallback; the rest keeps working', async ({
  page,
}) => {
  await withDescription(page, 'mf_admin_finance', (description) => ({ ...description, format: '2.0' }));
  await signIn(page, 'admin@demo.test', '/admin/cupon');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  const side = page.getByRole('navigation', { name: 'Secciones' });
  await expect(side.getByRole('link', { name: 'Productos' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Cupones' })).toHaveCount(0);
  await side.getByRole('link', { name: 'Productos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
});

test("the shell's origin serves the deployed remotes' versions, immutable, and nothing else of the deploy folder", async ({
  request,
}) => {
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: { name: string; manifestUrl: string; previous: unknown }[];
  };
  // The live versions only, also after the deploys and rollbacks above: what a rollback goes to
  // (a whole description each) stays with deploy.
  expect(registry.remotes.map((remote) => remote.previous)).toEqual(registry.remotes.map(() => null));
  const storefront = registry.remotes.find((remote) => remote.name === 'mf_storefront');
  expect(storefront?.manifestUrl).toMatch(
    /^http:\/\/localhost:3000\/remotes\/mf_storefront\/[^/]+\/mf-manifest\.json$/,
  );
  const manifest = await request.get(storefront?.manifestUrl as string);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The live registry is only /registry.json (never cached); an unknown version is a 404, not the SPA.
  expect((await request.get('/remotes/registry.json')).status()).toBe(404);
  expect((await request.get('/remotes/mf_storefront/no-existe/mf-manifest.json')).status()).toBe(404);
});
