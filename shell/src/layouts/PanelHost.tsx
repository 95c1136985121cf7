import { lazyNamed, useOpenPanel } from '@mercado/shared/react';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { Suspense, useEffect } from 'react';
import { registryStore } from '../app/state.ts';
import { whenIdle } from '../dialogs/whenIdle.ts';
import * as styles from './PanelHost.module.css';
import { PANEL_TITLES } from './panels.ts';

const loadOpenPanel = () => import('./OpenPanel.tsx');
const OpenPanel = lazyNamed(loadOpenPanel, 'OpenPanel');

/**
 * The shell's panels and Radix, and the files of the remotes' panel slots ('panel:carrito'): these
 * are fetched, not run, so that nothing shows on the page and a first open only runs them.
 */
function preloadPanels(): void {
  loadOpenPanel().catch(() => undefined);
  for (const remote of registryStore.get().remotes) {
    const exposes = remote.slots.filter((s) => s.slot.startsWith('panel:')).map((s) => s.expose);
    if (exposes.length > 0) preloadRemote([{ nameOrAlias: remote.name, exposes }]).catch(() => undefined);
  }
}

/**
 * The one open floating panel (spec §4). The panels' code and Radix Dialog are not part of a first
 * visit: they download when the browser is idle after the page has loaded (`preloadPanels`), so they
 * are there by the time the first click opens a panel; a click before that loads them and a loading
 * panel shows meanwhile.
 */
export function PanelHost() {
  const open = useOpenPanel();
  useEffect(() => whenIdle(preloadPanels), []);

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
