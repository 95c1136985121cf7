import { useOpenPanel } from '@mercado/shared/react';
import { useEffect } from 'react';
import { registryAtom, shellStore } from '../app/state.ts';
import { useLoadedWhenIdle } from '../dialogs/useLoadedWhenIdle.ts';
import { whenIdle } from '../dialogs/whenIdle.ts';
import { requestFilesAhead } from '../federation/remotes.ts';
import * as styles from './PanelHost.module.css';
import { panelTitle } from './panels.ts';

const loadOpenPanel = () => import('./OpenPanel.tsx').then((module) => module.OpenPanel);

/**
 * The files of the panels the remotes describe: fetched, not run, so that nothing shows on the page
 * and a first open only runs them.
 */
function preloadRemotePanels(): void {
  for (const remote of shellStore.get(registryAtom).remotes) {
    for (const expose of new Set(remote.panels.map((panel) => panel.expose)))
      requestFilesAhead(remote.name, expose);
  }
}

/**
 * The one open floating panel (spec §4). The panels' code and Radix Dialog are not part of a first
 * visit: they download when the browser is idle after the page has loaded, so they are there by the
 * time the first click opens a panel; a click before that loads them and a loading panel shows
 * meanwhile.
 */
export function PanelHost() {
  const open = useOpenPanel();
  const { loaded: OpenPanel, failed } = useLoadedWhenIdle(loadOpenPanel, open !== null);
  useEffect(() => whenIdle(preloadRemotePanels), []);

  if (!open) return null;
  if (OpenPanel) return <OpenPanel open={open} />;
  return (
    <section
      aria-label={panelTitle(open)}
      aria-busy={!failed}
      className={`${styles.panel} ${styles.popover}`}
    >
      <div className={styles.body}>
        {failed ? (
          <p role="alert">No pudimos abrir el panel. Intente de nuevo.</p>
        ) : (
          <p role="status">Cargando…</p>
        )}
      </div>
    </section>
  );
}
