import type { ProductoVista } from '@mercado/shared/contracts';
import { useCurrency } from '@mercado/shared/react';
import {
  defaultQuantity,
  displayPrice,
  formatQuantity,
  fromThousandths,
  isExento,
  taxLabel,
} from '@mercado/shared/rules';
import { useAtom } from 'jotai';
import * as styles from './app.module.css';
import { emitirAgregar, resultadosAtom } from './carrito.ts';
import { mostrarPrecio } from './reglas.ts';

export function ProductCard({
  producto,
  zona,
  arribaDelPliegue,
}: {
  producto: ProductoVista;
  zona: string;
  /** The first cards load their image eagerly; the rest only when scrolled near. */
  arribaDelPliegue: boolean;
}) {
  const { seleccionada } = useCurrency();
  const [resultados, setResultados] = useAtom(resultadosAtom);
  const resultado = resultados[producto.id];
  const precio = displayPrice(producto);
  const porKg = producto.modalidadVenta === 'peso';
  const mostrar = (cents: number) => mostrarPrecio(cents, seleccionada);
  // Spec §5: minimo × unidad; 0 when not even that is in stock.
  const porDefecto = defaultQuantity(producto);
  const cantidad = fromThousandths(porDefecto);
  const exento = isExento(producto.impuesto);
  const tituloId = `mf-storefront-producto-${producto.id}`;

  const agregar = () => {
    setResultados((prev) => ({ ...prev, [producto.id]: { estado: 'enviado' } }));
    emitirAgregar(zona, producto.id, cantidad);
  };

  return (
    <article className={`mv-card ${styles.card}`} aria-labelledby={tituloId}>
      <img
        className={styles.imagen}
        src={producto.imagen}
        alt=""
        width={160}
        height={160}
        loading={arribaDelPliegue ? 'eager' : 'lazy'}
        decoding="async"
      />
      <h2 id={tituloId} className={styles.nombre}>
        {producto.nombre}
      </h2>
      <p className={styles.detalle}>
        {[producto.marca, producto.presentacion].filter(Boolean).join(' · ') || '\u00a0'}
      </p>
      <div className={styles.precios}>
        {precio.tachadoCents !== null && (
          <span className={styles.oferta}>
            <span className="mv-visually-hidden">Precio regular </span>
            <s>{mostrar(precio.tachadoCents)}</s>
          </span>
        )}
        <span className={styles.precio}>
          {precio.tachadoCents !== null && <span className="mv-visually-hidden">Precio de oferta </span>}
          {mostrar(precio.cents)}
          {porKg && (
            <>
              <span aria-hidden="true"> / kg</span>
              <span className="mv-visually-hidden"> por kilo</span>
            </>
          )}
        </span>
        <span className={exento ? styles.etiquetaExento : styles.etiquetaIva}>
          {taxLabel(producto.impuesto)}
        </span>
      </div>
      <button
        type="button"
        className={`mv-button ${styles.agregar}`}
        onClick={agregar}
        disabled={porDefecto === 0}
        aria-describedby={`${tituloId}-estado`}
        aria-label={
          porDefecto === 0
            ? `${producto.nombre}: agotado`
            : `Agregar ${producto.nombre} al carrito (${formatQuantity(porDefecto, producto.modalidadVenta)})`
        }
      >
        {porDefecto === 0 ? 'Agotado' : 'Agregar'}
      </button>
      <p id={`${tituloId}-estado`} className={styles.estado} role="status">
        {resultado?.estado === 'ok' && 'Agregado al carrito'}
        {resultado?.estado === 'error' && resultado.mensaje}
      </p>
    </article>
  );
}
