/**
 * How the history of a zone's records reads (issue 33): the fields of every kind (pickup addresses,
 * areas, sectors, schedules, blocked dates, menu links) as their forms name them, the API recording
 * each kind's row as it is. A record's zone, area or pickup address is fixed and named by its page.
 */

import { DIAS_SEMANA, type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { CONTABILIDAD, dia } from '../../comun/historial.ts';

export const FORMATO_REGISTROS_ZONA: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  direccion: { etiqueta: 'Dirección' },
  diaSemana: { etiqueta: 'Día de la semana', valor: (d) => DIAS_SEMANA[Number(d)] ?? String(d) },
  horaInicio: { etiqueta: 'Hora de inicio', valor: valores.hora },
  horaFin: { etiqueta: 'Hora de fin', valor: valores.hora },
  capacidad: { etiqueta: 'Capacidad por fecha' },
  corteMinutos: { etiqueta: 'Cierre de reservas (minutos antes)' },
  fecha: { etiqueta: 'Fecha', valor: dia },
  motivo: { etiqueta: 'Motivo' },
  url: { etiqueta: 'Dirección (URL)' },
  externo: { etiqueta: 'Enlace externo', valor: valores.siNo },
  orden: { etiqueta: 'Orden' },
  prioridad: { etiqueta: 'Prioridad' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  areaId: OCULTO,
  direccionId: OCULTO,
  ...CONTABILIDAD,
};
