import type { Registry } from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadExposed } from '../federation/remotes.ts';
import { NormalLayout } from '../layouts/NormalLayout.tsx';
import { Root } from '../layouts/Root.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { buildRouteTable, type ShellRemoteRoute } from '../registry/registry.ts';
import { alreadyLoggedInLoader, guardLoader } from './loaders.ts';
import { RemoteRoute } from './RemoteRoute.tsx';
import { startRouteData } from './route-data.ts';

/**
 * Pages and layouts a visit of a zone's store does not need are fetched when first entered, so the
 * first visit downloads only the normal layout and the parcel host (the JS budget of issue 4).
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return () => load().then((module) => ({ Component: module[name] }));
}

function remoteRoutes(routes: ShellRemoteRoute[]): RouteObject[] {
  return routes.map((route) => {
    const guard = guardLoader(route);
    return {
      path: route.path,
      // The remote's manifest, entry and page module download, and the page's first data is
      // requested, while the guards run (they may call the API): whole chains of round trips less
      // before the page shows. A failure is not cached: the parcel loads again and shows its own
      // fallback, the page asks for its data itself.
      loader: (args: LoaderFunctionArgs) => {
        loadExposed(route.remote, './app').catch(() => undefined);
        startRouteData(route, args.params);
        return guard(args);
      },
      // Keyed by remote: pages of the same remote update one parcel instead of remounting it.
      element: <RemoteRoute key={route.remote} route={route} />,
    };
  });
}

/** The whole route table: the shell's own pages plus every remote route of the registry. */
export function buildRoutes(registry: Registry): RouteObject[] {
  const { byLayout, duplicates } = buildRouteTable(registry);
  if (duplicates.length > 0) console.warn('[shell] rutas duplicadas en el registro', duplicates);
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: BootFallback,
      children: [
        { index: true, lazy: lazyPage(() => import('../pages/LandingPage.tsx'), 'LandingPage') },
        {
          lazy: lazyPage(() => import('../layouts/SimpleLayout.tsx'), 'SimpleLayout'),
          children: [
            {
              path: '/auth/login',
              loader: alreadyLoggedInLoader,
              lazy: lazyPage(() => import('../pages/LoginPage.tsx'), 'LoginPage'),
            },
            {
              path: '/auth/registro',
              loader: alreadyLoggedInLoader,
              lazy: lazyPage(() => import('../pages/RegistroPage.tsx'), 'RegistroPage'),
            },
            {
              path: '/auth/recuperar-clave',
              lazy: lazyPage(() => import('../pages/RecuperarClavePage.tsx'), 'RecuperarClavePage'),
            },
            {
              path: '/auth/verificar-cuenta',
              lazy: lazyPage(() => import('../pages/VerificarCuentaPage.tsx'), 'VerificarCuentaPage'),
            },
            { path: '/auth/logout', lazy: lazyPage(() => import('../pages/LogoutPage.tsx'), 'LogoutPage') },
            ...remoteRoutes(byLayout.simple),
          ],
        },
        {
          lazy: lazyPage(() => import('../layouts/PrimeLayout.tsx'), 'PrimeLayout'),
          children: remoteRoutes(byLayout.prime),
        },
        {
          lazy: lazyPage(() => import('../layouts/AdminLayout.tsx'), 'AdminLayout'),
          children: remoteRoutes(byLayout.admin),
        },
        {
          element: <NormalLayout />,
          children: [
            { path: '/error', lazy: lazyPage(() => import('../pages/ErrorPage.tsx'), 'ErrorPage') },
            {
              path: '/mantenimiento',
              lazy: lazyPage(() => import('../pages/MantenimientoPage.tsx'), 'MantenimientoPage'),
            },
            {
              path: '/mantenimiento/:zona',
              lazy: lazyPage(() => import('../pages/MantenimientoPage.tsx'), 'MantenimientoPage'),
            },
            ...remoteRoutes(byLayout.normal),
            { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage') },
          ],
        },
      ],
    },
  ];
}

function BootFallback() {
  return (
    <div id="boot" role="status" aria-live="polite">
      <div className="spin" aria-hidden="true" />
      <p>Cargando Mercado…</p>
    </div>
  );
}

export function createShellRouter(registry: Registry) {
  return createBrowserRouter(buildRoutes(registry));
}
