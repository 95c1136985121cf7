/**
 * Add to cart through the platform bus: the cart owner (mf-checkout) listens to 'carrito:agregar'
 * and answers 'carrito:resultado'. The answers are an atom of the parcel's jotai store: they live
 * and die with the mounted parcel.
 */
import type { BusEventPayload } from '@mercado/shared/bus';
import { platform } from '@mercado/shared/platform';
import { formatQuantity, toThousandths } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { createElement, Fragment, type ReactNode, useCallback, useEffect } from 'react';
import { conversionTrasBusqueda } from './buscar/eventos.ts';

export type ResultadoAgregar =
  | { estado: 'enviado' }
  /** Added: `cantidad` is what the cart holds now; `tope` says it was capped (maximum or stock). */
  | { estado: 'ok'; cantidad?: string | undefined; tope?: string | undefined }
  | { estado: 'error'; mensaje: string };

/** The product's quantity rules sent with the request, so the cart caps the sum (spec §5). */
export type ReglasAgregar = NonNullable<BusEventPayload<'carrito:agregar'>['reglas']>;

/** The rules of a product as the bus carries them (only these fields). */
export function reglasDe(p: ReglasAgregar): ReglasAgregar {
  const { minimo, maximo, grupo, unidad, existencia, modalidadVenta } = p;
  return { minimo, maximo, grupo, unidad, existencia, modalidadVenta };
}

/**
 * The sentence after adding `agregada` (thousandths) of a product: the cap with what the cart really
 * holds, else what was added and, when the cart already had some, the total now.
 */
export function textoAgregado(
  r: Extract<ResultadoAgregar, { estado: 'ok' }>,
  agregada: number,
  p: { nombre: string; modalidadVenta: ReglasAgregar['modalidadVenta'] },
): string {
  if (r.tope) return r.tope;
  const f = (q: number | string) => formatQuantity(q, p.modalidadVenta);
  const base = `Agregado al carrito: ${f(agregada)} de ${p.nombre}.`;
  return r.cantidad && toThousandths(r.cantidad) !== agregada
    ? `${base} Tiene ${f(r.cantidad)} en el carrito.`
    : base;
}

type Resultados = Record<number, ResultadoAgregar>;

/** No answer from the cart owner in this time: it is not loaded (its slot failed). */
const ESPERA_MS = 4000;
const SIN_RESPUESTA = 'No pudimos agregar el producto. Intente de nuevo en unos segundos.';
const FALLO = 'No pudimos agregar el producto. Intente de nuevo.';

const resultados = atom<Resultados>({});

/** The add-to-cart answers of this parcel, by product id. */
export const useResultados = (): Resultados => useAtomValue(resultados);

/** Products asked for from a search, by id: their queryID, until the cart owner answers. */
const desdeBusqueda = new Map<number, string>();

/**
 * Asks the cart owner (mf-checkout) to add a product to the cart the shopper has open (no pagina:
 * the cart chosen in the cart panel; always cart 1 for a visitor). A product reached from search
 * carries the search's queryID: once added, that is a conversion of the search (spec §7).
 */
export function emitirAgregar(
  zona: string,
  productoId: number,
  cantidad: string,
  queryID?: string,
  reglas?: ReglasAgregar,
): void {
  if (queryID) desdeBusqueda.set(productoId, queryID);
  platform.bus.emit('carrito:agregar', {
    zona,
    productoId,
    cantidad,
    ...(queryID ? { queryID } : {}),
    ...(reglas ? { reglas } : {}),
  });
}

/** Item of an add-to-cart request. */
export interface ItemAgregar {
  productoId: number;
  cantidad: string;
  /** The search's queryID when the product was reached from search. */
  queryID?: string | undefined;
  /** The product's quantity rules: the cart caps the sum with them (`reglasDe`). */
  reglas?: ReglasAgregar | undefined;
}

/**
 * Adds products to cart 1 and follows each one's answer; a product without an answer after a few
 * seconds shows an error instead of waiting forever.
 */
export function useAgregar() {
  const asignar = useSetAtom(resultados);
  return useCallback(
    (zona: string, items: readonly ItemAgregar[]) => {
      asignar((prev) => {
        const next = { ...prev };
        for (const { productoId } of items) next[productoId] = { estado: 'enviado' };
        return next;
      });
      for (const { productoId, cantidad, queryID, reglas } of items)
        emitirAgregar(zona, productoId, cantidad, queryID, reglas);
      window.setTimeout(() => {
        asignar((prev) => {
          const pendientes = items.filter(({ productoId }) => prev[productoId]?.estado === 'enviado');
          if (pendientes.length === 0) return prev;
          const next = { ...prev };
          for (const { productoId } of pendientes)
            next[productoId] = { estado: 'error', mensaje: SIN_RESPUESTA };
          return next;
        });
      }, ESPERA_MS);
    },
    [asignar],
  );
}

/** Follows the cart owner's answers while the parcel is mounted. */
export function ProveedorCarrito({ children }: { children: ReactNode }) {
  const asignar = useSetAtom(resultados);
  useEffect(
    () =>
      platform.bus.on('carrito:resultado', ({ productoId, ok, mensaje, cantidad, tope }) => {
        const queryID = desdeBusqueda.get(productoId);
        if (queryID !== undefined) {
          desdeBusqueda.delete(productoId);
          if (ok) conversionTrasBusqueda(queryID, String(productoId));
        }
        asignar((prev) => ({
          ...prev,
          [productoId]: ok
            ? { estado: 'ok', cantidad, tope: tope ? mensaje : undefined }
            : { estado: 'error', mensaje: mensaje ?? FALLO },
        }));
      }),
    [asignar],
  );
  return createElement(Fragment, null, children);
}
