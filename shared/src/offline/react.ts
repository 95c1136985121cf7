/** The offline state (./conexion.ts) for React: re-renders when the page goes offline or back. */
import { useSyncExternalStore } from 'react';
import { sinConexion, suscribirConexion } from './conexion.ts';

const suscribir = (aviso: () => void) => suscribirConexion(aviso);

/** True while the server cannot be reached. */
export function useSinConexion(): boolean {
  return useSyncExternalStore(suscribir, sinConexion, () => false);
}
