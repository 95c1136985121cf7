import type { Registry } from '@mercado/shared/federation';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { NormalLayout } from '../layouts/NormalLayout.tsx';
import { PrimeLayout } from '../layouts/PrimeLayout.tsx';
import { Root } from '../layouts/Root.tsx';
import { SimpleLayout } from '../layouts/SimpleLayout.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { LandingPage } from '../pages/LandingPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { MantenimientoPage } from '../pages/MantenimientoPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RecuperarClavePage } from '../pages/RecuperarClavePage.tsx';
import { RegistroPage } from '../pages/RegistroPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { VerificarCuentaPage } from '../pages/VerificarCuentaPage.tsx';
import { buildRouteTable, type ShellRemoteRoute } from '../registry/registry.ts';
import { alreadyLoggedInLoader, guardLoader } from './loaders.ts';
import { RemoteRoute } from './RemoteRoute.tsx';

function remoteRoutes(routes: ShellRemoteRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    loader: guardLoader(route),
    // Keyed by remote: pages of the same remote update one parcel instead of remounting it.
    element: <RemoteRoute key={route.remote} route={route} />,
  }));
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
        { index: true, element: <LandingPage /> },
        {
          element: <SimpleLayout />,
          children: [
            { path: '/auth/login', loader: alreadyLoggedInLoader, element: <LoginPage /> },
            { path: '/auth/registro', loader: alreadyLoggedInLoader, element: <RegistroPage /> },
            { path: '/auth/recuperar-clave', element: <RecuperarClavePage /> },
            { path: '/auth/verificar-cuenta', element: <VerificarCuentaPage /> },
            { path: '/auth/logout', element: <LogoutPage /> },
            ...remoteRoutes(byLayout.simple),
          ],
        },
        { element: <PrimeLayout />, children: remoteRoutes(byLayout.prime) },
        { element: <AdminLayout />, children: remoteRoutes(byLayout.admin) },
        {
          element: <NormalLayout />,
          children: [
            { path: '/error', element: <ErrorPage /> },
            { path: '/mantenimiento', element: <MantenimientoPage /> },
            { path: '/mantenimiento/:zona', element: <MantenimientoPage /> },
            ...remoteRoutes(byLayout.normal),
            { path: '*', element: <NotFoundPage /> },
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
