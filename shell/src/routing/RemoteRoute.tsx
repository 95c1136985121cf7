import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { navigateTo } from '../app/services.ts';
import { guardEpoch, guardsRunning, shellStore } from '../app/state.ts';
import { PageSkeleton, RemoteParcel } from '../components/RemoteParcel.tsx';
import type { ShellRemoteRoute } from '../registry/registry.ts';
import { checkRoute } from './check-route.ts';
import { startRouteWork } from './route-entry.ts';

function cleanParams(params: Record<string, string | undefined>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  return clean;
}

/**
 * A registry route: runs its guards on every entry (and again when the session changes), and only
 * then hands the page to the remote's './app' parcel. Until the first pass it shows the parcel's
 * skeleton; on a later navigation the parcel keeps the page it shows until the new one passes (no
 * flash of a page the visitor may not see). A refusal replaces the URL with the guard's target.
 */
export function RemoteRoute({ route }: { route: ShellRemoteRoute }) {
  const location = useLocation();
  const params = useParams();
  const epoch = useAtomValue(guardEpoch);
  const [passed, setPassed] = useState<RemoteParcelProps | null>(null);
  // A hash change (an anchor in the page) is not a new entry.
  const entry = JSON.stringify([route.path, location.pathname, location.search, epoch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `entry` names everything that re-runs the guards.
  useEffect(() => {
    let current = true;
    const clean = cleanParams(params);
    startRouteWork(route, clean);
    shellStore.set(guardsRunning, (n) => n + 1);
    const { pathname, search, hash } = location;
    checkRoute(route, `${pathname}${search}${hash}`, clean)
      .then((redirectTo) => {
        if (!current) return;
        if (redirectTo !== null) navigateTo(redirectTo, { replace: true });
        else setPassed({ page: route.page, params: clean, pathname, search });
      })
      .finally(() => shellStore.set(guardsRunning, (n) => Math.max(0, n - 1)));
    return () => {
      current = false;
    };
  }, [entry]);

  if (!passed) return <PageSkeleton />;
  return <RemoteParcel remote={route.remote} expose="./app" props={passed} />;
}
