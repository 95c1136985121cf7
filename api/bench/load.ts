/**
 * Load bench: boots the API on a random loopback port over a seeded database (base.ts), runs a fixed
 * concurrent load against each of the store's public reads (resolve, the zone's home, a category, a
 * product page, a deep page of the product list) and login, prints req/s and p50/p95/p99 latency.
 * Usage: node bench/load.ts [--db pglite|postgres|both] [--duration 10] [--connections 20]
 *   [--reads resolve,inicio,categoria,producto,lista,login] [--json out.json] [--perfil dir]
 * PostgreSQL is DATABASE_URL's server (a schema of its own); without DATABASE_URL the bench runs
 * itself again inside a throw-away cluster (scripts/postgres-test-server.ts).
 * The API runs in a process of its own (this file again, `--servidor <motor>`), so the load generator
 * (autocannon, here) does not share its event loop; beside each read's figures the bench prints the
 * CPU the API used, the generator used and the whole machine used meanwhile (% of one core; the
 * machine has two and is shared: the budget is about the server). `--perfil dir`: the API process
 * writes a CPU profile there (node --cpu-prof), one per database.
 * `pnpm bench --compare <ref>` (scripts/bench-compare.ts) runs this same file in an older tree too.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { arg, baseDeBench } from './base.ts';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '20'));
const jsonOut = arg('json', '');
const dbArg = arg('db', 'pglite');
const perfil = arg('perfil', '');
const LECTURAS = ['resolve', 'inicio', 'categoria', 'producto', 'lista', 'login'] as const;
type Lectura = (typeof LECTURAS)[number];
const lecturas = arg('reads', LECTURAS.join(',')).split(',') as Lectura[];
const desconocida = lecturas.find((l) => !LECTURAS.includes(l));
if (desconocida) throw new Error(`--reads: "${desconocida}" no es una de ${LECTURAS.join(', ')}`);
if (!['pglite', 'postgres', 'both'].includes(dbArg)) throw new Error('--db: pglite, postgres o both');
const motores = dbArg === 'both' ? (['pglite', 'postgres'] as const) : ([dbArg] as ['pglite' | 'postgres']);

if (process.argv.includes('--servidor')) await servir(arg('servidor', 'pglite') as 'pglite' | 'postgres');

if (motores.includes('postgres') && !process.env.DATABASE_URL) {
  const servidor = fileURLToPath(new URL('../../scripts/postgres-test-server.ts', import.meta.url));
  const r = spawnSync(process.execPath, [servidor, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

type Row = {
  name: Lectura;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU used during the read, % of one core: the API's process, this one (the load), the machine. */
  cpuServidor: number;
  cpuCliente: number;
  cpuMaquina: number;
  /** The API's CPU per answer, µs: what a read costs the server, steadier than req/s on a busy machine. */
  usPorRespuesta: number;
};

/** The API's process: seeds its database, listens, tells its port, answers CPU questions, closes. */
async function servir(motor: 'pglite' | 'postgres'): Promise<never> {
  const entorno = await baseDeBench('load', {
    config: { port: 0, host: '127.0.0.1' },
    databaseUrl: motor === 'pglite' ? '' : process.env.DATABASE_URL,
  });
  const app = await buildApp({ db: entorno.db, config: entorno.config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const cerrar = async () => {
    await app.close();
    await entorno.cerrar();
    // Exiting writes the --cpu-prof profile.
    process.exit(0);
  };
  process.on('message', (m: { tipo: string }) => {
    if (m.tipo === 'cpu') process.send?.({ tipo: 'cpu', cpu: process.cpuUsage() });
    if (m.tipo === 'cerrar') void cerrar();
  });
  process.on('disconnect', () => void cerrar());
  process.send?.({ tipo: 'listo', port: address.port, motor: entorno.motor });
  return new Promise<never>(() => {});
}

/** The API process's next message of type `tipo` (after sending `pregunta`, if any). */
function respuesta<T>(hijo: ChildProcess, tipo: string, pregunta?: object): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const alMensaje = (m: { tipo: string } & T) => {
      if (m.tipo !== tipo) return;
      hijo.off('message', alMensaje);
      hijo.off('exit', alSalir);
      resolve(m);
    };
    const alSalir = (code: number | null) => reject(new Error(`el API terminó (código ${code})`));
    hijo.on('message', alMensaje);
    hijo.once('exit', alSalir);
    if (pregunta) hijo.send(pregunta);
  });
}

/** The machine's busy and total CPU time so far (/proc/stat, every core; zero where there is none). */
function cpuMaquina(): { ocupada: number; total: number } {
  try {
    const campos = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = campos.reduce((a, b) => a + b, 0);
    // idle and iowait.
    return { ocupada: total - campos[3]! - (campos[4] ?? 0), total };
  } catch {
    return { ocupada: 0, total: 0 };
  }
}

