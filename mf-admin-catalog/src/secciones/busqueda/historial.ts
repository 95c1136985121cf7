/**
 * How the history of a synonym or a search rule reads (issue 37): the API records them in words
 * (the type, the words; the query and how it compares, the products by name, the boost, the banner).
 */
import type { FormatoHistorial } from '@mercado/admin-kit';

export const FORMATO_SINONIMO: FormatoHistorial = {
  tipo: { etiqueta: 'Tipo' },
  entrada: { etiqueta: 'Palabra de entrada' },
  palabras: { etiqueta: 'Palabras' },
};

export const FORMATO_REGLA: FormatoHistorial = {
  busqueda: { etiqueta: 'Búsqueda' },
  destacados: { etiqueta: 'Productos destacados' },
  escondidos: { etiqueta: 'Productos escondidos' },
  impulso: { etiqueta: 'Impulso' },
  aviso: { etiqueta: 'Aviso' },
  descripcion: { etiqueta: 'Descripción' },
  vigencia: { etiqueta: 'Vigencia' },
  estatus: { etiqueta: 'Estatus' },
};
