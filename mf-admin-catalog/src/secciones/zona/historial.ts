/** How a zone's history reads (issue 33): its name, its address on the web and its status. */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { CONTABILIDAD } from '../comun/historial.ts';

export const FORMATO_ZONA: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  slug: { etiqueta: 'Dirección web (slug)' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  ...CONTABILIDAD,
};
