/**
 * Rolls one remote back to the version it replaced, with that version's description (what it
 * served): the registry entry and its `previous` swap, so running it twice rolls forward again.
 * Browsers pick it up on their next load (the registry is never cached); nothing is rebuilt.
 * `shell` rolls the shell back the same way (deploy-shell.ts): its index.html is never cached.
 * Usage: node scripts/rollback-remote.ts mf_storefront | shell
 */
import { rolledBack } from '../shared/src/federation/registry.ts';
import { readRegistry, writeRegistry } from './deploy-remote.ts';
import { readShellLive, shellRolledBack, writeShellLive } from './deploy-shell.ts';

const name = process.argv[2] ?? '';
function nothingToRollBackTo(): never {
  console.error(`${name || '(sin nombre)'}: no hay una versión anterior a la cual volver`);
  process.exit(1);
}

if (name === 'shell') {
  const before = readShellLive();
  const after = shellRolledBack(before) ?? nothingToRollBackTo();
  writeShellLive(after);
  console.log(`shell: ${before?.version} → ${after.version}`);
} else {
  const before = readRegistry();
  const after = rolledBack(before, name) ?? nothingToRollBackTo();
  writeRegistry(after);
  const version = (registry: typeof before) =>
    registry.remotes.find((remote) => remote.name === name)?.version;
  console.log(`${name}: ${version(before)} → ${version(after)}`);
}
