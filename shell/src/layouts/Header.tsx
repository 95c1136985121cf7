import { links } from '@mercado/shared/links';
import {
  Link,
  useCurrency,
  useOpenPanel,
  useRouteLocation,
  useSession,
  useWebsite,
} from '@mercado/shared/react';
import { validateSearch } from '@mercado/shared/rules/navegador';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { navigateTo } from '../app/services.ts';
import { currentZone } from '../app/state.ts';
import { Icon } from '../components/Icon.tsx';
import { Slot } from '../components/Slot.tsx';
import * as styles from './Header.module.css';
import { Logo } from './Logo.tsx';
import { togglePanel } from './panels.ts';
import { HEADER_SLOTS } from './slots.ts';

/** The id of the shell's plain search box (the storefront's slot reads what was typed in it). */
export const SEARCH_BOX_ID = 'mv-buscar-simple';

/**
 * The shell's plain search box (spec §5: required, 3 to 40 characters; Enter opens the results).
 * The header shows the storefront's `buscador` slot (autocomplete) in its place; this box is what
 * shows while that slot loads or when the storefront is down, with the same size.
 */
function SearchBox({ zona }: { zona: string | null }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSearch(value);
    setError(result.ok ? null : result.error);
    if (!result.ok) return;
    navigateTo(zona ? links.buscar(zona, result.value) : links.inicio());
  };
  return (
    <search className={styles.search}>
      <form className={styles.searchForm} onSubmit={submit} noValidate>
        <label htmlFor={SEARCH_BOX_ID} className="mv-visually-hidden">
          Buscar productos
        </label>
        <input
          id={SEARCH_BOX_ID}
          type="search"
          className={styles.searchInput}
          placeholder="Buscar productos"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${SEARCH_BOX_ID}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={styles.searchButton} aria-label="Buscar">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {error && (
          <p id={`${SEARCH_BOX_ID}-error`} className={styles.searchError} role="alert">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}

function PanelButton({
  id,
  children,
  label,
  className,
}: {
  id: 'zona' | 'moneda' | 'perfil' | 'categorias' | 'link';
  children: React.ReactNode;
  label?: string;
  className?: string;
}) {
  const open = useOpenPanel();
  return (
    <button
      type="button"
      className={className ?? styles.headerButton}
      aria-expanded={open === id}
      aria-controls={open === id ? 'mv-panel' : undefined}
      aria-label={label}
      onClick={() => togglePanel(id)}
    >
      {children}
    </button>
  );
}

export function Header() {
  const session = useSession();
  const website = useWebsite();
  const { seleccionada } = useCurrency();
  const zona = useAtomValue(currentZone);
  const isAdmin = session?.roles.includes('ROLE_ADMIN') ?? false;
  const zonaNombre = website?.zona?.nombre ?? zona ?? 'Elegir zona';
  const menuLinks = [...(website?.zona?.links ?? [])].sort((a, b) => a.prioridad - b.prioridad);
  const { pathname, search } = useRouteLocation();

  return (
    <header className={`${styles.header} mv-on-dark`}>
      <div className={styles.top}>
        <Logo to={zona ? links.zona(zona) : links.inicio()} />
        <div className={styles.search}>
          <Slot name={HEADER_SLOTS.buscador} fallback={<SearchBox zona={zona} />} />
        </div>
        <div className={styles.actions}>
          <PanelButton id="zona" label={`Zona de entrega: ${zonaNombre}`}>
            <Icon name="pin" />
            <span className={styles.hideSmall}>{zonaNombre}</span>
          </PanelButton>
          <PanelButton id="moneda">
            {seleccionada?.tipo === 'bolivar' ? 'VES' : 'USD'}
            <span className="mv-visually-hidden"> (moneda: {seleccionada?.nombre ?? 'sin elegir'})</span>
          </PanelButton>
          {session && <Slot name={HEADER_SLOTS.avisos} label="Avisos" fallback={null} />}
          {session ? (
            <PanelButton id="perfil" label="Mi cuenta">
              <Icon name="user" />
              <span className={styles.hideSmall}>Mi cuenta</span>
            </PanelButton>
          ) : (
            <span className={styles.auth}>
              <Link to={links.login(`${pathname}${search}`)} className={styles.authLink}>
                Iniciar Sesión
              </Link>
              <Link to={links.registro()} className={`${styles.authLink} ${styles.hideSmall}`}>
                Regístrate
              </Link>
            </span>
          )}
          <div className={styles.minicart}>
            <Slot name={HEADER_SLOTS.minicart} label="Mini carrito" />
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label="Menú principal">
        <PanelButton id="categorias" className={styles.navButton}>
          <Icon name="menu" /> Categorías
        </PanelButton>
        <ul className={styles.navList}>
          {zona && (
            <li>
              <Link to={links.supermercado(zona)}>Supermercado</Link>
            </li>
          )}
          {menuLinks.map((link) => (
            <li key={link.id}>
              <Link to={link.url} external={link.externo}>
                {link.nombre}
                {link.externo && <span className="mv-visually-hidden"> (se abre en una pestaña nueva)</span>}
              </Link>
            </li>
          ))}
          {isAdmin && (
            <li>
              <Link to={links.admin()}>Administración</Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
