import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { currentZone } from '../app/state.ts';
import * as styles from './Layouts.module.css';
import { Logo } from './Logo.tsx';
import { RouteFade } from './Root.tsx';

/** Simple prime menu (/prime). */
export function PrimeLayout() {
  const zona = useAtomValue(currentZone);
  return (
    <div className={styles.shell}>
      <header className={`${styles.simpleHeader} ${styles.primeHeader} mv-on-dark`}>
        <Logo to={zona ? links.zona(zona) : links.inicio()} />
        <span className={styles.primeBadge}>Prime</span>
        <Link to={links.miCuenta()} className={styles.simpleLink}>
          Mi cuenta
        </Link>
      </header>
      <main id="contenido" tabIndex={-1} className={styles.simpleMain}>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
    </div>
  );
}
