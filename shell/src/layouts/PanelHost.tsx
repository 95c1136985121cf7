import { lazyNamed, useOpenPanel } from '@mercado/shared/react';
import { Suspense, useEffect } from 'react';
import { whenIdle } from '../dialogs/whenIdle.ts';
import * as styles from './PanelHost.module.css';
import { PANEL_TITLES } from './panels.ts';

const loadOpenPanel = () => import('./OpenPanel.tsx');
const OpenPanel = lazyNamed(loadOpenPanel, 'OpenPanel');

/**
 * The one open floating panel (spec §4). The panels' code and Radix Dialog are not part of a first
 * visit: they download when the browser is idle after the page has loaded, so they are there by the
 * time the first click opens a panel; a click before that loads them and a loading panel shows
 * meanwhile.
 */
export function PanelHost() {
  const open = useOpenPanel();
  useEffect(() => whenIdle(() => void loadOpenPanel().catch(() => undefined)), []);

  if (!open) return null;
  return (
    <Suspense
      fallback={
        <section
          aria-label={PANEL_TITLES[open]}
          aria-busy="true"
          className={`${styles.panel} ${styles.popover}`}
        >
          <div className={styles.body}>
            <p role="status">Cargando…</p>
          </div>
        </section>
      }
    >
      <OpenPanel open={open} />
    </Suspense>
  );
}
