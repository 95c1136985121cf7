import type { ReactNode } from 'react';
import type { ResultadoAgregar } from '../carrito.ts';
import * as styles from './estado.module.css';

/**
 * The answer to "Agregar" under the button: a success in the brand's green in a status region, a
 * failure in the danger colours with a warning sign in an alert region (issue 36: a connection error
 * must not look like "Agregado al carrito"). Both regions stay in the page so a reader hears each
 * change; the button's aria-describedby names both ids (`idsEstado`).
 */
export function EstadoAgregar({
  id,
  resultado,
  children,
  className,
}: {
  id: string;
  resultado: ResultadoAgregar | undefined;
  /** The success sentence. */
  children: ReactNode;
  /** The wrapper's class: the room kept for the answer (no jump when it appears), its type size. */
  className?: string | undefined;
}) {
  return (
    <div className={className}>
      <p id={id} className={styles.exito} role="status">
        {resultado?.estado === 'ok' && children}
      </p>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {resultado?.estado === 'error' && resultado.mensaje}
      </p>
    </div>
  );
}

/** The ids of EstadoAgregar's two regions, for the button's aria-describedby. */
export const idsEstado = (id: string): string => `${id} ${id}-error`;
