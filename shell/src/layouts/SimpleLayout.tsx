import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { Outlet } from 'react-router';
import * as styles from './Layouts.module.css';
import { Logo } from './Logo.tsx';
import { RouteFade } from './Root.tsx';

/** Simple menu (auth pages): logo and a way back. */
export function SimpleLayout() {
  return (
    <div className={styles.shell}>
      <header className={`${styles.simpleHeader} mv-on-dark`}>
        <Logo to={links.inicio()} />
        <Link to={links.inicio()} className={styles.simpleLink}>
          Volver a la tienda
        </Link>
      </header>
      <main id="contenido" tabIndex={-1} className={styles.simpleMain}>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <footer className={styles.simpleFooter}>
        <p>Horario de atención: 7:30 AM a 10:00 PM</p>
      </footer>
    </div>
  );
}
