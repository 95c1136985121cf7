import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { navigateTo } from '../app/services.ts';
import { guardEpoch, guardsRunning, shellStore } from '../app/state.ts';
import { PageSkeleton, RemoteParcel } from '../components/RemoteParcel.tsx';
import type { ShellRemoteRoute } from '../registry/registry.ts';
import { checkRoute } from './check-route.ts';
import type { GuardedRoute } from './guards.ts';
import { startRouteWork } from './route-entry.ts';

function cleanParams(params: Record<string, string | undefined>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  return clean;
}

/** An entry that passed its route's guards: the route, and the URL's params, path and query. */
type Entry<R> = Omit<RemoteParcelProps, 'page'> & { route: R };

/**
 * Runs a route's guards on every entry (and again when the session changes); `start` sets the
 * route's work going beside them. Gives the entry once it passed, null before the first pass; on a
 * later navigation the previous entry, its route with it, stays until the new one passes (no flash
 * of a page the visitor may not see, and never the new route's page with the old URL's params). A
 * refusal replaces the URL with the guard's target.
 */
function useGuardedEntry<R extends GuardedRoute & { path: string }>(
  route: R,
  start?: (params: Record<string, string>) => void,
): Entry<R> | null {
  const location = useLocation();
  const params = useParams();
  const epoch = useAtomValue(guardEpoch);
  const [passed, setPassed] = useState<Entry<R> | null>(null);
  // A hash change (an anchor in the page) is not a new entry.
  const entry = JSON.stringify([route.path, location.pathname, location.search, epoch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `entry` names everything that re-runs the guards.
  useEffect(() => {
    let current = true;
    const clean = cleanParams(params);
    start?.(clean);
    shellStore.set(guardsRunning, (n) => n + 1);
    const { pathname, search, hash } = location;
    checkRoute(route, `${pathname}${search}${hash}`, clean)
      .then((redirectTo) => {
        if (!current) return;
        if (redirectTo !== null) navigateTo(redirectTo, { replace: true });
        else setPassed({ route, params: clean, pathname, search });
      })
      .finally(() => shellStore.set(guardsRunning, (n) => Math.max(0, n - 1)));
    return () => {
      current = false;
    };
  }, [entry]);
  return passed;
}

/**
 * A registry route: its guards, then the page in the remote's './app' parcel (the parcel's skeleton
 * until the first pass). Entering it starts the screen's code and first data at once.
 */
export function RemoteRoute({ route }: { route: ShellRemoteRoute }) {
  const passed = useGuardedEntry(route, (params) => startRouteWork(route, params));
  if (!passed) return <PageSkeleton />;
  const { route: shown, ...entry } = passed;
  return <RemoteParcel remote={shown.remote} expose="./app" props={{ page: shown.page, ...entry }} />;
}

/** One of the shell's own pages behind guards (the back-office home). */
export function GuardedPage({
  route,
  children,
}: {
  route: GuardedRoute & { path: string };
  children: ReactNode;
}) {
  return useGuardedEntry(route) ? children : <PageSkeleton />;
}
