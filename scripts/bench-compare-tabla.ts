/**
 * The pure parts of `pnpm bench --compare` (bench-compare.ts): which git ref is "the previous
 * release", the median of the rounds, the new/old ratio, and the table with the issue 39 budgets.
 */

/** How far back `--compare` without a ref goes when the repository has no tag. */
export const ATRAS_POR_DEFECTO = 30;

/**
 * The ref `--compare` compares with when none is given: the last tag (a release), else
 * `origin/main~N` when there is a remote main, else `HEAD~N`.
 */
export function refPorDefecto(ultimoTag: string | null, hayOriginMain: boolean, atras: number): string {
  if (ultimoTag) return ultimoTag;
  return `${hayOriginMain ? 'origin/main' : 'HEAD'}~${atras}`;
}

/** The value after `--compare`, '' when it is absent or followed by another option. */
export function refPedida(argv: string[]): string {
  const i = argv.indexOf('--compare');
  const siguiente = i >= 0 ? argv[i + 1] : undefined;
  return siguiente && !siguiente.startsWith('--') ? siguiente : '';
}

export function mediana(valores: number[]): number {
  if (valores.length === 0) return Number.NaN;
  const s = [...valores].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** new/old with two decimals ("1.52×"), '—' when old is 0 or either is missing. */
export function razon(nuevo: number, viejo: number): string {
  if (!Number.isFinite(nuevo) || !Number.isFinite(viejo) || viejo === 0) return '—';
  return `${(nuevo / viejo).toFixed(2)}×`;
}

/** One read's figures in one tree: every round's value of each measure. */
/** `us`: the API's CPU per answer, µs (load.ts since it runs the API in a process of its own). */
export type Rondas = { rps: number[]; p50: number[]; p95: number[]; p99: number[]; us?: number[] };
export type Medida = Exclude<keyof Rondas, 'us'>;
export const MEDIDAS: Medida[] = ['rps', 'p50', 'p95', 'p99'];

/** Budgets of issue 39, judged on the working tree's medians (printed, never asserted). */
export const PRESUPUESTO = { postgresP95: 20, postgresRps: 1000, pgliteVeces: 2 } as const;

export function presupuesto(motor: string, nuevo: Rondas, viejo: Rondas | undefined): string {
  const rps = mediana(nuevo.rps);
  const p95 = mediana(nuevo.p95);
  if (motor === 'PostgreSQL') {
    const ok = p95 <= PRESUPUESTO.postgresP95 && rps >= PRESUPUESTO.postgresRps;
    return `${ok ? 'cumple' : 'no cumple'} (p95 ≤ ${PRESUPUESTO.postgresP95} ms a ≥ ${PRESUPUESTO.postgresRps} req/s)`;
  }
  if (!viejo) return '—';
  const ok = rps >= PRESUPUESTO.pgliteVeces * mediana(viejo.rps) && p95 <= mediana(viejo.p95);
  return `${ok ? 'cumple' : 'no cumple'} (≥ ${PRESUPUESTO.pgliteVeces}× req/s, p95 no mayor)`;
}

/** "old → new (ratio)" of one measure: medians of the rounds, every round in brackets. */
export function celda(nuevo: number[], viejo: number[]): string {
  // The median of two rounds is their mean: one decimal, as the bench prints its milliseconds.
  const n = Math.round(mediana(nuevo) * 10) / 10;
  const v = Math.round(mediana(viejo) * 10) / 10;
  const rondas = (xs: number[]) => (xs.length > 1 ? ` [${xs.join(', ')}]` : '');
  return `${v}${rondas(viejo)} → ${n}${rondas(nuevo)} (${razon(n, v)})`;
}

/** The rows console.table prints: one per read of one database. */
export function filasComparadas(
  motor: string,
  nuevo: Map<string, Rondas>,
  viejo: Map<string, Rondas>,
): Record<string, string>[] {
  return [...nuevo].map(([lectura, n]) => {
    const v = viejo.get(lectura);
    const fila: Record<string, string> = { lectura };
    for (const medida of MEDIDAS) {
      fila[medida === 'rps' ? 'req/s' : `${medida} ms`] = v
        ? celda(n[medida], v[medida])
        : `— → ${mediana(n[medida])}`;
    }
    // The steadier figure on a shared machine, when both rounds measured it.
    if (n.us?.length && v?.us?.length) fila['API µs/respuesta'] = celda(n.us, v.us);
    fila.presupuesto = presupuesto(motor, n, v);
    return fila;
  });
}

/** "12.34" + 1 cent, in integer cents. */
export function masUnCentimo(monto: string): string {
  const [entero, decimales = ''] = monto.split('.');
  const centimos = BigInt(entero!) * 100n + BigInt(decimales.padEnd(2, '0').slice(0, 2)) + 1n;
  return `${centimos / 100n}.${String(centimos % 100n).padStart(2, '0')}`;
}
