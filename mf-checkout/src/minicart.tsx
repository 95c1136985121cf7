/**
 * Header slot (loads on every page, so it stays tiny: no zod; jotai is the page's shared copy, which
 * the shell has already loaded): the cart button with the number of products of the open cart.
 * The cart core (carrito/nucleo.ts) is not in it: the button fetches the core once the first page is
 * on screen and the browser is idle, or at once when the storefront asks to add a product first.
 * Until then it shows no count, and the products asked for wait and are added in order
 * (carrito/conexion.ts).
 */
import type { BusEventPayload } from '@mercado/shared/bus';
import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { runWhenIdle, useOpenPanel, useSession } from '@mercado/shared/react';
import { useEffect, useRef, useState } from 'react';
import { AvisoCombinacion } from './AvisoCombinacion.tsx';
import { conexionCarrito } from './carrito/conexion.ts';
import type { Panel } from './descripcion.ts';
import * as styles from './minicart.module.css';

type Nucleo = typeof import('./carrito/nucleo.ts');

/** The cart panel, by its id in this remote's description. */
const CARRITO: Panel = 'carrito';

/** Accessible name of the button: 'Carrito, 3 productos' (cart 1), 'Carrito 2, 1 producto'. */
export const etiquetaCarrito = (n: number, pagina = 0) =>
  `Carrito${pagina > 0 ? ` ${pagina + 1}` : ''}, ${n} ${n === 1 ? 'producto' : 'productos'}`;

/**
 * The cart core, once loaded and connected; null until then. A 'carrito:agregar' sent before it is
 * kept, loads the core at once and is handed to it in order.
 */
function useNucleo(zona: string | undefined): Nucleo | null {
  const [nucleo, setNucleo] = useState<Nucleo | null>(null);
  const zonaActual = useRef(zona);
  zonaActual.current = zona;
  useEffect(() => {
    let vivo = true;
    let desconectar = () => {};
    const esperando: BusEventPayload<'carrito:agregar'>[] = [];
    let cargando: Promise<void> | null = null;
    const cargar = () => {
      cargando ??= import('./carrito/nucleo.ts').then((m) => {
        if (!vivo) return;
        // One synchronous hand-over: the core listens before the waiting list stops, so no
        // request is lost or handled twice.
        desconectar = m.conectarCarrito();
        offEsperar();
        m.fijarZona(zonaActual.current);
        for (const pedido of esperando.splice(0)) m.atenderAgregar(pedido);
        setNucleo(m);
      });
      return cargando;
    };
    const offEsperar = platform.bus.on('carrito:agregar', (pedido) => {
      if (conexionCarrito.escuchando) return;
      esperando.push(pedido);
      void cargar();
    });
    const cancelar = runWhenIdle(() => void cargar());
    return () => {
      vivo = false;
      cancelar();
      offEsperar();
      desconectar();
    };
  }, []);
  useEffect(() => nucleo?.fijarZona(zona), [nucleo, zona]);
  return nucleo;
}

function BotonCarrito({ n, pagina }: { n: number | null; pagina: number }) {
  const abierto = useOpenPanel() === CARRITO;
  return (
    <button
      type="button"
      className={styles.minicart}
      aria-label={n === null ? 'Carrito' : etiquetaCarrito(n, pagina)}
      aria-expanded={abierto}
      aria-controls={abierto ? 'mv-panel' : undefined}
      onClick={() => platform.panel.set(abierto ? null : CARRITO)}
    >
      {/* One number, the count, on the icon; carts 2 and 3 are named in words under it. */}
      <span className={styles.icono}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8l.1-.1.9-1.7h7.4a2 2 0 0 0 1.8-1l3.6-6.5-1.8-1-3.6 6.5H8.5L4.3 2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4a.2.2 0 0 1-.2-.2Z"
          />
        </svg>
        {n !== null && (
          <span className={n > 0 ? styles.contador : styles.contadorVacio} aria-hidden="true">
            {n}
          </span>
        )}
      </span>
      {pagina > 0 && (
        <span className={styles.pagina} aria-hidden="true">
          Carrito {pagina + 1}
        </span>
      )}
    </button>
  );
}

/** The count, once the core is in. */
function ConteoCarrito({ nucleo, zona }: { nucleo: Nucleo; zona: string | undefined }) {
  const e = nucleo.useCarritos();
  const conSesion = useSession() !== null;
  const pagina = conSesion ? e.paginaActiva : 0;
  return (
    <>
      <BotonCarrito n={zona ? nucleo.contarProductos(e, zona, pagina, conSesion) : 0} pagina={pagina} />
      <AvisoCombinacion aviso={conSesion ? e.combinado : null} onCerrar={nucleo.cerrarCombinado} />
    </>
  );
}

export function MiniCarrito({ params }: RemoteParcelProps) {
  const nucleo = useNucleo(params.zona);
  return nucleo ? <ConteoCarrito nucleo={nucleo} zona={params.zona} /> : <BotonCarrito n={null} pagina={0} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', MiniCarrito);
