/**
 * The shopper's notices (issue 34), one module for two places the shell draws from this remote's
 * description: the header's `avisos` slot, a bell with the number of unread notices (signed in only;
 * always there, so the focus comes back to it when the panel closes), and the `avisos` panel, which
 * lists them and marks them read.
 *
 * The bell also polls the notifications path while the page is visible (issue 38, ./sondeo.ts): its
 * number follows, and a notice that arrives while the page is open shows as a toast (./AvisoNuevo.tsx).
 * The first poll only sets the page's starting point: what came before is in the bell's number. With
 * OneSignal configured (resolve's app id), the bell also turns on web push for the shopper (./push.ts).
 */
import type { Aviso } from '@mercado/shared/contracts';
import { createRemoteLifecycles, pageOf, type RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { useOpenPanel, useSession, useWebsite } from '@mercado/shared/react';
import { useEffect, useRef, useState } from 'react';
import { descripcion, type Panel } from '../descripcion.ts';
import { AvisoNuevo, type Nuevo } from './AvisoNuevo.tsx';
import { api } from './api.ts';
import * as styles from './avisos.module.css';
import { ListaAvisos } from './ListaAvisos.tsx';
import { activarPush, desactivarPush } from './push.ts';
import { intervaloAvisos, type Sondeo, sondear } from './sondeo.ts';

const PANEL: Panel = 'avisos';

/** 'Avisos, 2 sin leer': the bell's accessible name. */
export const etiquetaAvisos = (n: number) => (n > 0 ? `Avisos, ${n} sin leer` : 'Avisos');

function Campana() {
  const session = useSession();
  const abierto = useOpenPanel() === PANEL;
  const appIdPush = useWebsite()?.oneSignal?.appId ?? null;
  const [sinLeer, setSinLeer] = useState(0);
  const [nuevo, setNuevo] = useState<Nuevo | null>(null);
  const sondeo = useRef<Sondeo | null>(null);
  const uid = session?.uid;

  useEffect(() => {
    if (!uid) return;
    /** The newest notice id this page knows; null until the first answer (the starting point). */
    let ultimo: number | null = null;
    const s = sondear(async () => {
      const r = await api.aviso.novedades(ultimo === null ? {} : { desde: ultimo });
      setSinLeer(r.sinLeer);
      const [masNuevo, ...otros] = r.avisos;
      if (masNuevo) setNuevo({ aviso: masNuevo, otros: otros.length });
      ultimo = r.ultimo;
    }, intervaloAvisos());
    sondeo.current = s;
    return () => {
      s.parar();
      sondeo.current = null;
      setNuevo(null);
    };
  }, [uid]);

  // The panel marks what it shows read: once closed, the number is asked again.
  const estabaAbierto = useRef(abierto);
  useEffect(() => {
    if (estabaAbierto.current && !abierto) sondeo.current?.ahora();
    estabaAbierto.current = abierto;
  }, [abierto]);

  useEffect(() => {
    if (!uid || !appIdPush) return;
    activarPush(appIdPush, uid);
    return desactivarPush;
  }, [uid, appIdPush]);

  const seguir = (aviso: Aviso) => {
    setNuevo(null);
    api.aviso.marcarLeidos({ ids: [aviso.id] }).then(
      () => sondeo.current?.ahora(),
      () => {},
    );
  };

  if (!uid) return null;
  return (
    <>
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
      {/* A sibling, not a child: a click in the toast must not reach the bell. */}
      <AvisoNuevo nuevo={nuevo} cerrar={() => setNuevo(null)} seguir={seguir} />
    </>
  );
}

function Avisos(props: RemoteParcelProps) {
  return pageOf(descripcion, props.page, './avisos') === 'lista-avisos' ? <ListaAvisos /> : <Campana />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Avisos);
