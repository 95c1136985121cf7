import { LineaTasa } from '@mercado/shared/react/tasa';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { currentZone } from '../app/state.ts';
import { BottomNav } from './BottomNav.tsx';
import { FooterDiferido } from './FooterDiferido.tsx';
import { Header } from './Header.tsx';
import * as styles from './Layouts.module.css';
import { PanelHost } from './PanelHost.tsx';
import { RouteFade } from './Root.tsx';

/**
 * Normal layout: top menu, content, footer, bottom mini-menu, floating panels. A zone's pages (store,
 * product, search, checkout: the screens with prices) open with the BCV rate line (issue 36).
 */
export function NormalLayout() {
  const zona = useAtomValue(currentZone);
  return (
    <div className={styles.shell}>
      <Header />
      <PanelHost />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {/* Its place is kept from the first frame: the line arrives with the zone's data, and must not push the page down. */}
        <div className={styles.tasa}>{zona && <LineaTasa />}</div>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <FooterDiferido />
      <BottomNav />
    </div>
  );
}
