import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useSession } from '@mercado/shared/react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { logout, navigateTo } from '../app/services.ts';
import { Icon } from '../components/Icon.tsx';
import * as styles from './AdminLayout.module.css';
import { Logo } from './Logo.tsx';
import { RouteFade } from './Root.tsx';

/** Back-office sections of spec §2, in that order, with the role each needs (spec §6). */
export const ADMIN_MENU: readonly { seccion: string; titulo: string; role: string }[] = [
  { seccion: 'tienda', titulo: 'Tiendas', role: 'ROLE_TIENDA' },
  { seccion: 'categoria', titulo: 'Categorias', role: 'ROLE_CATEGORIA' },
  { seccion: 'etiqueta', titulo: 'Etiquetas', role: 'ROLE_ETIQUETA' },
  { seccion: 'producto', titulo: 'Productos', role: 'ROLE_PRODUCTO' },
  { seccion: 'zona', titulo: 'Zonas', role: 'ROLE_ZONA_ACTUALIZAR' },
  { seccion: 'lista-rapida', titulo: 'Listas Rapidas', role: 'ROLE_LISTA_RAPIDA' },
  { seccion: 'publicidad', titulo: 'Publicidad', role: 'ROLE_PUBLICIDAD' },
  { seccion: 'onesignal', titulo: 'Segmentos de notificaciones', role: 'ROLE_ONE_SIGNAL' },
  { seccion: 'buscador-historial', titulo: 'Buscador Historial', role: 'ROLE_PUBLICIDAD' },
  { seccion: 'inventario', titulo: 'Inventario y Precios', role: 'ROLE_INVENTARIO' },
  { seccion: 'pedido', titulo: 'Pedidos', role: 'ROLE_PEDIDO' },
  { seccion: 'membresia/solicitud', titulo: 'Solicitudes PRIME', role: 'ROLE_MEMBRESIA' },
  { seccion: 'cliente', titulo: 'Clientes', role: 'ROLE_CLIENTE' },
  { seccion: 'borrar-cuenta', titulo: 'Borrar Cuentas', role: 'ROLE_CLIENTE' },
  { seccion: 'cupon', titulo: 'Cupones', role: 'ROLE_CUPON' },
  { seccion: 'tarjeta/solicitud', titulo: 'Solicitudes de Saldo', role: 'ROLE_TARJETA' },
  { seccion: 'tarjeta/saldo', titulo: 'Saldo de Usuarios', role: 'ROLE_TARJETA' },
  { seccion: 'vuelto', titulo: 'Vuelto', role: 'ROLE_TARJETA' },
  { seccion: 'envio', titulo: 'Envios', role: 'ROLE_ENVIO' },
  { seccion: 'referido', titulo: 'Referidos', role: 'ROLE_ATENCION_CLIENTE' },
  { seccion: 'usuario', titulo: 'Usuarios', role: 'ROLE_USUARIO_ADMIN' },
  { seccion: 'config', titulo: 'Configuraciones', role: 'ROLE_CONFIG' },
  { seccion: 'reporte/compra-usuario', titulo: 'Reporte Compras por Usuarios', role: 'ROLE_PUBLICIDAD' },
];

export function visibleAdminMenu(roles: readonly string[]) {
  const set = new Set(roles);
  return set.has('ROLE_ADMIN') ? ADMIN_MENU.filter((entry) => set.has(entry.role)) : [];
}

/** Admin layout: top bar and a side panel that toggles on small screens. */
export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const entries = visibleAdminMenu(session?.roles ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the side panel after navigating.
  useEffect(() => {
    setOpen(false);
    platform.panel.set(null);
  }, [pathname]);

  return (
    <div className={styles.admin}>
      <header className={styles.top}>
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
            {entries.map((entry) => {
              const to = `/admin/${entry.seccion}`;
              const current = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <li key={entry.seccion}>
                  <Link to={to} aria-current={current ? 'page' : undefined}>
                    {entry.titulo}
                  </Link>
                </li>
              );
            })}
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
