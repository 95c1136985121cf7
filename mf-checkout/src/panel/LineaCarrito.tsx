/** A cart line as the panel draws it, whoever keeps the cart, and the lines' skeleton. */
import type { ProductoVista } from '@mercado/shared/contracts';
import { useCurrency } from '@mercado/shared/react';
import { useId } from 'react';
import {
  formatMoney,
  formatQuantity,
  fromThousandths,
  type LineaTotales,
  opcionesLinea,
  precioConIva,
  quantityOptions,
  toThousandths,
} from '../reglas.ts';
import * as styles from './panel.module.css';

/** One line, whoever keeps the cart (local for a visitor, server for a user). */
export interface LineaVista {
  productoId: number;
  producto: ProductoVista | null;
  cantidad: string;
  /** Quantity charged (the server's cantidadValida). */
  cantidadValida: string;
  mensaje: string | null;
  /**
   * Its unit price and total in the chosen currency, from the totals rule (null without product, or
   * for a quantity changed offline: then shelf price × quantity).
   */
  importe: LineaTotales | null;
  /** The name when there is no product data (a product added offline). */
  nombre?: string;
}

export function Skeleton({ lineas = 2 }: { lineas?: number }) {
  return (
    <ul className={styles.lineas} aria-hidden="true">
      {Array.from({ length: lineas }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.linea}>
          <div className={`mv-skeleton ${styles.lineaImagen}`} />
          <div className={styles.lineaCuerpo}>
            <div className={`mv-skeleton ${styles.skeletonLinea}`} />
            <div className={`mv-skeleton ${styles.skeletonCorta}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Linea({
  linea,
  ocupado,
  onCambiar,
}: {
  linea: LineaVista;
  ocupado: boolean;
  onCambiar: (productoId: number, cantidad: string, nombre: string) => void;
}) {
  const { seleccionada } = useCurrency();
  const selectId = useId();
  const mensajeId = useId();
  const { producto } = linea;
  const nombre = producto?.nombre ?? linea.nombre ?? 'Producto no disponible';
  const quitar = () => onCambiar(linea.productoId, '0', nombre);
  const mensaje = linea.mensaje ?? (producto ? null : 'Ya no está a la venta en esta zona.');
  if (!producto) {
    return (
      <li className={styles.linea}>
        <div className={styles.lineaImagen} aria-hidden="true" />
        <div className={styles.lineaCuerpo}>
          <p className={styles.lineaNombre}>{nombre}</p>
          <p className={styles.lineaMensaje}>{mensaje}</p>
        </div>
        <button type="button" className={styles.quitar} onClick={quitar} aria-label={`Quitar ${nombre}`}>
          Quitar
        </button>
      </li>
    );
  }
  const cantidad = toThousandths(linea.cantidad);
  const opciones = opcionesLinea(quantityOptions(producto), cantidad);
  // The totals rule's shelf price with IVA (converted once, as the store shows it) and line total
  // (exactly it × quantity), decision 0049.
  const precio = precioConIva(producto, seleccionada);
  const unitario = linea.importe?.precioConIvaCents ?? precio.cents;
  return (
    <li className={styles.linea} data-producto={producto.id} aria-busy={ocupado || undefined}>
      <img
        className={styles.lineaImagen}
        src={producto.imagen}
        alt=""
        width={56}
        height={56}
        loading="lazy"
      />
      <div className={styles.lineaCuerpo}>
        <p className={styles.lineaNombre}>{producto.nombre}</p>
        <p className={styles.nota}>
          {formatMoney(unitario, seleccionada)}
          {producto.modalidadVenta === 'peso' ? ' / kg' : ' c/u'}
          {precio.tachadoCents !== null && (
            <>
              {' '}
              <s className={styles.tachado}>
                <span className="mv-visually-hidden">antes </span>
                {formatMoney(precio.tachadoCents, seleccionada)}
              </s>
            </>
          )}
        </p>
        {mensaje && (
          <p id={mensajeId} className={styles.lineaMensaje}>
            {mensaje}
          </p>
        )}
        <div className={styles.lineaControles}>
          <label htmlFor={selectId} className="mv-visually-hidden">
            Cantidad de {producto.nombre}
          </label>
          <select
            id={selectId}
            className={styles.cantidad}
            value={String(cantidad)}
            disabled={ocupado}
            aria-describedby={mensaje ? mensajeId : undefined}
            aria-invalid={mensaje ? true : undefined}
            onChange={(event) =>
              onCambiar(producto.id, fromThousandths(Number(event.target.value)), producto.nombre)
            }
          >
            {opciones.map((q) => (
              <option key={q} value={String(q)}>
                {q === 0 ? '0 (quitar)' : formatQuantity(q, producto.modalidadVenta)}
              </option>
            ))}
          </select>
          <span className={styles.lineaTotal}>
            <span className="mv-visually-hidden">Total de la línea: </span>
            {formatMoney(
              linea.importe?.totalConIvaCents ?? Math.round((unitario * cantidad) / 1000),
              seleccionada,
            )}
          </span>
        </div>
      </div>
      <button
        type="button"
        className={styles.quitar}
        onClick={quitar}
        disabled={ocupado}
        aria-label={`Quitar ${producto.nombre} del carrito`}
      >
        Quitar
      </button>
    </li>
  );
}
