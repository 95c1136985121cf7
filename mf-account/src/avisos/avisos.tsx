/**
 * The shopper's notices (issue 34), one module for two places the shell draws from this remote's
 * description: the header's `avisos` slot, a bell with the number of unread notices (signed in only;
 * always there, so the focus comes back to it when the panel closes), and the `avisos` panel, which
 * lists them and marks them read. The count is what the shopper finds at their next visit; it is read
 * again when the panel closes.
 */
import { createRemoteLifecycles, pageOf, type RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { useOpenPanel, useSession } from '@mercado/shared/react';
import { useEffect, useState } from 'react';
import { descripcion, type Panel } from '../descripcion.ts';
import { api } from './api.ts';
import * as styles from './avisos.module.css';
import { ListaAvisos } from './ListaAvisos.tsx';

const PANEL: Panel = 'avisos';

/** 'Avisos, 2 sin leer': the bell's accessible name. */
export const etiquetaAvisos = (n: number) => (n > 0 ? `Avisos, ${n} sin leer` : 'Avisos');

function Campana() {
  const session = useSession();
  const abierto = useOpenPanel() === PANEL;
  const [sinLeer, setSinLeer] = useState(0);
  const uid = session?.uid;
  useEffect(() => {
    if (!uid || abierto) return;
    let vivo = true;
    // A failure leaves the bell as it was: the notices wait for the next visit.
    api.aviso.sinLeer({}).then(
      ({ avisos }) => vivo && setSinLeer(avisos.length),
      () => {},
    );
    return () => {
      vivo = false;
    };
  }, [uid, abierto]);
  if (!uid) return null;
  return (
    <button
      type="button"
      className={styles.campana}
      aria-label={etiquetaAvisos(sinLeer)}
      aria-expanded={abierto}
      onClick={() => platform.panel.set(PANEL)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {sinLeer > 0 && (
        <span className={styles.cuenta} aria-hidden="true">
          {sinLeer}
        </span>
      )}
    </button>
  );
}

function Avisos(props: RemoteParcelProps) {
  return pageOf(descripcion, props.page, './avisos') === 'lista-avisos' ? <ListaAvisos /> : <Campana />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Avisos);
