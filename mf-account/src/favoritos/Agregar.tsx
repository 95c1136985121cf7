import type { ProductoVista } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { defaultQuantity, formatQuantity, fromThousandths } from '@mercado/shared/rules';
import { useEffect, useState } from 'react';
import * as styles from './favoritos.module.css';

/** No answer from the cart's owner in this time: its code did not load. */
const ESPERA_MS = 4000;
const SIN_RESPUESTA = 'No pudimos agregar el producto. Intente de nuevo en unos segundos.';

type Estado =
  | { estado: 'libre' }
  | { estado: 'enviado' }
  | { estado: 'ok' }
  | { estado: 'error'; mensaje: string };

/**
 * "Agregar": asks the cart's owner (mf-checkout) on the bus, as the store's cards do, to add the
 * product's first valid quantity to the cart the shopper has open in the zone; the owner applies the
 * quantity rules and cart limits, answers 'carrito:resultado' and updates the header's mini cart.
 */
export function Agregar({ producto, zona }: { producto: ProductoVista; zona: string }) {
  const [estado, setEstado] = useState<Estado>({ estado: 'libre' });
  const cantidad = defaultQuantity(producto);
  const esperando = estado.estado === 'enviado';

  useEffect(() => {
    if (!esperando) return;
    const dejar = platform.bus.on('carrito:resultado', ({ productoId, ok, mensaje }) => {
      if (productoId !== producto.id) return;
      setEstado(ok ? { estado: 'ok' } : { estado: 'error', mensaje: mensaje ?? SIN_RESPUESTA });
    });
    const plazo = window.setTimeout(() => setEstado({ estado: 'error', mensaje: SIN_RESPUESTA }), ESPERA_MS);
    return () => {
      dejar();
      window.clearTimeout(plazo);
    };
  }, [esperando, producto.id]);

  const estadoId = `mf-account-favorito-${producto.id}-estado`;
  return (
    <>
      <button
        type="button"
        className={`mv-button ${styles.agregar}`}
        disabled={cantidad === 0 || esperando}
        aria-describedby={`${estadoId} ${estadoId}-error`}
        aria-label={`Agregar ${producto.nombre} al carrito (${formatQuantity(cantidad, producto.modalidadVenta)})`}
        onClick={() => {
          setEstado({ estado: 'enviado' });
          platform.bus.emit('carrito:agregar', {
            zona,
            productoId: producto.id,
            cantidad: fromThousandths(cantidad),
          });
        }}
      >
        Agregar
      </button>
      {/* A success in a status region, a failure in an alert styled as an error (issue 36). */}
      <p id={estadoId} className={styles.estado} role="status">
        {estado.estado === 'ok' && 'Agregado al carrito'}
      </p>
      <p id={`${estadoId}-error`} className={`${styles.estado} ${styles.error}`} role="alert">
        {estado.estado === 'error' && estado.mensaje}
      </p>
    </>
  );
}
