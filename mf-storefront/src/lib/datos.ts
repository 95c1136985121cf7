/**
 * A page's API data as jotai async atoms (decision 0012): a GET of the endpoint table through the
 * typed client, parsed by the entry's schema, one consulta per viewer and path in the storefront's own
 * store, kept 60 s after it arrived, so back/forward navigation shows the page at once.
 */
import { type Carga as CargaConsulta, type Consulta, familiaDeConsultas } from '@mercado/shared/consulta';
import { MensajesTienda } from '@mercado/shared/contracts';
import type { Endpoint, EndpointInput, EndpointResult } from '@mercado/shared/endpoints/endpoint';
import { callEndpoint, endpointRequest } from '@mercado/shared/http/api';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { navigate, useSession } from '@mercado/shared/react';
import type { z } from '@mercado/shared/zod';
import { atom, createStore, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cuerpoDeError, statusOf } from '../api.ts';

/** A GET of the endpoint table answered as JSON. */
export type EntradaDatos = Endpoint & { method: 'GET'; response: z.ZodType };

/**
 * A call's path and query string: the key of its consulta, and of the shell's request for a route's
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

/**
 * The storefront's server data. Not a parcel's store: the page's parcel is mounted again on every
 * route, and the data must outlive it to be there when the shopper comes back.
 */
export const almacenDatos = createStore();
const familia = familiaDeConsultas({ vigenciaMs: 60_000, maximo: 40 });

/**
 * Reads `path`: the answer the shell asked for as the route was entered when it has already arrived
 * (the page's first render shows the content: no skeleton pass, one render less before the first
 * image), else the shell's request in flight, else a request of its own.
 */
function leerPagina<T>(path: string, schema: z.ZodType<T>, pedir: () => Promise<T>): T | Promise<T> {
  const respuesta = platform.precarga.tomarRespuesta(path);
  const parsed = respuesta && schema.safeParse(respuesta.datos);
  if (parsed?.success) return parsed.data;
  const precargada = platform.precarga.tomar(path);
  return (precargada ? precargada.then((datos) => schema.parse(datos)) : pedir()).catch((error: unknown) => {
    // A 404 is an answer (the page says so), not a fault worth a console line.
    if (statusOf(error) !== 404) console.warn('[mf_storefront] no se pudo cargar', path, error);
    throw error;
  });
}

/** Prices and stock depend on who looks: one consulta per viewer and path. */
const claveDe = (visor: string, path: string) => `${visor}|${path}`;

/** What `leer` of a consulta does for the table's GET `entrada` with `input`. */
function lectura<E extends EntradaDatos>(entrada: E, input: EndpointInput<E>, path: string) {
  type T = EndpointResult<E>;
  return () =>
    leerPagina(path, entrada.response as z.ZodType<T>, () =>
      callEndpoint(platform.services.http, entrada, input),
    );
}

/** The consulta of the table's GET `entrada` with `input` for `visor` (kept while valid: see `familia`). */
export function consultaDePagina<E extends EntradaDatos>(
  visor: string,
  entrada: E,
  input: EndpointInput<E>,
): Consulta<EndpointResult<E>> {
  const path = rutaDe(entrada, input);
  return familia.consulta(claveDe(visor, path), lectura(entrada, input, path));
}

/**
 * Where a failed read sends the shopper instead of showing the error (spec §2/§8). For a zone URL: an
 * inactive zone (409) goes to its maintenance page, an unknown zone (404 'La zona solicitada no
 * existe') to home. A page whose own subject is missing (a 404 with `noExiste`, the API's message for
 * it: the category, the tag) goes to the platform's 404 page. Null when the error is the page's to show
 * (a network failure keeps its retry).
 */
export function destinoPorError(
  zona: string | undefined,
  status: number | null,
  mensajeApi: string | null,
  noExiste?: string,
) {
  if (zona && status === 409) return links.mantenimientoZona(zona);
  if (status !== 404) return null;
  if (zona && mensajeApi === MensajesTienda.ZONA_NO_EXISTE) return links.inicio();
  if (noExiste !== undefined && mensajeApi === noExiste) return links.error404();
  return null;
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
const CARGANDO: Carga<never> = { tipo: 'cargando' };

/** What a page shows of a consulta's state: a failed read as its status and Spanish message. */
export function vistaDeCarga<T>(carga: CargaConsulta<T>): Carga<T> {
  if (carga.estado === 'cargando') return CARGANDO;
  if (carga.estado === 'listo') return { tipo: 'listo', datos: carga.datos };
  const status = statusOf(carga.error);
  return {
    tipo: 'error',
    status,
    mensajeApi: cuerpoDeError(carga.error).mensaje,
    mensaje: (status && MENSAJES[status]) || MENSAJE_GENERAL,
  };
}

const sinClave = atom<CargaConsulta<never>>({ estado: 'cargando' });

/**
 * The storefront's consulta of `clave` (null: nothing to read yet), read in React: a new key reads
 * with `leer`, unless its data arrived less than 60 s ago. `restaurada`: the first render already
 * had the data from a visit a moment ago (the page may show everything at once).
 */
export function useConsulta<T>(clave: string | null, leer: () => T | Promise<T>) {
  // Back to a page seen a moment ago (its data still kept, not just asked for by the shell).
  const [restaurada] = useState(() => clave !== null && familia.vigente(clave));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` names everything `leer` reads.
  const datos = useMemo(() => (clave === null ? null : familia.consulta(clave, leer)), [clave]);
  const carga = useAtomValue(datos?.carga ?? sinClave, { store: almacenDatos });
  const reintentar = useCallback(() => {
    if (datos) almacenDatos.set(datos.datos);
  }, [datos]);
  return { carga, reintentar, restaurada };
}

/**
 * Calls the table's GET `entrada` with `input` (null: nothing to load yet) and follows its state:
 * loads again when the input or the viewer changes, or on `reintentar`. `noExiste`: the API's 404
 * message meaning the page's subject does not exist, which leaves for the 404 page (`destinoPorError`).
 */
export function useDatos<E extends EntradaDatos>(
  entrada: E,
  input: EndpointInput<E> | null,
  zona?: string,
  noExiste?: string,
) {
  const visor = useVisor();
  const path = input === null ? null : rutaDe(entrada, input);
  const { carga: estado, ...resto } = useConsulta<EndpointResult<E>>(
    path === null ? null : claveDe(visor, path),
    // Only read for a key, that is with an input.
    lectura(entrada, input as EndpointInput<E>, path as string),
  );
  const carga = useMemo(() => vistaDeCarga(estado), [estado]);
  const destino =
    carga.tipo === 'error' ? destinoPorError(zona, carga.status, carga.mensajeApi, noExiste) : null;
  useEffect(() => {
    if (destino) navigate(destino, { replace: true });
  }, [destino]);
  // Leaving for another page: no error shown on the way.
  return { carga: destino ? CARGANDO : carga, ...resto };
}
