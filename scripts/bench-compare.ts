/**
 * `pnpm bench --compare [<git-ref>] [--api-only]`: the working tree beside a previous release in one
 * run, because this shared machine moves absolute figures from day to day. The ref defaults to the
 * last tag, else `origin/main~30`, else `HEAD~30` (`--back N` changes 30). The ref is checked out with
 * `git worktree add` into a temporary folder and installed there (`pnpm install --frozen-lockfile
 * --offline`, online when the store lacks a package); the working tree's api/bench/load.ts and
 * base.ts are copied into it so both trees run the same bench over their own API. Rounds alternate
 * old, new, old, new (`--rounds 2`, `--duration 8` s a read, `--connections 20`, `--db both`), each
 * figure printed for both with its ratio new/old (medians of the rounds, every round in brackets),
 * then the two-instances figure of each tree. Without `--api-only` both trees' production builds
 * are timed first. `--json file` writes every figure. The worktree is removed at the end.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dosInstancias } from './bench-compare-instancias.ts';
import {
  ATRAS_POR_DEFECTO,
  filasComparadas,
  type Rondas,
  refPedida,
  refPorDefecto,
} from './bench-compare-tabla.ts';
import { ROOT } from './platform-layout.ts';
import { type PostgresTestServer, startPostgresTestServer } from './postgres-test-server.ts';

function opcion(argv: string[], nombre: string, porDefecto: string): string {
  const i = argv.indexOf(`--${nombre}`);
  return i >= 0 && argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[i + 1]! : porDefecto;
}

function git(args: string[], cwd = ROOT): { ok: boolean; out: string } {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: r.status === 0, out: (r.stdout ?? '').trim() };
}

const PNPM = ['-y', 'pnpm@10.34.0'];

function pnpm(args: string[], cwd: string, stdio: 'ignore' | 'inherit' = 'inherit'): boolean {
  return spawnSync('npx', [...PNPM, ...args], { cwd, stdio }).status === 0;
}

/** The ref asked for (or the default) as a commit, with the name it was given. */
function resolverRef(argv: string[]): { ref: string; commit: string } {
  const atras = Number(opcion(argv, 'back', String(ATRAS_POR_DEFECTO)));
  const tag = git(['describe', '--tags', '--abbrev=0', 'HEAD']);
  const ref =
    refPedida(argv) ||
    refPorDefecto(tag.ok ? tag.out : null, git(['rev-parse', '--verify', '-q', 'origin/main']).ok, atras);
  const commit = git(['rev-parse', '--verify', '-q', `${ref}^{commit}`]);
  if (!commit.ok) throw new Error(`--compare: «${ref}» no es un commit de este repositorio`);
  return { ref, commit: commit.out };
}

function segundos(etiqueta: string, cwd: string): number {
  const inicio = process.hrtime.bigint();
  if (!pnpm(['run', 'build'], cwd, 'ignore')) throw new Error(`${etiqueta}: la compilación falló`);
  return Number(process.hrtime.bigint() - inicio) / 1e9;
}

type Salida = {
  runs: {
    motor: string;
    rows: { name: string; rps: number; p50: number; p95: number; p99: number; usPorRespuesta?: number }[];
  }[];
};
/** tree → motor → read → rounds. */
type Cifras = Map<string, Map<string, Map<string, Rondas>>>;

function anotar(cifras: Cifras, arbol: string, salida: Salida): void {
  const porMotor = cifras.get(arbol) ?? new Map();
  cifras.set(arbol, porMotor);
  for (const run of salida.runs) {
    const porLectura: Map<string, Rondas> = porMotor.get(run.motor) ?? new Map();
    porMotor.set(run.motor, porLectura);
    for (const r of run.rows) {
      const rondas = porLectura.get(r.name) ?? { rps: [], p50: [], p95: [], p99: [] };
      porLectura.set(r.name, rondas);
      rondas.rps.push(r.rps);
      rondas.p50.push(r.p50);
      rondas.p95.push(r.p95);
      rondas.p99.push(r.p99);
      if (r.usPorRespuesta !== undefined) rondas.us = [...(rondas.us ?? []), r.usPorRespuesta];
    }
  }
}

