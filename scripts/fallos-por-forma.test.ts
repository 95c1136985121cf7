/**
 * The lint plugin lint/fallos-por-forma.grit keeps `instanceof ApiError` out of the shell, the
 * remotes, shared/src/react and the admin kit (a remote's ApiError class is never the one the shell's client
 * throws: failures are read with isApiError). A small workspace with the repository's biome.json
 * and plugin: the check fails on each planted reading by class, and passes on the readings by shape
 * and outside the plugin's folders.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from './platform-layout.ts';

const POR_CLASE =
  "import { ApiError } from '@mercado/shared/http';\nexport const leer = (e: unknown) => (e instanceof ApiError ? e.mensaje : '');\n";
const POR_FORMA =
  "import { isApiError } from '@mercado/shared/http';\nexport const leer = (e: unknown) => (isApiError(e) ? e.mensaje : '');\n";

const MUESTRAS: Record<string, string> = {
  'mf-uno/src/pagina.tsx': POR_CLASE,
  'shared/admin-kit/src/registro.tsx': POR_CLASE,
  'shell/src/pages/Login.tsx': POR_CLASE,
  'mf-dos/src/pagina.tsx': POR_FORMA,
  // The client that makes the class may test its own errors.
  'shared/src/http/client.ts': POR_CLASE,
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

it('fails on instanceof ApiError in a remote, the shell, shared/src/react and the admin kit, and only there', () => {
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
    'mf-uno/src/pagina.tsx',
    'shared/admin-kit/src/registro.tsx',
    'shell/src/pages/Login.tsx',
  ]);
  expect(biome.status).not.toBe(0);
});
