import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useOpenPanel, useSession } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { currentZone, registryAtom } from '../app/state.ts';
import { Icon } from '../components/Icon.tsx';
import { findSlot, panelOpenedFrom } from '../registry/registry.ts';
import * as styles from './BottomNav.module.css';
import { SEARCH_BOX_ID } from './Header.tsx';
import { togglePanel } from './panels.ts';
import { HEADER_SLOTS } from './slots.ts';

/** Mini-menu at the bottom of small screens (spec §2). */
export function BottomNav() {
  const zona = useAtomValue(currentZone);
  const session = useSession();
  const open = useOpenPanel();
  const registry = useAtomValue(registryAtom);
  // The search slot's box and the cart panel are their remotes' (their descriptions say which).
  const searchBox = findSlot(registry, HEADER_SLOTS.buscador)?.foco;
  const cart = panelOpenedFrom(registry, 'barra-inferior');
  const focusSearch = () => {
    platform.panel.set(null);
    // The search slot's box, else the shell's plain box while it loads.
    const input =
      (searchBox ? document.getElementById(searchBox) : null) ?? document.getElementById(SEARCH_BOX_ID);
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
      {cart && (
        <button
          type="button"
          className={styles.item}
          aria-expanded={open === cart.id}
          aria-controls={open === cart.id ? 'mv-panel' : undefined}
          onClick={() => togglePanel(cart.id)}
        >
          <Icon name="cart" />
          {cart.titulo}
        </button>
      )}
      {session ? (
        <button
          type="button"
          className={styles.item}
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
