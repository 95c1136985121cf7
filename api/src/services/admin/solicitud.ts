/**
 * What the customers' decided-once records share (issue 19): prime requests, deletion requests and
 * referral rewards are PENDIENTE until one staff decision. `tomarPendiente` locks the row in the
 * decision's transaction: whoever comes second (another tab, another person, a double click) waits,
 * then finds it decided and is told so (409), and nothing of theirs is applied.
 */
import { MensajesClientes, type Persona, type TokenPayload } from '@mercado/shared/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { exigirVersion } from './version.ts';

type TablaDecision = 'membresia_solicitud' | 'borrar_cuenta_solicitud' | 'referido';

export const yaDecidida = () =>
  new Conflicto(MensajesClientes.SOLICITUD_DECIDIDA, { version: MensajesClientes.SOLICITUD_DECIDIDA });

/** Locks the pending record `id` of `tabla` at `version` (404, 409 decided, 409 stale). */
export async function tomarPendiente(
  trx: Db,
  tabla: TablaDecision,
  id: number,
  version: number,
): Promise<{ estatus: string; version: number }> {
  const { rows } = await sql<{ estatus: string; version: number }>`
    select estatus, version from ${sql.table(tabla)} where id = ${id} for update`.execute(trx);
  const fila = rows[0];
  if (!fila) throw new NoExiste();
  if (fila.estatus !== 'PENDIENTE') throw yaDecidida();
  exigirVersion(fila.version, version);
  return fila;
}

/** The columns that close a decision: its status, when, who, why, and the next version. */
export const cierre = (usuario: TokenPayload, estatus: string, version: number, motivo: string | null) => ({
  estatus,
  motivo,
  decidido_en: sql<Date>`now()`,
  decidido_por: usuario.uid,
  version: version + 1,
});

type TablaSolicitud = 'membresia_solicitud' | 'borrar_cuenta_solicitud';

/** Rejects the pending record with the reason the customer reads (the entity of its history is its table). */
export async function rechazarPendiente(
  db: Db,
  usuario: TokenPayload,
  tabla: TablaDecision,
  id: number,
  datos: { motivo: string; version: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await tomarPendiente(trx, tabla, id, datos.version);
    await trx
      .updateTable(tabla as 'referido')
      .set(cierre(usuario, 'RECHAZADA', s.version, datos.motivo))
      .where('id', '=', id)
      .execute();
    await registrarCambio(trx, usuario, {
      entidad: tabla,
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues: { estatus: 'RECHAZADA', motivo: datos.motivo },
    });
  });
}

/** A text filter on the customer `c`: name or email, case- and accent-insensitive. */
export const filtroCliente = (q: string) => {
  const patron = patronTexto(plegarTexto(q));
  return sql<boolean>`(${plegar('c.nombre')} like ${patron} or lower(c.email) like ${patron})`;
};

/** A requests list's text and status filters, on a query from `consultaSolicitudes`. */
export function filtrarSolicitudes<DB, TB extends keyof DB, O>(
  consulta: SelectQueryBuilder<DB, TB, O>,
  q: { q: string; estado?: string | undefined },
): SelectQueryBuilder<DB, TB, O> {
  let c = consulta;
  if (q.q) c = c.where(filtroCliente(q.q));
  if (q.estado) c = c.where(sql<boolean>`s.estatus = ${q.estado}`);
  return c;
}

/**
 * The list (paged, sorted by one of `orden`'s columns, filtered by text and status) and the read of
 * one request, for a kind of request: its query (`consultaSolicitudes` and its own columns) and its
 * view of a row.
 */
export function lecturaDeSolicitudes<DB, TB extends keyof DB, O, V, K extends string>(
  consulta: (db: Db) => SelectQueryBuilder<DB, TB, O>,
  vista: (fila: O) => V,
  orden: Record<K, string>,
) {
  return {
    async listar(
      db: Db,
      q: { pagina: number; orden: K; dir: 'asc' | 'desc'; q: string; estado?: string | undefined },
    ): Promise<Pagina<V>> {
      const pagina = await paginar(filtrarSolicitudes(consulta(db), q), {
        pagina: q.pagina,
        columna: orden[q.orden],
        dir: q.dir,
        idColumna: 's.id',
      });
      return { ...pagina, items: pagina.items.map(vista) };
    },
    async leer(db: Db, id: number): Promise<V> {
      const fila = await consulta(db).where(sql<boolean>`s.id = ${id}`).executeTakeFirst();
      if (!fila) throw new NoExiste();
      return vista(fila as O);
    },
  };
}

/**
 * A customer's requests of `tabla` with their customer (`c_*`) and who decided (`decidido_por_email`).
 * Both tables share the request columns (0018); the query reads only those, so the cast is safe.
 */
export function consultaSolicitudes(db: Db, tabla: TablaSolicitud) {
  return db
    .selectFrom(`${tabla} as s` as 'membresia_solicitud as s')
    .innerJoin('usuario as c', 'c.id', 's.usuario_id')
    .select([
      's.id',
      's.estatus',
      's.creado_en',
      's.decidido_en',
      's.motivo',
      's.version',
      'c.id as c_id',
      'c.nombre as c_nombre',
      'c.email as c_email',
      'c.estatus as c_estatus',
      'c.usuario_tipo as c_tipo',
    ])
    .select((eb) =>
      eb
        .selectFrom('usuario as quien')
        .select('quien.email')
        .whereRef('quien.id', '=', 's.decidido_por')
        .as('decidido_por_email'),
    );
}

/** The account whose columns a row names `<prefijo>_id`, `<prefijo>_nombre`… (`c`: the customer). */
export const personaDe = (f: object, prefijo = 'c'): Persona => {
  const g = f as Record<string, unknown>;
  return {
    id: g[`${prefijo}_id`] as string,
    nombre: g[`${prefijo}_nombre`] as string,
    email: g[`${prefijo}_email`] as string,
    estatus: g[`${prefijo}_estatus`] as Persona['estatus'],
    usuarioTipo: g[`${prefijo}_tipo`] as Persona['usuarioTipo'],
  };
};

/** The decision fields of a request row. */
export const decisionDe = (f: {
  id: number;
  creado_en: Date;
  decidido_en: Date | null;
  decidido_por_email: string | null;
  motivo: string | null;
  version: number;
}) => ({
  id: f.id,
  creadoEn: new Date(f.creado_en).toISOString(),
  decididoEn: fechaIso(f.decidido_en),
  decididoPor: f.decidido_por_email,
  motivo: f.motivo,
  version: f.version,
});

export const fechaIso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
