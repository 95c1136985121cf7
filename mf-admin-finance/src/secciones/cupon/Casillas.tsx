/** A group of checkboxes for a list of ids (zones, user types): a fieldset, its legend and its error. */

import { useId } from 'react';
import * as propios from './cupon.module.css';

export function Casillas({
  leyenda,
  opciones,
  elegidos,
  cambiar,
  error,
}: {
  leyenda: string;
  opciones: readonly { id: number; nombre: string }[];
  elegidos: readonly number[];
  cambiar: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className={propios.grupo} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{leyenda}</legend>
      {opciones.map((o) => (
        <label key={o.id} className={propios.casilla}>
          <input
            type="checkbox"
            checked={elegidos.includes(o.id)}
            onChange={(e) =>
              cambiar(e.target.checked ? [...elegidos, o.id] : elegidos.filter((x) => x !== o.id))
            }
          />
          {o.nombre}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={propios.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
