/**
 * Loading API data for a page: through the platform's one HTTP client (this remote shows a failure
 * as its own Spanish error with 'Reintentar'), validated with the shared zod contract. A short in-memory cache makes back/forward navigation instant.
 */
import { MensajesTienda } from '@mercado/shared/contracts';
import type { Endpoint, EndpointInput, EndpointResult } from '@mercado/shared/endpoints/endpoint';
import { callEndpoint, endpointRequest } from '@mercado/shared/http/api';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { navigate, useSession } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { useCallback, useEffect, useState } from 'react';
import { statusOf } from '../api.ts';

/** A GET of the endpoint table answered as JSON. */
type EntradaDatos = Endpoint & { method: 'GET'; response: z.ZodType };

/**
 * A call's path and query string: the key of its cache, and of the shell's request for a route's
 * data hint (which has no query: the bare path the typed client calls).
 */
function rutaDe<E extends EntradaDatos>(entrada: E, input: EndpointInput<E>): string {
  const { path, searchParams } = endpointRequest(entrada, input);
  const consulta = new URLSearchParams();
  for (const [nombre, valor] of Object.entries(searchParams))
    if (valor !== undefined && valor !== null) consulta.set(nombre, String(valor));
  return consulta.size ? `${path}?${consulta}` : path;
}

export type Carga<T> =
  | { tipo: 'cargando' }
  | { tipo: 'error'; status: number | null; mensaje: string; mensajeApi: string | null }
  | { tipo: 'listo'; datos: T };

const VIGENCIA_MS = 60_000;
const MAX_ENTRADAS = 40;
const cache = new Map<string, { datos: unknown; hasta: number }>();

function desdeCache<T>(clave: string | null): Carga<T> | null {
  const enCache = clave ? cache.get(clave) : undefined;
  return enCache && enCache.hasta > Date.now() ? { tipo: 'listo', datos: enCache.datos as T } : null;
}

/** First states that came from the shell's request, not from the cache of a visit before. */
const tomadaDePrecarga = new WeakSet<object>();

function guardar(clave: string, datos: unknown) {
  if (cache.size >= MAX_ENTRADAS) cache.delete(cache.keys().next().value as string);
  cache.set(clave, { datos, hasta: Date.now() + VIGENCIA_MS });
}

/**
 * The answer the shell asked for as the route was entered, when it has already arrived: the page's
 * first render shows the content (no skeleton pass first, one render less before the first image).
 * Kept in the cache, so a second call (React's strict mode) finds it there.
 */
function desdePrecarga<T>(clave: string | null, path: string | null, schema: z.ZodType<T>): Carga<T> | null {
  if (!clave || !path) return null;
  const respuesta = platform.precarga.tomarRespuesta(path);
  if (!respuesta) return null;
  const parsed = schema.safeParse(respuesta.datos);
  if (!parsed.success) return null;
  guardar(clave, parsed.data);
  const carga: Carga<T> = { tipo: 'listo', datos: parsed.data };
  tomadaDePrecarga.add(carga);
  return carga;
}

/** The API's Spanish `mensaje` of a failed call, when there is one. */
export function mensajeDe(error: unknown): string | null {
  if (error && typeof error === 'object' && 'mensaje' in error && typeof error.mensaje === 'string') {
    return error.mensaje;
  }
  return null;
}

/**
 * Spec §2/§8 for a zone URL: an inactive zone (409) goes to its maintenance page, an unknown zone
 * (404 'La zona solicitada no existe') to home. True when it navigated away.
 */
export function redirigirPorZona(zona: string | undefined, status: number | null, mensajeApi: string | null) {
  if (!zona) return false;
  if (status === 409) {
    navigate(links.mantenimientoZona(zona), { replace: true });
    return true;
  }
  if (status === 404 && mensajeApi === MensajesTienda.ZONA_NO_EXISTE) {
    navigate(links.inicio(), { replace: true });
    return true;
  }
  return false;
}

/** Prices and stock depend on who looks: a sign-in/out or a plan change loads again. */
export function useVisor(): string {
  const session = useSession();
  return session ? `${session.uid}:${session.usuarioTipo.tipo}` : 'anonimo';
}

const MENSAJES: Record<number, string> = {
  404: 'No encontramos lo que busca. Puede que ya no esté disponible.',
};
const MENSAJE_GENERAL = 'No pudimos cargar la información. Revise su conexión e intente de nuevo.';

/**
 * Calls the table's GET `entrada` with `input` (null: nothing to load yet) and follows its state.
 * Loads again when the input, the viewer or a retry changes. Returns the state, `reintentar`, and
 * `restaurada` (the first render already had the data from a visit a moment ago: the page may show
 * everything at once).
 */
export function useDatos<E extends EntradaDatos>(entrada: E, input: EndpointInput<E> | null, zona?: string) {
  type T = EndpointResult<E>;
  const schema = entrada.response as z.ZodType<T>;
  const path = input === null ? null : rutaDe(entrada, input);
  const visor = useVisor();
  const clave = path === null ? null : `${visor}|${path}`;
  const [intento, setIntento] = useState(0);
  const [estado, setEstado] = useState<{ clave: string | null; carga: Carga<T> }>(() => ({
    clave,
    carga: desdeCache<T>(clave) ?? desdePrecarga(clave, path, schema) ?? { tipo: 'cargando' },
  }));
  // Back to a page seen a moment ago (its data still cached, not just asked for by the shell).
  const [restaurada] = useState(() => estado.carga.tipo === 'listo' && !tomadaDePrecarga.has(estado.carga));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry is a module constant and the input is in the path; intento reloads on purpose.
  useEffect(() => {
    if (!clave || !path || input === null) return;
    const enCache = intento === 0 ? desdeCache<T>(clave) : null;
    if (enCache) {
      // Already showing it (the first render took it): no second render.
      setEstado((previo) =>
        previo.clave === clave && previo.carga.tipo === 'listo' ? previo : { clave, carga: enCache },
      );
      return;
    }
    let vigente = true;
    setEstado({ clave, carga: { tipo: 'cargando' } });
    // The shell may have asked already, as the route was entered (the registry's `datos` hint).
    const precargada = intento === 0 ? platform.precarga.tomar(path) : null;
    (precargada
      ? precargada.then((datos) => schema.parse(datos))
      : (callEndpoint(platform.services.http, entrada, input) as Promise<T>)
    ).then(
      (datos) => {
        guardar(clave, datos);
        if (vigente) setEstado({ clave, carga: { tipo: 'listo', datos } });
      },
      (error: unknown) => {
        if (!vigente) return;
        const status = statusOf(error);
        const mensajeApi = mensajeDe(error);
        if (redirigirPorZona(zona, status, mensajeApi)) return;
        // A 404 is an answer (the page says so), not a fault worth a console line.
        if (status !== 404) console.warn('[mf_storefront] no se pudo cargar', path, error);
        setEstado({
          clave,
          carga: {
            tipo: 'error',
            status,
            mensajeApi,
            mensaje: (status && MENSAJES[status]) || MENSAJE_GENERAL,
          },
        });
      },
    );
    return () => {
      vigente = false;
    };
  }, [clave, intento]);

  const reintentar = useCallback(() => {
    if (clave) cache.delete(clave);
    setIntento((n) => n + 1);
  }, [clave]);

  // A new key shows its cached data or "loading" at once, never the previous page's data.
  const carga: Carga<T> =
    estado.clave === clave ? estado.carga : (desdeCache<T>(clave) ?? { tipo: 'cargando' });
  return { carga, reintentar, restaurada };
}
