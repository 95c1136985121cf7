import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useRouteLocation } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { currentZone, registryAtom } from '../app/state.ts';
import { findSlot } from '../registry/registry.ts';
import { RemoteParcel } from './RemoteParcel.tsx';

/**
 * Mounts whatever remote module the registry puts in a layout slot ('minicart', 'buscador',
 * 'panel:carrito'). `fallback` shows while it loads, when it fails, and when no remote owns the slot.
 */
export function Slot({ name, label, fallback }: { name: string; label?: string; fallback?: ReactNode }) {
  const registry = useAtomValue(registryAtom);
  const zona = useAtomValue(currentZone);
  const location = useRouteLocation();
  const slot = findSlot(registry, name);
  const props: RemoteParcelProps | null = slot && {
    page: slot.page,
    params: (zona ? { zona } : {}) as Record<string, string>,
    pathname: location.pathname,
    search: location.search,
  };
  if (!slot || !props) return fallback ?? null;
  return (
    <RemoteParcel
      remote={slot.remote}
      expose={slot.expose}
      props={props}
      variant="slot"
      label={label}
      fallback={fallback}
    />
  );
}
