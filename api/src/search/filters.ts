/**
 * Algolia's `filters` grammar, `facetFilters`, `numericFilters` and `tagFilters`, parsed into one
 * conjunctive form (an AND of OR-groups of single filters) and compiled to SQL over the JSONB record.
 *
 * A small recursive-descent parser rather than a library: no maintained package parses this grammar
 * (the npm candidates are validators or query builders with a few hundred downloads), and a generic
 * parser generator (peggy, chevrotain) would be a dependency and a build step for ~150 lines.
 *
 *   expr    := and ('OR' and)*
 *   and     := unary ('AND' unary)*
 *   unary   := 'NOT' unary | '(' expr ')' | filter
 *   filter  := name ':' value 'TO' value      numeric range, inclusive
 *            | name ':' value                 facet (or boolean) value
 *            | name op number                 op: < <= = != >= >
 *            | value                          tag (_tags:value)
 *   name, value: a bare word (letters, digits, . _ - and the like) or a "double" / 'single' quoted string
 *
 * Then Algolia's documented limits are enforced so what works here works there: no AND inside an OR
 * group, no NOT in front of a group. Errors are `FilterError` (HTTP 400 in Algolia's words).
 */
import { type RawBuilder, sql } from 'kysely';
import { SearchError } from './model.ts';

/** A filter the service refuses: answered 400 in Algolia's shape, as every SearchError. */
export class FilterError extends SearchError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Bounds of what one query may ask, so a crafted filter costs a 400, not the process's stack. */
export const MAX_FILTERS_LENGTH = 10_000;
export const MAX_FILTER_NESTING = 32;
export const MAX_FILTER_ITEMS = 1000;

export type Literal =
  | { kind: 'facet'; attr: string; value: string; neg: boolean }
  | { kind: 'tag'; value: string; neg: boolean }
  | { kind: 'numeric'; attr: string; op: NumOp; num: number; neg: boolean }
  | { kind: 'range'; attr: string; lo: number; hi: number; neg: boolean };
export type NumOp = '<' | '<=' | '=' | '!=' | '>=' | '>';
/** AND of clauses; a clause is an OR of literals. */
export type Cnf = Literal[][];

type Node =
  | { t: 'and' | 'or'; items: Node[]; group: boolean }
  | { t: 'not'; item: Node }
  | { t: 'lit'; lit: Literal; group: boolean };

type Tok = { k: 'word' | 'str' | 'op' | '(' | ')' | ':'; v: string; at: number };

const OPS = ['<=', '>=', '!=', '<', '>', '='] as const;

function lex(input: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === ':') {
      out.push({ k: c, v: c, at: i });
      i++;
      continue;
    }
    const op = OPS.find((o) => input.startsWith(o, i));
    if (op) {
      out.push({ k: 'op', v: op, at: i });
      i += op.length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let v = '';
      while (j < input.length && input[j] !== c) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        v += input[j];
        j++;
      }
      if (j >= input.length) throw new FilterError(`filters: Unterminated string at col ${i + 1}`);
      out.push({ k: 'str', v, at: i });
      i = j + 1;
      continue;
    }
    let j = i;
    let v = '';
    while (j < input.length && !/[\s():"'<>=!]/.test(input[j]!)) {
      if (input[j] === '\\' && j + 1 < input.length) j++;
      v += input[j];
      j++;
    }
    if (j === i) throw new FilterError(`filters: Unexpected character '${c}' at col ${i + 1}`);
    out.push({ k: 'word', v, at: i });
    i = j;
  }
  return out;
}

const MAX_NUM = 4611686018427387;

function toNumber(tok: Tok | undefined, what: string): number {
  if (!tok || (tok.k !== 'word' && tok.k !== 'str') || !/^-?\d+(\.\d+)?$/.test(tok.v)) {
    throw new FilterError(
      `filters: Unexpected token ${tok ? `'${tok.v}' at col ${tok.at + 1}` : 'end of filter'} expected numeric ${what}`,
    );
  }
  const n = Number(tok.v);
  if (Math.abs(n) > MAX_NUM) throw new FilterError(`filters: number out of range: ${tok.v}`);
  return n;
}

class Parser {
  private i = 0;
  /** Open parentheses and NOTs around the current token. */
  private depth = 0;
  private readonly toks: Tok[];
  constructor(toks: Tok[]) {
    this.toks = toks;
  }

  parse(): Node {
    if (this.toks.length === 0) return { t: 'and', items: [], group: false };
    const node = this.expr();
    const rest = this.toks[this.i];
    if (rest) throw new FilterError(`filters: Unexpected token '${rest.v}' at col ${rest.at + 1}`);
    return node;
  }

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private isKeyword(tok: Tok | undefined, kw: string): boolean {
    return tok?.k === 'word' && tok.v === kw;
  }
  private unexpected(expected: string): never {
    const tok = this.peek();
    throw new FilterError(
      `filters: Unexpected token ${tok ? `'${tok.v}' at col ${tok.at + 1}` : 'end of filter'} expected ${expected}`,
    );
  }

