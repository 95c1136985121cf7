/**
 * How the history of a zone's featured blocks and quick lists reads (issue 33): their fields as the
 * forms name them, their products by the names the API records (a quick list's with its quantity).
 */

import { type FormatoHistorial, valores } from '@mercado/admin-kit';
import { archivo, CONTABILIDAD } from '../comun/historial.ts';

export const FORMATO_CONTENIDO: FormatoHistorial = {
  titulo: { etiqueta: 'Título' },
  nombre: { etiqueta: 'Nombre' },
  slug: { etiqueta: 'Dirección web (slug)' },
  descripcion: { etiqueta: 'Descripción' },
  especial: { etiqueta: 'Especial', valor: valores.siNo },
  prioridad: { etiqueta: 'Prioridad' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  imagen: { etiqueta: 'Imagen', valor: archivo },
  productos: { etiqueta: 'Productos', valor: valores.lista },
  ...CONTABILIDAD,
};
