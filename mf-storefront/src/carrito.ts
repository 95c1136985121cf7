import { platform } from '@mercado/shared/platform';
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export type ResultadoAgregar =
  | { estado: 'enviado' }
  | { estado: 'ok' }
  | { estado: 'error'; mensaje: string };

/** Add-to-cart feedback per product id, for this parcel only. */
export const resultadosAtom = atom<Record<number, ResultadoAgregar>>({});

/** Asks the cart owner (mf-checkout) to add a product; it answers with 'carrito:resultado'. */
export function emitirAgregar(zona: string, productoId: number, cantidad: string): void {
  platform.bus.emit('carrito:agregar', { zona, productoId, cantidad, pagina: 0 });
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
