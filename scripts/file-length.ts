/**
 * No source file over 500 lines (issue 32): a longer one is split by concern. Checked by
 * `pnpm run lint` over the TypeScript of the shell, every remote, shared, the API, e2e and these
 * scripts, tests included. Exempt: seed data (`seed*.ts`), migrations (a `migrations` folder) and
 * generated files (`*.generated.ts`), which are data or are not written by hand.
 * `node scripts/file-length.ts` prints every file over the limit and exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './platform-layout.ts';

export const MAX_LINES = 500;

/** Folders never read: installed packages, build output and test reports. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.deploy',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** Seed data, migrations and generated files: not held to the limit. */
export function isExempt(file: string): boolean {
  const parts = file.split(/[\\/]/);
  const name = parts.at(-1)!;
  return (
    /^seed([-.][\w.-]*)?\.tsx?$/.test(name) || parts.includes('migrations') || /\.generated\.tsx?$/.test(name)
  );
}

/** The packages' folders under `root`: the shell, shared, the API, e2e, the scripts and every remote. */
function packageFolders(root: string): string[] {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name);
  return ['shell', 'shared', 'api', 'e2e', 'scripts', ...remotes.sort()];
}

function sourceFiles(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Lines as `wc -l` counts them (a last line without its newline counts too). */
function lineCount(text: string): number {
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export interface LongFile {
  /** Path relative to `root`. */
  file: string;
  lines: number;
}

/** Every non-exempt .ts/.tsx file of `root`'s packages longer than `MAX_LINES`, by path. */
export function longFiles(root: string): LongFile[] {
  return packageFolders(root)
    .flatMap((folder) => sourceFiles(root, folder))
    .filter((file) => !isExempt(file))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      lines: lineCount(readFileSync(path.join(root, file), 'utf8')),
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.main) {
  const long = longFiles(ROOT);
  for (const { file, lines } of long) console.log(`  error file-length: ${file} has ${lines} lines`);
  console.log(
    long.length
      ? `\nx ${long.length} files over ${MAX_LINES} lines: split each by concern (seed data, migrations and generated files are exempt)`
      : `✔ no source file over ${MAX_LINES} lines`,
  );
  process.exit(long.length ? 1 : 0);
}
