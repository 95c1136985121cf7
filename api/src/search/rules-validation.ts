/**
 * A query rule's shape and its checking (issue 37), as Algolia's Rules API takes it: a rule is checked
 * in full when saved (rules-store.ts stores it); what this engine cannot apply (facet patterns,
 * condition filters, alternatives, redirects, search parameters other than the query and filters) is
 * refused with a 400 in Algolia's shape, never stored and ignored. rules.ts applies the rules a
 * query meets.
 */
import { FilterError, parseFilterArray, parseFilters } from './filters.ts';
import { type JsonObject, SearchError } from './model.ts';
import { queryWords, tokenize } from './text.ts';

export type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains';
export const ANCHORINGS: readonly Anchoring[] = ['is', 'startsWith', 'endsWith', 'contains'];

export type Condition = { pattern?: string; anchoring?: Anchoring; alternatives?: boolean; context?: string };
export type Edit = { type: 'remove' | 'replace'; delete: string; insert?: string };
export type ConsequenceQuery = string | { remove?: string[]; edits?: Edit[] };
export type ConsequenceParams = {
  query?: ConsequenceQuery;
  filters?: string;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
  optionalFilters?: string | (string | string[])[];
  renderingContent?: JsonObject;
};
export type Promote = { objectID: string; position: number } | { objectIDs: string[]; position: number };
export type Consequence = {
  params?: ConsequenceParams;
  promote?: Promote[];
  hide?: { objectID: string }[];
  userData?: JsonObject;
  filterPromotes?: boolean;
};
/** A rule as Algolia's API reads and returns it. */
export type Rule = {
  objectID: string;
  conditions?: Condition[];
  consequence: Consequence;
  description?: string;
  enabled: boolean;
  validity?: { from: number; until: number }[];
  tags?: string[];
};

/** Algolia's documented bounds: conditions per rule, promoted records, hidden records, userData size. */
const MAX_CONDITIONS = 25;
const MAX_PROMOTED = 300;
const MAX_PROMOTE_GROUP = 100;
const MAX_HIDDEN = 50;
const MAX_USER_DATA = 1024;
const MAX_TEXT = 1000;
const MAX_POSITION = 1000;
/** A rule context: letters, digits, _ and - ("zona-caracas"). */
const CONTEXT = /^[A-Za-z0-9_-]{1,128}$/;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The 400 for a rule, naming it, in Algolia's shape. */
function bad(id: string, message: string): SearchError {
  return new SearchError(400, `Invalid rule ${id}: ${message}`);
}

function onlyKeys(o: JsonObject, known: readonly string[], id: string, where: string): void {
  const unknown = Object.keys(o).find((k) => !known.includes(k) && o[k] !== undefined);
  if (unknown) throw bad(id, `${where}${unknown} is not supported by this service`);
}

function text(v: unknown, id: string, field: string, max = MAX_TEXT): string {
  if (typeof v !== 'string' || v.length > max)
    throw bad(id, `${field} must be a string of ${max} characters at most`);
  return v;
}

function int(v: unknown, id: string, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw bad(id, `${field} must be an integer between ${min} and ${max}`);
  return v;
}

function readCondition(raw: unknown, id: string): Condition {
  if (!isObject(raw)) throw bad(id, 'each condition must be an object');
  onlyKeys(raw, ['pattern', 'anchoring', 'alternatives', 'context'], id, 'condition ');
  const c: Condition = {};
  if (raw.pattern !== undefined) {
    const pattern = text(raw.pattern, id, 'pattern', 512);
    if (/\{facet:[^}]*\}/.test(pattern))
      throw bad(id, 'facet patterns ({facet:...}) are not supported by this service');
    if (raw.anchoring === undefined) throw bad(id, 'a condition with a pattern needs an anchoring');
    c.pattern = pattern;
  }
  if (raw.anchoring !== undefined) {
    if (!ANCHORINGS.includes(raw.anchoring as Anchoring))
      throw bad(id, `anchoring must be one of ${ANCHORINGS.join(', ')}`);
    if (c.pattern === undefined) throw bad(id, 'a condition with an anchoring needs a pattern');
    c.anchoring = raw.anchoring as Anchoring;
    if (queryWords(c.pattern).words.length === 0 && c.anchoring !== 'is')
      throw bad(id, 'an empty pattern is only allowed with anchoring is');
  }
  if (raw.alternatives !== undefined) {
    if (typeof raw.alternatives !== 'boolean') throw bad(id, 'alternatives must be a boolean');
    // Matching a pattern's plurals, synonyms and typos is not done here: only whole words match.
    if (raw.alternatives) throw bad(id, 'alternatives: true is not supported by this service');
    c.alternatives = false;
  }
  if (raw.context !== undefined) {
    if (typeof raw.context !== 'string' || !CONTEXT.test(raw.context))
      throw bad(id, 'context must be 1 to 128 letters, digits, _ or -');
    c.context = raw.context;
  }
  if (c.pattern === undefined && c.context === undefined)
    throw bad(id, 'a condition needs a pattern (with its anchoring) or a context');
  return c;
}

