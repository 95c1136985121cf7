/**
 * Shows the update dialogs one at a time, in a React root of their own beside the app's: they come
 * from the worker's lazily loaded side (registro.ts), which the app's tree does not know about.
 */
import { createRoot, type Root } from 'react-dom/client';
import { AvisoActualizacion } from './AvisoActualizacion.tsx';
import type { Aviso } from './textos.ts';

let root: Root | null = null;
let abierto: { aviso: Aviso; responder(aceptado: boolean): void } | null = null;

function pintar(): void {
  if (!root) {
    const contenedor = document.createElement('div');
    contenedor.id = 'avisos-actualizacion';
    document.body.append(contenedor);
    root = createRoot(contenedor);
  }
  root.render(abierto ? <AvisoActualizacion pedido={abierto} /> : null);
}

/**
 * Shows `aviso` (replacing the one on screen, answered as declined) and resolves with the answer;
 * 'actualizando' stays until another replaces it or `cerrarAviso`.
 */
export function mostrarAviso(aviso: Aviso): Promise<boolean> {
  abierto?.responder(false);
  return new Promise((resolve) => {
    const pedido = {
      aviso,
      responder: (aceptado: boolean) => {
        if (abierto === pedido) {
          abierto = null;
          pintar();
        }
        resolve(aceptado);
      },
    };
    abierto = pedido;
    pintar();
  });
}

export function avisoAbierto(): Aviso | null {
  return abierto?.aviso ?? null;
}
