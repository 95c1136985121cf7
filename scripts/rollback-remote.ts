/**
 * Rolls one remote back to the version it replaced, with that version's description (what it
 * served): the registry entry and its `previous` swap, so running it twice rolls forward again. Browsers pick it up on their next load (the registry is
 * never cached); nothing is rebuilt.
 * Usage: node scripts/rollback-remote.ts mf_storefront
 */
import { rolledBack } from '../shared/src/federation/registry.ts';
import { readRegistry, writeRegistry } from './deploy-remote.ts';

const name = process.argv[2] ?? '';
const before = readRegistry();
const after = rolledBack(before, name);
if (!after) {
  console.error(`${name || '(sin nombre)'}: no hay una versión anterior a la cual volver`);
  process.exit(1);
}
writeRegistry(after);
const version = (registry: typeof before) => registry.remotes.find((remote) => remote.name === name)?.version;
console.log(`${name}: ${version(before)} → ${version(after)}`);