  private expr(): Node {
    const items = [this.and()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.i++;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { t: 'or', items, group: false };
  }

  private and(): Node {
    const items = [this.unary()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.i++;
      items.push(this.unary());
    }
    return items.length === 1 ? items[0]! : { t: 'and', items, group: false };
  }

  private unary(): Node {
    const tok = this.peek();
    if (tok && (this.isKeyword(tok, 'NOT') || tok.k === '(')) {
      if (++this.depth > MAX_FILTER_NESTING) {
        throw new FilterError(`filters: nested too deeply (${MAX_FILTER_NESTING} levels at most)`);
      }
      this.i++;
      let node: Node;
      if (tok.k === '(') {
        const inner = this.expr();
        if (this.peek()?.k !== ')') this.unexpected("')'");
        this.i++;
        node = { ...inner, group: true } as Node;
      } else node = { t: 'not', item: this.unary() };
      this.depth--;
      return node;
    }
    return { t: 'lit', lit: this.filter(), group: false };
  }

  private filter(): Literal {
    const first = this.peek();
    if (
      !first ||
      (first.k !== 'word' && first.k !== 'str') ||
      (first.k === 'word' && /^(AND|OR|NOT)$/.test(first.v))
    ) {
      this.unexpected('a filter');
    }
    this.i++;
    const next = this.peek();
    if (next?.k === ':') {
      this.i++;
      const value = this.peek();
      if (!value || (value.k !== 'word' && value.k !== 'str')) this.unexpected('a value');
      this.i++;
      if (this.isKeyword(this.peek(), 'TO')) {
        this.i++;
        const lo = toNumber(value, 'range bound');
        const hi = toNumber(this.peek(), 'range bound');
        this.i++;
        return { kind: 'range', attr: first.v, lo, hi, neg: false };
      }
      if (first.v === '_tags') return { kind: 'tag', value: value.v, neg: false };
      return { kind: 'facet', attr: first.v, value: value.v, neg: false };
    }
    if (next?.k === 'op') {
      this.i++;
      const num = toNumber(this.peek(), 'value');
      this.i++;
      return { kind: 'numeric', attr: first.v, op: next.v as NumOp, num, neg: false };
    }
    return { kind: 'tag', value: first.v, neg: false };
  }
}

function literalOf(node: Node, where: string): Literal {
  if (node.t === 'lit') return node.lit;
  if (node.t === 'not') {
    if ((node.item.t !== 'lit' && node.item.t !== 'not') || (node.item.t === 'lit' && node.item.group)) {
      throw new FilterError(`${where}: NOT can only negate a single filter, not a group`);
    }
    const inner = literalOf(node.item, where);
    return { ...inner, neg: !inner.neg };
  }
  throw new FilterError(
    `${where}: filters inside an OR group cannot be combined with AND (${where} must be an AND of OR groups)`,
  );
}

/** Parses `filters` into conjunctive form, with Algolia's limits. */
export function parseFilters(input: string): Cnf {
  if (input.length > MAX_FILTERS_LENGTH) {
    throw new FilterError(`filters: too long (${MAX_FILTERS_LENGTH} characters at most)`);
  }
  const root = new Parser(lex(input)).parse();
  if (root.t === 'and' && root.group && root.items.length > 0) {
    throw new FilterError('filters: a group of ANDs cannot be put in parentheses');
  }
  const terms = root.t === 'and' && !(root.group && root.items.length === 0) ? root.items : [root];
  return terms.map((term) => {
    if (term.t === 'or') return term.items.map((n) => literalOf(n, 'filters'));
    if (term.t === 'and') {
      // A parenthesised AND group at the top level, "(A AND B)": Algolia accepts plain ANDs only.
      throw new FilterError('filters: a group of ANDs cannot be put in parentheses');
    }
    return [literalOf(term, 'filters')];
  });
}

/** "attr:value", "attr:-value" (negated), "attr:\-value" (literal minus). */
function facetString(s: string, name: string): Literal {
  const colon = s.indexOf(':');
  if (colon <= 0) throw new FilterError(`${name}: invalid syntax '${s}', expected attribute:value`);
  let attr = s.slice(0, colon).trim();
  let value = s.slice(colon + 1).trim();
  if (attr.startsWith('"') && attr.endsWith('"') && attr.length > 1) attr = attr.slice(1, -1);
  if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
  let neg = false;
  if (value.startsWith('-')) {
    neg = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  if (attr === '_tags') return { kind: 'tag', value, neg };
  return { kind: 'facet', attr, value, neg };
}

function numericString(s: string, name: string): Literal {
  const m = /^\s*("[^"]+"|[^\s<>=!:]+)\s*(<=|>=|!=|<|>|=|:)\s*(.+?)\s*$/.exec(s);
  if (!m) throw new FilterError(`${name}: invalid syntax '${s}'`);
  const attr = m[1]!.replace(/^"|"$/g, '');
  if (m[2] === ':') {
    const r = /^(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)$/.exec(m[3]!);
    if (!r) throw new FilterError(`${name}: invalid range '${s}', expected attribute:lower TO upper`);
    return { kind: 'range', attr, lo: Number(r[1]), hi: Number(r[2]), neg: false };
  }
  if (!/^-?\d+(\.\d+)?$/.test(m[3]!)) throw new FilterError(`${name}: invalid numeric value in '${s}'`);
  return { kind: 'numeric', attr, op: m[2] as NumOp, num: Number(m[3]), neg: false };
}

function tagString(s: string): Literal {
  return s.startsWith('-')
    ? { kind: 'tag', value: s.slice(1), neg: true }
    : { kind: 'tag', value: s, neg: false };
}

/**
 * facetFilters / numericFilters / tagFilters: a string (one filter, or a JSON-encoded array), or an
 * array whose items are ANDed, a nested array being an OR group.
 */
export function parseFilterArray(raw: unknown, name: 'facetFilters' | 'numericFilters' | 'tagFilters'): Cnf {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new FilterError(`${name}: invalid JSON array`);
    }
  }
  const one = name === 'facetFilters' ? facetString : name === 'numericFilters' ? numericString : tagString;
  const item = (v: unknown): Literal => {
    if (typeof v !== 'string') throw new FilterError(`${name}: expected strings or arrays of strings`);
    return one(v, name);
  };
  if (typeof value === 'string') {
    if (value.length > MAX_FILTERS_LENGTH) {
      throw new FilterError(`${name}: too long (${MAX_FILTERS_LENGTH} characters at most)`);
    }
    // "a,b" in the old comma syntax for numericFilters/tagFilters.
    return name === 'facetFilters' ? [[item(value)]] : value.split(',').map((v) => [item(v.trim())]);
  }
  if (!Array.isArray(value)) throw new FilterError(`${name}: expected an array`);
  const count = value.reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
  if (count > MAX_FILTER_ITEMS) {
    throw new FilterError(`${name}: too many filters (${MAX_FILTER_ITEMS} at most)`);
  }
  return value.map((v) => (Array.isArray(v) ? v.map(item) : [item(v)]));
}

