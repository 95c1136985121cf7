import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as styles from './componentes/componentes.module.css';

/** A page of this remote that is not built yet: a real section, never a blank area. */
export function Proximamente({ zona }: { zona: string | undefined }) {
  return (
    <section className={styles.pagina} aria-labelledby="mf-storefront-proximamente">
      <div className={`mv-card ${styles.aviso}`}>
        <h1 id="mf-storefront-proximamente" className={styles.titulo}>
          Sección
        </h1>
        <p>Próximamente: estamos preparando esta sección.</p>
        <Link className="mv-button" to={zona ? links.zona(zona) : links.inicio()}>
          Volver a la tienda
        </Link>
      </div>
    </section>
  );
}
