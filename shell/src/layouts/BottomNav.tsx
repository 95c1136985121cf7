import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useOpenPanel, useSession } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { currentZone } from '../app/state.ts';
import { Icon } from '../components/Icon.tsx';
import * as styles from './BottomNav.module.css';
import { togglePanel } from './panels.ts';

/** Mini-menu at the bottom of small screens (spec §2). */
export function BottomNav() {
  const zona = useAtomValue(currentZone);
  const session = useSession();
  const open = useOpenPanel();
  const focusSearch = () => {
    platform.panel.set(null);
    // The storefront's search slot, else the shell's plain box while it loads.
    const input = document.getElementById('mv-buscar') ?? document.getElementById('mv-buscar-simple');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };
  return (
    <nav className={styles.nav} aria-label="Menú inferior">
      <Link to={zona ? links.zona(zona) : links.inicio()} className={styles.item}>
        <Icon name="home" />
        Inicio
      </Link>
      <button
        type="button"
        className={styles.item}
        data-panel-toggle
        aria-expanded={open === 'categorias'}
        aria-controls={open === 'categorias' ? 'mv-panel' : undefined}
        onClick={() => togglePanel('categorias')}
      >
        <Icon name="menu" />
        Categorías
      </button>
      <button type="button" className={styles.item} onClick={focusSearch}>
        <Icon name="search" />
        Buscar
      </button>
      <button
        type="button"
        className={styles.item}
        data-panel-toggle
        aria-expanded={open === 'carrito'}
        aria-controls={open === 'carrito' ? 'mv-panel' : undefined}
        onClick={() => togglePanel('carrito')}
      >
        <Icon name="cart" />
        Carrito
      </button>
      {session ? (
        <button
          type="button"
          className={styles.item}
          data-panel-toggle
          aria-expanded={open === 'perfil'}
          aria-controls={open === 'perfil' ? 'mv-panel' : undefined}
          onClick={() => togglePanel('perfil')}
        >
          <Icon name="user" />
          Cuenta
        </button>
      ) : (
        <Link to={links.login()} className={styles.item}>
          <Icon name="user" />
          Cuenta
        </Link>
      )}
    </nav>
  );
}
