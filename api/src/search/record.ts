/**
 * A record's body as the API takes and gives it: validation (a JSON object, its objectID, its size),
 * Algolia's partial-update operations, attribute paths ("a.b"), and the projection a hit or a
 * getObject returns (attributesToRetrieve, unretrievableAttributes).
 */
import { type JsonObject, SearchError } from './model.ts';

const MAX_OBJECT_ID = 512;
const MAX_RECORD_BYTES = 100_000;

export function getPath(obj: unknown, path: readonly string[]): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as JsonObject)[k];
  }
  return cur;
}

export function setPath(obj: JsonObject, path: readonly string[], value: unknown): void {
  let cur = obj;
  path.forEach((k, i) => {
    if (i === path.length - 1) {
      cur[k] = value;
      return;
    }
    if (!cur[k] || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as JsonObject;
  });
}

/** A record as sent, checked, with its JSON text (measured for the size limit, stored as is). */
export function validRecord(body: unknown, where: string): { record: JsonObject; text: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new SearchError(400, `${where}: the record must be a JSON object`);
  }
  const text = JSON.stringify(body);
  if (text.length > MAX_RECORD_BYTES) {
    throw new SearchError(400, `${where}: record is too big (${MAX_RECORD_BYTES} bytes at most)`);
  }
  return { record: body as JsonObject, text };
}

export function objectIdOf(body: JsonObject, where: string): string {
  const id = body.objectID;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string' || id === '' || id.length > MAX_OBJECT_ID) {
    throw new SearchError(400, `${where}: objectID is missing or invalid`);
  }
  return id;
}

export function applyPartial(existing: JsonObject | undefined, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...(existing ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'objectID') continue;
    if (v && typeof v === 'object' && !Array.isArray(v) && '_operation' in v) {
      const op = (v as JsonObject)._operation;
      const value = (v as JsonObject).value;
      const cur = out[k];
      const arr = Array.isArray(cur) ? [...cur] : cur === undefined ? [] : [cur];
      switch (op) {
        case 'Increment':
          out[k] = (typeof cur === 'number' ? cur : 0) + Number(value ?? 0);
          break;
        case 'Decrement':
          out[k] = (typeof cur === 'number' ? cur : 0) - Number(value ?? 0);
          break;
        case 'IncrementFrom':
          if (typeof cur !== 'number' ? value === 0 : cur === value) out[k] = Number(value) + 1;
          break;
        case 'IncrementSet':
          if (typeof cur !== 'number' || Number(value) > cur) out[k] = value;
          break;
        case 'Add':
          out[k] = [...arr, value];
          break;
        case 'AddUnique':
          out[k] = arr.some((x) => JSON.stringify(x) === JSON.stringify(value)) ? arr : [...arr, value];
          break;
        case 'Remove':
          out[k] = arr.filter((x) => JSON.stringify(x) !== JSON.stringify(value));
          break;
        default:
          throw new SearchError(400, `Unknown built-in operation: ${String(op)}`);
      }
    } else {
      out[k] = v;
    }
  }
  return out;
}

/** attributesToRetrieve (with '*' and '-attr'), minus unretrievableAttributes; objectID always. */
export function project(
  body: JsonObject,
  retrieve: readonly string[] | null | undefined,
  hidden: readonly string[] | null | undefined,
): JsonObject {
  let out: JsonObject;
  if (!retrieve || retrieve.includes('*')) {
    out = { ...body };
    for (const a of retrieve ?? []) if (a.startsWith('-')) delete out[a.slice(1)];
  } else {
    out = {};
    for (const a of retrieve) {
      const path = a.split('.');
      const v = getPath(body, path);
      if (v === undefined) continue;
      setPath(out, path, v);
    }
  }
  for (const a of hidden ?? []) delete out[a];
  out.objectID = body.objectID;
  return out;
}