export async function comparar(argv: string[]): Promise<void> {
  const soloApi = argv.includes('--api-only');
  const rondas = Number(opcion(argv, 'rounds', '2'));
  const duracion = opcion(argv, 'duration', '8');
  const conexiones = opcion(argv, 'connections', '20');
  const db = opcion(argv, 'db', 'both');
  const jsonOut = opcion(argv, 'json', '');
  const { ref, commit } = resolverRef(argv);
  const temporal = mkdtempSync(path.join(tmpdir(), 'mercado-bench-compare-'));
  const viejo = path.join(temporal, 'arbol');
  let pg: PostgresTestServer | null = null;
  try {
    console.log(`Comparando el árbol de trabajo con ${ref} (${commit.slice(0, 10)}) en ${viejo}`);
    if (!git(['worktree', 'add', '--detach', viejo, commit]).ok) throw new Error('git worktree add falló');
    if (!pnpm(['install', '--frozen-lockfile', '--offline'], viejo, 'ignore')) {
      console.log('pnpm install --offline no pudo (faltan paquetes en el almacén): instalando en línea');
      if (!pnpm(['install', '--frozen-lockfile'], viejo)) throw new Error(`pnpm install falló en ${viejo}`);
    }
    for (const archivo of ['load.ts', 'base.ts']) {
      copyFileSync(path.join(ROOT, 'api/bench', archivo), path.join(viejo, 'api/bench', archivo));
    }
    const arboles = [
      { nombre: ref, dir: viejo },
      { nombre: 'árbol de trabajo', dir: ROOT },
    ];

    if (!soloApi) {
      const tiempos = arboles.map(() => [] as number[]);
      for (let r = 0; r < rondas; r++) {
        for (const [i, a] of arboles.entries()) tiempos[i]!.push(segundos(a.nombre, a.dir));
      }
      console.log('\nCompilación de producción (todo el workspace, 2 núcleos), s por ronda');
      for (const [i, a] of arboles.entries()) {
        console.log(`  ${a.nombre}: ${tiempos[i]!.map((t) => t.toFixed(1)).join(', ')}`);
      }
    }

    if (db !== 'pglite') pg = await startPostgresTestServer();
    const cifras: Cifras = new Map();
    const salidaJson = path.join(temporal, 'load.json');
    for (let r = 1; r <= rondas; r++) {
      for (const a of arboles) {
        console.log(`\nRonda ${r}: ${a.nombre}`);
        const env = { ...process.env };
        if (pg) env.DATABASE_URL = pg.url;
        else delete env.DATABASE_URL;
        const args = ['bench/load.ts', '--db', db, '--duration', duracion, '--connections', conexiones];
        args.push('--reads', 'resolve,inicio,categoria,producto,lista', '--json', salidaJson);
        rmSync(salidaJson, { force: true });
        const run = spawnSync(process.execPath, args, {
          cwd: path.join(a.dir, 'api'),
          env,
          stdio: 'inherit',
        });
        if (run.status !== 0)
          console.log(`  (${a.nombre}: la carga terminó con errores o respuestas no 2xx)`);
        // A tree whose API did not answer a read writes no figures: its round is left out, not invented.
        if (existsSync(salidaJson))
          anotar(cifras, a.nombre, JSON.parse(readFileSync(salidaJson, 'utf8')) as Salida);
      }
    }

    console.log(
      `\nAPI: ${ref} → árbol de trabajo, ${conexiones} conexiones, ${duracion} s por lectura, ${rondas} rondas alternadas` +
        ' (medianas; cada ronda entre corchetes; razón nuevo/viejo: req/s > 1 mejor, ms < 1 mejor)',
    );
    for (const [motor, nuevas] of cifras.get('árbol de trabajo') ?? []) {
      console.log(`\n${motor}`);
      console.table(filasComparadas(motor, nuevas, cifras.get(ref)?.get(motor) ?? new Map()));
    }

    const instancias = [];
    if (db !== 'pglite') {
      console.log('\nDos instancias del API sobre un PostgreSQL: un precio cambiado en A, visto por B');
      for (const a of arboles) {
        const figura = await dosInstancias(path.join(a.dir, 'api'));
        instancias.push({ arbol: a.nombre, ...figura });
        const espera = Number.isFinite(figura.msHastaB) ? `a los ${figura.msHastaB} ms` : 'no en 5 s';
        const primera = (visto: boolean) => (visto ? 'el nuevo' : 'el viejo');
        console.log(
          `  ${a.nombre}: B muestra el precio nuevo ${espera}; la primera lectura tras el cambio da en A ${primera(figura.primeraA)}, en B ${primera(figura.primeraB)} (presupuesto: la siguiente lectura, < 1 s)`,
        );
      }
    }
    if (jsonOut) {
      const porArbol = Object.fromEntries(
        [...cifras].map(([arbol, m]) => [
          arbol,
          Object.fromEntries([...m].map(([motor, l]) => [motor, Object.fromEntries(l)])),
        ]),
      );
      writeFileSync(
        jsonOut,
        JSON.stringify({ ref, commit, conexiones, duracion, rondas, api: porArbol, instancias }, null, 2),
      );
    }
  } finally {
    pg?.stop();
    git(['worktree', 'remove', '--force', viejo]);
    git(['worktree', 'prune']);
    rmSync(temporal, { recursive: true, force: true });
  }
}
