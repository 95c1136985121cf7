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
export const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
export const API_PORT = Number(process.env.PORT ?? 4000);
/** Host name the browser uses to reach the remotes' origins. */
export const REMOTES_HOST = process.env.REMOTES_HOST ?? 'localhost';

/** One remote the platform runs: its container name and the port its origin serves it from. */
export interface BaseRemote {
  name: string;
  port: number;
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

export function remoteOrigin(remote: Pick<BaseRemote, 'port'>): string {
  return `http://${REMOTES_HOST}:${remote.port}`;
}
