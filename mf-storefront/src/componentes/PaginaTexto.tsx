import type { ReactNode } from 'react';
import { useTitulo } from '../lib/titulo.ts';
import * as base from './componentes.module.css';
import * as styles from './PaginaTexto.module.css';

/** A public text page: one h1, an optional lead paragraph, readable line length. */
export function PaginaTexto({
  titulo,
  entradilla,
  actualizado,
  children,
}: {
  titulo: string;
  entradilla?: ReactNode;
  /** "Última actualización: …" for legal texts. */
  actualizado?: string;
  children: ReactNode;
}) {
  useTitulo(titulo);
  return (
    <article className={base.pagina} aria-labelledby="mf-storefront-titulo">
      <div className={`mv-card ${styles.texto}`}>
        <h1 id="mf-storefront-titulo" className={base.titulo}>
          {titulo}
        </h1>
        {actualizado && <p className={styles.actualizado}>Última actualización: {actualizado}</p>}
        {entradilla && <p className={styles.entradilla}>{entradilla}</p>}
        {children}
      </div>
    </article>
  );
}
