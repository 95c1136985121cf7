/**
 * For the tests of the repository's Biome plugins (lint/*.grit): a throw-away workspace with the
 * repository's biome.json and plugins and the given files, linted as `pnpm run lint` would.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './platform-layout.ts';

/** The files (path → text) a plugin reported, sorted, and Biome's exit status. */
export function lintWithPlugins(files: Record<string, string>): {
  reported: string[];
  status: number | null;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'mercado-lint-'));
  try {
    mkdirSync(path.join(root, 'lint'));
    copyFileSync(path.join(ROOT, 'biome.json'), path.join(root, 'biome.json'));
    for (const plugin of readdirSync(path.join(ROOT, 'lint'))) {
      copyFileSync(path.join(ROOT, 'lint', plugin), path.join(root, 'lint', plugin));
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    // No git in the small workspace: its ignore file is not read.
    const biome = spawnSync(
      path.join(ROOT, 'node_modules/.bin/biome'),
      ['lint', '--vcs-enabled=false', '--reporter=json', '.'],
      { cwd: root, encoding: 'utf8' },
    );
    const { diagnostics } = JSON.parse(biome.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    const reported = diagnostics.filter((d) => d.category === 'plugin').map((d) => d.location.path);
    return { reported: reported.sort(), status: biome.status };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
