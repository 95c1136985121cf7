/**
 * Text handling of the search engine, one implementation for indexing, querying and highlighting so
 * the three always agree: folding (lower case, Spanish accents → plain letters, ñ kept), tokenising
 * (with the sizes' canonical words, sizes.ts), typo distance and highlighting.
 */
import { markPlaceholders } from './placeholders.ts';
import { isSizeWord, sizeTokens } from './sizes.ts';

const COMBINING = /[\u0300-\u036f]/g;

/**
 * "Azúcar" → "azucar", "PINGÜINO" → "pinguino", "Pañales" → "pañales". The ñ is a letter of its own
 * in Spanish, not an accented n (as Algolia's keepDiacriticsOnCharacters "ñ"): "pan" must not be
 * read as the start of "pañales" (issue 36); "panales" still finds it, with one typo.
 */
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split('ñ')
    .map((part) => part.normalize('NFD').replace(COMBINING, ''))
    .join('ñ');
}

/**
 * A token of an attribute value: its folded form and where it sits in the original string; `derived`
 * for a word made of several written ones (a size's canonical word, sizes.ts).
 */
export type Token = { word: string; start: number; end: number; derived?: boolean };

const WORD = /[\p{L}\p{N}]+/gu;
/** "P.A.N." / "P.A.N": single letters joined by dots. */
const ACRONYM = /(?:^|[^\p{L}\p{N}])((?:[\p{L}\p{N}]\.){2,}[\p{L}\p{N}]?)/gu;

/**
 * Splits a value into folded words (letters and digits; everything else separates). An acronym
 * written with dots ("P.A.N.") also yields the joined word ("pan"), so "harina pan" finds
 * "Harina P.A.N."; a size ("1 kg", "1kg", "1000 g") also yields its canonical word ("1000g").
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = fold(m[0]);
    if (word) out.push({ word, start: m.index, end: m.index + m[0].length });
  }
  // A placeholder synonym's token ("<unidad>", placeholders.ts) is one word, brackets included.
  if (text.includes('<')) markPlaceholders(text, out);
  const sizes = sizeTokens(text);
  for (const t of sizes) out.push({ ...t, derived: true });
  if (sizes.length && !text.includes('.')) out.sort((a, b) => a.start - b.start || b.end - a.end);
  if (text.includes('.')) {
    for (const m of text.matchAll(ACRONYM)) {
      const raw = m[1]!;
      const start = m.index + m[0].length - raw.length;
      const end = raw.endsWith('.') ? start + raw.length - 1 : start + raw.length;
      out.push({ word: fold(raw.replace(/\./g, '')), start, end });
    }
    out.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  return out;
}

/** The query's words, folded; whether the last one is a prefix (no trailing space). */
export function queryWords(query: string): { words: string[]; lastIsPrefix: boolean } {
  const words = tokenize(query)
    .filter(
      (t, i, all) =>
        !all.some(
          (o, j) =>
            j !== i &&
            o.start <= t.start &&
            o.end >= t.end &&
            (o.word.length > t.word.length || (o.derived === true && !t.derived)),
        ),
    )
    .map((t) => t.word);
  // An acronym in the query ("p.a.n") keeps only its joined form; a size ("1 kg") its canonical word.
  return { words, lastIsPrefix: words.length > 0 && !/\s$/.test(query) };
}

/**
 * Optimal string alignment (Damerau–Levenshtein, adjacent transpositions count as one typo, as in
 * Algolia), giving up past `max`: returns max + 1 when the distance is larger.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  let prev2 = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[lb]!, max + 1);
}

/**
 * Typos allowed for a query word of this length (Algolia: minWordSizefor1Typo 4,
 * minWordSizefor2Typos 8). Words made of digits only get none unless allowTyposOnNumericTokens; a
 * size's canonical word none (sizes.ts: "2000g" is not "1000g" mistyped).
 */
export function allowedTypos(word: string, opts: TypoOptions): number {
  if (!opts.enabled) return 0;
  if (!opts.onNumeric && /^\d+$/.test(word)) return 0;
  if (isSizeWord(word)) return 0;
  if (word.length >= opts.min2) return 2;
  if (word.length >= opts.min1) return 1;
  return 0;
}
export type TypoOptions = { enabled: boolean; min1: number; min2: number; onNumeric: boolean };

/** How a query word matched one indexed word: typos, and whether it is the whole word. */
export type WordMatch = { typos: number; exact: boolean; prefix: boolean };

/**
 * Does indexed `word` answer query word `q`? As a whole word (with up to `max` typos) or, for the
 * last query word, as a prefix (typos counted on the prefix of the same length ± typos).
 */
export function matchWord(q: string, word: string, max: number, prefix: boolean): WordMatch | null {
  if (word === q) return { typos: 0, exact: true, prefix: false };
  if (prefix && word.startsWith(q)) return { typos: 0, exact: false, prefix: true };
  let best: WordMatch | null = null;
  if (max > 0) {
    const d = typoDistance(q, word, max);
    if (d <= max) best = { typos: d, exact: false, prefix: false };
    if (prefix && word.length > q.length - max) {
      for (let len = Math.max(1, q.length - max); len <= Math.min(word.length - 1, q.length + max); len++) {
        const dp = typoDistance(q, word.slice(0, len), max);
        if (dp <= max && (!best || dp < best.typos)) best = { typos: dp, exact: false, prefix: true };
      }
    }
  }
  return best;
}

/** Wraps the tokens at the given indexes in the highlight tags. */
export function highlight(
  value: string,
  tokens: Token[],
  hit: Set<number>,
  pre: string,
  post: string,
): string {
  let out = '';
  let at = 0;
  const ranges: [number, number][] = [];
  for (const i of [...hit].sort((a, b) => a - b)) {
    const t = tokens[i]!;
    const last = ranges[ranges.length - 1];
    if (last && t.start <= last[1]) last[1] = Math.max(last[1], t.end);
    else ranges.push([t.start, t.end]);
  }
  for (const [s, e] of ranges) {
    out += `${value.slice(at, s)}${pre}${value.slice(s, e)}${post}`;
    at = e;
  }
  return out + value.slice(at);
}
