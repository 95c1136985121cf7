/**
 * What the query's words stand for besides themselves (issue 37), in one call from the searcher
 * (query.ts): the language's part (language.ts: stop words dropped, singular and plural forms) and
 * Algolia's splitting and concatenation (split-concat.ts). Synonyms are synonyms.ts's.
 */
import { addPlurals, isStopWord, languageOptions, withoutStopWords } from './language.ts';
import type { Expansion, vocabulary } from './memory.ts';
import type { IndexSettings } from './model.ts';
import type { SearchParams } from './params.ts';
import { splitConcatVariants } from './split-concat.ts';
import type { Variant } from './synonyms.ts';
import type { TypoOptions } from './text.ts';

/** Algolia's default alternativesAsExact has 'ignorePlurals'. */
function pluralsAsExact(query: string[] | undefined, settings: unknown): boolean {
  const list = query ?? (Array.isArray(settings) ? settings : ['ignorePlurals']);
  return list.includes('ignorePlurals');
}

/** The words a query searches: without its stop words when removeStopWords asks (language.ts). */
export function searchedWords(
  words: string[],
  lastIsPrefix: boolean,
  p: SearchParams,
  settings: IndexSettings,
): string[] {
  return languageOptions(p, settings).stopWords ? withoutStopWords(words, lastIsPrefix) : words;
}

/** The test of a stop word when the query's were removed (synonyms match their phrases without theirs). */
export function stopWordsOf(
  p: SearchParams,
  settings: IndexSettings,
): ((word: string) => boolean) | undefined {
  return languageOptions(p, settings).stopWords ? isStopWord : undefined;
}

/**
 * Adds the words' singular/plural forms to their expansions (in place, with ignorePlurals) and returns
 * the query's split and concatenated variants.
 */
export function alternativeForms(
  q: { words: string[]; expansions: Expansion[]; lastIsPrefix: boolean; typo: TypoOptions },
  index: { vocab: ReturnType<typeof vocabulary>; postings: Map<string, Set<string>> },
  p: SearchParams,
  settings: IndexSettings,
): Variant[] {
  if (languageOptions(p, settings).plurals)
    addPlurals(
      q.words,
      q.expansions,
      (w) => index.postings.has(w),
      pluralsAsExact(p.alternativesAsExact, settings.alternativesAsExact),
    );
  return splitConcatVariants(q.words, q.expansions, q.lastIsPrefix, index.vocab, index.postings, q.typo);
}
