/**
 * "Mis favoritos" in the store (issue 34): the signed-in shopper's saved product ids, read once per
 * visit after the first page is on screen (`runWhenIdle`) and kept in an atom of the platform's
 * store, so every card and the product page share them and a page change does not read them again.
 * What a heart does is in `favoritos-acciones.ts`, fetched then or at the first heart pressed.
 */
import { platform } from '@mercado/shared/platform';
import { runWhenIdle, useSession } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { favoritos } from './favoritos-estado.ts';

const acciones = () => import('./favoritos-acciones.ts');

/** Whether the product is a favourite of the signed-in shopper, and the heart's toggle. */
export function useFavorito(productoId: number, nombre: string) {
  const uid = useSession()?.uid ?? null;
  const f = useAtomValue(favoritos, { store: platform.store });
  useEffect(() => {
    if (uid) return runWhenIdle(() => void acciones().then((a) => a.leer(uid)));
  }, [uid]);
  const guardado = uid !== null && f?.uid === uid && f.ids.has(productoId);
  const toggle = useCallback(() => {
    void acciones().then((a) => (uid ? a.alternar(uid, productoId, nombre) : a.pedirSesion()));
  }, [uid, productoId, nombre]);
  return { guardado, toggle };
}
