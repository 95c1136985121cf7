/**
 * The workspace's boundaries, checked by `pnpm run lint` (decision 0015):
 * - the import rules of .dependency-cruiser.cjs over the shell, every remote, shared and the API,
 *   import cycles among them (`no-circular`, decision 0039);
 * - shared names no remote: no file of shared/src mentions a remote's container name
 *   (`mf_storefront`) or its package (`mf-storefront`, `@mercado/mf-storefront`).
 * `node scripts/boundaries.ts` prints every violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ROOT } from './platform-layout.ts';

const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/** The remotes' folders (`mf-storefront`…) under `root`. */
export function remoteFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name)
    .sort();
}

/** Cruises `root`'s shell, remotes, shared and api with the repository's rules. */
async function cruiseFolders(root: string, outputType?: 'err') {
  const options = await extractDepcruiseOptions(CONFIG);
  const folders = ['shell', 'shared', 'api', ...remoteFolders(root)];
  return cruise(folders, { ...options, baseDir: root, ...(outputType ? { outputType } : {}) });
}

/** The cruise's result: every module, and the violations of the rules. */
export async function cruiseImports(root: string): Promise<ICruiseResult> {
  return (await cruiseFolders(root)).output as ICruiseResult;
}

/**
 * What the lint prints: one line per violation, an import cycle with its whole path. Reported by the
 * cruise itself: `format()` of a result re-reads it without the rules and prints a cycle's imports
 * one by one, without the path.
 */
export async function importsReport(root: string): Promise<{ output: string; exitCode: number }> {
  const { output, exitCode } = await cruiseFolders(root, 'err');
  return { output: String(output), exitCode };
}

export interface RemoteMention {
  /** Path relative to `root`. */
  file: string;
  line: number;
  /** The remote's name as written. */
  name: string;
}

/**
 * Every line of `root`/shared/src that names a remote: its folder or package name
 * (`mf-checkout`) or its Module Federation container name (`mf_checkout`, the folder's name with
 * underscores).
 */
export function remoteMentions(root: string): RemoteMention[] {
  const names = remoteFolders(root).flatMap((folder) => [folder, folder.replaceAll('-', '_')]);
  const pattern = new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`, 'g');
  const sharedSrc = path.join(root, 'shared/src');
  const mentions: RemoteMention[] = [];
  for (const file of readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(sharedSrc, file);
    if (!/\.(ts|tsx|css|json)$/.test(file)) continue;
    readFileSync(full, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(pattern)) {
          mentions.push({ file: path.relative(root, full), line: index + 1, name: match[1]! });
        }
      });
  }
  return mentions;
}

if (import.meta.main) {
  const report = await importsReport(ROOT);
  process.stdout.write(report.output);

  const mentions = remoteMentions(ROOT);
  const errors = mentions.map(({ file, line, name }) => `${file}:${line} names the remote ${name}`);
  for (const error of errors) console.log(`  error shared-names-no-remote: ${error}`);
  console.log(
    errors.length
      ? `\nx shared/src: ${errors.length} errors (what a remote serves is in its own package, decision 0015)`
      : '✔ no file of shared/src names a remote',
  );
  process.exit(report.exitCode || errors.length ? 1 : 0);
}
