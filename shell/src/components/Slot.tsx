import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useRouteLocation } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { currentZone, registryAtom } from '../app/state.ts';
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

/** Mounts whatever remote module the registry puts in a header slot ('minicart', 'buscador'). */
export function Slot({ name, label, fallback }: Placement & { name: string }) {
  const slot = findSlot(useAtomValue(registryAtom), name);
  if (!slot) return fallback ?? null;
  return <RemoteModule module={slot} label={label} fallback={fallback} />;
}
