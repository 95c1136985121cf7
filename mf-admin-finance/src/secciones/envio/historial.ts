/** How a shipping rule's history reads: the fields the API records, in words, as the list shows them. */
import type { FormatoHistorial } from '@mercado/admin-kit';

export const FORMATO_ENVIO: FormatoHistorial = {
  area: { etiqueta: 'Área' },
  tramos: { etiqueta: 'Tramos' },
  prime: { etiqueta: 'Beneficio PRIME' },
  estatus: { etiqueta: 'Estatus' },
};
