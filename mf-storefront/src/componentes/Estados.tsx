import type { ReactNode } from 'react';
import * as styles from './componentes.module.css';

/** A failed load: what happened in Spanish and a real retry. */
export function ErrorCarga({
  mensaje,
  onReintentar,
  children,
}: {
  mensaje: string;
  onReintentar: () => void;
  /** Another way out (e.g. a link to the store) next to the retry. */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={`mv-card ${styles.aviso}`}>
      <p>{mensaje}</p>
      <div className={styles.acciones}>
        <button type="button" className="mv-button" onClick={onReintentar}>
          Reintentar
        </button>
        {children}
      </div>
    </div>
  );
}

/** Nothing to show: says so, with an optional way on. */
export function Vacio({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <div className={`mv-card ${styles.aviso}`}>
      <p className={styles.avisoTitulo}>{titulo}</p>
      {children && <div className={styles.acciones}>{children}</div>}
    </div>
  );
}
