/**
 * The database as the code reads it: the tables generated from the migrations (`schema.generated.ts`,
 * decision 0038) with only what the schema cannot say: the shape of a JSON column, the values a check
 * constraint allows, a generated column PostgreSQL computes. Regenerate the tables with
 * `npx pnpm@10.34.0 --filter @mercado/api run db:types`; never write a table here by hand.
 */
import type { AccionAuditoria, EstadoLinea, Totales, Vuelto } from '@mercado/shared/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { DB, Generated } from './schema.generated.ts';

/** A jsonb column read as `T`, written as JSON text (`JSON.stringify`). */
type Json<T> = ColumnType<T, string, string>;

/** `T` with some of its columns typed closer; a column `T` lacks does not compile. */
type Con<T, R extends { [K in keyof R]: K extends keyof T ? unknown : never }> = Omit<T, keyof R> & R;

/** Computed by PostgreSQL from not-null columns (`generated always … stored`): never null, never written. */
type Calculada = GeneratedAlways<string>;

export type Database = Con<
  DB,
  {
    auditoria: Con<DB['auditoria'], { accion: AccionAuditoria }>;
    metodo_pago: Con<
      DB['metodo_pago'],
      { datos_destino: Generated<Json<{ etiqueta: string; valor: string }[]>> }
    >;
    /** The full `Totales` (IVA by class…), as placed. */
    orden: Con<DB['orden'], { totales: Json<Totales> }>;
    orden_preparacion_linea: Con<DB['orden_preparacion_linea'], { estado: EstadoLinea }>;
    /** Lower case without accents, sorted with collate "C" (0002). */
    producto: Con<DB['producto'], { nombre_orden: Calculada }>;
    /** Name, email, phone and document folded for the lists' text filters (0021). */
    usuario: Con<DB['usuario'], { busqueda: Calculada }>;
    vuelto: Con<DB['vuelto'], { motivo: Vuelto['motivo']; estatus: Generated<Vuelto['estatus']> }>;
  }
>;
