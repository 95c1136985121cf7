/**
 * A slug made from a name (conventions "Forms": generated from the name and editable): lower case,
 * Spanish accents and ñ folded, anything else a single dash. 'Café, Azúcar y Cacao' →
 * 'cafe-azucar-y-cacao'.
 */
export function slugDe(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** What a slug may be: letters, digits and single dashes, 1 to 120 characters. */
export const SLUG_VALIDO = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
