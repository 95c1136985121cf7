/** The columns the customer sections' lists share: a request's number, its date and its status. */

import type { Columna } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { EstadoSolicitud, fechaCorta } from '../cliente/comun.tsx';

/** The record's number, a link to its page ('Solicitud 7'). */
export const columnaNumero = <T extends { id: number }>(
  nombre: string,
  href: (fila: T) => string,
): Columna<T> => ({
  clave: 'id',
  etiqueta: 'N.º',
  orden: 'id',
  celda: (fila) => <Link to={href(fila)}>{`${nombre} ${fila.id}`}</Link>,
});

/** When the record was created, sortable ('Recibida', 'Registrado'). */
export const columnaCreado = <T extends { creadoEn: string }>(etiqueta: string): Columna<T> => ({
  clave: 'creado',
  etiqueta,
  orden: 'creado',
  celda: (fila) => fechaCorta(fila.creadoEn),
});

/** A request's status as its badge. */
export const columnaEstado = <T extends { estatus: string }>(): Columna<T> => ({
  clave: 'estatus',
  etiqueta: 'Estatus',
  celda: (fila) => <EstadoSolicitud estatus={fila.estatus} />,
});
