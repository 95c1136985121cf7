import type { RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { useRouteLocation } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { firstPageShown, hasFirstPageShown } from '../app/page-shown.ts';
import { currentZone, registryAtom } from '../app/state.ts';
import { HEADER_SLOTS_AFTER_FIRST_PAGE } from '../layouts/slots.ts';
import { findSlot } from '../registry/registry.ts';
import { RemoteParcel } from './RemoteParcel.tsx';

interface Placement {
  label?: string;
  /**
   * What shows while it loads, when it fails, and when no remote fills the place (e.g. the header's
   * plain search box).
   */
  fallback?: ReactNode;
}

/** Mounts one remote module in a piece of the layout (a header slot, a panel) with the current URL and zone. */
export function RemoteModule({
  module,
  label,
  fallback,
}: Placement & { module: { remote: string; expose: string; page: string } }) {
  const zona = useAtomValue(currentZone);
  const location = useRouteLocation();
  const props: RemoteParcelProps = {
    page: module.page,
    params: zona ? { zona } : {},
    pathname: location.pathname,
    search: location.search,
  };
  return (
    <RemoteParcel
      remote={module.remote}
      expose={module.expose}
      props={props}
      variant="slot"
      label={label}
      fallback={fallback}
    />
  );
}

const NONE: readonly string[] = [];

/**
 * Whether a slot that waits for the first page may mount: once that page is shown, or at once when
 * a request its remote handles is held on the bus for lack of a handler (an 'Agregar' tapped before
 * the mini cart is there). Always true when `wait` is false.
 */
function useMayMount(wait: boolean, handles: readonly string[]): boolean {
  const [may, setMay] = useState(() => !wait || hasFirstPageShown());
  useEffect(() => {
    if (may) return;
    let active = true;
    void firstPageShown().then(() => active && setMay(true));
    const offHeld = platform.bus.onHeld((event) => {
      if (handles.includes(event)) setMay(true);
    });
    return () => {
      active = false;
      offHeld();
    };
  }, [may, handles]);
  return may;
}

/**
 * Mounts whatever remote module the registry puts in a header slot ('minicart', 'buscador'); one of
 * HEADER_SLOTS_AFTER_FIRST_PAGE once the visit's first page is shown (its fallback, if any, meanwhile).
 */
export function Slot({ name, label, fallback }: Placement & { name: string }) {
  const registry = useAtomValue(registryAtom);
  const slot = findSlot(registry, name);
  const handles = registry.remotes.find((remote) => remote.name === slot?.remote)?.events.handles ?? NONE;
  const mayMount = useMayMount(HEADER_SLOTS_AFTER_FIRST_PAGE.includes(name), handles);
  if (!slot || !mayMount) return fallback ?? null;
  return <RemoteModule module={slot} label={label} fallback={fallback} />;
}
