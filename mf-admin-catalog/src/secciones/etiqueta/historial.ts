/** How a tag's history reads (issue 33): its fields as the form names them, its products by name. */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';

export const FORMATO_ETIQUETA: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  slug: { etiqueta: 'Dirección web (slug)' },
  orden: { etiqueta: 'Orden' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  // The API records the tag's products by name.
  productos: { etiqueta: 'Productos', valor: valores.lista },
};
