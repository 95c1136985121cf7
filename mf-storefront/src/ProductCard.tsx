import type { ProductoVista } from '@mercado/shared/contracts';
import { useCurrency } from '@mercado/shared/react';
import { useAtom } from 'jotai';
import styles from './app.module.css';
import { emitirAgregar, resultadosAtom } from './carrito.ts';
import { convertCents, defaultQuantity, displayPrice, formatMoney, formatQuantity } from './reglas.ts';

/** "16.0000" → "16", "8.5000" → "8,5". */
export function formatPorcentaje(impuesto: string): string {
  const [entero = '0', decimales = ''] = impuesto.split('.');
  const resto = decimales.replace(/0+$/, '');
  return resto ? `${Number(entero)},${resto}` : String(Number(entero));
}

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
  const mostrar = (cents: number) => formatMoney(convertCents(cents, seleccionada), seleccionada);
  const cantidad = defaultQuantity(producto);
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
        {precio.regular !== null && (
          <span className={styles.oferta}>
            <span className="mv-visually-hidden">Precio regular </span>
            <s>{mostrar(precio.regular)}</s>
          </span>
        )}
        <span className={styles.precio}>
          {precio.regular !== null && <span className="mv-visually-hidden">Precio de oferta </span>}
          {mostrar(precio.actual)}
          {porKg && (
            <>
              <span aria-hidden="true"> / kg</span>
              <span className="mv-visually-hidden"> por kilo</span>
            </>
          )}
        </span>
        <span className={precio.exento ? styles.etiquetaExento : styles.etiquetaIva}>
          {precio.exento ? 'Exento' : `IVA ${formatPorcentaje(producto.impuesto)} %`}
        </span>
      </div>
      <button
        type="button"
        className={`mv-button ${styles.agregar}`}
        onClick={agregar}
        aria-describedby={`${tituloId}-estado`}
        aria-label={`Agregar ${producto.nombre} al carrito (${formatQuantity(cantidad, producto.modalidadVenta)})`}
      >
        Agregar
      </button>
      <p id={`${tituloId}-estado`} className={styles.estado} role="status">
        {resultado?.estado === 'ok' && 'Agregado al carrito'}
        {resultado?.estado === 'error' && resultado.mensaje}
      </p>
    </article>
  );
}
