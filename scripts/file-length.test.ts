/**
 * The file-length check names every hand-written source file over 500 lines in any package, tests
 * included, and leaves seed data, migrations, generated files and build output alone; the repository
 * itself passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { longFiles, MAX_LINES } from './file-length.ts';
import { ROOT } from './platform-layout.ts';

let root: string;

function write(file: string, lines: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'export const a = 1;\n'.repeat(lines));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mercado-file-length-'));
  write('shell/src/app.tsx', MAX_LINES);
  write('api/src/services/carrito.ts', 120);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('file length', () => {
  it('passes a workspace whose files are at most 500 lines', () => {
    expect(longFiles(root)).toEqual([]);
  });

  it('names each source file over the limit, in any package, tests and .tsx included', () => {
    write('mf-checkout/src/carrito/CarritoPanel.tsx', MAX_LINES + 1);
    write('api/test/orden.test.ts', 1110);
    write('shared/src/contracts/orden.ts', 630);
    write('e2e/tests/recorrido.spec.ts', 501);
    write('scripts/boundaries.ts', 600);
    expect(longFiles(root)).toEqual([
      { file: 'api/test/orden.test.ts', lines: 1110 },
      { file: 'e2e/tests/recorrido.spec.ts', lines: 501 },
      { file: 'mf-checkout/src/carrito/CarritoPanel.tsx', lines: 501 },
      { file: 'scripts/boundaries.ts', lines: 600 },
      { file: 'shared/src/contracts/orden.ts', lines: 630 },
    ]);
  });

  it('leaves seed data, migrations, generated files, installed packages and build output alone', () => {
    write('api/src/db/seed-data.ts', 1017);
    write('api/src/db/seed.ts', 900);
    write('api/src/db/migrations/0004_checkout.ts', 700);
    write('api/src/db/schema.generated.ts', 818);
    write('mf-storefront/node_modules/react/index.ts', 2000);
    write('mf-storefront/dist/main.ts', 2000);
    write('api/src/db/datos.json', 2000);
    expect(longFiles(root)).toEqual([]);
  });

  it('a name that only starts like a seed is held to the limit', () => {
    write('api/src/services/seedling.ts', 600);
    expect(longFiles(root)).toEqual([{ file: 'api/src/services/seedling.ts', lines: 600 }]);
  });
});

describe('the repository', () => {
  it('has no source file over the limit', () => {
    expect(longFiles(ROOT)).toEqual([]);
  });
});
