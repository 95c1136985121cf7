import type { Registry } from '@mercado/shared/federation';
import { lazyNamed } from '@mercado/shared/react';
import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { markPageShown } from '../app/page-shown.ts';
import { NormalLayout } from '../layouts/NormalLayout.tsx';
import { Root } from '../layouts/Root.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { buildRouteTable, routesFor, type ShellRemoteRoute } from '../registry/registry.ts';
import { alreadyLoggedInTarget } from './check-route.ts';
import { GuardedPage, RemoteRoute } from './RemoteRoute.tsx';

/**
 * Pages and layouts a visit of a zone's store does not need are fetched when first entered, so the
 * first visit downloads only the normal layout and the parcel host (the JS budget of issue 4).
 * Navigations are transitions, so the page on screen stays until the next one has loaded.
 */
const LandingPage = lazyNamed(() => import('../pages/LandingPage.tsx'), 'LandingPage');
const SimpleLayout = lazyNamed(() => import('../layouts/SimpleLayout.tsx'), 'SimpleLayout');
const PrimeLayout = lazyNamed(() => import('../layouts/PrimeLayout.tsx'), 'PrimeLayout');
const AdminLayout = lazyNamed(() => import('../layouts/AdminLayout.tsx'), 'AdminLayout');
const AdminInicio = lazyNamed(() => import('../layouts/AdminInicio.tsx'), 'AdminInicio');
const LoginPage = lazyNamed(() => import('../pages/LoginPage.tsx'), 'LoginPage');
const RegistroPage = lazyNamed(() => import('../pages/RegistroPage.tsx'), 'RegistroPage');
const RecuperarClavePage = lazyNamed(() => import('../pages/RecuperarClavePage.tsx'), 'RecuperarClavePage');
const VerificarCuentaPage = lazyNamed(
  () => import('../pages/VerificarCuentaPage.tsx'),
  'VerificarCuentaPage',
);
const LogoutPage = lazyNamed(() => import('../pages/LogoutPage.tsx'), 'LogoutPage');
const ErrorPage = lazyNamed(() => import('../pages/ErrorPage.tsx'), 'ErrorPage');
const MantenimientoPage = lazyNamed(() => import('../pages/MantenimientoPage.tsx'), 'MantenimientoPage');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');

/** The shell's own pages (besides home and the 404), by name. */
export const SHELL_PATHS = {
  login: '/auth/login',
  registro: '/auth/registro',
  recuperarClave: '/auth/recuperar-clave',
  verificarCuenta: '/auth/verificar-cuenta',
  logout: '/auth/logout',
  error: '/error',
  mantenimiento: '/mantenimiento',
  mantenimientoZona: '/mantenimiento/:zona',
  admin: '/admin',
} as const;

/** The back-office home is the shell's: staff only (the sections' own roles guard their routes). */
const ADMIN_HOME = {
  path: SHELL_PATHS.admin,
  guards: ['refresh', 'login'],
  roles: ['ROLE_ADMIN'],
  zoneRole: false,
} as const;

/** A shell page of the normal layout (errors, maintenance, 404): shown once rendered (app/page-shown.ts). */
function ShownOnRender({ children }: { children: ReactNode }) {
  useEffect(markPageShown, []);
  return children;
}

/** /auth/login and /auth/registro: a signed-in user goes to the default zone store (or home). */
function GuestOnly({ children }: { children: ReactNode }) {
  const to = alreadyLoggedInTarget();
  return to === null ? children : <Navigate to={to} replace />;
}

function remoteRoutes(routes: ShellRemoteRoute[]) {
  // Keyed by remote: pages of the same remote update one parcel instead of remounting it.
  return routes.map((route) => (
    <Route key={route.path} path={route.path} element={<RemoteRoute key={route.remote} route={route} />} />
  ));
}

/** The route table: the shell's own pages plus the registry's remote routes that could match the URL. */
export function ShellRoutes({ registry }: { registry: Registry }) {
  const all = useMemo(() => {
    const { byLayout, duplicates } = buildRouteTable(registry);
    if (duplicates.length > 0) console.warn('[shell] rutas duplicadas en el registro', duplicates);
    return byLayout;
  }, [registry]);
  // Only the routes that could match the URL: a store page does not rank the back office's.
  const { pathname } = useLocation();
  const first = pathname.split('/')[1] ?? '';
  const table = useMemo(
    () => ({
      simple: routesFor(all.simple, `/${first}`),
      prime: routesFor(all.prime, `/${first}`),
      admin: routesFor(all.admin, `/${first}`),
      normal: routesFor(all.normal, `/${first}`),
    }),
    [all, first],
  );
  return (
    <RouteErrors>
      <Suspense fallback={<BootFallback />}>
        <Routes>
          <Route element={<Root />}>
            <Route index element={<LandingPage />} />
            <Route element={<SimpleLayout />}>
              <Route
                path={SHELL_PATHS.login}
                element={
                  <GuestOnly>
                    <LoginPage />
                  </GuestOnly>
                }
              />
              <Route
                path={SHELL_PATHS.registro}
                element={
                  <GuestOnly>
                    <RegistroPage />
                  </GuestOnly>
                }
              />
              <Route path={SHELL_PATHS.recuperarClave} element={<RecuperarClavePage />} />
              <Route path={SHELL_PATHS.verificarCuenta} element={<VerificarCuentaPage />} />
              <Route path={SHELL_PATHS.logout} element={<LogoutPage />} />
              {remoteRoutes(table.simple)}
            </Route>
            <Route element={<PrimeLayout />}>{remoteRoutes(table.prime)}</Route>
            <Route element={<AdminLayout />}>
              <Route
                path={SHELL_PATHS.admin}
                element={
                  <GuardedPage route={ADMIN_HOME}>
                    <AdminInicio />
                  </GuardedPage>
                }
              />
              {remoteRoutes(table.admin)}
            </Route>
            <Route element={<NormalLayout />}>
              <Route
                path={SHELL_PATHS.error}
                element={
                  <ShownOnRender>
                    <ErrorPage />
                  </ShownOnRender>
                }
              />
              <Route
                path={SHELL_PATHS.mantenimiento}
                element={
                  <ShownOnRender>
                    <MantenimientoPage />
                  </ShownOnRender>
                }
              />
              <Route
                path={SHELL_PATHS.mantenimientoZona}
                element={
                  <ShownOnRender>
                    <MantenimientoPage />
                  </ShownOnRender>
                }
              />
              {remoteRoutes(table.normal)}
              <Route
                path="*"
                element={
                  <ShownOnRender>
                    <NotFoundPage />
                  </ShownOnRender>
                }
              />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrors>
  );
}

/** Last resort when a route crashes while rendering: the error page (never a blank one), until the
 * visitor goes to another page. */
function RouteErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>;
}

class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { error: Error | null; pathname: string }
> {
  override state = { error: null as Error | null, pathname: this.props.pathname };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { pathname: string },
    state: { error: Error | null; pathname: string },
  ) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] error de ruta', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

export function BootFallback() {
  return (
    <div id="boot" role="status" aria-live="polite">
      <div className="spin" aria-hidden="true" />
      <p>Cargando Mercado…</p>
    </div>
  );
}
