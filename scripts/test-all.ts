/**
 * `npm test`, the whole of CI: every check the project has, in the order a failure is cheapest to
 * see, with one closing line that counts every test run ('N passed, N failed').
 * - Debian's Chromium and PostgreSQL: installed when missing and the machine lets us (root with
 *   apt-get, scripts/setup-system.sh); otherwise one line says the command to run, and nothing runs
 * - lint (with the import boundaries and the file-length limit) and types for the whole workspace
 * - the database types generated from the migrations (api/src/db/schema.generated.ts) are current
 * - unit tests (vitest) of the scripts, shared, shell and every remote
 * - API tests on embedded PGlite, and again on PostgreSQL: TEST_DATABASE_URL's server when set,
 *   else a throw-away cluster started for them and removed after
 * - production build of the shell and every remote (with the contract check)
 * - end-to-end tests (Playwright, Debian Chromium) against the built platform and the real API
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './platform-layout.ts';
import { type PostgresTestServer, postgresBin, startPostgresTestServer } from './postgres-test-server.ts';

const RESULTS = path.join(ROOT, '.test-results');

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** `pkg`'s vitest suite; the root package's (mercado-venezuela) is the scripts' tests. */
function vitest(label: string, pkg: string, extraEnv: NodeJS.ProcessEnv = {}, tag = pkg) {
  const out = path.join(RESULTS, `${tag.replaceAll(/[^a-z0-9-]/gi, '_')}.json`);
  const ok = run(
    label,
    'pnpm',
    [
      '--filter',
      pkg,
      'exec',
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    extraEnv,
  );
  countVitest(out);
  if (!ok && !existsSync(out)) totals.failed += 1;
}

/** What the machine lacks of Debian's Chromium and PostgreSQL, installed when it may be. */
function systemReady(): boolean {
  const missing = [
    ...(existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? [] : ['Chromium']),
    ...(process.env.TEST_DATABASE_URL || postgresBin() ? [] : ['PostgreSQL']),
  ];
  if (missing.length === 0) return true;
  const mayInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (mayInstall) {
    return run(`install ${missing.join(' and ')} from Debian`, 'bash', ['scripts/setup-system.sh']);
  }
  console.error(
    `Faltan ${missing.join(' y ')} de Debian: ejecute «sudo bash scripts/setup-system.sh» y vuelva a lanzar npm test.`,
  );
  return false;
}

/** The API suite on TEST_DATABASE_URL's server, else on a throw-away cluster removed after. */
async function apiTestsOnPostgres() {
  const label = 'API tests on PostgreSQL';
  if (process.env.TEST_DATABASE_URL) {
    vitest(label, '@mercado/api', { DATABASE_URL: process.env.TEST_DATABASE_URL }, 'api-postgres');
    return;
  }
  console.log('\n▶ throw-away PostgreSQL');
  let server: PostgresTestServer;
  try {
    server = await startPostgresTestServer();
  } catch (error) {
    console.error(error);
    failures.push('throw-away PostgreSQL');
    return;
  }
  process.on('exit', server.stop);
  vitest(`${label} (${server.url})`, '@mercado/api', { DATABASE_URL: server.url }, 'api-postgres');
  server.stop();
}

if (!systemReady()) process.exit(1);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
// Ctrl-C or a kill still runs the exit handlers (the throw-away PostgreSQL's stop).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

run('lint (biome, import boundaries, file length)', 'pnpm', ['run', 'lint']);
run('typecheck', 'pnpm', ['run', 'typecheck']);
run('database types', 'pnpm', ['--filter', '@mercado/api', 'run', 'db:types', '--check']);

for (const pkg of [
  'mercado-venezuela',
  '@mercado/shared',
  '@mercado/admin-kit',
  '@mercado/shell',
  '@mercado/mf-storefront',
  '@mercado/mf-checkout',
  '@mercado/mf-account',
  '@mercado/mf-admin-catalog',
  '@mercado/mf-admin-orders',
  '@mercado/mf-admin-finance',
]) {
  vitest(`unit tests ${pkg}`, pkg);
}

vitest('API tests on PGlite', '@mercado/api', { DATABASE_URL: '' }, 'api-pglite');
await apiTestsOnPostgres();

if (run('build', 'pnpm', ['run', 'build'])) {
  const e2eReport = path.join(RESULTS, 'e2e.json');
  run(
    'end-to-end (Playwright + Debian Chromium)',
    'pnpm',
    ['--filter', '@mercado/e2e', 'exec', 'playwright', 'test'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    },
  );
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
}

console.log(`\n${failures.length ? `Pasos fallidos: ${failures.join('; ')}` : 'Todos los pasos pasaron'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
