/**
 * The back-office's record of changes (decision 0022): every write a section makes calls
 * `registrarCambio` in the same transaction, so a change and its record land together or not at all.
 * Each record's page reads `historial`.
 */
import type { AccionAuditoria, Historial, TokenPayload } from '@mercado/shared/contracts';
import { POR_PAGINA_ADMIN } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export type Cambio = {
  /** The section's entity name: 'categoria', 'producto', 'zona_horario'... */
  entidad: string;
  entidadId: string | number;
  accion: AccionAuditoria;
  /** The zone the record belongs to, when it belongs to one. */
  zonaId?: number | null;
  /** The record before (null when created) and after (null when deleted). */
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
};

/** Only the fields that changed, on each side (the whole record on creation and deletion). */
export function diferencia(
  antes: Record<string, unknown> | null,
  despues: Record<string, unknown> | null,
): { antes: Record<string, unknown> | null; despues: Record<string, unknown> | null } {
  if (!antes || !despues) return { antes, despues };
  const a: Record<string, unknown> = {};
  const d: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(antes), ...Object.keys(despues)])) {
    if (k === 'version') continue;
    if (JSON.stringify(antes[k]) !== JSON.stringify(despues[k])) {
      a[k] = antes[k] ?? null;
      d[k] = despues[k] ?? null;
    }
  }
  return { antes: a, despues: d };
}

/** Products by name, in the order of `ids`: how a record's products are kept in its history. */
export async function nombresDeProductos(trx: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const filas = await trx.selectFrom('producto').select(['id', 'nombre']).where('id', 'in', ids).execute();
  const nombres = new Map(filas.map((f) => [f.id, f.nombre]));
  return ids.map((id) => nombres.get(id) ?? `#${id}`);
}

/** Records one change by `usuario`, inside the caller's transaction `trx`. */
export async function registrarCambio(trx: Db, usuario: TokenPayload, cambio: Cambio): Promise<void> {
  const { antes, despues } = diferencia(cambio.antes, cambio.despues);
  await trx
    .insertInto('auditoria')
    .values({
      entidad: cambio.entidad,
      entidad_id: String(cambio.entidadId),
      accion: cambio.accion,
      zona_id: cambio.zonaId ?? null,
      usuario_id: usuario.uid,
      usuario_email: sql<string>`coalesce((select email from usuario where id = ${usuario.uid}), ${usuario.uid})`,
      antes: antes === null ? null : JSON.stringify(antes),
      despues: despues === null ? null : JSON.stringify(despues),
    })
    .execute();
}

/** One record's changes, newest first, 50 a page. */
export async function historial(
  db: Db,
  entidad: string,
  entidadId: string | number,
  pagina: number,
): Promise<Historial> {
  const base = db
    .selectFrom('auditoria')
    .where('entidad', '=', entidad)
    .where('entidad_id', '=', String(entidadId));
  const [filas, total] = await Promise.all([
    base
      .select(['id', 'accion', 'usuario_email', 'en', 'antes', 'despues'])
      .orderBy('id', 'desc')
      .limit(POR_PAGINA_ADMIN)
      .offset((pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return {
    items: filas.map((f) => ({
      id: String(f.id),
      accion: f.accion,
      usuario: f.usuario_email,
      en: new Date(f.en).toISOString(),
      antes: (f.antes as Record<string, unknown> | null) ?? null,
      despues: (f.despues as Record<string, unknown> | null) ?? null,
    })),
    pagina,
    paginas: Math.max(1, Math.ceil(n / POR_PAGINA_ADMIN)),
    total: n,
    porPagina: POR_PAGINA_ADMIN,
  };
}