/* -------------------------------------------------------------------------------------------------
 * SQL
 * ---------------------------------------------------------------------------------------------- */

/** A PostgreSQL array literal of strings ('{"a","b"}'), passed as one text parameter. */
export function pgTextArray(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function jsonPathOf(attr: string): string {
  return `lax $${attr
    .split('.')
    .map((k) => `."${k.replace(/["\\]/g, '\\$&')}"`)
    .join('')}`;
}

/** Attribute names listed in attributesForFaceting, without their modifiers. */
export function facetAttributes(attributesForFaceting: readonly string[] | undefined): Set<string> {
  return new Set(
    (attributesForFaceting ?? []).map((a) =>
      a
        .replace(/^(filterOnly|searchable|afterDistinct)\((.*)\)$/, '$2')
        .replace(/^(filterOnly|searchable)\((.*)\)$/, '$2'),
    ),
  );
}

function literalSql(lit: Literal, faceting: Set<string>): RawBuilder<boolean> {
  let expr: RawBuilder<boolean>;
  switch (lit.kind) {
    case 'facet': {
      if (!faceting.has(lit.attr)) {
        // Algolia: a facet filter on an attribute missing from attributesForFaceting matches nothing.
        expr = sql<boolean>`false`;
        break;
      }
      const alts: unknown[] = [];
      if (/^-?\d+(\.\d+)?$/.test(lit.value)) alts.push(Number(lit.value));
      if (/^(true|false)$/i.test(lit.value)) alts.push(lit.value.toLowerCase() === 'true');
      const path = pgTextArray(lit.attr.split('.'));
      expr = sql<boolean>`search_facet_eq(body #> ${path}::text[], ${lit.value}, ${JSON.stringify(alts)}::jsonb)`;
      break;
    }
    case 'tag':
      expr = sql<boolean>`coalesce(body -> '_tags' @> to_jsonb(${lit.value}::text), false)`;
      break;
    case 'numeric': {
      const op = lit.op === '=' ? '==' : lit.op;
      const path = `${jsonPathOf(lit.attr)} ? (@ ${op} ${lit.num})`;
      expr = sql<boolean>`jsonb_path_exists(body, ${path}::jsonpath)`;
      break;
    }
    case 'range': {
      const path = `${jsonPathOf(lit.attr)} ? (@ >= ${lit.lo} && @ <= ${lit.hi})`;
      expr = sql<boolean>`jsonb_path_exists(body, ${path}::jsonpath)`;
      break;
    }
  }
  return lit.neg ? sql<boolean>`not (${expr})` : expr;
}

