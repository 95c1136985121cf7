/**
 * One page of a back-office list (conventions: server-side paging, sorting and filters, 50 a page).
 * A section builds its filtered query and names, per sort key of its `listadoQuery`, the column(s)
 * to order by; `paginar` counts, orders (ties broken by `id`) and slices.
 */
import { POR_PAGINA_ADMIN } from '@mercado/shared/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

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

/**
 * `consulta` selects the rows (already filtered); `columnas` is the ORDER BY column for the chosen key;
 * `idColumna` breaks ties so pages never overlap.
 */
export async function paginar<DB, TB extends keyof DB, O>(
  consulta: SelectQueryBuilder<DB, TB, O>,
  opciones: { pagina: number; columna: string; dir: 'asc' | 'desc'; idColumna: string },
): Promise<Pagina<O>> {
  const { pagina, columna, dir, idColumna } = opciones;
  const [items, total] = await Promise.all([
    consulta
      .orderBy(sql.ref(columna), dir)
      .orderBy(sql.ref(idColumna), dir)
      .limit(POR_PAGINA_ADMIN)
      .offset((pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    consulta.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow() as Promise<{
      n: string;
    }>,
  ]);
  const n = Number(total.n);
  return {
    items,
    pagina,
    paginas: Math.max(1, Math.ceil(n / POR_PAGINA_ADMIN)),
    total: n,
    porPagina: POR_PAGINA_ADMIN,
  };
}
