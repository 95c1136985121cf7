/**
 * React bindings over the platform singleton. Stateless: every remote bundles its own copy,
 * while the state they read lives in `@mercado/shared/platform` (imported by package name so the
 * Module Federation singleton is the one used): jotai atoms in the platform's store.
 */

import { platform, type SharedState } from '@mercado/shared/platform';
import { useAtomValue } from 'jotai';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  forwardRef,
  lazy,
  type MouseEvent,
  useState,
} from 'react';

export { InputClave, type InputClaveProps } from './Clave.tsx';
export {
  Field,
  type FieldControl,
  FieldError,
  type FieldProps,
  fieldErrorId,
  fieldErrors,
} from './Field.tsx';
export { runWhenIdle } from './whenIdle.ts';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type LazyNamed<P extends object> = ComponentType<P> & {
  /** Starts the download (once); resolves when the component is here. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./Page.tsx'), 'Page')`. Once its
 * module is here (`preload`, or an earlier render), a new instance renders it at once instead of
 * suspending: React.lazy suspends on every first render, and a Suspense boundary that shows its
 * fallback then holds the content back for 300 ms (React's throttle), a first page's largest image
 * with it. An instance keeps the type it started with, so it never remounts.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per page at module level, as React.lazy is.
  function Named(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Named, { preload: () => loadOnce().then(() => undefined) });
}

/** A platform value, read from the platform's store (a parcel's own store is its Provider's). */
const usePlatform = <T,>(state: SharedState<T>): T => useAtomValue(state.atom, { store: platform.store });

export const useSession = () => usePlatform(platform.session);
export const usePerfil = () => usePlatform(platform.perfil);
export const useWebsite = () => usePlatform(platform.website);
export const useCurrency = () => usePlatform(platform.currency);
export const useRouteLocation = () => usePlatform(platform.location);
export const useOpenPanel = () => usePlatform(platform.panel);

export function navigate(to: string, options?: { replace?: boolean }): void {
  platform.services.navigate(to, options);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.defaultPrevented
  );
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  /** Opens in a new tab with rel=noopener (external menu links, spec §2). */
  external?: boolean;
}

/**
 * A real <a href> (so middle-click, copy link and crawlers work) whose plain clicks go through the
 * shell's router: one history for the whole page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, external, onClick, ...rest },
  ref,
) {
  if (external) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...rest} />;
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        navigate(to, { replace });
      }}
      {...rest}
    />
  );
});
