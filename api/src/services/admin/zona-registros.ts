/**
 * The records that belong to a zone (pickup addresses, areas, sectors, schedules, blocked dates, menu
 * links: decision 0026), read and written one way: a record reached by its id is first tied to its
 * zone (directly, or through its area or its pickup address) and the caller must hold that zone's role
 * (403 otherwise, `checkZonaRole`); a save reads the row `for update`, checks the version it was
 * opened at (409), runs the kind's own rule, writes `version + 1` and records the change, in one
 * transaction. The storefront and the checkout read these tables on every call, so a change is what
 * shoppers get on their next request.
 */
import type { TokenPayload } from '@mercado/shared/contracts';
import { type Insertable, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { checkZonaRole } from '../usuario.ts';
import { historial, registrarCambio } from './auditoria.ts';
import { paginar } from './listado.ts';
import {
  bloquearVersionado,
  type CambiosVersionados,
  crearVersionado,
  guardarVersionado,
} from './version.ts';

export type TablaDeZona =
  | 'zona_direccion'
  | 'zona_area'
  | 'zona_sector'
  | 'zona_horario'
  | 'zona_horario_pickup'
  | 'zona_envio_bloqueo'
  | 'zona_link_menu';

type Fila = Record<string, unknown> & { id: number; version: number };
// The operations below serve every kind of record by its table name, which Kysely's types cannot
// follow; each kind's module (zona.ts) writes its query with typed columns.
// biome-ignore lint/suspicious/noExplicitAny: see above
type DbSuelta = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type Consulta = SelectQueryBuilder<any, any, any>;
const suelta = (db: Db) => db as unknown as DbSuelta;

/** How a record reaches its zone: its own `zona_id`, or its parent's. */
const PADRE: Partial<Record<TablaDeZona, { tabla: 'zona_area' | 'zona_direccion'; columna: string }>> = {
  zona_sector: { tabla: 'zona_area', columna: 'area_id' },
  zona_horario_pickup: { tabla: 'zona_direccion', columna: 'direccion_id' },
};

export type ZonaDeRegistro = { id: number; slug: string };

/** The zone a record belongs to, or undefined when there is no such record. */
export async function zonaDelRegistro(
  db: Db,
  tabla: TablaDeZona,
  id: number,
): Promise<ZonaDeRegistro | undefined> {
  const padre = PADRE[tabla];
  const zonaId = padre
    ? sql`(select p.zona_id from ${sql.table(padre.tabla)} p where p.id = r.${sql.ref(padre.columna)})`
    : sql`r.zona_id`;
  const { rows } = await sql<ZonaDeRegistro>`
    select z.id, z.slug from ${sql.table(tabla)} r join zona z on z.id = ${zonaId} where r.id = ${id}`.execute(
    db,
  );
  return rows[0];
}

/** 404 without the record, 403 when it is of a zone the caller has no role for. */
export async function zonaPermitida(
  db: Db,
  usuario: TokenPayload,
  tabla: TablaDeZona,
  id: number,
): Promise<ZonaDeRegistro> {
  const zona = await zonaDelRegistro(db, tabla, id);
  if (!zona) throw new NoExiste();
  checkZonaRole(usuario, zona.slug);
  return zona;
}

/** One kind of zone record. */
export type TipoRegistro<V> = {
  tabla: TablaDeZona;
  /** The rows as the back-office reads them (list and record), `id` being `<tabla>.id`. */
  consulta: (db: Db) => Consulta;
  vista: (fila: Record<string, unknown>) => V;
  /** A unique key of the table, and the field and message a duplicate gets. */
  unico?: { restriccion: string; campo: string; mensaje: string };
  /** The kind's rule on a save (before → after), inside the save's transaction; throws to refuse. */
  alGuardar?: (trx: Db, antes: Fila, despues: Fila) => Promise<void>;
  /** The kind's rule before a delete. */
  alBorrar?: (trx: Db, fila: Fila) => Promise<void>;
};

const duplicado = (e: unknown, restriccion: string) => {
  const err = e as { code?: string; constraint?: string; message?: string };
  return (
    err?.code === '23505' && (err.constraint === restriccion || String(err.message).includes(restriccion))
  );
};

async function conUnico<T>(tipo: TipoRegistro<unknown>, trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (e) {
    if (tipo.unico && duplicado(e, tipo.unico.restriccion))
      throw new Rechazado(tipo.unico.mensaje, { [tipo.unico.campo]: tipo.unico.mensaje });
    throw e;
  }
}

async function vistaDe<V>(db: Db, tipo: TipoRegistro<V>, id: number): Promise<V> {
  const fila = await tipo
    .consulta(db)
    .where(sql.ref(`${tipo.tabla}.id`), '=', id)
    .executeTakeFirst();
  if (!fila) throw new NoExiste();
  return tipo.vista(fila);
}

export async function leerRegistro<V>(db: Db, usuario: TokenPayload, tipo: TipoRegistro<V>, id: number) {
  await zonaPermitida(db, usuario, tipo.tabla, id);
  return vistaDe(db, tipo, id);
}

/** One page of a kind's rows: `filtrar` narrows to the zone (or parent) and the list's filters. */
export async function listarRegistros<V>(
  db: Db,
  tipo: TipoRegistro<V>,
  filtrar: (q: Consulta) => Consulta,
  orden: { pagina: number; columna: string; dir: 'asc' | 'desc' },
) {
  const pagina = await paginar(filtrar(tipo.consulta(db)), { ...orden, idColumna: `${tipo.tabla}.id` });
  return { ...pagina, items: pagina.items.map(tipo.vista) };
}

/** Creates a record of zone `zona` (`valores` holds its columns, its zone or parent included). */
export async function crearRegistro<V>(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoRegistro<V>,
  zona: ZonaDeRegistro,
  valores: Record<string, unknown>,
): Promise<V> {
  const id = await conUnico(tipo, () =>
    db.transaction().execute(async (trx) => {
      const fila = await crearVersionado(trx, usuario, {
        tabla: tipo.tabla,
        valores: valores as Insertable<Database[TablaDeZona]>,
        zonaId: zona.id,
      });
      return fila.id;
    }),
  );
  return vistaDe(db, tipo, id);
}

/** Saves `valores` on record `id` if it is still at `version` (409 otherwise). */
export async function guardarRegistro<V>(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoRegistro<V>,
  id: number,
  version: number,
  valores: Record<string, unknown>,
  accion: 'editar' | 'estatus' = 'editar',
): Promise<V> {
  await conUnico(tipo, () =>
    db.transaction().execute((trx) =>
      guardarVersionado(trx, usuario, {
        tabla: tipo.tabla,
        id,
        version,
        accion,
        zona: async () => (await zonaPermitida(trx, usuario, tipo.tabla, id)).id,
        comprobar: async (antes) => {
          await tipo.alGuardar?.(trx, antes as Fila, { ...antes, ...valores } as Fila);
        },
        cambios: valores as CambiosVersionados<TablaDeZona>,
      }),
    ),
  );
  return vistaDe(db, tipo, id);
}

/** Deletes record `id` if it is still at `version`. */
export async function borrarRegistro(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoRegistro<unknown>,
  id: number,
  version: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const { antes, zonaId } = await bloquearVersionado(trx, {
      tabla: tipo.tabla,
      id,
      version,
      zona: async () => (await zonaPermitida(trx, usuario, tipo.tabla, id)).id,
    });
    await tipo.alBorrar?.(trx, antes as Fila);
    await suelta(trx).deleteFrom(tipo.tabla).where('id', '=', id).execute();
    await registrarCambio(trx, usuario, {
      entidad: tipo.tabla,
      entidadId: id,
      accion: 'borrar',
      zonaId,
      antes,
      despues: null,
    });
  });
  return { id };
}

/** A record's history (its zone's role required). */
export async function historialRegistro(
  db: Db,
  usuario: TokenPayload,
  tabla: TablaDeZona,
  id: number,
  pagina: number,
) {
  await zonaPermitida(db, usuario, tabla, id);
  return historial(db, tabla, id, pagina);
}