function readEdit(raw: unknown, id: string): Edit {
  if (!isObject(raw)) throw bad(id, 'each query edit must be an object');
  onlyKeys(raw, ['type', 'delete', 'insert'], id, 'query edit ');
  const type = raw.type ?? 'remove';
  if (type !== 'remove' && type !== 'replace') throw bad(id, 'a query edit type must be remove or replace');
  const del = text(raw.delete, id, 'a query edit delete', 512);
  if (tokenize(del).length === 0) throw bad(id, 'a query edit must delete at least one word');
  if (type === 'remove') {
    if (raw.insert !== undefined) throw bad(id, 'a remove edit takes no insert');
    return { type, delete: del };
  }
  return { type, delete: del, insert: text(raw.insert, id, 'a replace edit insert', 512) };
}

function readQuery(raw: unknown, id: string): ConsequenceQuery {
  if (typeof raw === 'string') return text(raw, id, 'query', 512);
  if (!isObject(raw)) throw bad(id, 'query must be a string or an object with remove and/or edits');
  onlyKeys(raw, ['remove', 'edits'], id, 'query ');
  const out: { remove?: string[]; edits?: Edit[] } = {};
  if (raw.remove !== undefined) {
    if (!Array.isArray(raw.remove) || raw.remove.length > 100)
      throw bad(id, 'query.remove must be an array of words');
    out.remove = raw.remove.map((w) => text(w, id, 'query.remove', 512));
  }
  if (raw.edits !== undefined) {
    if (!Array.isArray(raw.edits) || raw.edits.length > 100)
      throw bad(id, 'query.edits must be an array of edits');
    out.edits = raw.edits.map((e) => readEdit(e, id));
  }
  return out;
}

/** "attr:value", "attr:-value", each with an optional "<score=N>"; what optionalFilters holds. */
const SCORE = /<score=(-?\d{1,4})>\s*$/;

/** optionalFilters checked: facet or tag filters (with scores), as a string or an array of ANDed OR groups. */
export function checkOptionalFilters(raw: unknown, where: string): void {
  const one = (s: unknown) => {
    if (typeof s !== 'string')
      throw new FilterError(`${where}: optionalFilters must be strings or arrays of strings`);
    const [lit] = parseFilterArray(s.replace(SCORE, ''), 'facetFilters')[0]!;
    if (lit!.kind !== 'facet' && lit!.kind !== 'tag')
      throw new FilterError(`${where}: optionalFilters take facet filters only`);
  };
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || list.length > 100)
    throw new FilterError(`${where}: optionalFilters must be a string or an array of at most 100 filters`);
  for (const item of list) (Array.isArray(item) ? item : [item]).forEach(one);
}

export function scoreOf(s: string): { filter: string; score: number } {
  const m = SCORE.exec(s);
  return { filter: m ? s.slice(0, m.index) : s, score: m ? Number(m[1]) : 1 };
}

function readParams(raw: unknown, id: string): ConsequenceParams {
  if (!isObject(raw)) throw bad(id, 'consequence.params must be an object');
  onlyKeys(
    raw,
    [
      'query',
      'filters',
      'facetFilters',
      'numericFilters',
      'tagFilters',
      'optionalFilters',
      'renderingContent',
    ],
    id,
    'consequence parameter ',
  );
  const out: ConsequenceParams = {};
  try {
    if (raw.query !== undefined) out.query = readQuery(raw.query, id);
    if (raw.filters !== undefined) {
      parseFilters(text(raw.filters, id, 'filters', 10_000));
      out.filters = raw.filters as string;
    }
    for (const k of ['facetFilters', 'numericFilters', 'tagFilters'] as const) {
      if (raw[k] !== undefined) {
        parseFilterArray(raw[k], k);
        out[k] = raw[k];
      }
    }
    if (raw.optionalFilters !== undefined) {
      checkOptionalFilters(raw.optionalFilters, `Invalid rule ${id}`);
      out.optionalFilters = raw.optionalFilters as ConsequenceParams['optionalFilters'];
    }
  } catch (err) {
    if (err instanceof SearchError && !err.message.startsWith('Invalid rule')) throw bad(id, err.message);
    throw err;
  }
  if (raw.renderingContent !== undefined) {
    if (!isObject(raw.renderingContent)) throw bad(id, 'renderingContent must be an object');
    out.renderingContent = raw.renderingContent;
  }
  return out;
}

function readPromote(raw: unknown, id: string): Promote[] {
  if (!Array.isArray(raw)) throw bad(id, 'promote must be an array');
  let count = 0;
  const out = raw.map((p): Promote => {
    if (!isObject(p)) throw bad(id, 'each promote must be an object');
    onlyKeys(p, ['objectID', 'objectIDs', 'position'], id, 'promote ');
    const position = int(p.position, id, 'promote position', 0, MAX_POSITION);
    if ((p.objectID === undefined) === (p.objectIDs === undefined))
      throw bad(id, 'each promote needs objectID or objectIDs (not both)');
    if (p.objectIDs !== undefined) {
      if (!Array.isArray(p.objectIDs) || p.objectIDs.length === 0 || p.objectIDs.length > MAX_PROMOTE_GROUP)
        throw bad(id, `promote objectIDs must be an array of 1 to ${MAX_PROMOTE_GROUP} objectIDs`);
      count += p.objectIDs.length;
      return { objectIDs: p.objectIDs.map((o) => text(o, id, 'promote objectIDs', 512)), position };
    }
    count++;
    return { objectID: text(p.objectID, id, 'promote objectID', 512), position };
  });
  if (count > MAX_PROMOTED) throw bad(id, `at most ${MAX_PROMOTED} records can be promoted`);
  const ids = out.flatMap((p) => ('objectIDs' in p ? p.objectIDs : [p.objectID]));
  if (new Set(ids).size !== ids.length) throw bad(id, 'a record is promoted twice');
  return out;
}

