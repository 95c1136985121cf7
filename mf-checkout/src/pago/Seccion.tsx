/** A step of the checkout: its heading (which takes the focus), its form while current, its summary once done. */
import type { ReactNode } from 'react';
import * as styles from './pago.module.css';

export type Paso = 'entrega' | 'pago' | 'confirmar';
export const PASOS: { id: Paso; titulo: string }[] = [
  { id: 'entrega', titulo: 'Entrega' },
  { id: 'pago', titulo: 'Pago' },
  { id: 'confirmar', titulo: 'Confirmar' },
];

export function Seccion({
  paso,
  numero,
  titulo,
  activo,
  completo,
  resumen,
  onCambiar,
  tituloRef,
  children,
}: {
  paso: Paso;
  numero: number;
  titulo: string;
  activo: boolean;
  completo: boolean;
  resumen: ReactNode;
  onCambiar: () => void;
  tituloRef: (el: HTMLHeadingElement | null) => void;
  children: ReactNode;
}) {
  return (
    <section
      className={`mv-card ${styles.paso} ${activo ? styles.pasoActivo : ''}`}
      aria-labelledby={`paso-${paso}`}
    >
      <div className={styles.pasoCabecera}>
        <h2 id={`paso-${paso}`} ref={tituloRef} tabIndex={-1} className={styles.pasoTitulo}>
          <span className={styles.pasoNumero} aria-hidden="true">
            {numero}
          </span>
          {titulo}
          {activo && <span className="mv-visually-hidden"> (paso actual)</span>}
        </h2>
        {!activo && completo && (
          <button
            type="button"
            className={styles.enlace}
            onClick={onCambiar}
            aria-label={`Cambiar ${titulo.toLowerCase()}`}
          >
            Cambiar
          </button>
        )}
      </div>
      {activo ? children : completo ? <div className={styles.pasoResumen}>{resumen}</div> : null}
    </section>
  );
}
