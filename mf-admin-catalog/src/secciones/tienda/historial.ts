/**
 * How the history of a store and of its branches reads (issue 33): their fields as the forms name
 * them; a branch's zone by the name the API records beside its id.
 */

import { type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { CONTABILIDAD } from '../comun/historial.ts';

export const FORMATO_TIENDA: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  rif: { etiqueta: 'RIF' },
  zona: { etiqueta: 'Zona' },
  direccion: { etiqueta: 'Dirección' },
  telefono: { etiqueta: 'Teléfono' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  // A branch's store is fixed: its page names it.
  tiendaId: OCULTO,
  ...CONTABILIDAD,
};
