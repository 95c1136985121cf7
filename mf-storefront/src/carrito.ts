import { platform } from '@mercado/shared/platform';
import { atom, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';

export type ResultadoAgregar =
  | { estado: 'enviado' }
  | { estado: 'ok' }
  | { estado: 'error'; mensaje: string };

/** Add-to-cart feedback per product id, for this parcel only. */
export const resultadosAtom = atom<Record<number, ResultadoAgregar>>({});

/** No answer from the cart owner in this time: it is not loaded (its slot failed). */
const ESPERA_MS = 4000;
const SIN_RESPUESTA = 'No pudimos agregar el producto. Intente de nuevo en unos segundos.';

/** Asks the cart owner (mf-checkout) to add a product; it answers with 'carrito:resultado'. */
export function emitirAgregar(zona: string, productoId: number, cantidad: string): void {
  platform.bus.emit('carrito:agregar', { zona, productoId, cantidad, pagina: 0 });
}

/**
 * Adds products to cart 1 through the bus and follows each one's answer; a product without an
 * answer after a few seconds shows an error instead of waiting forever.
 */
export function useAgregar() {
  const store = useStore();
  return useCallback(
    (zona: string, items: readonly { productoId: number; cantidad: string }[]) => {
      store.set(resultadosAtom, (prev) => {
        const next = { ...prev };
        for (const { productoId } of items) next[productoId] = { estado: 'enviado' };
        return next;
      });
      for (const { productoId, cantidad } of items) emitirAgregar(zona, productoId, cantidad);
      window.setTimeout(() => {
        store.set(resultadosAtom, (prev) => {
          const pendientes = items.filter(({ productoId }) => prev[productoId]?.estado === 'enviado');
          if (pendientes.length === 0) return prev;
          const next = { ...prev };
          for (const { productoId } of pendientes)
            next[productoId] = { estado: 'error', mensaje: SIN_RESPUESTA };
          return next;
        });
      }, ESPERA_MS);
    },
    [store],
  );
}

/** Follows the cart owner's answers while the page is mounted. */
export function useResultadosCarrito(): void {
  const set = useSetAtom(resultadosAtom);
  useEffect(
    () =>
      platform.bus.on('carrito:resultado', ({ productoId, ok, mensaje }) => {
        set((prev) => ({
          ...prev,
          [productoId]: ok
            ? { estado: 'ok' }
            : { estado: 'error', mensaje: mensaje ?? 'No pudimos agregar el producto. Intente de nuevo.' },
        }));
      }),
    [set],
  );
}
