import type { RemoteParcelProps } from '@mercado/shared/federation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { markPageShown, markPageShownWhenContentIn } from '../app/page-shown.ts';
import { loadExposed, resetRemote } from '../federation/remotes.ts';
import { Icon } from './Icon.tsx';
import * as styles from './RemoteParcel.module.css';

interface Props {
  remote: string;
  expose: string;
  props: RemoteParcelProps;
  /** 'page' fills the content area; 'slot' is a small piece of the layout (mini-cart, panel). */
  variant?: 'page' | 'slot';
  label?: string;
  /**
   * Slot only: what to show until the remote has painted, and instead of it when it cannot load
   * (e.g. the shell's plain search box). It takes the remote's place, so give it the same size.
   */
  fallback?: ReactNode;
}

type State = 'loading' | 'ready' | 'failed';

function propsKey(props: RemoteParcelProps): string {
  return JSON.stringify([props.page, props.pathname, props.search, props.params]);
}

/**
 * Mounts one exposed module of a remote as a single-spa parcel in its own DOM node. New props are
 * passed with `parcel.update`; unmounting the component unmounts the parcel. A remote that cannot be
 * loaded or throws while mounting shows the fallback in its own area with a real retry.
 */
export function RemoteParcel({ remote, expose, props, variant = 'page', label, fallback }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  /** The DOM node the parcel renders into. */
  const containerRef = useRef<HTMLDivElement | null>(null);
  const sentRef = useRef<string>('');
  /** The last queued update: single-spa refuses an update or unmount while one is in flight. */
  const updatingRef = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the mount on retry.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let parcel: Parcel | null = null;
    // The parcel owns this node; React never renders inside it.
    const container = document.createElement('div');
    container.className = styles.container ?? '';
    host.appendChild(container);
    containerRef.current = container;
    setState('loading');
    loadExposed(remote, expose)
      .then((config) => {
        if (cancelled) return;
        const current = latest.current;
        sentRef.current = propsKey(current);
        parcel = mountRootParcel(config, { domElement: container, ...current });
        parcelRef.current = parcel;
        return parcel.mountPromise.then(() => {
          if (!cancelled) setState('ready');
        });
      })
      .catch((error: unknown) => {
        console.error(`[shell] no se pudo cargar ${remote} ${expose}`, error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      parcelRef.current = null;
      const mounted = parcel;
      if (!mounted) {
        container.remove();
        return;
      }
      Promise.all([mounted.mountPromise, updatingRef.current.catch(() => undefined)])
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => container.remove());
    };
  }, [remote, expose, attempt]);

  useEffect(() => {
    if (variant !== 'page' || state === 'loading') return;
    const container = containerRef.current;
    if (state === 'failed' || !container) {
      markPageShown();
      return;
    }
    return markPageShownWhenContentIn(container);
  }, [variant, state]);

  const key = propsKey(props);
  useEffect(() => {
    const parcel = parcelRef.current;
    if (state !== 'ready' || !parcel || sentRef.current === key) return;
    if (!parcel.update) return;
    sentRef.current = key;
    // Serialised: a navigation during an update waits for it, then sends the newest props.
    updatingRef.current = updatingRef.current
      .catch(() => undefined)
      .then(() => {
        if (parcelRef.current !== parcel || parcel.getStatus() !== 'MOUNTED') return;
        return parcel.update?.({ ...latest.current });
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remote} falló al actualizar`, error);
        setState('failed');
      });
  }, [key, state, remote]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  const className = variant === 'page' ? styles.page : styles.slot;
  return (
    <div className={className} aria-busy={state === 'loading'} title={label}>
      {state === 'loading' && variant === 'page' && <Skeleton />}
      {state === 'failed' && variant === 'page' && (
        <div className={styles.fallback} data-testid="remote-fallback" role="alert">
          <p>No pudimos cargar esta sección.</p>
          <button type="button" className="mv-button mv-button--secondary" onClick={retry}>
            Reintentar
          </button>
        </div>
      )}
      {fallback !== undefined && variant === 'slot' && <div className={styles.slotFallback}>{fallback}</div>}
      {state === 'failed' && variant === 'slot' && fallback === undefined && (
        <button
          type="button"
          className={styles.fallbackSmall}
          data-testid="remote-fallback-slot"
          onClick={retry}
          title={`${label ?? 'Sección'} no disponible: cargar de nuevo`}
        >
          <Icon name="retry" size={18} />
          <span className="mv-visually-hidden">{label ?? 'Sección'} no disponible: cargar de nuevo</span>
        </button>
      )}
      <div ref={hostRef} hidden={state === 'failed'} />
    </div>
  );
}

function Skeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className="mv-skeleton" style={{ height: '2rem', width: '40%' }} />
      <div className="mv-skeleton" style={{ height: '8rem' }} />
      <div className="mv-skeleton" style={{ height: '8rem' }} />
    </div>
  );
}

/** What a page parcel shows while it loads, for a page not mounted yet (its guards still run). */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton />
    </div>
  );
}