/** The SQL condition of a conjunctive form (true when empty). */
export function cnfSql(cnf: Cnf, faceting: Set<string>): RawBuilder<boolean> {
  if (cnf.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(
    cnf.map(
      (clause) =>
        sql`(${sql.join(
          clause.map((l) => literalSql(l, faceting)),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/* -------------------------------------------------------------------------------------------------
 * In memory: the same semantics over a record's filter projection
 * ---------------------------------------------------------------------------------------------- */

/** Leaf values by dotted path: every number, plus every value of faceted attributes and _tags. */
export type FilterProjection = Record<string, (string | number | boolean)[]>;

/**
 * What filters can read of a record (kept small: numbers, facets, tags), for the given faceted
 * attributes. A path is built only where something may be kept: every number, and strings or
 * booleans on the way to a faceted attribute or `_tags`.
 */
export function filterProjector(faceting: Set<string>): (body: Record<string, unknown>) => FilterProjection {
  const kept = new Set([...faceting, '_tags']);
  // Every path leading to a kept attribute ("categoria", "categoria.slug"): below any other path only
  // numbers are kept.
  const leading = new Set<string>();
  for (const attr of kept) {
    const parts = attr.split('.');
    for (let i = 1; i <= parts.length; i++) leading.add(parts.slice(0, i).join('.'));
  }
  return (body) => {
    const out: FilterProjection = {};
    const add = (path: string, value: string | number | boolean) => {
      const list = out[path];
      if (list) list.push(value);
      else out[path] = [value];
    };
    /** `facet`: `path` leads to a kept attribute, so its strings and booleans may be kept. */
    const walk = (value: unknown, path: string, facet: boolean): void => {
      if (typeof value === 'number') add(path, value);
      else if (typeof value === 'string' || typeof value === 'boolean') {
        if (facet && kept.has(path)) add(path, value);
      } else if (Array.isArray(value)) for (const v of value) walk(v, path, facet);
      else if (value !== null && typeof value === 'object')
        children(value as Record<string, unknown>, path, facet);
    };
    const children = (obj: Record<string, unknown>, path: string, facet: boolean) => {
      for (const k of Object.keys(obj)) {
        const v = obj[k];
        if (v === null || v === undefined || (!facet && (typeof v === 'string' || typeof v === 'boolean')))
          continue;
        const child = `${path}.${k}`;
        walk(v, child, facet && leading.has(child));
      }
    };
    for (const k of Object.keys(body)) {
      const v = body[k];
      if (k !== 'objectID' && v !== null && v !== undefined) walk(v, k, leading.has(k));
    }
    return out;
  };
}

function literalMatches(lit: Literal, f: FilterProjection, faceting: Set<string>): boolean {
  let r: boolean;
  switch (lit.kind) {
    case 'facet': {
      if (!faceting.has(lit.attr)) {
        r = false;
        break;
      }
      const want = lit.value.toLowerCase();
      const num = /^-?\d+(\.\d+)?$/.test(lit.value) ? Number(lit.value) : null;
      r = (f[lit.attr] ?? []).some((v) =>
        typeof v === 'string'
          ? v.toLowerCase() === want
          : typeof v === 'number'
            ? num !== null && v === num
            : String(v) === want,
      );
      break;
    }
    case 'tag':
      r = (f._tags ?? []).some((v) => v === lit.value);
      break;
    case 'numeric': {
      const n = lit.num;
      const test: Record<NumOp, (v: number) => boolean> = {
        '<': (v) => v < n,
        '<=': (v) => v <= n,
        '=': (v) => v === n,
        '!=': (v) => v !== n,
        '>=': (v) => v >= n,
        '>': (v) => v > n,
      };
      r = (f[lit.attr] ?? []).some((v) => typeof v === 'number' && test[lit.op](v));
      break;
    }
    case 'range':
      r = (f[lit.attr] ?? []).some((v) => typeof v === 'number' && v >= lit.lo && v <= lit.hi);
      break;
  }
  return lit.neg ? !r : r;
}

/** Does a record's projection pass the conjunctive form? (Same rules as cnfSql.) */
export function cnfMatches(cnf: Cnf, f: FilterProjection, faceting: Set<string>): boolean {
  return cnf.every((clause) => clause.some((lit) => literalMatches(lit, f, faceting)));
}
