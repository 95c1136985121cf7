import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useSession, useStore } from '@mercado/shared/react';
import { currentZone } from '../app/state.ts';
import * as styles from './BottomNav.module.css';
import { togglePanel } from './panels.ts';

/** Mini-menu at the bottom of small screens (spec §2). */
export function BottomNav() {
  const zona = useStore(currentZone);
  const session = useSession();
  const focusSearch = () => {
    platform.panel.set(null);
    const input = document.getElementById('mv-buscar');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };
  return (
    <nav className={styles.nav} aria-label="Menú inferior">
      <Link to={zona ? links.zona(zona) : links.inicio()} className={styles.item}>
        <span aria-hidden="true">🏠</span>
        Inicio
      </Link>
      <button
        type="button"
        className={styles.item}
        aria-controls="mv-panel"
        onClick={() => togglePanel('categorias')}
      >
        <span aria-hidden="true">☰</span>
        Categorías
      </button>
      <button type="button" className={styles.item} onClick={focusSearch}>
        <span aria-hidden="true">🔍</span>
        Buscar
      </button>
      <button
        type="button"
        className={styles.item}
        aria-controls="mv-panel"
        onClick={() => togglePanel('carrito')}
      >
        <span aria-hidden="true">🛒</span>
        Carrito
      </button>
      {session ? (
        <button
          type="button"
          className={styles.item}
          aria-controls="mv-panel"
          onClick={() => togglePanel('perfil')}
        >
          <span aria-hidden="true">👤</span>
          Cuenta
        </button>
      ) : (
        <Link to={links.login()} className={styles.item}>
          <span aria-hidden="true">👤</span>
          Cuenta
        </Link>
      )}
    </nav>
  );
}
