/**
 * `pnpm bench`: prints the platform's figures (it asserts nothing):
 * 1. production build time of the whole workspace and of one remote alone;
 * 2. JS and CSS transferred (compressed) on a first visit of /caracas, split into shell, shared
 *    and each remote (e2e/bench/first-visit.ts, Debian Chromium); opening the cart panel the first
 *    time (panel-open.ts) and the search box's suggestions after the last key (suggestions.ts);
 * 3. Lighthouse performance, accessibility and best practices of /caracas and a product page
 *    (e2e/bench/lighthouse.ts),
 *    and the first visit's long main-thread tasks with the files whose JS fills them (boot-tasks.ts);
 *    the second visit with the service worker, online and offline, throttled (segunda-visita.ts);
 * 4. API p50/p95/p99 latency and throughput of the store's public reads under a fixed concurrent load,
 *    on PGlite and on a throw-away PostgreSQL (api/bench/load.ts --db both);
 * 5. search on 10,000 generated products: processingTimeMS p50/p95 and HTTP p95 (api/bench/search.ts).
 * `--api-only`: 4 and 5 alone. `--compare [ref]`: the working tree beside an older one (bench-compare.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { comparar } from './bench-compare.ts';
import { ROOT } from './platform-layout.ts';

// `pnpm bench --compare [ref]`: the working tree beside a previous release (bench-compare.ts).
if (process.argv.includes('--compare')) {
  await comparar(process.argv.slice(2));
  process.exit(0);
}
const api = () => {
  const load = ['bench/load.ts', '--db', 'both'];
  spawnSync(process.execPath, load, { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
  spawnSync('pnpm', ['--filter', '@mercado/api', 'run', 'bench:search'], { cwd: ROOT, stdio: 'inherit' });
};
// `pnpm bench --api-only`: the API's figures alone, without builds and browsers.
if (process.argv.includes('--api-only')) {
  api();
  process.exit(0);
}

function timed(label: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('pnpm', args, { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${label} failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const whole = timed('build', ['run', 'build']);
const one = timed('build mf-storefront', ['--filter', '@mercado/mf-storefront', 'run', 'build']);
console.log('Production build (2 cores)');
console.log(`  whole workspace (shell + 6 remotes): ${whole.toFixed(1)} s`);
console.log(`  one remote alone (mf-storefront):    ${one.toFixed(1)} s`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mercado-bench-'));
const platform = spawn(process.execPath, ['scripts/start-platform.ts'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite'), DEPLOY_DIR: path.join(dataDir, 'deploy') },
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch('http://localhost:4000/api/zona/listadoapi').then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the platform did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/first-visit.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/panel-open.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/suggestions.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/lighthouse.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/boot-tasks.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  spawnSync('pnpm', ['--filter', '@mercado/e2e', 'exec', 'node', 'bench/segunda-visita.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
} finally {
  platform.kill('SIGTERM');
}

api();
