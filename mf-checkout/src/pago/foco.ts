import { useEffect, useRef } from 'react';
import { idCampo } from './campos.ts';
import { CAMPOS } from './logica.ts';

/**
 * Entering checkout, the focus goes to its first field (how the order is received) once the form
 * shows: after 'Finalizar compra' the cart panel that held the focus is gone. Once per visit of the
 * page; a cart with nothing to fill (empty, below the minimum) has no such field and moves nothing.
 */
export function useFocoAlEntrar(formularioListo: boolean): void {
  const pendiente = useRef(true);
  useEffect(() => {
    if (!formularioListo || !pendiente.current) return;
    pendiente.current = false;
    // A timeout: the closing panel gives the focus back to its opener in one (Radix), this comes after.
    window.setTimeout(() => document.getElementById(idCampo(CAMPOS.tipoEnvio))?.focus(), 0);
  }, [formularioListo]);
}
