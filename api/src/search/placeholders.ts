/**
 * Placeholder synonyms' tokens (issue 37, Algolia's `type: 'placeholder'`): a record's text may hold
 * "<unidad>", a token standing for any of the synonym's `replacements` ("kg", "kilo", "litro"). The
 * tokeniser (text.ts) makes it one word of its own, "<unidad>" with its brackets, instead of the
 * word "unidad": the record is found by the replacements (synonyms.ts), and, as in Algolia, not by
 * the placeholder's name nor by a typo of it (query expansions drop such words).
 */

/** "<name>": letters and digits between angle brackets. */
const PLACEHOLDER = /<([\p{L}\p{N}]+)>/gu;

/** The tokens of `text` inside a placeholder become the placeholder's token (in place). */
export function markPlaceholders(text: string, tokens: { word: string; start: number; end: number }[]): void {
  for (const m of text.matchAll(PLACEHOLDER)) {
    const inner = tokens.find((t) => t.start === m.index + 1 && t.end === m.index + m[0].length - 1);
    if (!inner) continue;
    inner.word = `<${inner.word}>`;
    inner.start = m.index;
    inner.end = m.index + m[0].length;
  }
}

/** Is this indexed word a placeholder's token? */
export const isPlaceholder = (word: string): boolean => word.startsWith('<');

/** A synonym's placeholder as Algolia takes it: "<name>", one word. */
export const isPlaceholderText = (s: string): boolean => /^<[\p{L}\p{N}]+>$/u.test(s);
