/**
 * Server data as jotai atoms (decision 0012). A consulta is an async atom that reads the data (its
 * value when it is known at once, else the request's promise), its loading / error / ready state,
 * for a page to render without suspending, and a refresh: writing the data atom with no argument
 * reads again. The values live in the store that reads them (a parcel's, a remote's).
 */
import { type Atom, atom, type WritableAtom } from 'jotai';
import { atomWithRefresh, unwrap } from 'jotai/vanilla/utils';

export type Carga<T> =
  | { estado: 'cargando' }
  | { estado: 'error'; error: unknown }
  | { estado: 'listo'; datos: T };

export interface Consulta<T> {
  /** The data, or the promise of it; `store.set(datos)` reads again. */
  datos: WritableAtom<T | Promise<T>, [], void>;
  carga: Atom<Carga<T>>;
}

const CARGANDO: Carga<never> = { estado: 'cargando' };

export function consulta<T>(leer: () => T | Promise<T>): Consulta<T> {
  const datos = atomWithRefresh<T | Promise<T>>(() => leer());
  // The data, or CARGANDO while a read is in flight (a refresh included); a failed read throws.
  const resueltos = unwrap(datos, () => CARGANDO);
  const carga = atom((get): Carga<T> => {
    try {
      const valor = get(resueltos);
      return valor === CARGANDO ? CARGANDO : { estado: 'listo', datos: valor as T };
    } catch (error) {
      return { estado: 'error', error };
    }
  });
  return { datos, carga };
}

export interface FamiliaDeConsultas {
  /**
   * The key's consulta: the one kept while its data is valid (or still arriving), else a new one
   * that reads with `leer` (a key names one read: the same path for the same viewer).
   */
  consulta<T>(clave: string, leer: () => T | Promise<T>): Consulta<T>;
  /** Whether the key's data arrived within the validity (a page may show all of it at once). */
  vigente(clave: string): boolean;
}

/**
 * Consultas by key (a path and who looks), each kept `vigenciaMs` after its data arrived, at most
 * `maximo` of them (the oldest go first): a page opened again within that time shows its data
 * without asking again. A failed read is not kept: the next page that asks reads again.
 */
export function familiaDeConsultas({
  vigenciaMs,
  maximo,
  ahora = () => Date.now(),
}: {
  vigenciaMs: number;
  maximo: number;
  ahora?: () => number;
}): FamiliaDeConsultas {
  /** `hasta`: when the data stops being valid; null while it is being read. */
  const entradas = new Map<string, { consulta: Consulta<unknown>; hasta: number | null }>();
  return {
    vigente(clave) {
      const hasta = entradas.get(clave)?.hasta;
      return hasta != null && hasta > ahora();
    },
    consulta<T>(clave: string, leer: () => T | Promise<T>): Consulta<T> {
      const kept = entradas.get(clave);
      if (kept && (kept.hasta === null || kept.hasta > ahora())) return kept.consulta as Consulta<T>;
      entradas.delete(clave);
      if (entradas.size >= maximo) entradas.delete(entradas.keys().next().value as string);
      const llego = <V>(datos: V): V => {
        entrada.hasta = ahora() + vigenciaMs;
        return datos;
      };
      const entrada = {
        hasta: null as number | null,
        consulta: consulta<T>(() => {
          entrada.hasta = null;
          const valor = leer();
          if (!(valor instanceof Promise)) return llego(valor);
          return valor.then(llego, (error: unknown) => {
            entrada.hasta = 0;
            throw error;
          });
        }),
      };
      entradas.set(clave, entrada);
      return entrada.consulta;
    },
  };
}
