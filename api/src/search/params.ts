/**
 * Search parameters as the clients send them: the v5 flat JSON object, the older `params`
 * URL-encoded string (both may come together: flat keys win), or a GET query string.
 */
import { FilterError } from './filters.ts';
import { USER_TOKEN } from './insights.ts';
import { SearchError } from './model.ts';
import { type OptionalGroup, readOptionalFilters } from './optional-filters.ts';
import { type RelevanceParams, readRelevanceParams } from './relevance-params.ts';
import { narrowAttributes } from './secured-key.ts';
import { checkSupported } from './supported-params.ts';

/** Algolia's bounds where it documents one; elsewhere generous ones that keep a query cheap. */
const MAX_QUERY = 512;
const MAX_LIST = 1000;
const MAX_NAME = 512;
const MAX_TAG = 256;
const MAX_CURSOR = 4096;

/** With the query language's and minProximity (relevance-params.ts). */
export type SearchParams = RelevanceParams & {
  query: string;
  page: number;
  hitsPerPage: number | undefined;
  offset: number | undefined;
  length: number | undefined;
  filters: string;
  /** The secured key's filters, ANDed with the query's ('' without one). */
  keyFilters: string;
  facetFilters: unknown;
  numericFilters: unknown;
  tagFilters: unknown;
  attributesToRetrieve: string[] | undefined;
  /** The secured key's attributesToRetrieve: nothing else of a record may be answered. */
  keyAttributes: string[] | undefined;
  attributesToHighlight: string[] | undefined;
  restrictSearchableAttributes: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  typoTolerance: boolean | 'min' | 'strict' | undefined;
  minWordSizefor1Typo: number | undefined;
  minWordSizefor2Typos: number | undefined;
  allowTyposOnNumericTokens: boolean | undefined;
  analytics: boolean;
  clickAnalytics: boolean;
  analyticsTags: string[];
  userToken: string | undefined;
  getRankingInfo: boolean;
  facets: string[];
  maxValuesPerFacet: number | undefined;
  cursor: string | undefined;
  /** Query rules (issue 37): the contexts a rule's condition may name, and whether rules apply. */
  ruleContexts: string[];
  enableRules: boolean;
  /** Synonyms apply unless false (issue 37). */
  enableSynonyms: boolean;
  /** Which matches through synonyms count as exact (synonyms.ts); undefined: the index's. */
  alternativesAsExact: string[] | undefined;
  /** When nothing matches, words made optional (Algolia's removeWordsIfNoResults). */
  removeWordsIfNoResults: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  /** Records per distinct value of attributeForDistinct kept (0: distinct off; true = 1). */
  distinct: number | undefined;
  /** Facets counted over the records distinct keeps (true) or over all that match (default). */
  facetingAfterDistinct: boolean;
  /** A virtual replica's relevant sort: 0 sorts every hit, 100 (default) only the most relevant. */
  relevancyStrictness: number | undefined;
  /** The query's `responseFields`: the response's fields answered (undefined: all). */
  responseFields: string[] | undefined;
  /** Facet values ordered by count (default) or alphabetically. */
  sortFacetValuesBy: 'count' | 'alpha' | undefined;
  /** Searching a facet's values: the text, and how many values at most. */
  facetQuery: string;
  maxFacetHits: number;
  /** Snippets (snippets.ts): the attributes ("attr:N" words), the ellipsis; undefined: the index's. */
  attributesToSnippet: string[] | undefined;
  snippetEllipsisText: string | undefined;
  /** Only the array items that match are highlighted and snippeted (undefined: the index's). */
  restrictHighlightAndSnippetArrays: boolean | undefined;
  /** Words of the query that need not match (optional-words.ts); undefined: the index's. */
  optionalWords: string[] | undefined;
  /** Boosts and buries by filter (optional-filters.ts), and whether an OR group's scores add up. */
  optionalFilters: OptionalGroup[];
  sumOrFiltersScores: boolean;
  /** The parameters as a query string, echoed in the response's `params`. */
  paramsString: string;
};

const BOOL = new Set([
  'analytics',
  'clickAnalytics',
  'getRankingInfo',
  'allowTyposOnNumericTokens',
  'enableRules',
  'enableSynonyms',
  'synonyms',
  'facetingAfterDistinct',
  'restrictHighlightAndSnippetArrays',
  'sumOrFiltersScores',
]);
const REMOVE_WORDS = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;

function toDistinct(v: unknown): number {
  if (v === true || v === 'true') return 1;
  if (v === false || v === 'false') return 0;
  return toInt(v, 'distinct', 0, 4);
}

function toBool(v: unknown, name: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new FilterError(`Invalid value for ${name}: expected a boolean`);
}

