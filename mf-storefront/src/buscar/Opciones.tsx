/**
 * The suggestions of the search box (`Buscador.tsx`): one option per product with its image (width
 * and height set), name, size and the viewer's price with IVA in the chosen currency (the offer when
 * there is one, the regular price struck through; decision 0049). Loaded with the search client on first use.
 */
import { useCurrency } from '@mercado/shared/react';
import { formatMoney, precioConIva } from '@mercado/shared/rules';
import { atributos, imagenDeProducto } from '../lib/imagen.ts';
import type { HitProducto } from './hits.ts';
import * as styles from './Opciones.module.css';

function PrecioSugerencia({ hit }: { hit: HitProducto }) {
  const { seleccionada } = useCurrency();
  const precio = precioConIva(hit.producto, seleccionada);
  const porKg = hit.producto.modalidadVenta === 'peso';
  return (
    <span className={styles.precios}>
      {precio.tachadoCents !== null && (
        <s className={styles.tachado}>
          <span className="mv-visually-hidden">Precio regular: </span>
          {formatMoney(precio.tachadoCents, seleccionada)}
        </s>
      )}
      <span className={styles.precio} data-testid="precio">
        {formatMoney(precio.cents, seleccionada)}
        {porKg && ' / kg'}
      </span>
    </span>
  );
}

export function Opciones({
  hits,
  activo,
  idOpcion,
  onElegir,
}: {
  hits: readonly HitProducto[];
  activo: number;
  idOpcion: (i: number) => string;
  onElegir: (hit: HitProducto) => void;
}) {
  return hits.map((hit, i) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (aria-activedescendant).
    <div
      key={hit.objectID}
      id={idOpcion(i)}
      role="option"
      aria-selected={i === activo}
      // Never focused: the input keeps the focus and points here (aria-activedescendant).
      tabIndex={-1}
      className={styles.opcion}
      data-producto-id={hit.producto.id}
      // The input keeps the focus (and the list stays open) while the pointer chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onElegir(hit)}
    >
      <img
        className={styles.imagen}
        {...atributos(imagenDeProducto(hit.producto))}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.nombre}>
        {hit.producto.nombre}
        {hit.producto.presentacion && (
          <span className={styles.presentacion}> {hit.producto.presentacion}</span>
        )}
      </span>
      <PrecioSugerencia hit={hit} />
    </div>
  ));
}
