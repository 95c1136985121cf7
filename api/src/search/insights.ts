/**
 * Insights events (POST /1/events) with Algolia's validation rules, and the "buscador-historial"
 * figures computed from what the engine recorded (queries and events).
 */
import { type BuscadorHistorial, etiquetaZona } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { SearchError } from './model.ts';

const EVENT_TYPES = new Set(['click', 'conversion', 'view']);
const SUBTYPES = new Set(['addToCart', 'purchase']);
const PRINTABLE_ASCII = /^[\x20-\x7e]{1,64}$/;
/** Algolia's rule for a user token (events and the search parameter alike). */
export const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
const MAX_AGE_MS = 4 * 24 * 3600 * 1000;

export type InsightsEvent = {
  eventType: 'click' | 'conversion' | 'view';
  eventSubtype: string | null;
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken: string | null;
  queryID: string | null;
  objectIDs: string[];
  positions: number[] | null;
  filters: string[] | null;
  timestamp: number;
};

/** Validates one event; throws SearchError 422 with Algolia-like wording. */
export function validateEvent(raw: unknown, i: number, now = Date.now()): InsightsEvent {
  const at = `events[${i}]`;
  const fail = (msg: string): never => {
    throw new SearchError(422, `${at}: ${msg}`);
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('an event must be an object');
  const e = raw as Record<string, unknown>;
  if (typeof e.eventType !== 'string' || !EVENT_TYPES.has(e.eventType)) {
    fail('eventType must be one of click, conversion, view');
  }
  if (typeof e.eventName !== 'string' || !PRINTABLE_ASCII.test(e.eventName)) {
    fail('eventName must be 1 to 64 printable ASCII characters');
  }
  if (typeof e.index !== 'string' || e.index.length === 0) fail('index is required');
  if (typeof e.userToken !== 'string' || !USER_TOKEN.test(e.userToken)) {
    fail('userToken must be 1 to 129 characters among a-z A-Z 0-9 _ = / + -');
  }
  if (
    e.authenticatedUserToken !== undefined &&
    (typeof e.authenticatedUserToken !== 'string' || !USER_TOKEN.test(e.authenticatedUserToken))
  ) {
    fail('authenticatedUserToken must be 1 to 129 characters among a-z A-Z 0-9 _ = / + -');
  }
  let eventSubtype: string | null = null;
  if (e.eventSubtype !== undefined) {
    if (e.eventType !== 'conversion' || typeof e.eventSubtype !== 'string' || !SUBTYPES.has(e.eventSubtype)) {
      fail('eventSubtype is only for conversion events: addToCart or purchase');
    }
    eventSubtype = e.eventSubtype as string;
  }
  if (e.queryID !== undefined && (typeof e.queryID !== 'string' || !QUERY_ID.test(e.queryID))) {
    fail('queryID must be 32 hexadecimal characters');
  }
  const hasObjects = e.objectIDs !== undefined;
  const hasFilters = e.filters !== undefined;
  if (hasObjects === hasFilters) fail('exactly one of objectIDs or filters is required');
  let objectIDs: string[] = [];
  let filters: string[] | null = null;
  if (hasObjects) {
    if (
      !Array.isArray(e.objectIDs) ||
      e.objectIDs.length < 1 ||
      e.objectIDs.length > 20 ||
      !e.objectIDs.every((o) => typeof o === 'string' && o.length > 0)
    ) {
      fail('objectIDs must be 1 to 20 non-empty strings');
    }
    objectIDs = e.objectIDs as string[];
  } else {
    if (
      !Array.isArray(e.filters) ||
      e.filters.length < 1 ||
      e.filters.length > 10 ||
      !e.filters.every((f) => typeof f === 'string' && /^[^:]+:.+$/.test(f))
    ) {
      fail('filters must be 1 to 10 strings attribute:value');
    }
    filters = e.filters as string[];
  }
  let positions: number[] | null = null;
  if (e.positions !== undefined) {
    if (!Array.isArray(e.positions) || !e.positions.every((p) => Number.isInteger(p) && (p as number) >= 1)) {
      fail('positions must be integers from 1');
    }
    positions = e.positions as number[];
    if (positions.length !== objectIDs.length) fail('positions must have one position per objectID');
  }
  if (e.eventType === 'click' && e.queryID !== undefined && positions === null) {
    fail('positions are required for a click after a search (with queryID)');
  }
  if (positions !== null && e.queryID === undefined) fail('positions need the queryID of the search');
  let timestamp = now;
  if (e.timestamp !== undefined) {
    if (typeof e.timestamp !== 'number' || !Number.isInteger(e.timestamp))
      fail('timestamp must be milliseconds');
    timestamp = e.timestamp as number;
    if (timestamp < now - MAX_AGE_MS || timestamp > now + 3600_000)
      fail('timestamp must be within the last 4 days');
  }
  return {
    eventType: e.eventType as InsightsEvent['eventType'],
    eventSubtype,
    eventName: e.eventName as string,
    index: e.index as string,
    userToken: e.userToken as string,
    authenticatedUserToken: (e.authenticatedUserToken as string | undefined) ?? null,
    queryID: (e.queryID as string | undefined)?.toLowerCase() ?? null,
    objectIDs,
    positions,
    filters,
    timestamp,
  };
}

/** POST /1/events: all events valid or none recorded. */
export async function recordEvents(db: Db, body: unknown): Promise<{ status: 200; message: 'OK' }> {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0 || events.length > 1000) {
    throw new SearchError(422, 'events must be an array of 1 to 1000 events');
  }
  const valid = events.map((e, i) => validateEvent(e, i));
  for (let i = 0; i < valid.length; i += 200) {
    const rows = valid.slice(i, i + 200).map(
      (e) => sql`(${e.eventType}, ${e.eventSubtype}, ${e.eventName}, ${e.index}, ${e.userToken},
        ${e.authenticatedUserToken}, ${e.queryID}, ${toArray(e.objectIDs)}::text[],
        ${e.positions ? `{${e.positions.join(',')}}` : null}::integer[],
        ${e.filters ? toArray(e.filters) : null}::text[], ${new Date(e.timestamp).toISOString()}::timestamptz)`,
    );
    await sql`insert into search_event (event_type, event_subtype, event_name, index_name, user_token,
      authenticated_user_token, query_id, object_ids, positions, filters, ocurrido_en)
      values ${sql.join(rows)}`.execute(db);
  }
  return { status: 200, message: 'OK' };
}

