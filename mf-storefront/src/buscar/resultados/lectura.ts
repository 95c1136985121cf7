/**
 * What the results page reads from the service's hits, pure (unit-tested): a record's price for the
 * viewer, and which of the query's words the hits matched when every word was optional.
 */
import { DisponibilidadBuscadorSchema } from '@mercado/shared/contracts';
import { precioConIva } from '@mercado/shared/rules';

/** The price the viewer pays for a hit (offer when above 0, with IVA), in USD cents; null without one. */
export function precioDeRegistro(hit: unknown, clave: string): number | null {
  const d = DisponibilidadBuscadorSchema.safeParse(
    (hit as { disponibilidad?: Record<string, unknown> } | null)?.disponibilidad?.[clave],
  );
  return d.success ? precioConIva(d.data, null).cents : null;
}

const plegar = (s: string): string =>
  s
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The query's words (as typed, in order) that some hit matched, from the hits' `_highlightResult`
 * (`matchedWords` of each attribute): with `removeWordsIfNoResults: 'allOptional'` these are the
 * words the results stand for. Accents and case are ignored, as the engine does.
 */
export function palabrasUsadas(query: string, hits: readonly unknown[]): string[] {
  const vistas = new Set<string>();
  for (const hit of hits) {
    const resaltado = (hit as { _highlightResult?: Record<string, unknown> } | null)?._highlightResult;
    for (const atributo of Object.values(resaltado ?? {})) {
      const palabras = (atributo as { matchedWords?: unknown } | null)?.matchedWords;
      if (Array.isArray(palabras)) for (const p of palabras) if (typeof p === 'string') vistas.add(plegar(p));
    }
  }
  const usadas: string[] = [];
  for (const palabra of query.split(/\s+/)) {
    if (palabra && vistas.has(plegar(palabra)) && !usadas.includes(palabra)) usadas.push(palabra);
  }
  return usadas;
}
