import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useSession } from '@mercado/shared/react';
import { adminPanelGroups } from '@mercado/shared/rules/navegador';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { logout, navigateTo } from '../app/services.ts';
import { registryAtom } from '../app/state.ts';
import { Icon } from '../components/Icon.tsx';
import * as styles from './AdminLayout.module.css';
import { Logo } from './Logo.tsx';
import { RouteFade } from './Root.tsx';

/** Admin layout: top bar and a side panel that toggles on small screens. */
export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The side-panel entries of spec §2 the roles open: each admin remote's group, from the registry.
  const grupos = adminPanelGroups(useAtomValue(registryAtom).remotes, session?.roles ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the side panel after navigating.
  useEffect(() => {
    setOpen(false);
    platform.panel.set(null);
  }, [pathname]);

  return (
    <div className={styles.admin}>
      <header className={`${styles.top} mv-on-dark`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="mv-admin-nav"
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name="menu" />
          <span className="mv-visually-hidden">Menú de administración</span>
        </button>
        <Logo to={links.inicio()} />
        <span className={styles.label}>Administración</span>
        <button
          type="button"
          className={styles.logout}
          onClick={() => void logout().then(() => navigateTo(links.inicio()))}
        >
          Cerrar sesión
        </button>
      </header>
      <div className={styles.body}>
        <nav
          id="mv-admin-nav"
          className={`${styles.side} ${open ? styles.sideOpen : ''}`}
          aria-label="Secciones"
        >
          <ul>
            <li>
              <Link to={links.admin()} aria-current={pathname === '/admin' ? 'page' : undefined}>
                Inicio
              </Link>
            </li>
            {grupos.map((grupo) => (
              <li key={grupo.remote}>
                <span className={styles.group}>{grupo.etiqueta}</span>
                <ul>
                  {grupo.enlaces.map((entry) => {
                    const current = pathname === entry.href || pathname.startsWith(`${entry.href}/`);
                    return (
                      <li key={entry.href}>
                        <Link to={entry.href} aria-current={current ? 'page' : undefined}>
                          {entry.etiqueta}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <main id="contenido" tabIndex={-1} className={styles.main}>
          <RouteFade>
            <Outlet />
          </RouteFade>
        </main>
      </div>
    </div>
  );
}
