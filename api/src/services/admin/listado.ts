/**
 * One page of a back-office list (conventions: server-side paging, sorting and filters, 50 a page).
 * A section builds its filtered query and names, per sort key of its `listadoQuery`, the column(s)
 * to order by; `paginar` counts, orders (ties broken by `id`) and slices.
 */
import { POR_PAGINA_ADMIN } from '@mercado/shared/contracts';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';

/** `q` as a case- and accent-insensitive LIKE pattern ('%arroz%'), with % and _ taken literally. */
export function patronTexto(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL that folds case and Spanish accents, to compare with `patronTexto(q)` folded the same way. */
export const plegar = (columna: string) =>
  sql<string>`lower(translate(${sql.ref(columna)}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
export const plegarTexto = (q: string) =>
  q
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

/** A list page's query: its page, sort column `O` and direction, text and status filters. */
export type ListaQuery<O extends string> = {
  pagina: number;
  orden: O;
  dir: 'asc' | 'desc';
  q: string;
  estatus?: number;
};

/** The filtered rows' count, for the page's figures. */
async function contar<DB, TB extends keyof DB, O>(consulta: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const total = (await consulta
    .clearSelect()
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()) as {
    n: string;
  };
  return Number(total.n);
}

/** A page of `total` rows, holding `items`. */
export function pagina<T>(items: T[], pagina: number, total: number): Pagina<T> {
  return {
    items,
    pagina,
    paginas: Math.max(1, Math.ceil(total / POR_PAGINA_ADMIN)),
    total,
    porPagina: POR_PAGINA_ADMIN,
  };
}

/**
 * `consulta` selects the rows (already filtered); `columnas` is the ORDER BY column for the chosen key;
 * `idColumna` breaks ties so pages never overlap.
 */
export async function paginar<DB, TB extends keyof DB, O>(
  consulta: SelectQueryBuilder<DB, TB, O>,
  opciones: { pagina: number; columna: string; dir: 'asc' | 'desc'; idColumna: string },
): Promise<Pagina<O>> {
  const { pagina: numero, columna, dir, idColumna } = opciones;
  const [items, total] = await Promise.all([
    consulta
      .orderBy(sql.ref(columna), dir)
      .orderBy(sql.ref(idColumna), dir)
      .limit(POR_PAGINA_ADMIN)
      .offset((numero - 1) * POR_PAGINA_ADMIN)
      .execute(),
    contar(consulta),
  ]);
  return pagina(items, numero, total);
}

/**
 * `paginar` by late row lookup, for lists of thousands of rows joined to several tables (a zone's
 * inventory): the page's ids first, ordered and sliced reading only what the filters and the order
 * need (PostgreSQL leaves out the LEFT JOINs the select alone uses), then those 50 rows in full. A
 * deep page or a sort on a joined value no longer joins every row it skips. Same rows, same order:
 * `orden` is the chosen key's expression (a column, or what a select alias stands for), `idColumna`
 * an integer key that breaks ties, `idDe` reads it back from a full row.
 */
export async function paginarPorIds<DB, TB extends keyof DB, O>(
  consulta: SelectQueryBuilder<DB, TB, O>,
  opciones: {
    pagina: number;
    orden: string | Expression<unknown>;
    dir: 'asc' | 'desc';
    idColumna: string;
    idDe: (fila: O) => number;
  },
): Promise<Pagina<O>> {
  const { pagina: numero, orden, dir, idColumna, idDe } = opciones;
  const id = sql.ref(idColumna);
  const [claves, total] = await Promise.all([
    consulta
      .clearSelect()
      .select(sql<number>`${id}`.as('id'))
      .orderBy(typeof orden === 'string' ? sql.ref(orden) : orden, dir)
      .orderBy(id, dir)
      .limit(POR_PAGINA_ADMIN)
      .offset((numero - 1) * POR_PAGINA_ADMIN)
      .execute(),
    contar(consulta),
  ]);
  const ids = claves.map((c) => (c as { id: number }).id);
  const filas = ids.length
    ? await consulta.where(sql<boolean>`${id} = any(${`{${ids.join(',')}}`}::int[])`).execute()
    : [];
  const porId = new Map(filas.map((f) => [idDe(f), f]));
  // A row gone between the two reads is left out.
  return pagina(
    ids.flatMap((i) => porId.get(i) ?? []),
    numero,
    total,
  );
}
