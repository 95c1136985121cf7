import type { RemoteParcelProps } from '@mercado/shared/federation';
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

/** Whether the visit's first page is shown; always true when `wait` is false. */
function useFirstPageShown(wait: boolean): boolean {
  const [shown, setShown] = useState(() => !wait || hasFirstPageShown());
  useEffect(() => {
    if (shown) return;
    let active = true;
    void firstPageShown().then(() => active && setShown(true));
    return () => {
      active = false;
    };
  }, [shown]);
  return shown;
}

/**
 * Mounts whatever remote module the registry puts in a header slot ('minicart', 'buscador'); one of
 * HEADER_SLOTS_AFTER_FIRST_PAGE once the visit's first page is shown (its fallback, if any, meanwhile).
 */
export function Slot({ name, label, fallback }: Placement & { name: string }) {
  const slot = findSlot(useAtomValue(registryAtom), name);
  const pageShown = useFirstPageShown(HEADER_SLOTS_AFTER_FIRST_PAGE.includes(name));
  if (!slot || !pageShown) return fallback ?? null;
  return <RemoteModule module={slot} label={label} fallback={fallback} />;
}
