/**
 * Rolls one remote back to the version it replaced: the registry entry and its `previous` swap,
 * so running it twice rolls forward again. Browsers pick it up on their next load (the registry is
 * never cached); nothing is rebuilt.
 * Usage: node scripts/rollback-remote.ts mf_storefront
 */
import { readRegistry, writeRegistry } from './deploy-remote.ts';

const name = process.argv[2];
const registry = readRegistry();
const entry = registry.remotes.find((remote) => remote.name === name);
if (!entry?.previous) {
  console.error(`${name ?? '(sin nombre)'}: no hay una versión anterior a la cual volver`);
  process.exit(1);
}
const rolledBack = {
  ...entry,
  version: entry.previous.version,
  manifestUrl: entry.previous.manifestUrl,
  previous: { version: entry.version, manifestUrl: entry.manifestUrl },
};
writeRegistry({ remotes: registry.remotes.map((remote) => (remote.name === name ? rolledBack : remote)) });
console.log(`${name}: ${entry.version} → ${rolledBack.version}`);
