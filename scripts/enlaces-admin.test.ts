/**
 * The lint plugin lint/enlaces-admin.grit keeps hand-written '/admin/…' paths out of the admin
 * remotes and the admin kit: their links are built from the description (`enlacesDe`). A small
 * workspace with the repository's biome.json and plugins: the check fails on each planted path (a
 * string, a template, a JSX attribute) and passes on a built link, on tests and outside those folders.
 */
import { expect, it } from 'vitest';
import { lintWithPlugins } from './lint-plugins.ts';

const MUESTRAS: Record<string, string> = {
  'mf-admin-uno/src/cadena.ts': "export const lista = '/admin/tienda';\n",
  'mf-admin-uno/src/plantilla.ts': `export const ficha = (id: number) => \`/admin/tienda/\${id}/editar\`;\n`,
  'shared/admin-kit/src/jsx.tsx':
    'export const Registrar = () => <a href="/admin/tienda/registrar">Registrar</a>;\n',
  // A link built from the description; a path that only starts alike; the API's paths.
  'mf-admin-dos/src/construido.ts':
    "import { enlace } from './descripcion.ts';\nexport const lista = enlace('tienda');\nexport const otra = ['/administracion', '/api/admin/tienda'];\n",
  // A test opens the URL as a user would; the shell and shared are not admin remotes.
  'mf-admin-dos/src/paginas.test.tsx': "export const ruta = '/admin/tienda';\n",
  'shell/src/rutas.ts': "export const inicio = '/admin';\n",
};

it("fails on a hand-written '/admin/…' path in an admin remote and the admin kit, and only there", () => {
  const { reported, status } = lintWithPlugins(MUESTRAS);
  expect(reported).toEqual([
    'mf-admin-uno/src/cadena.ts',
    'mf-admin-uno/src/plantilla.ts',
    'shared/admin-kit/src/jsx.tsx',
  ]);
  expect(status).not.toBe(0);
});
