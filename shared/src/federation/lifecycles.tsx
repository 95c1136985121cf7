import { createStore, Provider } from 'jotai';
import React, {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useDeferredValue,
  useState,
} from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/** Props the shell passes to every parcel it mounts (and again on every navigation, via update). */
export interface RemoteParcelProps {
  /** Page id from the registry route or slot. */
  page: string;
  /** Route params (`:zona`, `:slug`, '*'...). */
  params: Record<string, string>;
  pathname: string;
  search: string;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * The remote's own last line of defence: a crash inside it shows a Spanish message with a retry in
 * its own area; the shell and other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] error de renderizado`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
        <p style={{ fontWeight: 600, marginBottom: '0.75rem' }}>
          Esta sección tuvo un problema y no se pudo mostrar.
        </p>
        <button type="button" className="mv-button" onClick={() => this.setState({ error: null })}>
          Reintentar
        </button>
      </div>
    );
  }
}

/**
 * single-spa-react lifecycles for one exposed module. Every remote renders in its own React root
 * inside the DOM element the shell's parcel gives it, with its own jotai store (decision 0012): a
 * new one per mount, so the parcel's state lives and dies with it.
 */
export function createRemoteLifecycles(name: string, Root: ComponentType<RemoteParcelProps>) {
  function Wrapped(props: RemoteParcelProps) {
    const [parcelStore] = useState(createStore);
    // The page renders as a transition, which React splits into 5 ms slices: a long product list
    // never blocks the main thread (taps, the shell's header) while it renders; the shell keeps its
    // skeleton on screen until then.
    const deferred = useDeferredValue<RemoteParcelProps | null>(props, null);
    return (
      <Provider store={parcelStore}>
        <RemoteErrorBoundary name={name}>{deferred && <Root {...deferred} />}</RemoteErrorBoundary>
      </Provider>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    errorBoundary: () => <p role="alert">Esta sección tuvo un problema y no se pudo mostrar.</p>,
  });
}
