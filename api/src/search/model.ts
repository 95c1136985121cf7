/**
 * What the parts of the embedded search engine share: an index's row and its settings (with
 * Algolia's defaults), a record body, a batch operation, the response of a query, and the error
 * answered in Algolia's shape.
 */

/** An error answered in Algolia's shape `{message, status}`. */
export class SearchError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export type JsonObject = Record<string, unknown>;
export type IndexSettings = JsonObject & {
  searchableAttributes?: string[] | null;
  attributesForFaceting?: string[];
  customRanking?: string[];
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  unretrievableAttributes?: string[];
  typoTolerance?: boolean | 'min' | 'strict';
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  allowTyposOnNumericTokens?: boolean;
};

export const DEFAULT_SETTINGS = {
  searchableAttributes: null,
  attributesForFaceting: [],
  customRanking: [],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  attributesToRetrieve: null,
  attributesToHighlight: null,
  unretrievableAttributes: null,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: true,
  queryType: 'prefixLast',
} as const;

export type SearchResponse = {
  hits: JsonObject[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  exhaustiveTypo: boolean;
  query: string;
  params: string;
  processingTimeMS: number;
  processingTimingsMS: { total: number };
  index?: string;
  queryID?: string;
  cursor?: string;
  facets?: Record<string, Record<string, number>>;
  /** Numeric facets' min, max, avg and sum (facets.ts). */
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  /** searchForFacetValues' values (facets.ts). */
  facetHits?: { value: string; highlighted: string; count: number }[];
  /** A virtual replica's relevant sort (ranking.ts). */
  nbSortedHits?: number;
  appliedRelevancyStrictness?: number;
  /** The applied query rules' userData, in order, and (getRankingInfo) which rules applied (rules.ts). */
  userData?: JsonObject[];
  appliedRules?: { objectID: string }[];
  renderingContent: JsonObject;
};

export type IndexRow = {
  /** Its records' generation (search_record.index_id): a move points the name at another id. */
  id: number;
  name: string;
  settings: IndexSettings;
  vocab_version: number;
  data_version: number;
  creado_en: Date;
};

export type BatchOperation = { action: string; body?: unknown; indexName?: string };
