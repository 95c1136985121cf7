/**
 * The lint plugin lint/enlaces-admin.grit keeps hand-written '/admin/…' paths out of the admin
 * remotes and the admin kit: their links are built from the description (`enlacesDe`). A small
 * workspace with the repository's biome.json and plugins: the check fails on each planted path (a
 * string, a template, a JSX attribute) and passes on a built link, on tests and outside those folders.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from './platform-layout.ts';

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

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mercado-lint-'));
  mkdirSync(path.join(root, 'lint'));
  copyFileSync(path.join(ROOT, 'biome.json'), path.join(root, 'biome.json'));
  for (const plugin of readdirSync(path.join(ROOT, 'lint'))) {
    copyFileSync(path.join(ROOT, 'lint', plugin), path.join(root, 'lint', plugin));
  }
  for (const [file, text] of Object.entries(MUESTRAS)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("fails on a hand-written '/admin/…' path in an admin remote and the admin kit, and only there", () => {
  // No git in the small workspace: its ignore file is not read.
  const biome = spawnSync(
    path.join(ROOT, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=json', '.'],
    { cwd: root, encoding: 'utf8' },
  );
  const { diagnostics } = JSON.parse(biome.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  const enPlugin = diagnostics.filter((d) => d.category === 'plugin').map((d) => d.location.path);
  expect(enPlugin.sort()).toEqual([
    'mf-admin-uno/src/cadena.ts',
    'mf-admin-uno/src/plantilla.ts',
    'shared/admin-kit/src/jsx.tsx',
  ]);
  expect(biome.status).not.toBe(0);
});
