import { useId } from 'react';
import * as styles from './componentes.module.css';

export interface OpcionOrden<T extends string> {
  valor: T;
  etiqueta: string;
}

/** "Ordenar por" select; the caller puts the choice in the URL (so it survives reloads and links). */
export function SelectorOrden<T extends string>({
  valor,
  opciones,
  onCambiar,
}: {
  valor: T;
  opciones: readonly OpcionOrden<T>[];
  onCambiar: (valor: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.campo}>
      <label htmlFor={id}>Ordenar por</label>
      <select
        id={id}
        className={`mv-input ${styles.select}`}
        value={valor}
        onChange={(event) => onCambiar(event.target.value as T)}
      >
        {opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.etiqueta}
          </option>
        ))}
      </select>
    </div>
  );
}