function toArray(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The "buscador-historial" figures for an index over [desde, hasta), of every search or of one zone's
 * (those tagged `etiquetaZona(zona)` in Algolia's analyticsTags, as the storefront tags them): top
 * queries (folded), queries without results, click-through and conversions of tracked searches (events
 * joined by queryID; without a zone, every conversion of the index), and the searches per Caracas day.
 */
export async function buscadorHistorial(
  db: Db,
  opts: { indexName: string; desde: Date; hasta: Date; zona?: string; limite?: number },
): Promise<BuscadorHistorial> {
  const { indexName, desde, hasta, zona } = opts;
  const etiqueta = zona === undefined ? undefined : etiquetaZona(zona);
  const limite = opts.limite ?? 20;
  const periodo = sql`index_name = ${indexName} and creado_en >= ${desde.toISOString()}::timestamptz and creado_en < ${hasta.toISOString()}::timestamptz`;
  const range = etiqueta ? sql`${periodo} and ${etiqueta} = any(analytics_tags)` : periodo;
  /** Events of the period, only those of the tagged searches when there is a tag. */
  const eventos = etiqueta
    ? sql`${periodo} and query_id in (select query_id from search_query_log where ${range} and query_id is not null)`
    : periodo;
  const total = await sql<{ n: number }>`select count(*) as n from search_query_log where ${range}`.execute(
    db,
  );
  const top = await sql<{ query: string; busquedas: number; resultados: number; clics: number }>`
    select q.query_normalizada as query, count(*) as busquedas,
      (array_agg(q.nb_hits order by q.creado_en desc))[1] as resultados,
      (select count(*) from search_event e
        where e.event_type = 'click' and e.query_id is not null
          and e.query_id = any(array_agg(q.query_id))) as clics
    from search_query_log q where ${range}
    group by q.query_normalizada order by busquedas desc, query limit ${limite}`.execute(db);
  const vacias = await sql<{ query: string; busquedas: number }>`
    select query_normalizada as query, count(*) as busquedas from search_query_log
    where ${range} and nb_hits = 0
    group by query_normalizada order by busquedas desc, query limit ${limite}`.execute(db);
  const clics = await sql<{ rastreadas: number; con_clic: number; posicion: string | null }>`
    select count(*) as rastreadas,
      count(*) filter (where exists (select 1 from search_event e where e.event_type = 'click' and e.query_id = q.query_id)) as con_clic,
      (select avg(p) from search_event e, unnest(e.positions) as p
        where e.event_type = 'click' and ${eventos}) as posicion
    from search_query_log q where ${range} and q.query_id is not null`.execute(db);
  const conversiones = await sql<{ n: number }>`
    select count(*) as n from search_event where event_type = 'conversion' and ${eventos}`.execute(db);
  const dias = await sql<{ dia: string; busquedas: number; sin_resultados: number }>`
    select to_char(creado_en at time zone 'America/Caracas', 'YYYY-MM-DD') as dia, count(*) as busquedas,
      count(*) filter (where nb_hits = 0) as sin_resultados
    from search_query_log where ${range} group by dia order by dia`.execute(db);
  const c = clics.rows[0]!;
  const rastreadas = Number(c.rastreadas);
  const conClic = Number(c.con_clic);
  return {
    desde: desde.toISOString(),
    hasta: hasta.toISOString(),
    busquedas: Number(total.rows[0]?.n ?? 0),
    masBuscadas: top.rows.map((r) => ({
      query: r.query,
      busquedas: Number(r.busquedas),
      resultados: Number(r.resultados),
      clics: Number(r.clics),
    })),
    sinResultados: vacias.rows.map((r) => ({ query: r.query, busquedas: Number(r.busquedas) })),
    clics: {
      busquedasRastreadas: rastreadas,
      busquedasConClic: conClic,
      tasaClics: rastreadas === 0 ? 0 : conClic / rastreadas,
      posicionPromedio: c.posicion === null ? null : Math.round(Number(c.posicion) * 100) / 100,
      conversiones: Number(conversiones.rows[0]?.n ?? 0),
    },
    porDia: dias.rows.map((d) => ({
      dia: d.dia,
      busquedas: Number(d.busquedas),
      sinResultados: Number(d.sin_resultados),
    })),
    zona: zona ?? null,
  };
}
