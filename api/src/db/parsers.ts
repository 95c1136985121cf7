/**
 * How the API reads PostgreSQL's values, the same on both drivers (the pg pool in db/index.ts, PGlite
 * in pglite-hilo-worker.ts): numeric stays a decimal string (money is never a float), bigint (count)
 * becomes a number, and date and time stay strings ('2026-03-05', '08:00:00'): a JS Date would shift
 * with the process time zone.
 */
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;
const TIME_OID = 1083;

const asIs = (v: string) => v;

export const PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [NUMERIC_OID]: asIs,
  [INT8_OID]: (v: string) => Number(v),
  [DATE_OID]: asIs,
  [TIME_OID]: asIs,
};
