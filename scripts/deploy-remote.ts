/**
 * Deploys built remotes: copies <remote>/dist to an immutable, versioned folder
 * (.deploy/<name>/<version>/, version = package version + content hash), precompresses it, and
 * points the live registry at it, keeping the version it replaces for rollback.
 * Usage: node scripts/deploy-remote.ts mf_storefront [mf_checkout ...] | --all
 * Nothing is rebuilt: the shell and the other remotes are untouched.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Registry, RegistrySchema, RemoteEntrySchema } from '../shared/src/federation/registry.ts';
import {
  type BaseRemote,
  DEPLOY_DIR,
  packageDirOf,
  REGISTRY_FILE,
  readBaseRegistry,
  remoteOrigin,
} from './platform-layout.ts';

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (file.endsWith('.map')) continue;
    hash.update(path.relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/** Writes .gz and .br beside text assets so the static server sends them compressed. */
export function precompress(dir: string): void {
  for (const file of filesOf(dir)) {
    if (!/\.(js|css|json|html|svg)$/.test(file)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content));
  }
}

export function readRegistry(): Registry {
  if (!existsSync(REGISTRY_FILE)) return { remotes: [] };
  return RegistrySchema.parse(JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')));
}

export function writeRegistry(registry: Registry): void {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  writeFileSync(REGISTRY_FILE, `${JSON.stringify(RegistrySchema.parse(registry), null, 2)}\n`);
}

export function deployRemote(base: BaseRemote, registry: Registry): Registry {
  const packageDir = packageDirOf(base.name);
  const dist = path.join(packageDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${base.name}: no build in ${dist} (run its build first)`);
  }
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = `${packageVersion}-${contentHash(dist)}`;
  const target = path.join(DEPLOY_DIR, base.name, version);
  if (!existsSync(target)) {
    cpSync(dist, target, { recursive: true });
    precompress(target);
  }
  const manifestUrl = `${remoteOrigin(base)}/${version}/mf-manifest.json`;
  const current = registry.remotes.find((remote) => remote.name === base.name);
  const previous =
    current && current.version !== version
      ? { version: current.version, manifestUrl: current.manifestUrl }
      : (current?.previous ?? null);
  const entry = RemoteEntrySchema.parse({
    name: base.name,
    manifestUrl,
    version,
    previous,
    routes: base.routes,
    slots: base.slots,
  });
  console.log(
    current?.version === version
      ? `${base.name}: ${version} already live`
      : `${base.name}: deployed ${version}`,
  );
  const others = registry.remotes.filter((remote) => remote.name !== base.name);
  const order = readBaseRegistry().remotes.map((remote) => remote.name);
  return {
    remotes: [...others, entry].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)),
  };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const bases = readBaseRegistry().remotes;
  const selected = args.includes('--all') ? bases : bases.filter((remote) => args.includes(remote.name));
  if (selected.length === 0) {
    console.error(`usage: deploy-remote.ts --all | ${bases.map((remote) => remote.name).join(' | ')}`);
    process.exit(1);
  }
  let registry = readRegistry();
  for (const base of selected) registry = deployRemote(base, registry);
  writeRegistry(registry);
}