function readConsequence(raw: unknown, id: string): Consequence {
  if (!isObject(raw)) throw bad(id, 'consequence is required (an object)');
  onlyKeys(raw, ['params', 'promote', 'hide', 'userData', 'filterPromotes'], id, 'consequence ');
  const out: Consequence = {};
  if (raw.params !== undefined) out.params = readParams(raw.params, id);
  if (raw.promote !== undefined) out.promote = readPromote(raw.promote, id);
  if (raw.hide !== undefined) {
    if (!Array.isArray(raw.hide) || raw.hide.length > MAX_HIDDEN)
      throw bad(id, `hide must be an array of at most ${MAX_HIDDEN} objects`);
    out.hide = raw.hide.map((h) => {
      if (!isObject(h)) throw bad(id, 'each hide must be an object with an objectID');
      onlyKeys(h, ['objectID'], id, 'hide ');
      return { objectID: text(h.objectID, id, 'hide objectID', 512) };
    });
  }
  if (raw.userData !== undefined) {
    if (!isObject(raw.userData)) throw bad(id, 'userData must be an object');
    if (Buffer.byteLength(JSON.stringify(raw.userData)) > MAX_USER_DATA)
      throw bad(id, `userData is limited to ${MAX_USER_DATA} bytes of minified JSON`);
    out.userData = raw.userData;
  }
  if (raw.filterPromotes !== undefined) {
    if (typeof raw.filterPromotes !== 'boolean') throw bad(id, 'filterPromotes must be a boolean');
    out.filterPromotes = raw.filterPromotes;
  }
  if (!out.params && !out.promote?.length && !out.hide?.length && !out.userData)
    throw bad(id, 'consequence must have params, promote, hide or userData');
  return out;
}

/** A rule from a request, checked (400 in Algolia's shape otherwise). */
export function readRule(raw: unknown, objectID?: string): Rule {
  if (!isObject(raw)) throw new SearchError(400, 'Invalid rule: expected a JSON object');
  const id = objectID ?? raw.objectID;
  if (typeof id !== 'string' || id.length === 0 || id.length > 512)
    throw new SearchError(400, 'Invalid rule: objectID must be a non-empty string');
  if (objectID !== undefined && raw.objectID !== undefined && raw.objectID !== objectID)
    throw bad(id, "the body's objectID differs from the path's");
  onlyKeys(
    raw,
    ['objectID', 'conditions', 'condition', 'consequence', 'description', 'enabled', 'validity', 'tags'],
    id,
    '',
  );
  const rule: Rule = { objectID: id, consequence: readConsequence(raw.consequence, id), enabled: true };
  // `condition` (one) is the older form of `conditions`.
  const conds = raw.conditions ?? (raw.condition !== undefined ? [raw.condition] : undefined);
  if (conds !== undefined) {
    if (!Array.isArray(conds) || conds.length > MAX_CONDITIONS)
      throw bad(id, `conditions must be an array of at most ${MAX_CONDITIONS} conditions`);
    rule.conditions = conds.map((c) => readCondition(c, id));
  }
  const c = rule.consequence;
  if (c.params?.query !== undefined && !(rule.conditions ?? []).some((x) => x.pattern !== undefined))
    throw bad(id, 'a query edit needs a condition with a pattern');
  if (raw.description !== undefined) rule.description = text(raw.description, id, 'description');
  if (raw.enabled !== undefined) {
    if (typeof raw.enabled !== 'boolean') throw bad(id, 'enabled must be a boolean');
    rule.enabled = raw.enabled;
  }
  if (raw.validity !== undefined) {
    if (!Array.isArray(raw.validity) || raw.validity.length > 100)
      throw bad(id, 'validity must be an array of time ranges');
    rule.validity = raw.validity.map((v) => {
      if (!isObject(v)) throw bad(id, 'each validity must be an object with from and until');
      onlyKeys(v, ['from', 'until'], id, 'validity ');
      const from = int(v.from, id, 'validity from', 0, 2 ** 32);
      const until = int(v.until, id, 'validity until', 0, 2 ** 32);
      if (until < from) throw bad(id, 'validity until is before from');
      return { from, until };
    });
  }
  if (raw.tags !== undefined) {
    if (!Array.isArray(raw.tags) || raw.tags.length > 100) throw bad(id, 'tags must be an array of strings');
    rule.tags = raw.tags.map((t) => text(t, id, 'tags', 256));
  }
  return rule;
}
