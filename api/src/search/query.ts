/**
 * Query execution (search and browse): the query words are expanded against the index's vocabulary
 * in this process's memory (memory.ts); the candidates (records holding an expansion of every query
 * word) go through the filters (filters.ts); at most MAX_RANKED of them are ranked (ranking.ts), then
 * the page's bodies are read and highlighted (hits.ts) and the facets counted (facets.ts). Browsing
 * walks objectID order in SQL with a cursor. Results are cached per process, keyed by the index's
 * data_version, and each search with words is logged (query-log.ts).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { alternativeForms, searchedWords, stopWordsOf } from './alternatives.ts';
import { type AttrTokens, customRankingOf, searchableOf } from './derived.ts';
import { type FacetDocs, facetCounts, facetHits } from './facets.ts';
import {
  type Cnf,
  cnfMatches,
  cnfSql,
  facetAttributes,
  parseFilterArray,
  parseFilters,
  pgTextArray,
} from './filters.ts';
import { hitsFor } from './hits.ts';
import { BodyCache, IndexRows } from './hot-path.ts';
import { type Expansion, expand, type IndexMemory, type Memory, vocabulary } from './memory.ts';
import { DEFAULT_SETTINGS, type IndexSettings, SearchError, type SearchResponse } from './model.ts';
import { boosted } from './optional-filters.ts';
import { longQueryCut, optionalMask, requiredSlots } from './optional-words.ts';
import { readSearchParams, type SearchParams } from './params.ts';
import type { QueryLog } from './query-log.ts';
import {
  distinctCount,
  distinctOf,
  firstInOrder,
  MAX_RANKED,
  minProximityOf,
  orderScored,
  rankPlan,
} from './ranking.ts';
import { holdsAnyWord, relaxedCandidates } from './remove-words.ts';
import { resolveFrom } from './replicas.ts';
import { applyRules, decorate, place, split } from './rules.ts';
import { imposedParams, type SecuredKey } from './secured-key.ts';
import { withOptionalSizes } from './sizes.ts';
import { withResponseFields } from './supported-params.ts';
import {
  applySynonyms,
  asExactOf,
  dropPlaceholders,
  matchesAny,
  phraseHighlights,
  scoreWithSynonyms,
  synonymsOf,
  type Variant,
  withVariantIds,
} from './synonyms.ts';
import { queryWords, type TypoOptions } from './text.ts';

/** Results kept per process by the result cache. */
const CACHE_SIZE = 2000;
const MAX_QUERY_WORDS = 10;

function filtersOf(p: SearchParams): Cnf {
  return [
    ...parseFilters(p.keyFilters),
    ...parseFilters(p.filters),
    ...parseFilterArray(p.facetFilters, 'facetFilters'),
    ...parseFilterArray(p.numericFilters, 'numericFilters'),
    ...parseFilterArray(p.tagFilters, 'tagFilters'),
  ];
}

/**
 * The ranks of searchableAttributes a query's `restrictSearchableAttributes` keeps (null: all).
 * Attributes sharing a rank ("a,b") are kept together. An attribute the settings do not list as
 * searchable is refused, as it could never match.
 */
function restrictedRanks(p: SearchParams, settings: IndexSettings): Set<number> | null {
  if (!p.restrictSearchableAttributes?.length) return null;
  const searchable = settings.searchableAttributes?.length ? searchableOf(settings) : [];
  return new Set(
    p.restrictSearchableAttributes.map((name) => {
      const attr = searchable.find((a) => a.path.join('.') === name);
      if (!attr)
        throw new SearchError(400, `restrictSearchableAttributes: ${name} is not a searchable attribute`);
      return attr.rank;
    }),
  );
}

/** A record's tokens in the attributes a query searches. */
function searchedAttrs(attrs: AttrTokens[], ranks: Set<number> | null): AttrTokens[] {
  return ranks ? attrs.filter((a) => ranks.has(a.rank)) : attrs;
}

function toCursor(p: SearchParams, after: string): string {
  return Buffer.from(JSON.stringify({ q: p.paramsString, a: after })).toString('base64url');
}

