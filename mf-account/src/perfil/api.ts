/**
 * The profile's calls (issue 34): e-mail, sessions and the deletion request, through the platform's
 * single HTTP client like the remote's other calls (../api.ts).
 */

import { type Carga, consulta } from '@mercado/shared/consulta';
import { auth } from '@mercado/shared/endpoints/auth';
import { solicitudCliente } from '@mercado/shared/endpoints/solicitud-cliente';
import { usuario } from '@mercado/shared/endpoints/usuario';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { useSession } from '@mercado/shared/react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export const api = createApiClient({ usuario, auth, solicitudCliente }, () => platform.services.http);

/** Signed out: nothing is read. */
const sinSesion = atom<Carga<never>>({ estado: 'cargando' });

/** A read of this page for the signed-in user (again for another user); `recargar` reads again. */
export function useLectura<T>(leer: () => Promise<T>): { carga: Carga<T>; recargar: () => void } {
  const uid = useSession()?.uid ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user reads again; `leer` is the page's.
  const lectura = useMemo(() => consulta(leer), [uid]);
  const carga = useAtomValue(uid ? lectura.carga : sinSesion);
  const recargar = useSetAtom(lectura.datos);
  return { carga, recargar };
}
