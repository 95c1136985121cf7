/**
 * Sizes in product text and in queries (issue 37): "1 kg", "1kg", "1 kilo", "1000 g" and "un kilo" are
 * one size; so are "1 l", "1 lt", "1 litro" and "1000 ml", and "½ kg", "medio kilo" and "500 g". Each
 * size found yields one canonical word, in the smallest unit ("1000g", "1500ml", "6und"), next to the
 * words it is written with. Indexing and querying both tokenise with it (text.ts), so the query's size
 * matches the record's whatever the spelling: what Algolia users get from a derived, normalised size
 * attribute in each record plus the same normalisation at query time. Synonyms could not do it: a
 * synonym names words, and a size is a number times a unit ("1kg" is one word, "1 kg" two, 1000 g the
 * same amount).
 */

type Unit = { unit: 'g' | 'ml' | 'und'; factor: number };

const UNITS: Record<string, Unit> = {};
const add = (names: string[], unit: Unit['unit'], factor: number) => {
  for (const n of names) UNITS[n] = { unit, factor };
};
add(['g', 'gr', 'grs', 'gramo', 'gramos'], 'g', 1);
add(['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'], 'g', 1000);
add(['ml', 'cc', 'mililitro', 'mililitros'], 'ml', 1);
add(['cl'], 'ml', 10);
add(['l', 'lt', 'lts', 'litro', 'litros'], 'ml', 1000);
add(['und', 'unds', 'unid', 'unidad', 'unidades'], 'und', 1);

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
const NUMBER_WORDS: Record<string, number> = { un: 1, una: 1, medio: 0.5, media: 0.5 };

const UNIT_NAMES = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A number (digits, a decimal with , or ., a fraction, "un", "medio") and a unit, standing alone. */
const SIZE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(\\d+(?:[.,]\\d+)?|\\d+/\\d+|[½¼¾])\\s*|(un|una|medio|media)\\s+)(${UNIT_NAMES})(?![\\p{L}\\p{N}])`,
  'giu',
);

function amount(digits: string | undefined, word: string | undefined): number {
  if (word) return NUMBER_WORDS[word.toLowerCase()]!;
  const d = digits!;
  if (FRACTIONS[d] !== undefined) return FRACTIONS[d]!;
  if (d.includes('/')) {
    const [a, b] = d.split('/').map(Number);
    return b ? a! / b : Number.NaN;
  }
  return Number(d.replace(',', '.'));
}

/** A size's canonical word: the amount in grams, millilitres or units, then the unit ("1500ml"). */
export type SizeToken = { word: string; start: number; end: number };

/** The sizes written in `text`, each as its canonical word and the span it covers. */
export function sizeTokens(text: string): SizeToken[] {
  if (!/[\d½¼¾]|un|medi/i.test(text)) return [];
  const out: SizeToken[] = [];
  for (const m of text.matchAll(SIZE)) {
    const unit = UNITS[m[3]!.toLowerCase()];
    const n = amount(m[1], m[2]);
    if (!unit || !Number.isFinite(n) || n <= 0) continue;
    const value = Math.round(n * unit.factor * 1000) / 1000;
    out.push({ word: `${value}${unit.unit}`.replace('.', 'p'), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Is this word a size's canonical word? (It gets no typos: another number is another product.) */
export function isSizeWord(word: string): boolean {
  return /^\d+(?:p\d+)?(?:g|ml|und)$/.test(word);
}

/**
 * The query's optional words (optional-words.ts's mask) with its sizes among them: a size orders the
 * results, it does not narrow them. "arroz 1 kg" lists every rice, those of 1 kg first (the words
 * criterion: they match one more word), as Algolia users get by making the size optional (optionalWords,
 * or a rule's optional filter on the size). A query of sizes only keeps them required.
 */
export function withOptionalSizes(words: string[], mask: boolean[] | null): boolean[] | null {
  if (!words.some(isSizeWord) || words.every((w, i) => isSizeWord(w) || mask?.[i])) return mask;
  return words.map((w, i) => Boolean(mask?.[i]) || isSizeWord(w));
}
