/**
 * Contract check, run after a remote's build: fails when the remote's mf-manifest.json no longer
 * exposes what registry.base.json asks of it (its routes need './app', its slots their modules).
 * Usage: node ../scripts/check-remote-contract.ts mf_storefront   (from the remote's folder)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RemoteEntrySchema, requiredExposes } from '../shared/src/federation/registry.ts';
import { z } from '../shared/src/zod/index.ts';
import { packageDirOf, readBaseRegistry } from './platform-layout.ts';

const name = process.argv[2];
const entry = readBaseRegistry().remotes.find((remote) => remote.name === name);
if (!entry) {
  console.error(`contract: ${name ?? '(sin nombre)'} no está en registry.base.json`);
  process.exit(1);
}
const manifestPath = path.join(packageDirOf(entry.name), 'dist', 'mf-manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
  name: string;
  exposes: { path: string }[];
};
const exposed = new Set(manifest.exposes.map((expose) => expose.path));
const ownership = z.pick(RemoteEntrySchema, { routes: true, slots: true }).parse(entry);
const missing = requiredExposes(ownership).filter((expose) => !exposed.has(expose));
const problems = [
  ...(manifest.name === entry.name
    ? []
    : [`the manifest is named ${manifest.name}, the registry asks for ${entry.name}`]),
  ...missing.map((expose) => `${expose} is not exposed`),
];
if (problems.length > 0) {
  console.error(`contract check failed for ${entry.name}:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`contract ok: ${entry.name} exposes ${[...exposed].sort().join(', ')}`);
