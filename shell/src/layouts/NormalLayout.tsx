import { Outlet } from 'react-router';
import { BottomNav } from './BottomNav.tsx';
import { FooterDiferido } from './FooterDiferido.tsx';
import { Header } from './Header.tsx';
import * as styles from './Layouts.module.css';
import { PanelHost } from './PanelHost.tsx';
import { RouteFade } from './Root.tsx';

/** Normal layout: top menu, content, footer, bottom mini-menu, floating panels. */
export function NormalLayout() {
  return (
    <div className={styles.shell}>
      <Header />
      <PanelHost />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <FooterDiferido />
      <BottomNav />
    </div>
  );
}
