import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { defaultQuantity } from '@mercado/shared/rules';
import { useId } from 'react';
import { textoResultado, useResultados } from '../carrito.ts';
import { atributos, imagenDeProducto } from '../lib/imagen.ts';
import type { ProductoTarjeta } from '../lib/producto.ts';
import { Avisame } from './Avisame.tsx';
import { ChipsPeso } from './ChipsPeso.tsx';
import { Corazon } from './Corazon.tsx';
import { EstadoAgregar } from './EstadoAgregar.tsx';
import { Precio } from './Precio.tsx';
import * as styles from './producto.module.css';
import { Stepper } from './Stepper.tsx';

/**
 * Card in a product grid: image and name link to the product page; "Agregar" adds minimo×unidad and
 * becomes a stepper once the product is in the open cart; weight chips for a product sold by weight.
 */
export function ProductCard({
  producto,
  zona,
  arribaDelPliegue,
  queryID,
  posicion,
  onAbrir,
  nivel = 3,
}: {
  producto: ProductoTarjeta;
  zona: string;
  /** The first cards load their image eagerly; the rest only when scrolled near. */
  arribaDelPliegue: boolean;
  queryID?: string | undefined;
  /** Position (from 1) of the card in the search it comes from (with queryID). */
  posicion?: number | undefined;
  /** Called when the shopper opens the product (a search result's click event). */
  onAbrir?: (() => void) | undefined;
  /** Heading level of the product name: 2 right under the page title, 3 inside a titled section. */
  nivel?: 2 | 3;
}) {
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  const resultado = useResultados()[producto.id];
  const porDefecto = defaultQuantity(producto);
  const tituloId = useId();
  const href = links.productoSlug(zona, producto.slug, queryID, posicion);

  return (
    <article className={`mv-card ${styles.card}`} aria-labelledby={tituloId} data-producto-id={producto.id}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imagenEnlace} onClick={onAbrir}>
        <img
          className={styles.imagen}
          {...atributos(imagenDeProducto(producto))}
          alt=""
          loading={arribaDelPliegue ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <Corazon producto={producto} enTarjeta />
      <Titulo id={tituloId} className={styles.nombre}>
        <Link to={href} onClick={onAbrir}>
          {producto.nombre}
        </Link>
      </Titulo>
      <p className={styles.detalle}>
        {[producto.marca, producto.presentacion].filter(Boolean).join(' · ') || '\u00a0'}
      </p>
      <Precio producto={producto} />
      <ChipsPeso zona={zona} producto={producto} queryID={queryID} estadoId={`${tituloId}-estado`} />
      <Stepper zona={zona} producto={producto} queryID={queryID} estadoId={`${tituloId}-estado`} />
      {porDefecto === 0 && <Avisame zona={zona} producto={producto} />}
      <EstadoAgregar id={`${tituloId}-estado`} resultado={resultado} className={styles.estado}>
        {resultado?.estado === 'ok' && textoResultado(resultado, producto)}
      </EstadoAgregar>
    </article>
  );
}
