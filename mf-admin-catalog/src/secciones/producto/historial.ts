/** How a product's history reads (issue 33): the fields the API records of it, named as the form names them. */

import { type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { contar, taxLabel } from '@mercado/shared/rules';

export const FORMATO_PRODUCTO: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  slug: { etiqueta: 'Dirección web (slug)' },
  marca: { etiqueta: 'Marca' },
  presentacion: { etiqueta: 'Presentación' },
  descripcion: { etiqueta: 'Descripción' },
  // The API records the category and the tags by name beside their ids.
  categoria: { etiqueta: 'Categoría' },
  categoriaId: OCULTO,
  etiquetas: { etiqueta: 'Etiquetas', valor: valores.lista },
  etiquetaIds: OCULTO,
  impuesto: { etiqueta: 'Clase de IVA', valor: (v) => taxLabel(String(v)) },
  modalidadVenta: {
    etiqueta: 'Modalidad de venta',
    valor: valores.opcion({ unidad: 'Por unidad', peso: 'Por peso (precio por kg)' }),
  },
  minimo: { etiqueta: 'Mínimo' },
  maximo: { etiqueta: 'Máximo' },
  grupo: { etiqueta: 'Grupo' },
  unidad: { etiqueta: 'Unidad' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  imagenes: {
    etiqueta: 'Imágenes',
    valor: (v) => (Array.isArray(v) ? contar(v.length, 'imagen', 'imágenes') : String(v)),
  },
};
