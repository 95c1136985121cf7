import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { guardsRunning } from '../app/state.ts';
import { SinConexion } from '../components/SinConexion.tsx';
import { remoteLoading } from '../federation/remotes.ts';
import { refreshInProgress } from '../session/session.ts';
import * as styles from './Root.module.css';

/** Top loading bar: while a page's guards run, a remote is being fetched or the session renewed. */
function LoadingBar() {
  const checking = useAtomValue(guardsRunning);
  const loadingRemotes = useAtomValue(remoteLoading);
  const refreshing = useAtomValue(refreshInProgress);
  const busy = checking > 0 || loadingRemotes > 0 || refreshing;
  return (
    <div
      className={`${styles.bar} ${busy ? styles.barActive : ''}`}
      role="progressbar"
      aria-label="Cargando página"
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}

/**
 * Spec §2 scrolling: a new page scrolls to the top; a hash scrolls to its element (which a remote
 * may render a little later, so it is looked for during a few seconds).
 */
function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (location.hash.length > 1) {
      const id = decodeURIComponent(location.hash.slice(1));
      let tries = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const find = () => {
        const element = document.getElementById(id);
        if (element) {
          element.scrollIntoView({ block: 'start' });
          return;
        }
        if (tries++ < 30) timer = setTimeout(find, 100);
      };
      find();
      return () => clearTimeout(timer);
    }
    if (pathChanged && type !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, location.hash, type]);
  return null;
}

/**
 * Spec §7: renewing the session shows a loading notice. A small status line, not a modal: the
 * user keeps working (and a screen reader hears it once) while the token is renewed.
 */
function RefreshNotice() {
  const refreshing = useAtomValue(refreshInProgress);
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      {refreshing ? 'Actualizando su sesión…' : ''}
    </div>
  );
}

export function Root() {
  return (
    <>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido
      </a>
      <LoadingBar />
      <RefreshNotice />
      <SinConexion />
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** The 0.4 s fade of spec §2 on every page change, without remounting the page. */
export function RouteFade({ children, className }: { children: React.ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!reduce)
      ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 400, easing: 'ease-out' });
  }, [pathname]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
