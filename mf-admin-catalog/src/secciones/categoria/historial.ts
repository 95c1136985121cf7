/** How a category's history reads (issue 33): the fields the API records of it, named as the form names them. */

import { type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { archivo } from '../comun/historial.ts';

export const FORMATO_CATEGORIA: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  slug: { etiqueta: 'Dirección web (slug)' },
  // The API records the parent by name beside its id.
  padre: { etiqueta: 'Categoría padre' },
  padreId: OCULTO,
  icono: { etiqueta: 'Ícono', valor: (v) => archivo(v).replace(/\.svg$/, '') },
  imagen: { etiqueta: 'Imagen de la categoría', valor: archivo },
  orden: { etiqueta: 'Orden' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
};
