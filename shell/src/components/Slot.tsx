import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useRouteLocation, useStore } from '@mercado/shared/react';
import { currentZone, registryStore } from '../app/state.ts';
import { findSlot } from '../registry/registry.ts';
import { RemoteParcel } from './RemoteParcel.tsx';

/** Mounts whatever remote module the registry puts in a layout slot ('minicart', 'panel:carrito'). */
export function Slot({ name, label }: { name: string; label?: string }) {
  const registry = useStore(registryStore);
  const zona = useStore(currentZone);
  const location = useRouteLocation();
  const slot = findSlot(registry, name);
  const props: RemoteParcelProps | null = slot && {
    page: slot.page,
    params: (zona ? { zona } : {}) as Record<string, string>,
    pathname: location.pathname,
    search: location.search,
  };
  if (!slot || !props) return null;
  return (
    <RemoteParcel remote={slot.remote} expose={slot.expose} props={props} variant="slot" label={label} />
  );
}
