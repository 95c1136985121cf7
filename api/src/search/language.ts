/**
 * The query's language (issue 37), as Algolia's settings and parameters `queryLanguages`,
 * `removeStopWords` and `ignorePlurals` ask for it, for Spanish, the store's language (the only one
 * this engine has dictionaries for: another language is refused with a 400, not ignored):
 *   - removeStopWords: the query's stop words ("con", "de", "la"…) are dropped before searching, but
 *     for a word being typed (the last one, a prefix) and when every word is one ("de la");
 *   - ignorePlurals: a word's singular and plural ("papas" / "papa", "limones" / "limon") match it as
 *     itself, without a typo, and as exact when alternativesAsExact has 'ignorePlurals' (Algolia's
 *     default), where the index holds them.
 * Both work on the query only: records are indexed as written.
 */
import type { Expansion } from './memory.ts';
import { SearchError } from './model.ts';

const SUPPORTED = ['es'];

/**
 * Algolia's Spanish stop words that carry no meaning in a grocery search. Left out on purpose: "sin"
 * ("sin azúcar" must not become "azúcar"), "te" (folded "té", tea), "mas" (the brand Mas Color).
 */
const STOP_WORDS_ES = new Set(
  (
    'a al ante bajo cabe como con contra cual cuando de del desde donde durante e el ella ellas ellos en ' +
    'entre era es esa esas ese eso esos esta estas este esto estos fue ha hacia hasta hay la las le les lo ' +
    'los me mi mis muy ni nos o os otra otro para pero por porque que se segun ser si sobre son su sus ' +
    'tambien tras tu tus u un una unas uno unos vos y ya yo'
  ).split(' '),
);

export type LanguageParams = {
  queryLanguages: string[] | undefined;
  removeStopWords: boolean | string[] | undefined;
  ignorePlurals: boolean | string[] | undefined;
};

function parsed(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

function languages(v: unknown, name: string): string[] {
  const list = typeof v === 'string' ? (v.trim().startsWith('[') ? parsed(v) : v.split(',')) : v;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string'))
    throw new SearchError(400, `Invalid value for ${name}: expected a list of language codes`);
  const codes = list.map((x: string) => x.trim()).filter(Boolean);
  const other = codes.find((c) => !SUPPORTED.includes(c));
  if (other)
    throw new SearchError(
      400,
      `Unsupported value for parameter ${name}: this engine has no dictionaries for '${other}' (only 'es')`,
    );
  return codes;
}

/** `true`, `false` or a list of languages (Algolia's type of removeStopWords and ignorePlurals). */
function boolOrLanguages(v: unknown, name: string): boolean | string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return languages(v, name);
}

/** The three parameters as a query (or the settings) give them; a 400 for a value not understood. */
export function readLanguageParams(raw: Record<string, unknown>): LanguageParams {
  return {
    queryLanguages:
      raw.queryLanguages === undefined || raw.queryLanguages === null
        ? undefined
        : languages(raw.queryLanguages, 'queryLanguages'),
    removeStopWords: boolOrLanguages(raw.removeStopWords, 'removeStopWords'),
    ignorePlurals: boolOrLanguages(raw.ignorePlurals, 'ignorePlurals'),
  };
}

/** Whether Spanish stop words are removed and plurals ignored: the query's values, else the index's. */
export function languageOptions(
  p: LanguageParams,
  settings: Record<string, unknown>,
): { stopWords: boolean; plurals: boolean } {
  const s = readLanguageParams(settings);
  const query = p.queryLanguages ?? s.queryLanguages;
  // true: the query languages (all the supported ones without any); a list: those.
  const on = (v: boolean | string[] | undefined) =>
    v === true ? (query ?? SUPPORTED).includes('es') : Array.isArray(v) && v.includes('es');
  return {
    stopWords: on(p.removeStopWords ?? s.removeStopWords),
    plurals: on(p.ignorePlurals ?? s.ignorePlurals),
  };
}

export const isStopWord = (word: string): boolean => STOP_WORDS_ES.has(word);

/** The query's words without its stop words (kept: a word being typed; all of them when all are). */
export function withoutStopWords(words: string[], lastIsPrefix: boolean): string[] {
  const kept = words.filter((w, i) => !STOP_WORDS_ES.has(w) || (lastIsPrefix && i === words.length - 1));
  return kept.length > 0 ? kept : words;
}

/** A Spanish word's other number: its plural(s) or singular(s), as written without accents. */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const out: string[] = [];
  if (word.endsWith('ces')) out.push(`${word.slice(0, -3)}z`); // luces → luz
  if (word.endsWith('es')) out.push(word.slice(0, -2)); // limones → limon, cambures → cambur
  if (word.endsWith('s'))
    out.push(word.slice(0, -1)); // papas → papa, tomates → tomate
  else if (word.endsWith('z')) out.push(`${word.slice(0, -1)}ces`);
  else if (/[aeiou]$/.test(word)) out.push(`${word}s`);
  else out.push(`${word}es`); // limon → limones, pan → panes
  return out.filter((w) => w.length >= 2 && w !== word);
}

/**
 * Adds each query word's singular or plural, where the index holds it, to the word's expansions (in
 * place): no typo, exact as `asExact` says. A form already matched as well or better is left as is.
 */
export function addPlurals(
  words: string[],
  expansions: Expansion[],
  has: (word: string) => boolean,
  asExact: boolean,
): void {
  words.forEach((w, i) => {
    for (const form of pluralForms(w)) {
      if (!has(form)) continue;
      const current = expansions[i]!.get(form);
      if (current && current.typos === 0 && (current.exact || !asExact)) continue;
      expansions[i]!.set(form, { typos: 0, exact: asExact, prefix: false });
    }
  });
}