function fromCursor(cursor: string): SearchParams & { after: string } {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { q: string; a: string };
    return { ...readSearchParams({ params: c.q }), after: c.a };
  } catch {
    throw new SearchError(400, 'Invalid cursor');
  }
}

export class Searcher {
  private readonly db: Db;
  private readonly memory: IndexMemory;
  private readonly queryLog: QueryLog;
  /**
   * Results by index, its data version and the query's parameters (least recently used out first):
   * autocomplete repeats the same prefixes, and any write to the index changes the key.
   */
  private readonly cache = new Map<string, SearchResponse>();
  /** Hit bodies read lately, served again while their records are unchanged (hot-path.ts). */
  private readonly bodies = new BodyCache();
  /** The indexes' rows, kept between this process's writes on PGlite (hot-path.ts). */
  private readonly rows = new IndexRows();

  constructor(db: Db, memory: IndexMemory, queryLog: QueryLog) {
    this.db = db;
    this.memory = memory;
    this.queryLog = queryLog;
  }

  /**
   * One query on one index, with the raw body of the request (flat JSON and/or `params`) and the
   * secured key it was made with, whose restrictions apply.
   */
  async search(
    name: string,
    body: unknown,
    opts: { browse?: boolean; key?: SecuredKey | null; facetName?: string } = {},
  ): Promise<SearchResponse> {
    const started = performance.now();
    let p = readSearchParams(body, opts.key ? imposedParams(opts.key) : undefined);
    if (opts.browse && p.cursor) p = fromCursor(p.cursor);
    // The search's one round trip but for the page's bodies not yet read, none on PGlite (hot-path.ts).
    const rows = await this.rows.read(this.db, name);
    const index = rows.index;
    // A replica searches its primary's records (`data`) with its own settings (replicas.ts).
    const { data, settings: s, virtual } = resolveFrom(index, rows.primary ?? null);
    // The index's own query rules (rules.ts): their filters are ANDed with the query's.
    const rules = opts.browse ? null : await applyRules(this.db, index, p);
    const cnf = [...filtersOf(p), ...(rules?.filters ?? [])];
    const cacheKey =
      opts.browse || opts.facetName
        ? null
        : JSON.stringify([
            name,
            new Date(index.creado_en).getTime(),
            index.data_version,
            data === index ? null : [new Date(data.creado_en).getTime(), data.data_version],
            rules?.ids ?? null,
            {
              ...p,
              clickAnalytics: undefined,
              analytics: undefined,
              analyticsTags: undefined,
              userToken: undefined,
              paramsString: undefined,
            },
          ]);
    const cached = cacheKey ? this.cache.get(cacheKey) : undefined;
    if (cached && cacheKey) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      return this.finish(name, p, { ...cached }, started, true);
    }
    const faceting = facetAttributes(s.attributesForFaceting);
    const where = cnfSql(cnf, faceting);
    const hitsPerPage =
      p.length ?? p.hitsPerPage ?? s.hitsPerPage ?? (opts.browse ? 1000 : DEFAULT_SETTINGS.hitsPerPage);
    const offset = p.offset ?? p.page * hitsPerPage;
    const limitedTo = opts.browse
      ? Number.MAX_SAFE_INTEGER
      : (s.paginationLimitedTo ?? DEFAULT_SETTINGS.paginationLimitedTo);
    const typo: TypoOptions = {
      enabled: (p.typoTolerance ?? s.typoTolerance ?? true) !== false,
      min1: p.minWordSizefor1Typo ?? s.minWordSizefor1Typo ?? DEFAULT_SETTINGS.minWordSizefor1Typo,
      min2: p.minWordSizefor2Typos ?? s.minWordSizefor2Typos ?? DEFAULT_SETTINGS.minWordSizefor2Typos,
      onNumeric: p.allowTyposOnNumericTokens ?? s.allowTyposOnNumericTokens ?? true,
    };
    const { words: allWords, lastIsPrefix } = queryWords(rules?.query ?? p.query);
    const words = searchedWords(allWords.slice(0, MAX_QUERY_WORDS), lastIsPrefix, p, s);
    /** The query's words that need not match (optional-words.ts), null when none. */
    const optional = withOptionalSizes(words, optionalMask(words, p.optionalWords ?? s.optionalWords));
    const custom = customRankingOf(s);
    const ranks = restrictedRanks(p, s);
    if (ranks && opts.browse)
      throw new SearchError(400, 'restrictSearchableAttributes is not supported when browsing');
    const customSql = custom.map((_, i) => sql`(ranking -> ${sql.lit(i)})`);

