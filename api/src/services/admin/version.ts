/**
 * Optimistic concurrency (decision 0022): a form saves the `version` it opened; the service reads the
 * row `for update` in its transaction, calls `exigirVersion`, writes `version + 1`. Two staff saving
 * the same record: the second is refused with 409 and a message that says what to do, and nothing of
 * theirs overwrites the first's. `guardarVersionado` is that whole step, with its audit record.
 */
import { type AccionAuditoria, MensajesAdmin, type TokenPayload } from '@mercado/shared/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';

export const conflicto = () => new Conflicto(MensajesAdmin.CONFLICTO, { version: MensajesAdmin.CONFLICTO });

/** 409 unless the row is still at the version the form opened. */
export function exigirVersion(actual: number, enviada: number): void {
  if (actual !== enviada) throw conflicto();
}

/** The tables staff edit under a `version` column. */
export type TablaVersionada = {
  [T in keyof Database]: 'version' extends keyof Database[T] ? T : never;
}[keyof Database];
export type FilaVersionada<T extends TablaVersionada> = Selectable<Database[T]> & { version: number };
export type CambiosVersionados<T extends TablaVersionada> = Omit<Updateable<Database[T]>, 'version'>;

// Kysely's types cannot follow a table chosen by a parameter; `Creado<T>` and `Versionado<T>` type
// the callers' side.
// biome-ignore lint/suspicious/noExplicitAny: see above
const suelta = (db: Db) => db as unknown as Kysely<any>;
const todaLaFila = (fila: object) => fila as Record<string, unknown>;

/** The versioned tables whose records have an `id` (all but `zona_publicidad`, one per zone). */
export type TablaConId = {
  [T in TablaVersionada]: 'id' extends keyof Database[T] ? T : never;
}[TablaVersionada];

export type Creado<T extends TablaConId> = {
  tabla: T;
  valores: Insertable<Database[T]>;
  /** The audit's entity name (the table's by default). */
  entidad?: string;
  /** The record's zone, when it has one. */
  zonaId?: number;
  /** The section's rules against the data, before anything is written. */
  comprobar?: () => Promise<void>;
  /** The record's own rows (its products, its tags), written after it. */
  escribir?: (fila: FilaVersionada<T> & { id: number }) => Promise<void>;
  /** What the audit keeps of the record (the whole row by default). */
  registro?: (
    fila: FilaVersionada<T> & { id: number },
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
};

/** A new versioned record (at version 1) and its audit record, inside the caller's transaction `trx`. */
export async function crearVersionado<T extends TablaConId>(
  trx: Db,
  usuario: TokenPayload,
  c: Creado<T>,
): Promise<FilaVersionada<T> & { id: number }> {
  const tabla: string = c.tabla;
  await c.comprobar?.();
  const fila = (await suelta(trx)
    .insertInto(tabla)
    .values(c.valores)
    .returningAll()
    .executeTakeFirstOrThrow()) as FilaVersionada<T> & { id: number };
  await c.escribir?.(fila);
  await registrarCambio(trx, usuario, {
    entidad: c.entidad ?? tabla,
    entidadId: fila.id,
    accion: 'crear',
    zonaId: c.zonaId ?? null,
    antes: null,
    despues: await (c.registro ?? todaLaFila)(fila),
  });
  return fila;
}

export type Versionado<T extends TablaVersionada> = {
  tabla: T;
  /** The record's key: `id`, or the column `clave` names (`zona_publicidad` is keyed by its zone). */
  id: number;
  clave?: 'id' | 'zona_id';
  /** The version the form opened. */
  version: number;
  /** The columns to write, or what to write given the row as it is. */
  cambios: CambiosVersionados<T> | ((antes: FilaVersionada<T>) => CambiosVersionados<T>);
  accion: Extract<AccionAuditoria, 'editar' | 'estatus'>;
  /** The audit's entity name (the table's by default). */
  entidad?: string;
  /** The 404's message when there is no such record. */
  noExiste?: string;
  /**
   * The record's zone for the audit; when it is reached through the record, this is where the
   * caller's role for it is checked (403), before the version is.
   */
  zona?: (antes: FilaVersionada<T>) => number | Promise<number>;
  /** The section's rules against the data, once the version is checked, before anything is written. */
  comprobar?: (antes: FilaVersionada<T>, zonaId: number | null) => Promise<void>;
  /** The record's own rows (its products, its tags), written after it. */
  escribir?: (despues: FilaVersionada<T>) => Promise<void>;
  /** What the audit keeps of the record (the whole row by default), read before and after the write. */
  registro?: (fila: FilaVersionada<T>) => Record<string, unknown> | Promise<Record<string, unknown>>;
};

/**
 * The row of a record about to change, read `for update` (404 without it), its zone (`zona`, where the
 * caller's role is checked) and its version checked (409).
 */
export async function bloquearVersionado<T extends TablaVersionada>(
  trx: Db,
  g: Pick<Versionado<T>, 'tabla' | 'id' | 'clave' | 'version' | 'noExiste' | 'zona'>,
): Promise<{ antes: FilaVersionada<T>; zonaId: number | null }> {
  const antes = (await suelta(trx)
    .selectFrom(g.tabla as string)
    .selectAll()
    .where(g.clave ?? 'id', '=', g.id)
    .forUpdate()
    .executeTakeFirst()) as FilaVersionada<T> | undefined;
  if (!antes) throw new NoExiste(g.noExiste);
  const zonaId = g.zona ? await g.zona(antes) : null;
  exigirVersion(antes.version, g.version);
  return { antes, zonaId };
}

/**
 * One save of a versioned record inside the caller's transaction `trx`: reads the row `for update`
 * (404), its zone (`zona`), checks the version (409) and the section's rules (`comprobar`), writes
 * `cambios` and `version + 1`, its own rows (`escribir`) and the audit record.
 */
export async function guardarVersionado<T extends TablaVersionada>(
  trx: Db,
  usuario: TokenPayload,
  g: Versionado<T>,
): Promise<{ antes: FilaVersionada<T>; despues: FilaVersionada<T> }> {
  const tabla: string = g.tabla;
  const clave = g.clave ?? 'id';
  const { antes, zonaId } = await bloquearVersionado(trx, g);
  const { version } = antes;
  await g.comprobar?.(antes, zonaId);
  const registro = g.registro ?? todaLaFila;
  const registroAntes = await registro(antes);
  const cambios = typeof g.cambios === 'function' ? g.cambios(antes) : g.cambios;
  const despues = (await suelta(trx)
    .updateTable(tabla)
    .set({ ...(cambios as Record<string, unknown>), version: version + 1 })
    .where(clave, '=', g.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as FilaVersionada<T>;
  await g.escribir?.(despues);
  await registrarCambio(trx, usuario, {
    entidad: g.entidad ?? tabla,
    entidadId: g.id,
    accion: g.accion,
    zonaId,
    antes: registroAntes,
    despues: await registro(despues),
  });
  return { antes, despues };
}
