/**
 * Where the platform's pieces live on disk and on the network: one place for the deploy,
 * rollback, serve and contract-check scripts to agree on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Deployed, immutable remote versions and the live registry (a stand-in for a CDN bucket). */
export const DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(ROOT, '.deploy');
export const REGISTRY_FILE = path.join(DEPLOY_DIR, 'registry.json');
/** What the shell's origin serves at /registry.json: the live versions only (`servedRegistry`). */
export const SERVED_REGISTRY_FILE = path.join(DEPLOY_DIR, 'registry.served.json');
/** Deployed, immutable shell versions, DEPLOY_DIR/shell/<version>/ (decision 0036). */
export const SHELL_DEPLOY_DIR = path.join(DEPLOY_DIR, 'shell');
/** Which shell version is live, and the one it replaced (for rollback). */
export const SHELL_LIVE_FILE = path.join(DEPLOY_DIR, 'shell.json');
export const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
export const API_PORT = Number(process.env.PORT ?? 4000);
/**
 * Where browsers fetch the deployed remotes: `<REMOTES_URL>/<name>/<version>/…`. By default the
 * shell's own origin, whose server serves DEPLOY_DIR under `/remotes/` (decision 0033): a first
 * visit opens no connection for each remote. A CDN's URL works as well (the files allow CORS).
 */
export const REMOTES_URL = process.env.REMOTES_URL ?? `http://localhost:${SHELL_PORT}/remotes`;
/** The path under which the shell's origin serves DEPLOY_DIR's remotes. */
export const REMOTES_PATH = '/remotes/';

/** One remote the platform runs: its container name. */
export interface BaseRemote {
  name: string;
}

/**
 * registry.base.json: which remotes exist and where they are served from (committed, reviewed).
 * What each serves is in its own description, which its deploy brings.
 */
export function readBaseRegistry(): { remotes: BaseRemote[] } {
  return JSON.parse(readFileSync(path.join(ROOT, 'registry.base.json'), 'utf8'));
}

/** 'mf_admin_catalog' → '<root>/mf-admin-catalog' */
export function packageDirOf(name: string): string {
  return path.join(ROOT, name.replaceAll('_', '-'));
}

/** Where browsers fetch the deployed versions of `remote`, one folder each. */
export function remoteBaseUrl(remote: BaseRemote): string {
  return `${REMOTES_URL}/${remote.name}`;
}