    let ordered: string[] = [];
    let nbHits = 0;
    let expansions: Expansion[] = [];
    /** The query's variants by multi-word synonyms (synonyms.ts). */
    let variants: Variant[] = [];
    /** With restrictSearchableAttributes, the records that match (the facets count those only). */
    let restrictedIds: string[] | null = null;
    /** The records the query matches, and this process's memory of them (the facets count them). */
    let matched: { ids: string[]; docs: FacetDocs } | null = null;
    /** A virtual replica's relevant sort (ranking.ts): how many hits it kept, with which strictness. */
    let relevantSort: { nbSortedHits: number; appliedRelevancyStrictness: number } | undefined;
    const wanted = Math.max(0, Math.min(offset + hitsPerPage, limitedTo));
    const afterId = opts.browse ? ((p as SearchParams & { after?: string }).after ?? null) : null;
    /** The memory of `data` when the query read it (the hit bodies kept are checked against it). */
    let loaded: Memory | null = null;

    if (words.length === 0 && !opts.browse) {
      // No query: every record through the filters, in custom ranking order.
      const mem = await this.memory.load(data);
      loaded = mem;
      const plan = await rankPlan(this.db, data, s, (id) => mem.docs.get(id)?.ranking ?? [], {
        virtual,
        relevancyStrictness: p.relevancyStrictness,
      });
      const ids = split(
        rules,
        [...mem.docs.keys()].filter((id) => cnfMatches(cnf, mem.docs.get(id)!.filtro, faceting)),
        mem.docs,
        p,
        cnf,
        faceting,
      );
      nbHits = ids.length;
      matched = { ids, docs: mem.docs };
      const inOrder = boosted(
        [...(rules?.optional ?? []), ...p.optionalFilters],
        plan,
        mem.docs,
        faceting,
        s,
        p.sumOrFiltersScores,
      ).compareIds;
      // The page's records only (pinned ones are placed among them later), unless distinct needs
      // the whole order. (Without query words every record is relevant: a virtual replica's relevant
      // sort is its custom ranking, which the plan's order already is.)
      ordered = distinctCount(s, p)
        ? ids.sort(inOrder)
        : firstInOrder(ids, inOrder, wanted + (rules?.shown?.length ?? 0));
      if (plan.strictness !== undefined)
        relevantSort = { nbSortedHits: ids.length, appliedRelevancyStrictness: plan.strictness };
    } else if (words.length === 0) {
      // Browse without a query: filters in SQL, objectID order, after the cursor.
      const orderBy = opts.browse
        ? sql`object_id`
        : sql.join([
            ...custom.map((c, i) =>
              c.desc ? sql`${customSql[i]!} desc nulls last` : sql`${customSql[i]!} asc nulls last`,
            ),
            sql`object_id`,
          ]);
      const { rows } = await sql<{ object_id: string; total: number }>`
        select object_id, count(*) over () as total from search_record
        where index_id = ${data.id} and ${where} ${afterId !== null ? sql`and object_id > ${afterId}` : sql``}
        order by ${orderBy} limit ${opts.browse ? hitsPerPage + 1 : wanted}`.execute(this.db);
      nbHits = Number(rows[0]?.total ?? 0);
      ordered = rows.map((r) => r.object_id);
    } else {
      const mem = await this.memory.load(data);
      loaded = mem;
      const vocab = vocabulary(mem);
      expansions = words.map((w, i) => expand(vocab, w, lastIsPrefix && i === words.length - 1, typo));
      dropPlaceholders(expansions);
      if (p.enableSynonyms)
        variants = applySynonyms(
          await synonymsOf(this.db, index),
          words,
          expansions,
          (w) => mem.postings.has(w),
          asExactOf(p.alternativesAsExact, s.alternativesAsExact),
          stopWordsOf(p, s),
        );
      // Plurals, split and joined words (alternatives.ts).
      variants.push(
        ...alternativeForms(
          { words, expansions, lastIsPrefix, typo },
          { vocab, postings: mem.postings },
          p,
          s,
        ),
      );
      // What a record must match: every word's expansions, or with optionalWords the required ones.
      const slots = optional ? requiredSlots(expansions, optional) : expansions;
      if (slots.every((e) => e.size > 0) || variants.length > 0 || p.removeWordsIfNoResults !== 'none') {
        const slotConds = (slots: Expansion[]) =>
          sql.join(
            slots.map((e) => sql`words && ${pgTextArray([...e.keys()])}::text[]`),
            sql` and `,
          );
        const wordConds = [
          variants.length
            ? sql`((${slotConds(slots)}) or ${sql.join(
                variants.map((v) => sql`(${slotConds(v.slots)})`),
                sql` or `,
              )})`
            : slotConds(slots),
        ];
        if (opts.browse) {
          const { rows } = await sql<{ object_id: string; total: number }>`
            select object_id, count(*) over () as total from search_record
            where index_id = ${data.id} and ${sql.join(wordConds, sql` and `)} and ${where}
            ${afterId !== null ? sql`and object_id > ${afterId}` : sql``}
            order by object_id limit ${hitsPerPage + 1}`.execute(this.db);
          nbHits = Number(rows[0]?.total ?? 0);
          ordered = rows.map((r) => r.object_id);
        } else {
          // Candidates from this process's postings: for every query word, the records holding
          // one of its expansions (smallest set first); then the filters in SQL, on those ids only.
          const sets = slots
            .map((e) => {
              const ids = new Set<string>();
              for (const w of e.keys()) for (const id of mem.postings.get(w) ?? []) ids.add(id);
              return ids;
            })
            .sort((a, b) => a.size - b.size);
          let ids = [...sets[0]!].filter((id) => sets.every((set) => set.has(id)));
          ids = withVariantIds(ids, variants, mem.postings);
          // Restricted to some attributes: every query word must match in one of them.
          if (ranks)
            ids = ids.filter((id) =>
              matchesAny(searchedAttrs(mem.docs.get(id)?.attrs ?? [], ranks), slots, variants),
            );
          if (cnf.length > 0)
            ids = ids.filter((id) => cnfMatches(cnf, mem.docs.get(id)?.filtro ?? {}, faceting));
          // Nothing with every word: removeWordsIfNoResults loosens them (remove-words.ts).
          const relaxed =
            ids.length === 0
              ? relaxedCandidates(p.removeWordsIfNoResults, expansions, mem.postings, (c) =>
                  c.filter(
                    (id) =>
                      (!ranks ||
                        holdsAnyWord(searchedAttrs(mem.docs.get(id)?.attrs ?? [], ranks), expansions)) &&
                      (cnf.length === 0 || cnfMatches(cnf, mem.docs.get(id)?.filtro ?? {}, faceting)),
                  ),
                )
              : null;
          if (relaxed) ids = relaxed;
          ids = split(rules, ids, mem.docs, p, cnf, faceting);
          // Facets count these ids when the query's words alone do not say which records match.
          if (ranks || variants.length || relaxed) restrictedIds = ids;
          nbHits = ids.length;
          matched = { ids, docs: mem.docs };
          const plan = await rankPlan(this.db, data, s, (id) => mem.docs.get(id)?.ranking ?? [], {
            virtual,
            relevancyStrictness: p.relevancyStrictness,
          });
          if (ids.length > MAX_RANKED) ids = ids.sort(plan.compareIds).slice(0, MAX_RANKED);
          const scored = ids.flatMap((id) => {
            const doc = mem.docs.get(id);
            return doc
              ? [
                  scoreWithSynonyms(
                    id,
                    searchedAttrs(doc.attrs, ranks),
                    expansions,
                    variants,
                    plan.values(id),
                    custom,
                    minProximityOf(p.minProximity, s),
                  ),
                ]
              : [];
          });
          const order = orderScored(
            boosted(
              [...(rules?.optional ?? []), ...p.optionalFilters],
              plan,
              mem.docs,
              faceting,
              s,
              p.sumOrFiltersScores,
            ),
            scored,
          );
          ordered = optional ? longQueryCut(order.ids, scored, optional) : order.ids;
          nbHits -= order.ids.length - ordered.length;
          if (plan.strictness !== undefined)
            relevantSort = { nbSortedHits: ordered.length, appliedRelevancyStrictness: plan.strictness };
        }
      }
    }

