/**
 * Header slot (loads on every page, so it stays tiny: no zod; jotai is the page's shared copy, which
 * the shell has already loaded): the cart button with the number of products of the open cart. It also connects the cart core, which answers the
 * storefront's 'carrito:agregar' at once, so the count follows before the server answers.
 */
import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { useOpenPanel, useSession } from '@mercado/shared/react';
import { useEffect } from 'react';
import { conectarCarrito, contarProductos, fijarZona, useCarritos } from './carrito/nucleo.ts';
import type { Panel } from './descripcion.ts';
import * as styles from './minicart.module.css';

/** The cart panel, by its id in this remote's description. */
const CARRITO: Panel = 'carrito';

/** Accessible name of the button: 'Carrito, 3 productos' (cart 1), 'Carrito 2, 1 producto'. */
export const etiquetaCarrito = (n: number, pagina = 0) =>
  `Carrito${pagina > 0 ? ` ${pagina + 1}` : ''}, ${n} ${n === 1 ? 'producto' : 'productos'}`;

function MiniCarrito({ params }: RemoteParcelProps) {
  const e = useCarritos();
  const conSesion = useSession() !== null;
  const abierto = useOpenPanel() === CARRITO;
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  const pagina = conSesion ? e.paginaActiva : 0;
  const n = params.zona ? contarProductos(e, params.zona, pagina, conSesion) : 0;
  return (
    <button
      type="button"
      className={styles.minicart}
      aria-label={etiquetaCarrito(n, pagina)}
      aria-expanded={abierto}
      aria-controls={abierto ? 'mv-panel' : undefined}
      data-panel-toggle
      onClick={() => platform.panel.set(abierto ? null : CARRITO)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8l.1-.1.9-1.7h7.4a2 2 0 0 0 1.8-1l3.6-6.5-1.8-1-3.6 6.5H8.5L4.3 2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4a.2.2 0 0 1-.2-.2Z"
        />
      </svg>
      {pagina > 0 && (
        <span className={styles.pagina} aria-hidden="true">
          {pagina + 1}
        </span>
      )}
      <span className={n > 0 ? styles.contador : styles.contadorVacio} aria-hidden="true">
        {n}
      </span>
    </button>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', MiniCarrito);
