/**
 * The lint plugin lint/fallos-por-forma.grit keeps `instanceof ApiError` out of the shell, the
 * remotes, shared/src/react and the admin kit (a remote's ApiError class is never the one the shell's client
 * throws: failures are read with isApiError). A small workspace with the repository's biome.json
 * and plugin: the check fails on each planted reading by class, and passes on the readings by shape
 * and outside the plugin's folders.
 */
import { expect, it } from 'vitest';
import { lintWithPlugins } from './lint-plugins.ts';

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

it('fails on instanceof ApiError in a remote, the shell, shared/src/react and the admin kit, and only there', () => {
  const { reported, status } = lintWithPlugins(MUESTRAS);
  expect(reported).toEqual([
    'mf-uno/src/pagina.tsx',
    'shared/admin-kit/src/registro.tsx',
    'shell/src/pages/Login.tsx',
  ]);
  expect(status).not.toBe(0);
});