    // Records promoted by rules at their positions, counted once (alone when nothing else matched).
    if (rules) {
      if (!rules.shown) split(rules, [], (await this.memory.load(data)).docs, p, cnf, faceting);
      ordered = place(rules, ordered);
      nbHits += rules.shown!.length;
      if (relevantSort) relevantSort.nbSortedHits += rules.shown!.length;
    }

    // Distinct (attributeForDistinct): nbHits counts the groups.
    const distinct = opts.browse ? null : await distinctOf(this.db, data, s, p, ordered);
    if (distinct) {
      ordered = distinct.ids;
      nbHits = distinct.groups;
      if (p.facetingAfterDistinct) restrictedIds = distinct.ids;
    }
    if (relevantSort && distinct) relevantSort.nbSortedHits = distinct.ids.length;

    let pageIds: string[];
    let cursor: string | undefined;
    if (opts.browse) {
      pageIds = ordered.slice(0, hitsPerPage);
      if (ordered.length > hitsPerPage) cursor = toCursor(p, pageIds[pageIds.length - 1]!);
    } else {
      pageIds = offset < limitedTo ? ordered.slice(offset, Math.min(offset + hitsPerPage, limitedTo)) : [];
    }

    const bodies = await this.bodies.read(this.db, data.id, pageIds, loaded);
    const hits = hitsFor(bodies, pageIds, s, p, words, expansions, lastIsPrefix, {
      phrases: phraseHighlights(variants),
    });
    const reachable = Math.min(relevantSort?.nbSortedHits ?? nbHits, limitedTo);
    const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    const response: SearchResponse = {
      hits,
      nbHits,
      page: p.offset !== undefined ? Math.floor(offset / Math.max(1, hitsPerPage)) : p.page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true, typo: true },
      exhaustiveTypo: true,
      query: p.query,
      params: p.paramsString,
      processingTimeMS: 0,
      processingTimingsMS: { total: 0 },
      renderingContent: (s.renderingContent as SearchResponse['renderingContent'] | undefined) ?? {},
      ...(cursor ? { cursor } : {}),
      ...relevantSort,
    };
    decorate(response, rules, p);
    if (p.facets.length && !opts.browse)
      Object.assign(response, facetCounts(p, restrictedIds ?? matched?.ids ?? [], matched?.docs, s));
    // searchForFacetValues (facets.ts): the facet's values over the records the query matches.
    if (opts.facetName)
      response.facetHits = facetHits(
        opts.facetName,
        p,
        restrictedIds ?? matched?.ids ?? [],
        matched?.docs,
        s.attributesForFaceting,
      );
    if (cacheKey) {
      this.cache.set(cacheKey, response);
      if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    return this.finish(name, p, { ...response }, started, !opts.browse && !opts.facetName);
  }

  /** Per-request parts of a response (fresh or cached): timing, queryID, params; logs the query. */
  private finish(
    name: string,
    p: SearchParams,
    res: SearchResponse,
    started: number,
    search: boolean,
  ): SearchResponse {
    const processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    res.processingTimeMS = processingTimeMS;
    res.processingTimingsMS = { total: processingTimeMS };
    res.params = p.paramsString;
    const queryID = search && p.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
    if (queryID) res.queryID = queryID;
    // A search restricted to some attributes that finds nothing is a first attempt: the storefront
    // asks again on every attribute (BUSQUEDA_PRIMERO_EN), and that search, with the hits the shopper
    // sees, is the one the history keeps; logging both counted a found query as one without results.
    const primerIntento = (p.restrictSearchableAttributes?.length ?? 0) > 0 && res.nbHits === 0;
    if (search && p.analytics && !primerIntento && queryWords(p.query).words.length > 0) {
      this.queryLog.record({
        index: name,
        query: p.query,
        nbHits: res.nbHits,
        queryID: queryID ?? null,
        userToken: p.userToken ?? null,
        tags: p.analyticsTags,
      });
    }
    return withResponseFields(res, p.responseFields);
  }
}
