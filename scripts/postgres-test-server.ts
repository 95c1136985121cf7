/**
 * A throw-away PostgreSQL cluster for the API tests: its own data folder in the temp dir and a
 * free port on 127.0.0.1, so it never touches a system cluster nor another run's; `stop()` removes
 * it. Needs Debian's PostgreSQL server binaries (scripts/setup-system.sh installs them).
 *
 * `node scripts/postgres-test-server.ts <command…>` runs one command with DATABASE_URL and
 * TEST_DATABASE_URL pointing at a fresh cluster, e.g. the API suite alone:
 * `npx pnpm@10.34.0 exec node scripts/postgres-test-server.ts pnpm --filter @mercado/api exec vitest run`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_VERSIONS = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function postgresBin(): string | null {
  const versions = existsSync(PG_VERSIONS) ? readdirSync(PG_VERSIONS) : [];
  const newest = versions
    .filter((version) => existsSync(path.join(PG_VERSIONS, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(PG_VERSIONS, newest, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface PostgresTestServer {
  url: string;
  stop(): void;
}

export async function startPostgresTestServer(): Promise<PostgresTestServer> {
  const bin = postgresBin();
  if (!bin) throw new Error(`No PostgreSQL server under ${PG_VERSIONS} (scripts/setup-system.sh)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mercado-pg-'));
  // initdb refuses to run as root: root runs the cluster as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    chownSync(dataDir, uid, uid);
  }
  const pg = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'mercado', '--auth=trust']);
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://mercado@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Uso: node scripts/postgres-test-server.ts <orden> [argumentos…]');
    process.exit(2);
  }
  const server = await startPostgresTestServer();
  console.log(`postgres: ${server.url}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: server.url, TEST_DATABASE_URL: server.url },
  });
  server.stop();
  process.exit(result.status ?? 1);
}
