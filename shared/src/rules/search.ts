/** Search box rules (spec §5, §9). */

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 40;
export const AUTOCOMPLETE_MAX_LENGTH = 50;
export const SEARCH_DEBOUNCE_MS = 700;
export const AUTOCOMPLETE_HITS = 10;

export const SearchMensajes = {
  REQUERIDO: 'Ingrese lo que desea buscar',
  MINIMO: `Ingrese al menos ${SEARCH_MIN_LENGTH} caracteres`,
  MAXIMO: `Ingrese máximo ${SEARCH_MAX_LENGTH} caracteres`,
  SIN_RESULTADOS: 'No se encontraron resultados',
} as const;

/** Trims and collapses repeated whitespace to one space. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export type SearchValidation = { ok: true; value: string } | { ok: false; error: string };

/** Required, 3 to 40 characters after normalising. */
export function validateSearch(text: string | null | undefined): SearchValidation {
  const value = normalizeSearch(text ?? '');
  if (!value) return { ok: false, error: SearchMensajes.REQUERIDO };
  if (value.length < SEARCH_MIN_LENGTH) return { ok: false, error: SearchMensajes.MINIMO };
  if (value.length > SEARCH_MAX_LENGTH) return { ok: false, error: SearchMensajes.MAXIMO };
  return { ok: true, value };
}

/** Autocomplete runs (after the 700 ms pause) when the trimmed text has 3 to 50 characters. */
export function shouldAutocomplete(text: string): boolean {
  const length = text.trim().length;
  return length >= SEARCH_MIN_LENGTH && length <= AUTOCOMPLETE_MAX_LENGTH;
}

/**
 * The query value with spaces as '+' ("harina  pan" → "harina+pan"). Use it where the text is put
 * in a URL by hand; `links.buscar` (URLSearchParams) already writes spaces as '+'.
 */
export function toSearchQuery(text: string): string {
  return normalizeSearch(text).split(' ').filter(Boolean).map(encodeURIComponent).join('+');
}

/** Reads a `q` value back: '+' is a space. */
export function fromSearchQuery(q: string): string {
  try {
    return normalizeSearch(decodeURIComponent(q.replace(/\+/g, ' ')));
  } catch {
    return normalizeSearch(q.replace(/\+/g, ' '));
  }
}
