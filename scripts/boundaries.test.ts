/**
 * The boundary check catches each kind of crossing: a small workspace of the same shape (a shell,
 * two remotes and an admin one, shared with its browser-only rules, the admin kit, an api) passes as
 * it is, and fails with the expected rule when one file that crosses a boundary is planted in it (or
 * an import cycle is closed).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cruiseImports, importsReport, remoteMentions } from './boundaries.ts';

const WORKSPACE: Record<string, string> = {
  'shell/src/app.ts':
    "import { z } from '@mercado/shared/contracts';\nimport 'react';\nexport const a = z;\n",
  'mf-uno/src/app.ts': "import { domingo } from '@mercado/shared/rules';\nexport const b = domingo;\n",
  'mf-uno/src/pagina.ts':
    "import { guard } from '@mercado/shared/rules/navegador';\nexport const c = guard;\n",
  'mf-dos/src/app.ts': "import '@mercado/shared/platform';\nexport const d = 1;\n",
  'mf-admin-uno/src/app.ts': "import { Pagina } from '@mercado/admin-kit';\nexport const g = Pagina;\n",
  'shared/package.json': JSON.stringify({
    name: '@mercado/shared',
    exports: {
      './contracts': './src/contracts/index.ts',
      './rules': './src/rules/index.ts',
      './rules/navegador': './src/rules/navegador.ts',
      './platform': './src/platform/index.ts',
    },
  }),
  'shared/src/contracts/index.ts': 'export const z = 1;\n',
  'shared/src/rules/index.ts': "export * from './dates.ts';\n",
  'shared/src/rules/dates.ts': "import { z } from '../contracts/index.ts';\nexport const domingo = z;\n",
  'shared/src/rules/navegador.ts': "export * from './guards.ts';\n",
  'shared/src/rules/guards.ts':
    "import { sesion } from '../platform/index.ts';\nexport const guard = sesion;\n",
  'shared/src/platform/index.ts': "import 'react';\nexport const sesion = 1;\n",
  'shared/admin-kit/package.json': JSON.stringify({
    name: '@mercado/admin-kit',
    exports: { '.': './src/index.ts' },
  }),
  'shared/admin-kit/src/index.ts':
    "import { sesion } from '@mercado/shared/platform';\nexport const Pagina = sesion;\n",
  'api/src/app.ts':
    "import { z } from '@mercado/shared/contracts';\nimport { domingo } from '@mercado/shared/rules';\nexport const e = [z, domingo];\n",
  'api/src/http/errors.ts':
    "import { NoExiste } from '../services/errores.ts';\nexport const f = NoExiste;\n",
  'api/src/services/errores.ts': 'export class NoExiste {}\n',
  'node_modules/react/package.json': JSON.stringify({ name: 'react', main: 'index.js' }),
  'node_modules/react/index.js': 'export const React = 1;\n',
};

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** The rules the workspace breaks, each with the files that break it. */
async function brokenRules(): Promise<Record<string, string[]>> {
  const { summary } = await cruiseImports(root);
  const broken: Record<string, string[]> = {};
  for (const { rule, from } of summary.violations) broken[rule.name] = [...(broken[rule.name] ?? []), from];
  return broken;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mercado-boundaries-'));
  for (const [file, text] of Object.entries(WORKSPACE)) write(file, text);
  mkdirSync(path.join(root, 'node_modules/@mercado'));
  symlinkSync(path.join(root, 'shared'), path.join(root, 'node_modules/@mercado/shared'));
  symlinkSync(path.join(root, 'shared/admin-kit'), path.join(root, 'node_modules/@mercado/admin-kit'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the boundary check', () => {
  it('passes a workspace whose packages import only what they may', async () => {
    expect(await brokenRules()).toEqual({});
    expect(remoteMentions(root)).toEqual([]);
  });

  describe('with one crossing planted', () => {
    const planted: string[] = [];
    const plant = (file: string, text: string) => {
      planted.push(file);
      write(file, text);
    };
    afterEach(() => {
      for (const file of planted.splice(0)) rmSync(path.join(root, file));
      write('shared/src/rules/index.ts', WORKSPACE['shared/src/rules/index.ts']!);
    });

    it.each([
      [
        'the shell imports a remote',
        'shell/src/x.ts',
        "import '../../mf-uno/src/app.ts';",
        'shell-imports-only-shared',
      ],
      [
        'the shell imports the API',
        'shell/src/x.ts',
        "import '../../api/src/app.ts';",
        'shell-imports-only-shared',
      ],
      [
        'a remote imports another remote',
        'mf-uno/src/x.ts',
        "import '../../mf-dos/src/app.ts';",
        'remote-imports-only-shared',
      ],
      [
        "a remote loads another remote's container",
        'mf-uno/src/x.ts',
        "export const x = import('mf_dos/app');",
        'no-unresolvable-import',
      ],
      [
        'shared imports a workspace package',
        'shared/src/x.ts',
        "import '../../shell/src/app.ts';",
        'shared-imports-no-workspace-package',
      ],
      [
        'a remote other than the admin ones imports the admin kit',
        'mf-uno/src/x.ts',
        "import '@mercado/admin-kit';",
        'admin-kit-only-in-admin-remotes',
      ],
      [
        'the shell imports the admin kit',
        'shell/src/x.ts',
        "import '@mercado/admin-kit';",
        'admin-kit-only-in-admin-remotes',
      ],
      [
        'shared imports the admin kit',
        'shared/src/x.ts',
        "import '../admin-kit/src/index.ts';",
        'admin-kit-only-in-admin-remotes',
      ],
      [
        "the API imports shared's browser rules",
        'api/src/x.ts',
        "import '@mercado/shared/rules/navegador';",
        'api-imports-only-contracts-and-rules',
      ],
      [
        "the API imports shared's platform",
        'api/src/x.ts',
        "import '@mercado/shared/platform';",
        'api-imports-only-contracts-and-rules',
      ],
      ['the API imports React', 'api/src/x.ts', "import 'react';", 'api-reaches-no-browser-code'],
      [
        "an API service imports the API's HTTP errors",
        'api/src/services/x.ts',
        "import '../http/errors.ts';",
        'api-services-import-no-http',
      ],
    ])('fails when %s', async (_, file, text, rule) => {
      plant(file, `${text}\n`);
      expect(await brokenRules()).toMatchObject({ [rule]: expect.arrayContaining([file]) });
    });

    it("fails when shared's rules barrel brings the browser's guards to the API", async () => {
      write('shared/src/rules/index.ts', "export * from './dates.ts';\nexport * from './guards.ts';\n");
      expect(await brokenRules()).toMatchObject({
        'api-reaches-no-browser-code': expect.arrayContaining(['api/src/app.ts']),
      });
    });

    it('fails when two modules import each other, and names the cycle', async () => {
      plant('mf-uno/src/carrito.ts', "import { guard } from './pagina.ts';\nexport const carrito = guard;\n");
      write('mf-uno/src/pagina.ts', `${WORKSPACE['mf-uno/src/pagina.ts']}import './carrito.ts';\n`);
      try {
        expect(Object.keys(await brokenRules())).toEqual(['no-circular']);
        const report = await importsReport(root);
        expect(report.exitCode).toBe(1);
        expect(report.output.replaceAll(/\s+/g, ' ')).toContain(
          'no-circular: mf-uno/src/carrito.ts → mf-uno/src/pagina.ts → mf-uno/src/carrito.ts',
        );
      } finally {
        write('mf-uno/src/pagina.ts', WORKSPACE['mf-uno/src/pagina.ts']!);
      }
    });

    it('fails on a cycle through a type-only import, a re-export and a dynamic import', async () => {
      plant(
        'shared/src/rules/tipos.ts',
        "import type { Domingo } from './dias.ts';\nexport type Dia = Domingo;\n",
      );
      plant('shared/src/rules/dias.ts', "export * from './pares.ts';\nexport type Domingo = 0;\n");
      plant('shared/src/rules/pares.ts', "export const cargar = () => import('./tipos.ts');\n");
      expect(Object.keys(await brokenRules())).toEqual(['no-circular']);
      expect((await importsReport(root)).output.replaceAll(/\s+/g, ' ')).toContain(
        'shared/src/rules/dias.ts → shared/src/rules/pares.ts → shared/src/rules/tipos.ts → shared/src/rules/dias.ts',
      );
    });

    it('fails when shared names a remote', async () => {
      plant('shared/src/contracts/duenos.ts', "// Served by mf-dos.\nexport const dueno = 'mf_dos';\n");
      expect(remoteMentions(root)).toEqual([
        { file: 'shared/src/contracts/duenos.ts', line: 1, name: 'mf-dos' },
        { file: 'shared/src/contracts/duenos.ts', line: 2, name: 'mf_dos' },
      ]);
    });
  });
});
