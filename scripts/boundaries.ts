/**
 * The workspace's boundaries, checked by `pnpm run lint` (decision 0015):
 * - the import rules of .dependency-cruiser.cjs over the shell, every remote, shared and the API;
 * - shared names no remote: no file of shared/src mentions a remote's container name
 *   (`mf_storefront`) or its package (`mf-storefront`, `@mercado/mf-storefront`).
 * `node scripts/boundaries.ts` prints every violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ROOT } from './platform-layout.ts';

const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/**
 * The files of shared/src that still name remotes: the bus events' owners and three doc examples
 * ('mf_storefront'), until they are written without a remote's name.
 * A listed file that no longer names a remote fails the check, so the list only shrinks: empty it,
 * then remove it.
 */
const STILL_NAMING_REMOTES = [
  'shared/src/bus/events.ts',
  'shared/src/federation/description.ts',
  'shared/src/federation/registry.ts',
  'shared/src/federation/rspack.ts',
];

/** The remotes' folders (`mf-storefront`…) under `root`. */
export function remoteFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name)
    .sort();
}

/** Cruises `root`'s shell, remotes, shared and api with the repository's rules. */
export async function cruiseImports(root: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const folders = ['shell', 'shared', 'api', ...remoteFolders(root)];
  const { output } = await cruise(folders, { ...options, baseDir: root });
  return output as ICruiseResult;
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
  const imports = await cruiseImports(ROOT);
  const report = await format(imports, { outputType: 'err' });
  process.stdout.write(String(report.output));

  const mentions = remoteMentions(ROOT);
  const errors = [
    ...mentions
      .filter(({ file }) => !STILL_NAMING_REMOTES.includes(file))
      .map(({ file, line, name }) => `${file}:${line} names the remote ${name}`),
    ...STILL_NAMING_REMOTES.filter((file) => !mentions.some((mention) => mention.file === file)).map(
      (file) =>
        `${file} no longer names a remote: take it out of STILL_NAMING_REMOTES in scripts/boundaries.ts`,
    ),
  ];
  for (const error of errors) console.log(`  error shared-names-no-remote: ${error}`);
  console.log(
    errors.length
      ? `\nx shared/src: ${errors.length} errors (what a remote serves is in its own package, decision 0015)`
      : `✔ no other file of shared/src names a remote (${STILL_NAMING_REMOTES.length} still may: STILL_NAMING_REMOTES)`,
  );
  process.exit(report.exitCode || errors.length ? 1 : 0);
}
