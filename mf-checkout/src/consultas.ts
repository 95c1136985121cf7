/**
 * The checkout's server data besides the carts, as consultas (decision 0012), in one of two homes:
 * - for the life of the page, in the checkout's store (`almacenCarrito`): what a panel loads once,
 *   on first opening (spec §4: Mis cupones, Rastreo). A failed read is not kept: the next opening
 *   reads again;
 * - for one visit, in the parcel's store: what must be read again each time (the payment form, whose
 *   idempotency key is one per visit; the products of a visitor's cart, which productos.ts caches).
 * Either way a 401 reads as loading: the platform has ended the session and opens the login page.
 */
import { type Carga, type Consulta, consulta, familiaDeConsultas } from '@mercado/shared/consulta';
import { esSesionVencida } from '@mercado/shared/http/errores';
import { atom, type Store, useAtomValue, useStore } from 'jotai';
import { useMemo } from 'react';
import { almacenCarrito } from './carrito/nucleo.ts';

export interface Lectura<T> {
  carga: Carga<T>;
  /** Reads again (writes the consulta's data atom). */
  recargar: () => void;
}

const CARGANDO: Carga<never> = { estado: 'cargando' };
/** What a page with nothing to read yet (no key) shows. */
const sinClave = atom<Carga<never>>(CARGANDO);
const deLaPagina = familiaDeConsultas({ vigenciaMs: Number.POSITIVE_INFINITY, maximo: 20 });

function useLectura<T>(datos: Consulta<T> | null, store: Store): Lectura<T> {
  const carga = useAtomValue(datos?.carga ?? sinClave, { store });
  return {
    carga: carga.estado === 'error' && esSesionVencida(carga.error) ? CARGANDO : carga,
    recargar: () => {
      if (datos) store.set(datos.datos);
    },
  };
}

/** The data of `clave` (null: nothing to read yet), read once for the life of the page. */
export function useConsultaDeLaPagina<T>(clave: string | null, leer: () => Promise<T>): Lectura<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` names everything `leer` reads.
  const datos = useMemo(() => (clave === null ? null : deLaPagina.consulta(clave, leer)), [clave]);
  return useLectura(datos, almacenCarrito);
}

/** The data of `clave` (null: nothing to read yet), read again on each visit and for each key. */
export function useConsultaDeLaVisita<T>(clave: string | null, leer: () => T | Promise<T>): Lectura<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` names everything `leer` reads.
  const datos = useMemo(() => (clave === null ? null : consulta(leer)), [clave]);
  return useLectura(datos, useStore());
}
