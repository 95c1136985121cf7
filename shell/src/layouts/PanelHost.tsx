import { lazyNamed, useOpenPanel } from '@mercado/shared/react';
import { Suspense, useEffect } from 'react';
import * as styles from './PanelHost.module.css';
import { panelTitle } from './panels.ts';

const loadOpenPanel = () => import('./OpenPanel.tsx');
const OpenPanel = lazyNamed(loadOpenPanel, 'OpenPanel');

/**
 * The one open floating panel (spec §4). The panels' code is not part of a first visit: it downloads
 * when the visitor shows intent (a pointer over, a touch on or the focus on a panel button), so it is
 * usually there by the time the tap opens one; otherwise a loading panel shows meanwhile.
 */
export function PanelHost() {
  const open = useOpenPanel();

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-panel-toggle]')) return;
      loadOpenPanel().catch(() => undefined);
      for (const type of INTENT) document.removeEventListener(type, onIntent, true);
    };
    for (const type of INTENT) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, true);
    };
  }, []);

  if (!open) return null;
  return (
    <Suspense
      fallback={
        <section
          aria-label={panelTitle(open)}
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

const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;
