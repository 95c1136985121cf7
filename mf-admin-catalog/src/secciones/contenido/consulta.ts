import type { Listado } from '@mercado/shared/react/admin';

/**
 * A list page's call input: the URL's list values (text, as the query string carries them; the API
 * validates them and a bad one is its 400) plus the page's own fields (the zone).
 */
export const entradaDeListado = <I>(listado: Listado, propios: object = {}): I =>
  ({ ...listado.consulta, ...propios }) as I;
