/**
 * Rolls one remote back to the version it replaced, with that version's description (what it
 * served): the registry entry and its `previous` swap, so running it twice rolls forward again. Browsers pick it up on their next load (the registry is
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
const { version, manifestUrl, description } = entry;
const rolledBack = { ...entry.previous, name: entry.name, previous: { version, manifestUrl, description } };
writeRegistry({ remotes: registry.remotes.map((remote) => (remote.name === name ? rolledBack : remote)) });
console.log(`${name}: ${entry.version} → ${rolledBack.version}`);