/** CPU spent while `medir` runs, % of one core: the API process, this process, the machine. */
async function conCpu<T>(
  hijo: ChildProcess,
  medir: () => Promise<T>,
): Promise<{ valor: T; servidorUs: number; servidor: number; cliente: number; maquina: number }> {
  const usado = (c: NodeJS.CpuUsage) => c.user + c.system;
  const servidor0 = (await respuesta<{ cpu: NodeJS.CpuUsage }>(hijo, 'cpu', { tipo: 'cpu' })).cpu;
  const cliente0 = process.cpuUsage();
  const maquina0 = cpuMaquina();
  const t0 = performance.now();
  const valor = await medir();
  const us = (performance.now() - t0) * 1_000;
  const cliente = usado(process.cpuUsage(cliente0));
  const servidor1 = (await respuesta<{ cpu: NodeJS.CpuUsage }>(hijo, 'cpu', { tipo: 'cpu' })).cpu;
  const maquina1 = cpuMaquina();
  const nucleos = Math.max(1, availableParallelism());
  const maquina =
    maquina1.total > maquina0.total
      ? ((maquina1.ocupada - maquina0.ocupada) / (maquina1.total - maquina0.total)) * nucleos * 100
      : 0;
  const pct = (v: number) => Math.round((v / us) * 100);
  return {
    valor,
    servidorUs: usado(servidor1) - usado(servidor0),
    servidor: pct(usado(servidor1) - usado(servidor0)),
    cliente: pct(cliente),
    maquina: Math.round(maquina),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 10) / 10;
}

/**
 * Runs autocannon and measures every response time itself (autocannon reports no p95), and the CPU
 * spent meanwhile by the API (`hijo`), by this process and by the machine.
 */
async function run(
  hijo: ChildProcess,
  base: string,
  name: Lectura,
  urlPath: string,
  opts: Partial<autocannon.Options> = {},
): Promise<Row> {
  const times: number[] = [];
  const { valor: result, ...cpu } = await conCpu(
    hijo,
    () =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: `${base}${urlPath}`, connections, duration, ...opts },
          (err, res) => (err ? reject(err) : resolve(res)),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
      }),
  );
  times.sort((a, b) => a - b);
  return {
    name,
    path: urlPath,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    cpuServidor: cpu.servidor,
    cpuCliente: cpu.cliente,
    cpuMaquina: cpu.maquina,
    usPorRespuesta: result.requests.total > 0 ? Math.round(cpu.servidorUs / result.requests.total) : 0,
  };
}

async function leer<T>(base: string, urlPath: string): Promise<T> {
  const res = await fetch(`${base}${urlPath}`);
  if (!res.ok) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Pagina = { items: { slug: string; categoria: { slug: string } }[]; paginas: number };

/**
 * The reads' paths, taken from the seeded catalogue as the storefront would find them: the category
 * most present on the list's first page, its first product, and page 100 of the list (the last page
 * when there are fewer), so an older tree with another seed still gets real pages.
 */
async function rutas(base: string): Promise<Record<Lectura, string>> {
  const primera = await leer<Pagina>(base, '/api/website/productos/caracas');
  const cuenta = new Map<string, number>();
  for (const p of primera.items) cuenta.set(p.categoria.slug, (cuenta.get(p.categoria.slug) ?? 0) + 1);
  const categoria = [...cuenta].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const producto = primera.items[0]?.slug;
  if (!categoria || !producto) throw new Error('la zona caracas no tiene productos visibles');
  return {
    resolve: '/api/website/resolve?zona=caracas',
    inicio: '/api/website/inicio/caracas',
    categoria: `/api/categoria/supermercado/${categoria}?zona=caracas`,
    producto: `/api/website/producto/caracas/${producto}`,
    lista: `/api/website/productos/caracas?pag=${Math.min(100, primera.paginas)}`,
    login: '/login_check',
  };
}

async function medir(motor: 'pglite' | 'postgres'): Promise<{ motor: string; rows: Row[] }> {
  const hijo = fork(fileURLToPath(import.meta.url), ['--servidor', motor], {
    execArgv: [...process.execArgv, ...(perfil ? ['--cpu-prof', '--cpu-prof-dir', perfil] : [])],
    stdio: 'inherit',
  });
  const rows: Row[] = [];
  let nombre = motor;
  try {
    const listo = await respuesta<{ port: number; motor: string }>(hijo, 'listo');
    nombre = listo.motor as typeof motor;
    const base = `http://127.0.0.1:${listo.port}`;
    const caminos = await rutas(base);
    for (const lectura of lecturas) {
      if (lectura === 'login') {
        rows.push(
          await run(hijo, base, 'login', caminos.login, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'cliente@demo.test', password: 'Demo1234!' }),
          }),
        );
        continue;
      }
      await leer(base, caminos[lectura]);
      rows.push(await run(hijo, base, lectura, caminos[lectura]));
    }
  } finally {
    if (hijo.exitCode === null) {
      const fin = new Promise((resolve) => hijo.once('exit', resolve));
      hijo.send({ tipo: 'cerrar' });
      await fin;
    }
  }
  console.log(
    `\nAPI load bench (${connections} connections, ${duration} s each, ${nombre}, loopback; CPU in % of one core, ${availableParallelism()} cores)`,
  );
  console.table(
    rows.map((r) => ({
      read: r.name,
      path: r.path,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      'CPU API': r.cpuServidor,
      'API µs/answer': r.usPorRespuesta,
      'CPU load': r.cpuCliente,
      'CPU machine': r.cpuMaquina,
    })),
  );
  return { motor: nombre, rows };
}

const runs: { motor: string; rows: Row[] }[] = [];
for (const motor of motores) runs.push(await medir(motor));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ connections, duration, runs }, null, 2));
process.exit(runs.some((run) => run.rows.some((r) => r.errors > 0 || r.non2xx > 0)) ? 1 : 0);
