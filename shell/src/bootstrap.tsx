import './styles/global.css';
import { Mensajes } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { Provider } from 'jotai';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { endBlockedSession, installShellPlatform, logout, setRouterNavigate } from './app/services.ts';
import { currentZone, guardEpoch, registryAtom, shellStore } from './app/state.ts';
import { yieldToMain } from './app/yield.ts';
import { DialogHost } from './dialogs/DialogHost.tsx';
import { alertDialog } from './dialogs/dialogs.ts';
import { registerRegistry } from './federation/remotes.ts';
import { BootFailure } from './pages/BootFailure.tsx';
import { openAtLastZone, startPwa } from './pwa/index.ts';
import { loadRegistry } from './registry/registry.ts';
import { remoteRouteAt, startRouteWork } from './routing/route-entry.ts';
import { SHELL_PATHS, ShellRoutes } from './routing/router.tsx';
import { loadPerfil, setRefreshFailureHandler, syncSessionFromStorage } from './session/session.ts';
import { checkResolvedUser, followCurrency, readDefaultZone, resolveWebsite } from './website/website.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root no existe');
const root = createRoot(container);
openAtLastZone(readDefaultZone);

// 1. Services first (the one HTTP client included): remotes may only run once they are installed.
installShellPlatform();
syncSessionFromStorage();
setRefreshFailureHandler(() => {
  const { pathname, search, hash } = platform.location.get();
  void logout({ returnUrl: `${pathname}${search}${hash}` });
});

async function boot(): Promise<void> {
  let registry: Awaited<ReturnType<typeof loadRegistry>>;
  try {
    registry = await loadRegistry(REGISTRY_URL);
  } catch (error) {
    console.error('[shell] registro no disponible', error);
    root.render(<BootFailure onRetry={() => void boot()} />);
    return;
  }
  // The boot is split in tasks the browser can paint between: the registry's validation, the
  // remotes' registration and the route's work, then the website resolve and the first render.
  await yieldToMain();
  registerRegistry(registry);
  shellStore.set(registryAtom, registry);

  // Session changes (this tab or another): re-read storage, re-run the guards of the page.
  platform.bus.on('sesion:cambio', () => {
    if (syncSessionFromStorage()) {
      void loadPerfil();
      void resolveWebsite(shellStore.get(currentZone));
      shellStore.set(guardEpoch, (n) => n + 1);
    }
  });
  platform.bus.on('moneda:cambio', ({ monedaId }) => followCurrency(monedaId));

  // Website resolve on boot and whenever the zone or the user changes (spec §3).
  let checking = false;
  const onResolved = async () => {
    const resolved = platform.website.get();
    const session = platform.session.get();
    if (!resolved || !session || checking) return;
    const check = checkResolvedUser(resolved, session.usuarioTipo.tipo);
    if (check === 'ok') return;
    checking = true;
    try {
      if (check === 'bloqueado') {
        await endBlockedSession();
      } else {
        await alertDialog({
          titulo: 'Plan de Usuario actualizado',
          mensaje: Mensajes.PLAN_ACTUALIZADO,
        });
        const { pathname, search } = platform.location.get();
        await logout({ returnUrl: `${pathname}${search}` });
      }
    } finally {
      checking = false;
    }
  };
  platform.website.subscribe(() => void onResolved());
  // The entered page's remote code, data and zone list start now, not after the first render.
  const entered = remoteRouteAt(registry, ['/', ...Object.values(SHELL_PATHS)], window.location.pathname);
  if (entered) startRouteWork(entered.route, entered.params);
  await yieldToMain();

  shellStore.set(currentZone, readDefaultZone()?.slug ?? null);
  let lastResolved = '';
  const resolveFor = (zona: string | null) => {
    const key = `${zona ?? ''}|${platform.session.get()?.uid ?? ''}`;
    if (key === lastResolved) return;
    lastResolved = key;
    void resolveWebsite(zona, true).then((resolved) => {
      // A zone the URL named but the API refused (unknown, inactive): the current one instead.
      if (resolved === null && zona !== shellStore.get(currentZone)) {
        lastResolved = '';
        resolveIfChanged();
      }
    });
  };
  const resolveIfChanged = () => resolveFor(shellStore.get(currentZone));
  shellStore.sub(currentZone, resolveIfChanged);
  platform.session.subscribe(resolveIfChanged);
  // A zone URL asks for its own zone at once: no first resolve for the remembered zone (or none)
  // made obsolete a moment later by the zone guard.
  resolveFor(
    entered?.route.guards.includes('zone') ? (entered.params.zona ?? null) : shellStore.get(currentZone),
  );
  void loadPerfil();
  await yieldToMain();

  // A transition: React renders the shell in short slices instead of one long task (TBT).
  startTransition(() => {
    root.render(
      <Provider store={shellStore}>
        <BrowserRouter>
          <RouterBridge />
          <ShellRoutes registry={registry} />
          <DialogHost />
        </BrowserRouter>
      </Provider>,
    );
  });
  startPwa();
}

/** The router's side of the platform: remotes navigate through it and read the URL from it. */
function RouterBridge() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    setRouterNavigate((to, options) => void navigate(to, { replace: options?.replace ?? false }));
  }, [navigate]);
  // Before any effect of the page (a parcel mounting) reads it.
  useLayoutEffect(() => {
    const prev = platform.location.get();
    if (prev.pathname !== pathname || prev.search !== search || prev.hash !== hash) {
      platform.location.set({ pathname, search, hash });
    }
  }, [pathname, search, hash]);
  return null;
}

void boot();