function toInt(v: unknown, name: string, min: number, max: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new FilterError(`Invalid value for ${name}: expected an integer between ${min} and ${max}`);
  }
  return n;
}

function toList(v: unknown, name: string): string[] {
  if (Array.isArray(v)) {
    if (!v.every((x) => typeof x === 'string' && x.length <= MAX_NAME))
      throw new FilterError(`Invalid value for ${name}: expected strings of ${MAX_NAME} characters at most`);
    if (v.length > MAX_LIST) throw new FilterError(`Invalid value for ${name}: ${MAX_LIST} items at most`);
    return v as string[];
  }
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return toList(JSON.parse(s), name);
      } catch (err) {
        if (err instanceof FilterError) throw err;
        throw new FilterError(`Invalid value for ${name}: invalid JSON array`);
      }
    }
    return s === ''
      ? []
      : toList(
          s.split(',').map((x) => x.trim()),
          name,
        );
  }
  throw new FilterError(`Invalid value for ${name}: expected an array of strings`);
}

function toText(v: unknown, name: string, max: number): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > max) {
    throw new FilterError(`Invalid value for ${name}: expected a string of ${max} characters at most`);
  }
  return v;
}

const ALTERNATIVES = ['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym', 'ignoreConjugations'];

/** Algolia's alternativesAsExact values; the list a query or the settings give is checked against them (400). */
export function checkAlternativesAsExact(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !ALTERNATIVES.includes(v)))
    throw new SearchError(
      400,
      `Invalid value for alternativesAsExact: expected a list of ${ALTERNATIVES.join(', ')}`,
    );
  return value as string[];
}

function oneOf<T extends string>(v: unknown, name: string, values: readonly T[]): T | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
  throw new FilterError(`Invalid value for ${name}: expected one of ${values.join(', ')}`);
}

function fromParamsString(s: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(s)) out[k] = v;
  return out;
}

function toQueryString(raw: Record<string, unknown>): string {
  const usp = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || k === 'params' || k === 'indexName' || k === 'type') continue;
    usp.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return usp.toString().replace(/\+/g, '%20');
}

/**
 * Reads flat JSON (+ optional `params` string), with the parameters a secured key imposes
 * (secured-key.ts): they replace the query's, but for `filters` (ANDed) and `attributesToRetrieve`
 * (narrowed). Throws FilterError (→ 400) on invalid values.
 */
