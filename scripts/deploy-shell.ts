/**
 * Deploys a shell build as the remotes are deployed (decisions 0033, 0036): copies it to an
 * immutable, versioned folder, DEPLOY_DIR/shell/<version>/ (version = package version + hash of what
 * browsers load), precompresses it, and makes it live in DEPLOY_DIR/shell.json, keeping the version it
 * replaces for rollback. The static origin serves the live version's index.html for every page and
 * the hashed files of every deployed version, so an HTML page an open tab or a cache still holds
 * finds its scripts after the next deploy.
 * Usage: npm run deploy shell [-- --dist <folder>]   (another build of it)
 *        npm run rollback shell                       (run again to roll forward)
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash, precompress } from './deploy-files.ts';
import { DEPLOY_DIR, ROOT, SHELL_DEPLOY_DIR, SHELL_LIVE_FILE } from './platform-layout.ts';

/** The live shell version and the one it replaced (null: none to roll back to). */
export interface ShellLive {
  version: string;
  previous: string | null;
}

export const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

export function readShellLive(): ShellLive | null {
  if (!existsSync(SHELL_LIVE_FILE)) return null;
  const { version, previous } = JSON.parse(readFileSync(SHELL_LIVE_FILE, 'utf8')) as ShellLive;
  return { version, previous: previous ?? null };
}

/** Written whole and renamed into place: a request never reads half a file. */
export function writeShellLive(live: ShellLive): void {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  const partial = `${SHELL_LIVE_FILE}.${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(live, null, 2)}\n`);
  renameSync(partial, SHELL_LIVE_FILE);
}

/**
 * Deploys the build in `dist` (by default shell/dist) and returns what is live after it. The same
 * build deployed again changes nothing (its version is already live).
 */
export function deployShell(live: ShellLive | null, dist = SHELL_DIST): ShellLive {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`shell: no build in ${dist} (run its build first)`);
  }
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8'),
  );
  const version = `${packageVersion}-${contentHash(dist)}`;
  const target = path.join(SHELL_DEPLOY_DIR, version);
  if (!existsSync(target)) {
    // Copied aside and renamed: a version folder is whole or absent.
    const partial = `${target}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(dist, partial, { recursive: true });
    precompress(partial);
    renameSync(partial, target);
  }
  if (live?.version === version) {
    console.log(`shell: ${version} already live`);
    return live;
  }
  console.log(`shell: deployed ${version}`);
  return { version, previous: live?.version ?? null };
}

/** The previous version made live, the current one kept as its previous; null without one. */
export function shellRolledBack(live: ShellLive | null): ShellLive | null {
  if (!live?.previous) return null;
  return { version: live.previous, previous: live.version };
}
