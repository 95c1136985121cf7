/**
 * Deploys built remotes: copies <remote>/dist to an immutable, versioned folder
 * (.deploy/<name>/<version>/, version = package version + hash of what browsers load), precompresses
 * it, and points the live registry at it with the description the build wrote (what the remote
 * serves) and the files each of its modules loads (from its mf-manifest.json), keeping the version
 * it replaces, with its own, for rollback.
 * Usage: node scripts/deploy-remote.ts mf_storefront [mf_checkout ...] | --all
 *        node scripts/deploy-remote.ts mf_storefront --dist <folder>   (another build of it)
 *        node scripts/deploy-remote.ts shell [--dist <folder>]          (the shell: deploy-shell.ts)
 * Nothing is rebuilt: the shell and the other remotes are untouched.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type RegistryFile,
  RegistrySchema,
  readDescription,
  servedRegistry,
  withDeployed,
} from '../shared/src/federation/registry.ts';
import { DESCRIPTION_FILE } from '../shared/src/federation/rspack.ts';
import { contentHash, precompress, precompressFile } from './deploy-files.ts';
import { deployShell, readShellLive, writeShellLive } from './deploy-shell.ts';
import {
  type BaseRemote,
  DEPLOY_DIR,
  packageDirOf,
  REGISTRY_FILE,
  readBaseRegistry,
  remoteBaseUrl,
  SERVED_REGISTRY_FILE,
} from './platform-layout.ts';

export function readRegistry(): RegistryFile {
  if (!existsSync(REGISTRY_FILE)) return { remotes: [] };
  return RegistrySchema.parse(JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')));
}

/** Writes the deploy's registry and, from it, the one browsers get (without rollback versions). */
export function writeRegistry(registry: RegistryFile): void {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  const valid = RegistrySchema.parse(registry);
  writeFileSync(REGISTRY_FILE, `${JSON.stringify(valid, null, 2)}\n`);
  writeFileSync(SERVED_REGISTRY_FILE, JSON.stringify(servedRegistry(valid)));
  precompressFile(SERVED_REGISTRY_FILE);
}

/** The part of mf-manifest.json that says which files each exposed module loads. */
interface ManifestFiles {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: {
    path: string;
    assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[]; async?: string[] } };
  }[];
}

/** The remote's entry script, relative to the manifest's folder. */
function entryOf(manifest: ManifestFiles): string {
  const { name, path: folder } = manifest.metaData.remoteEntry;
  return folder ? `${folder}/${name}` : name;
}

/** A lazily loaded page's own chunk, as its remote's build names it: `pagina-<page id>.<hash>.js`. */
const PAGE_CHUNK = /^pagina-([a-z0-9-]+)\.[0-9a-f]+\.(js|css)$/;

/**
 * The registry's `preload`, relative to the manifest's folder: by exposed module, the files a
 * browser loads for it (the remote's entry first, then the module's JS and CSS); and by page
 * (`pagina:<id>`), the files of a page its remote loads lazily in its own chunk, which the shell
 * requests with the module's as the page's route is entered instead of once the module has run.
 */
export function preloadOf(manifest: ManifestFiles): Record<string, string[]> {
  const entry = entryOf(manifest);
  const preload: Record<string, string[]> = Object.fromEntries(
    manifest.exposes.map(({ path: expose, assets }) => [
      expose,
      [entry, ...assets.js.sync, ...assets.css.sync],
    ]),
  );
  for (const { assets } of manifest.exposes) {
    for (const file of [...(assets.js.async ?? []), ...(assets.css.async ?? [])]) {
      const page = PAGE_CHUNK.exec(file)?.[1];
      if (!page) continue;
      const files = preload[`pagina:${page}`] ?? [];
      if (!files.includes(file)) preload[`pagina:${page}`] = [...files, file];
    }
  }
  return preload;
}

/**
 * Deploys the build in `dist` (by default the remote's own) and returns the registry pointing at it.
 * A build without a readable description for this remote is refused, and nothing changes.
 */
export function deployRemote(
  base: BaseRemote,
  registry: RegistryFile,
  dist = path.join(packageDirOf(base.name), 'dist'),
): RegistryFile {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${base.name}: no build in ${dist} (run its build first)`);
  }
  const descriptionFile = path.join(dist, DESCRIPTION_FILE);
  const reading = readDescription(
    existsSync(descriptionFile) ? JSON.parse(readFileSync(descriptionFile, 'utf8')) : null,
  );
  if (!reading.ok) throw new Error(`${base.name}: ${DESCRIPTION_FILE}: ${reading.reason}`);
  if (reading.description.name !== base.name) {
    throw new Error(`${base.name}: ${DESCRIPTION_FILE} describes ${reading.description.name}`);
  }
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(packageDirOf(base.name), 'package.json'), 'utf8'),
  );
  const version = `${packageVersion}-${contentHash(dist)}`;
  const target = path.join(DEPLOY_DIR, base.name, version);
  if (!existsSync(target)) {
    cpSync(dist, target, { recursive: true });
    precompress(target);
  }
  const manifest: ManifestFiles = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const manifestUrl = `${remoteBaseUrl(base)}/${version}/mf-manifest.json`;
  const live = {
    version,
    manifestUrl,
    entryUrl: new URL(entryOf(manifest), manifestUrl).href,
    description: reading.description,
    preload: preloadOf(manifest),
  };
  const current = registry.remotes.find((remote) => remote.name === base.name);
  console.log(
    current?.version === version
      ? `${base.name}: ${version} already live`
      : `${base.name}: deployed ${version}`,
  );
  return withDeployed(
    registry,
    base.name,
    live,
    readBaseRegistry().remotes.map((remote) => remote.name),
  );
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? args[distAt + 1] : undefined;
  const bases = readBaseRegistry().remotes;
  const selected = args.includes('--all') ? bases : bases.filter((remote) => args.includes(remote.name));
  const shell = args.includes('shell');
  const wrong = shell ? selected.length > 0 : selected.length === 0 || (distAt >= 0 && selected.length !== 1);
  if (wrong || (distAt >= 0 && !dist)) {
    console.error(
      `usage: deploy-remote.ts --all | shell | ${bases.map((remote) => remote.name).join(' | ')} [--dist <folder>]`,
    );
    process.exit(1);
  }
  if (shell) {
    writeShellLive(deployShell(readShellLive(), dist && path.resolve(dist)));
  } else {
    let registry = readRegistry();
    for (const base of selected) registry = deployRemote(base, registry, dist && path.resolve(dist));
    writeRegistry(registry);
  }
}