export function readSearchParams(body: unknown, imposed: Record<string, string> = {}): SearchParams {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new FilterError('Invalid body: expected a JSON object');
  }
  const flat = (body ?? {}) as Record<string, unknown>;
  const fromString = typeof flat.params === 'string' ? fromParamsString(flat.params) : {};
  const { filters: keyFilters = '', attributesToRetrieve: keyRetrieve, ...forced } = imposed;
  const raw: Record<string, unknown> = { ...fromString, ...flat, ...forced };
  delete raw.params;
  checkSupported(raw);
  const keyAttributes = keyRetrieve === undefined ? undefined : toList(keyRetrieve, 'attributesToRetrieve');
  const asked =
    raw.attributesToRetrieve === undefined
      ? undefined
      : toList(raw.attributesToRetrieve, 'attributesToRetrieve');
  for (const k of BOOL) if (raw[k] !== undefined) raw[k] = toBool(raw[k], k);

  let typoTolerance: SearchParams['typoTolerance'];
  if (raw.typoTolerance !== undefined) {
    const t = raw.typoTolerance;
    typoTolerance = t === 'min' || t === 'strict' ? t : toBool(t, 'typoTolerance');
  }
  const query = raw.query === undefined || raw.query === null ? '' : String(raw.query);
  if (query.length > MAX_QUERY) throw new FilterError(`Query is too long (${MAX_QUERY} characters at most)`);
  const filters = raw.filters === undefined || raw.filters === null ? '' : raw.filters;
  if (typeof filters !== 'string') throw new FilterError('Invalid value for filters: expected a string');
  const userToken = toText(raw.userToken, 'userToken', 129);
  if (userToken !== undefined && !USER_TOKEN.test(userToken)) {
    throw new FilterError('Invalid value for userToken: letters, digits and _ = / + - only');
  }

  return {
    ...readRelevanceParams(raw),
    query,
    page: raw.page === undefined ? 0 : toInt(raw.page, 'page', 0, 1_000_000),
    hitsPerPage: raw.hitsPerPage === undefined ? undefined : toInt(raw.hitsPerPage, 'hitsPerPage', 0, 1000),
    offset: raw.offset === undefined ? undefined : toInt(raw.offset, 'offset', 0, 1_000_000),
    length: raw.length === undefined ? undefined : toInt(raw.length, 'length', 0, 1000),
    filters,
    keyFilters,
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    tagFilters: raw.tagFilters,
    attributesToRetrieve: keyAttributes ? narrowAttributes(asked, keyAttributes) : asked,
    keyAttributes,
    attributesToHighlight:
      raw.attributesToHighlight === undefined
        ? undefined
        : toList(raw.attributesToHighlight, 'attributesToHighlight'),
    restrictSearchableAttributes:
      raw.restrictSearchableAttributes === undefined
        ? undefined
        : toList(raw.restrictSearchableAttributes, 'restrictSearchableAttributes'),
    highlightPreTag: toText(raw.highlightPreTag, 'highlightPreTag', MAX_TAG) ?? '<em>',
    highlightPostTag: toText(raw.highlightPostTag, 'highlightPostTag', MAX_TAG) ?? '</em>',
    typoTolerance,
    minWordSizefor1Typo:
      raw.minWordSizefor1Typo === undefined
        ? undefined
        : toInt(raw.minWordSizefor1Typo, 'minWordSizefor1Typo', 0, 100),
    minWordSizefor2Typos:
      raw.minWordSizefor2Typos === undefined
        ? undefined
        : toInt(raw.minWordSizefor2Typos, 'minWordSizefor2Typos', 0, 100),
    allowTyposOnNumericTokens: raw.allowTyposOnNumericTokens as boolean | undefined,
    analytics: (raw.analytics as boolean | undefined) ?? true,
    clickAnalytics: (raw.clickAnalytics as boolean | undefined) ?? false,
    analyticsTags: raw.analyticsTags === undefined ? [] : toList(raw.analyticsTags, 'analyticsTags'),
    userToken,
    getRankingInfo: (raw.getRankingInfo as boolean | undefined) ?? false,
    facets: raw.facets === undefined ? [] : toList(raw.facets, 'facets'),
    // undefined: the index's maxValuesPerFacet, else Algolia's 100 (facets.ts).
    maxValuesPerFacet:
      raw.maxValuesPerFacet === undefined
        ? undefined
        : toInt(raw.maxValuesPerFacet, 'maxValuesPerFacet', 1, 1000),
    cursor: toText(raw.cursor, 'cursor', MAX_CURSOR) || undefined,
    ruleContexts: raw.ruleContexts === undefined ? [] : toList(raw.ruleContexts, 'ruleContexts'),
    enableRules: (raw.enableRules as boolean | undefined) ?? true,
    // Algolia's own name is `synonyms`; enableSynonyms is read too.
    enableSynonyms:
      (raw.enableSynonyms as boolean | undefined) ?? (raw.synonyms as boolean | undefined) ?? true,
    alternativesAsExact:
      raw.alternativesAsExact === undefined
        ? undefined
        : checkAlternativesAsExact(toList(raw.alternativesAsExact, 'alternativesAsExact')),
    facetingAfterDistinct: (raw.facetingAfterDistinct as boolean | undefined) ?? false,
    relevancyStrictness:
      raw.relevancyStrictness === undefined
        ? undefined
        : toInt(raw.relevancyStrictness, 'relevancyStrictness', 0, 100),
    responseFields:
      raw.responseFields === undefined ? undefined : toList(raw.responseFields, 'responseFields'),
    removeWordsIfNoResults:
      oneOf(raw.removeWordsIfNoResults, 'removeWordsIfNoResults', REMOVE_WORDS) ?? 'none',
    distinct: raw.distinct === undefined ? undefined : toDistinct(raw.distinct),
    sortFacetValuesBy: oneOf(raw.sortFacetValuesBy, 'sortFacetValuesBy', ['count', 'alpha'] as const),
    facetQuery: toText(raw.facetQuery, 'facetQuery', MAX_QUERY) ?? '',
    maxFacetHits: raw.maxFacetHits === undefined ? 10 : toInt(raw.maxFacetHits, 'maxFacetHits', 1, 100),
    attributesToSnippet:
      raw.attributesToSnippet === undefined
        ? undefined
        : toList(raw.attributesToSnippet, 'attributesToSnippet'),
    snippetEllipsisText: toText(raw.snippetEllipsisText, 'snippetEllipsisText', MAX_TAG),
    restrictHighlightAndSnippetArrays: raw.restrictHighlightAndSnippetArrays as boolean | undefined,
    // Algolia takes one string or a list; each string's words are optional.
    optionalWords:
      raw.optionalWords === undefined || raw.optionalWords === null
        ? undefined
        : toList(
            typeof raw.optionalWords === 'string' && !raw.optionalWords.trim().startsWith('[')
              ? [raw.optionalWords]
              : raw.optionalWords,
            'optionalWords',
          ),
    optionalFilters: readOptionalFilters(raw.optionalFilters),
    sumOrFiltersScores: (raw.sumOrFiltersScores as boolean | undefined) ?? false,
    paramsString: toQueryString(raw),
  };
}
