// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const globalCss = read('shell/src/styles/global.css');
const defined = new Set([...globalCss.matchAll(/^\s*(--mv-[a-z0-9-]+)\s*:/gm)].map((m) => m[1]));

describe('design tokens', () => {
  it('every var(--mv-*) read by the shell, shared or a remote is a token the shell defines', () => {
    const files = globSync('{shell,shared,mf-*}/src/**/*.css', { cwd: root });
    expect(files.length).toBeGreaterThan(10);
    const unknown = files.flatMap((file) =>
      [...read(file).matchAll(/var\(\s*(--mv-[a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((token) => !defined.has(token))
        .map((token) => `${file}: ${token}`),
    );
    expect(unknown).toEqual([]);
  });
});
