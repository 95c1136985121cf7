/**
 * Add to cart through the platform bus: the cart owner (mf-checkout) listens to 'carrito:agregar'
 * (and to 'carrito:cambiar', a stepper's −) and answers 'carrito:resultado'. The answers are an atom
 * of the parcel's jotai store: they live and die with the mounted parcel. What the open cart holds
 * ('carrito:lineas', for the steppers) is kept for the whole remote: its parcels all show it.
 */
import type { BusEventPayload } from '@mercado/shared/bus';
import { platform } from '@mercado/shared/platform';
import { formatQuantity, fromThousandths, toThousandths } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { createElement, Fragment, type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { conversionTrasBusqueda } from './buscar/eventos.ts';

export type ResultadoAgregar =
  /**
   * Asked: `agregada` is the amount added (thousandths; absent for a quantity set by a stepper's −),
   * `objetivo` what the cart should hold once answered, shown by a stepper meanwhile.
   */
  | { estado: 'enviado'; agregada?: number | undefined; objetivo?: number | undefined }
  /** Added: `cantidad` is what the cart holds now; `tope` says it was capped (maximum or stock). */
  | {
      estado: 'ok';
      cantidad?: string | undefined;
      tope?: string | undefined;
      agregada?: number | undefined;
    }
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

/**
 * The sentence of a card's or a suggestion's answer, the quantity in the cart said each time (a
 * stepper's live region): the cap, the add, or what a − left ("Quitado del carrito" at 0).
 */
export function textoResultado(
  r: Extract<ResultadoAgregar, { estado: 'ok' }>,
  p: { nombre: string; modalidadVenta: ReglasAgregar['modalidadVenta'] },
): string {
  if (r.agregada !== undefined) return textoAgregado(r, r.agregada, p);
  if (r.tope) return r.tope;
  if (!r.cantidad || toThousandths(r.cantidad) === 0) return `Quitado del carrito: ${p.nombre}.`;
  return `Tiene ${formatQuantity(r.cantidad, p.modalidadVenta)} de ${p.nombre} en el carrito.`;
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
  /** What the cart should hold once answered (a stepper's +), shown meanwhile. */
  objetivo?: number | undefined;
  /** The search's queryID when the product was reached from search. */
  queryID?: string | undefined;
  /** The product's quantity rules: the cart caps the sum with them (`reglasDe`). */
  reglas?: ReglasAgregar | undefined;
}

/**
 * Marks requests as sent and, a few seconds later, the ones still unanswered as failed: a product
 * without an answer shows an error instead of waiting forever.
 */
function useSeguir() {
  const asignar = useSetAtom(resultados);
  return useCallback(
    (enviados: Record<number, Extract<ResultadoAgregar, { estado: 'enviado' }>>) => {
      asignar((prev) => ({ ...prev, ...enviados }));
      window.setTimeout(() => {
        asignar((prev) => {
          const pendientes = Object.keys(enviados).filter((id) => prev[Number(id)]?.estado === 'enviado');
          if (pendientes.length === 0) return prev;
          const next = { ...prev };
          for (const id of pendientes) next[Number(id)] = { estado: 'error', mensaje: SIN_RESPUESTA };
          return next;
        });
      }, ESPERA_MS);
    },
    [asignar],
  );
}

/** Adds products to the open cart and follows each one's answer. */
export function useAgregar() {
  const seguir = useSeguir();
  return useCallback(
    (zona: string, items: readonly ItemAgregar[]) => {
      seguir(
        Object.fromEntries(
          items.map(({ productoId, cantidad, objetivo }) => [
            productoId,
            { estado: 'enviado', agregada: toThousandths(cantidad), objetivo },
          ]),
        ),
      );
      for (const { productoId, cantidad, queryID, reglas } of items)
        emitirAgregar(zona, productoId, cantidad, queryID, reglas);
    },
    [seguir],
  );
}

/** Sets a product's quantity in the open cart (thousandths; 0 removes it) and follows the answer. */
export function useCambiar() {
  const seguir = useSeguir();
  return useCallback(
    (zona: string, productoId: number, cantidad: number) => {
      seguir({ [productoId]: { estado: 'enviado', objetivo: cantidad } });
      platform.bus.emit('carrito:cambiar', { zona, productoId, cantidad: fromThousandths(cantidad) });
    },
    [seguir],
  );
}

// ---- what the open cart holds ------------------------------------------------------------------

/** The open cart's quantities (thousandths) by product, and its zone; null until the owner says. */
let enCarrito: { zona: string; cantidades: ReadonlyMap<number, number> } | null = null;
const oyentes = new Set<() => void>();
let escuchando = false;

/**
 * Starts following 'carrito:lineas' on first use, for the rest of the page's life (the module is the
 * remote's, shared by its parcels), and asks the owner for them: it may have sent them before.
 */
function suscribirLineas(oyente: () => void): () => void {
  oyentes.add(oyente);
  if (!escuchando) {
    escuchando = true;
    platform.bus.on('carrito:lineas', ({ zona, lineas }) => {
      enCarrito = { zona, cantidades: new Map(lineas.map((l) => [l.productoId, toThousandths(l.cantidad)])) };
      for (const o of [...oyentes]) o();
    });
    try {
      platform.bus.emit('carrito:consultar', {});
    } catch (error) {
      // A shell deployed before this event refuses it: the cards keep "Agregar", as before steppers.
      console.warn('[mf_storefront] carrito:consultar no disponible', error);
    }
  }
  return () => oyentes.delete(oyente);
}

/**
 * What the open cart holds of a product (thousandths, 0 when none), or null while unknown (the cart's
 * owner not loaded yet, or another zone's cart).
 */
export function useEnCarrito(zona: string, productoId: number): number | null {
  return useSyncExternalStore(suscribirLineas, () =>
    enCarrito?.zona === zona ? (enCarrito.cantidades.get(productoId) ?? 0) : null,
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
        asignar((prev) => {
          const antes = prev[productoId];
          const agregada = antes?.estado === 'enviado' ? antes.agregada : undefined;
          return {
            ...prev,
            [productoId]: ok
              ? { estado: 'ok', cantidad, tope: tope ? mensaje : undefined, agregada }
              : { estado: 'error', mensaje: mensaje ?? FALLO },
          };
        });
      }),
    [asignar],
  );
  return createElement(Fragment, null, children);
}
