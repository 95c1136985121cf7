import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { RemoteParcel } from '../components/RemoteParcel.tsx';
import type { ShellRemoteRoute } from '../registry/registry.ts';

/** A registry route: its guards already ran in the loader; mount the remote's './app' parcel. */
export function RemoteRoute({ route }: { route: ShellRemoteRoute }) {
  const location = useLocation();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by value.
  const props = useMemo<RemoteParcelProps>(() => {
    const clean: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
    return { page: route.page, params: clean, pathname: location.pathname, search: location.search };
  }, [route.page, paramsKey, location.pathname, location.search]);
  return <RemoteParcel remote={route.remote} expose="./app" props={props} />;
}
