import { type ReactNode, useId, useState } from 'react';
import * as styles from './Acordeon.module.css';

export interface ItemAcordeon {
  titulo: string;
  contenido: ReactNode;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): each heading holds a button with aria-expanded that
 * controls its region. Spec §9: opens in 0.5 s, closes in 0.3 s, at most 500px high. A closed
 * panel is hidden from screen readers and the tab order (visibility), after its animation.
 */
export function Acordeon({ items, nivel = 2 }: { items: ItemAcordeon[]; nivel?: 2 | 3 }) {
  const base = useId();
  const [abiertos, setAbiertos] = useState<ReadonlySet<number>>(() => new Set());
  const alternar = (i: number) =>
    setAbiertos((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.acordeon}>
      {items.map((item, i) => {
        const abierto = abiertos.has(i);
        const boton = `${base}-b${i}`;
        const panel = `${base}-p${i}`;
        return (
          <div key={item.titulo} className={styles.item}>
            <Titulo className={styles.titulo}>
              <button
                type="button"
                id={boton}
                className={styles.boton}
                aria-expanded={abierto}
                aria-controls={panel}
                onClick={() => alternar(i)}
              >
                <span>{item.titulo}</span>
                <svg className={styles.icono} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              </button>
            </Titulo>
            <section
              id={panel}
              aria-labelledby={boton}
              className={`${styles.panel} ${abierto ? styles.abierto : ''}`}
            >
              <div className={styles.contenido}>{item.contenido}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
