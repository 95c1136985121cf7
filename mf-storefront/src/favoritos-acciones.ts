/**
 * What the hearts do (issue 34), in a chunk of its own that a first visit does not carry: read the
 * signed-in shopper's favourites once per visit, save or forget one at once and put it back with a
 * Spanish message when the API refuses, and ask a visitor to sign in.
 */
import { favorito } from '@mercado/shared/endpoints/favorito';
import { createApiClient } from '@mercado/shared/http/api';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { navigate } from '@mercado/shared/react';
import { favoritos } from './favoritos-estado.ts';

const api = createApiClient({ favorito }, () => platform.services.http).favorito;
const store = platform.store;

/** The user whose set is being read (a second card mounting does not read it again). */
let leyendo: string | null = null;
/** Toggles still waiting for the API: while any is, an answer does not overwrite the newer state. */
let pendientes = 0;

const idsDe = (uid: string) => {
  const f = store.get(favoritos);
  return f?.uid === uid ? f.ids : new Set<number>();
};
const sigue = (uid: string) => platform.session.get()?.uid === uid;

export async function leer(uid: string): Promise<void> {
  if (leyendo === uid || store.get(favoritos)?.uid === uid) return;
  leyendo = uid;
  try {
    const { ids } = await api.ids({});
    if (sigue(uid) && pendientes === 0) store.set(favoritos, { uid, ids: new Set(ids) });
  } catch {
    // The hearts stay empty; the next visit (or the next toggle's answer) reads them again.
  } finally {
    leyendo = null;
  }
}

export async function pedirSesion(): Promise<void> {
  const ok = await platform.services.confirm({
    titulo: 'Guardar en favoritos',
    mensaje: 'Inicie sesión para guardar sus productos favoritos y encontrarlos en cualquier zona.',
    aceptar: 'Iniciar Sesión',
    cancelar: 'Ahora no',
  });
  if (!ok) return;
  const { pathname, search } = platform.location.get();
  navigate(links.login(pathname + search));
}

export async function alternar(uid: string, productoId: number, nombre: string): Promise<void> {
  const quitar = idsDe(uid).has(productoId);
  const cambiar = (guardar: boolean) => {
    const ids = new Set(idsDe(uid));
    if (guardar) ids.add(productoId);
    else ids.delete(productoId);
    store.set(favoritos, { uid, ids });
  };
  cambiar(!quitar);
  pendientes++;
  try {
    const { ids } = await (quitar ? api.quitar({ id: productoId }) : api.agregar({ id: productoId }));
    if (pendientes === 1 && sigue(uid)) store.set(favoritos, { uid, ids: new Set(ids) });
  } catch (error) {
    cambiar(quitar);
    await platform.services.alert({
      titulo: 'Favoritos',
      mensaje: mensajeDeError(
        error,
        quitar
          ? `No pudimos quitar ${nombre} de sus favoritos. Intente de nuevo.`
          : `No pudimos guardar ${nombre} en sus favoritos. Intente de nuevo.`,
      ),
    });
  } finally {
    pendientes--;
  }
}
