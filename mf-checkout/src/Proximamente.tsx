import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as styles from './app.module.css';

/** A page of this remote that is not built yet: a real section, never a blank area. */
export function Proximamente({ titulo, zona }: { titulo: string; zona: string | undefined }) {
  return (
    <section className={styles.pagina} aria-labelledby="mf-checkout-proximamente">
      <div className={`mv-card ${styles.proximamente}`}>
        <h1 id="mf-checkout-proximamente" className={styles.titulo}>
          {titulo}
        </h1>
        <p>Próximamente: estamos preparando esta sección.</p>
        <Link className="mv-button" to={zona ? links.zona(zona) : links.inicio()}>
          Volver a la tienda
        </Link>
      </div>
    </section>
  );
}
