/**
 * Algolia's splitting and concatenation of query words (issue 37), as variants of the query
 * (synonyms.ts's Variant: a span of query words replaced by other words, each required):
 *   - splitting: a query word of at least minWordSizefor1Typo letters is cut in two at every place (the
 *     first part up to 12 letters); a cut whose two parts are both words of the index ("cocacola" →
 *     "coca" "cola") is an alternative, the one whose rarer part is most common when several are;
 *     the second part of the word being typed may be unfinished (a prefix);
 *   - concatenation: two consecutive query words joined ("coca cola" → "cocacola") where the index
 *     holds the joined word (or, for the word being typed, a word it begins).
 * Either counts as one typo (Algolia: both belong to typo tolerance, off with typoTolerance false), so
 * the words as typed rank first. The work is the query's: a few lookups per letter of its words.
 */
import { type Expansion, expand, type vocabulary } from './memory.ts';
import type { Variant } from './synonyms.ts';
import type { TypoOptions, WordMatch } from './text.ts';

const MAX_FIRST_PART = 12;
/** Parts shorter than this are not words worth a split ("a" + "rroz"). */
const MIN_PART = 2;

const AS_TYPO: WordMatch = { typos: 1, exact: false, prefix: false };
const WHOLE: WordMatch = { typos: 0, exact: false, prefix: false };
const NO_TYPOS: TypoOptions = { enabled: false, min1: 0, min2: 0, onNumeric: false };

type Vocab = ReturnType<typeof vocabulary>;

/** The index's words `part` stands for: itself, or (being typed) the words it begins. */
function partMatches(vocab: Vocab, postings: Map<string, Set<string>>, part: string, prefix: boolean) {
  if (!prefix) return postings.has(part) ? new Map([[part, WHOLE]]) : null;
  const found = expand(vocab, part, true, NO_TYPOS);
  return found.size > 0 ? found : null;
}

export function splitConcatVariants(
  words: string[],
  expansions: Expansion[],
  lastIsPrefix: boolean,
  vocab: Vocab,
  postings: Map<string, Set<string>>,
  typo: TypoOptions,
): Variant[] {
  if (!typo.enabled) return [];
  const out: Variant[] = [];
  const replaced = (start: number, spanLen: number, phrase: Expansion[]): Variant => ({
    slots: [...expansions.slice(0, start), ...phrase, ...expansions.slice(start + spanLen)],
    start,
    spanLen,
    phraseLen: phrase.length,
    exact: false,
  });
  words.forEach((w, i) => {
    const typing = lastIsPrefix && i === words.length - 1;
    if (w.length >= Math.max(typo.min1, MIN_PART * 2)) {
      let best: { phrase: Expansion[]; weight: number } | null = null;
      for (let k = MIN_PART; k <= Math.min(MAX_FIRST_PART, w.length - MIN_PART); k++) {
        const left = w.slice(0, k);
        const first = postings.get(left);
        if (!first) continue;
        const second = partMatches(vocab, postings, w.slice(k), typing);
        if (!second) continue;
        let rest = 0;
        for (const word of second.keys()) rest += postings.get(word)?.size ?? 0;
        const weight = Math.min(first.size, rest);
        if (!best || weight > best.weight) best = { phrase: [new Map([[left, AS_TYPO]]), second], weight };
      }
      if (best) out.push(replaced(i, 1, best.phrase));
    }
    if (i + 1 < words.length) {
      const joined = partMatches(
        vocab,
        postings,
        w + words[i + 1]!,
        lastIsPrefix && i + 1 === words.length - 1,
      );
      if (joined) {
        for (const [word, m] of joined) joined.set(word, { ...m, typos: 1 });
        out.push(replaced(i, 2, [joined]));
      }
    }
  });
  return out;
}
