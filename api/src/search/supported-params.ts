/**
 * Every search parameter the engine takes (issue 37). A parameter it does not know is answered as
 * Algolia answers it (400 "Unknown parameter: name"), never ignored; one of Algolia's parameters it
 * does not implement is accepted only with the value that asks for what the engine does anyway (the
 * clients and algoliasearch-helper send several of them with their defaults), else answered 400.
 */
import { FilterError } from './filters.ts';

/** Implemented (read by params.ts and the parts of the engine). */
const IMPLEMENTED = new Set([
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'restrictSearchableAttributes',
  'highlightPreTag',
  'highlightPostTag',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'allowTyposOnNumericTokens',
  'analytics',
  'clickAnalytics',
  'analyticsTags',
  'userToken',
  'getRankingInfo',
  'facets',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'facetingAfterDistinct',
  'cursor',
  'ruleContexts',
  'enableRules',
  'enableSynonyms',
  'synonyms',
  'alternativesAsExact',
  'removeWordsIfNoResults',
  'distinct',
  'relevancyStrictness',
  'facetQuery',
  'maxFacetHits',
  'responseFields',
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'optionalWords',
  'optionalFilters',
  'sumOrFiltersScores',
  // Percentiles and A/B tests belong to Algolia's analytics service: nothing to compute here.
  'percentileComputation',
  'enableABTest',
  // The query's language (language.ts) and minProximity (ranking.ts), issue 37.
  'queryLanguages',
  'removeStopWords',
  'ignorePlurals',
  'minProximity',
]);

const isEmptyList = (v: unknown) =>
  (Array.isArray(v) && v.length === 0) || v === '' || v === '[]' || v === null;
const isFalse = (v: unknown) => v === false || v === 'false' || v === 0 || v === '0';

/**
 * Algolia's parameters the engine does not implement, accepted with the value that changes nothing
 * (the one the clients send by default).
 */
const ONLY_DEFAULT: Record<string, (v: unknown) => boolean> = {
  aroundLatLngViaIP: isFalse,
  enablePersonalization: isFalse,
  // Without personalization, advanced syntax or a geo search these change nothing.
  personalizationImpact: () => true,
  enableReRanking: isFalse,
  advancedSyntax: isFalse,
  advancedSyntaxFeatures: () => true,
  queryType: (v) => v === 'prefixLast',
  mode: (v) => v === 'keywordSearch',
  naturalLanguages: isEmptyList,
  decompoundQuery: () => true,
  // The engine keeps ñ apart (text.ts), as Algolia with "ñ".
  keepDiacriticsOnCharacters: (v) => v === 'ñ' || v === '',
  disableTypoToleranceOnAttributes: isEmptyList,
  disableExactOnAttributes: isEmptyList,
  replaceSynonymsInHighlight: isFalse,
  exactOnSingleWordQuery: (v) => v === 'attribute',
  attributeCriteriaComputedByMinProximity: isFalse,
  renderingContent: (v) => typeof v === 'object' && v !== null && Object.keys(v).length === 0,
  semanticSearch: () => true,
  reRankingApplyFilter: () => true,
  insideBoundingBox: isEmptyList,
  insidePolygon: isEmptyList,
  aroundRadius: () => true,
  aroundPrecision: () => true,
  minimumAroundRadius: () => true,
  similarQuery: (v) => v === '',
  explain: isEmptyList,
  aroundLatLng: (v) => v === '',
};

/** What a request names besides its parameters: the multi-query fields and the older params string. */
const ENVELOPE = new Set(['params', 'indexName', 'type', 'facet']);

/** Throws Algolia's 400 for the first parameter the engine cannot honour. */
export function checkSupported(raw: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || IMPLEMENTED.has(k) || ENVELOPE.has(k)) continue;
    const accepts = ONLY_DEFAULT[k];
    if (!accepts) throw new FilterError(`Unknown parameter: ${k}`);
    if (!accepts(v))
      throw new FilterError(`Unsupported value for parameter ${k}: this engine does not implement it`);
  }
}

/** Fields answered whatever responseFields says (Algolia's list). */
const ALWAYS = ['message', 'warning', 'cursor', 'abTestVariantID'];

/** The response with only the fields `responseFields` names (all with none or `*`). */
export function withResponseFields<T extends object>(res: T, fields: string[] | undefined): T {
  if (!fields || fields.includes('*')) return res;
  return Object.fromEntries(
    Object.entries(res).filter(([k]) => fields.includes(k) || ALWAYS.includes(k)),
  ) as T;
}
