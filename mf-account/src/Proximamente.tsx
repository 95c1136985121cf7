import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as styles from './app.module.css';
import { tiendaPredeterminada } from './zona.ts';

const TITULOS: Record<string, string> = {
  correo: 'Cambiar correo electrónico',
  'borrar-cuenta': 'Borrar cuenta',
  prime: 'Prime',
  'comparte-y-gana': 'Comparte y gana',
  'tarjeta-saldo': 'Tarjeta saldo',
};

/** A page of this remote that is not built yet: a real section, never a blank area. */
export function Proximamente({ page }: { page: string }) {
  const enCuenta = page === 'correo' || page === 'borrar-cuenta';
  return (
    <section className={styles.pagina} aria-labelledby="mf-account-proximamente">
      <div className={`mv-card ${styles.tarjeta}`}>
        <h1 id="mf-account-proximamente" className={styles.titulo}>
          {TITULOS[page] ?? 'Sección'}
        </h1>
        <p>Próximamente: estamos preparando esta sección.</p>
        <div className={styles.acciones}>
          <Link className="mv-button" to={tiendaPredeterminada()}>
            Volver a la tienda
          </Link>
          {enCuenta && (
            <Link className="mv-button mv-button--secondary" to={links.miCuenta()}>
              Mi cuenta
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
