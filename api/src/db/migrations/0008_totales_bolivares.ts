import { type Kysely, sql } from 'kysely';

/**
 * Totals in bolívares (issue 17): an order's `totales` carry `bs`, every amount of the order in
 * bolívares as the page showed it, instead of `totalBs` and `montoMetodoBs` alone. Orders placed
 * before showed each dollar amount converted at their rate, and their total and method's part in
 * bolívares as stored: that is what their `bs` records.
 */
const montoBs = (campo: string) => `round((totales->>'${campo}')::numeric * tasa, 2)::text`;

const CAMPOS = [
  'subtotal',
  'ahorroOfertas',
  'descuentoCupon',
  'totalIva',
  'totalProductos',
  'empaquetado',
  'envio',
  'igtf',
  'saldoUsado',
];

const up_statement = `update orden set totales = (totales - 'totalBs' - 'montoMetodoBs') || jsonb_build_object('bs',
  jsonb_build_object(${CAMPOS.map((c) => `'${c}', ${montoBs(c)}`).join(', ')},
    'iva', (select coalesce(jsonb_agg(c || jsonb_build_object(
        'base', round((c->>'base')::numeric * tasa, 2)::text,
        'monto', round((c->>'monto')::numeric * tasa, 2)::text)), '[]'::jsonb)
      from jsonb_array_elements(totales->'iva') c),
    'total', totales->'totalBs',
    'montoMetodo', totales->'montoMetodoBs'))
  where not totales ? 'bs'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(up_statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`update orden set totales = (totales - 'bs') || jsonb_build_object(
      'totalBs', totales->'bs'->'total', 'montoMetodoBs', totales->'bs'->'montoMetodo')
      where totales ? 'bs'`)
    .execute(db);
}
