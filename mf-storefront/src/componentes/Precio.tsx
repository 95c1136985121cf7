import { useCurrency } from '@mercado/shared/react';
import { discountPercent, formatMoney, isExento, precioConIva } from '@mercado/shared/rules';
import type { PrecioEntrada } from '../lib/producto.ts';
import * as styles from './producto.module.css';

/**
 * The price the shopper pays, IVA included (spec §5: the offer when above 0; decision 0049), in the
 * chosen currency: the same figure the cart charges per unit or kg. The regular price struck through
 * when on offer, "/ kg" for weighed products, and whether IVA is included or the product is exempt.
 */
export function Precio({ producto, grande = false }: { producto: PrecioEntrada; grande?: boolean }) {
  const { seleccionada } = useCurrency();
  const precio = precioConIva(producto, seleccionada);
  const porKg = producto.modalidadVenta === 'peso';
  const mostrar = (cents: number) => formatMoney(cents, seleccionada);
  const descuento = discountPercent(precio);
  return (
    <div className={`${styles.precios} ${grande ? styles.preciosGrande : ''}`}>
      {precio.tachadoCents !== null && (
        <span className={styles.regular}>
          <span className="mv-visually-hidden">Precio regular: </span>
          <s data-testid="precio-regular">{mostrar(precio.tachadoCents)}</s>
          {descuento > 0 && (
            <span className={styles.descuento}>
              <span aria-hidden="true">-{descuento} %</span>
              <span className="mv-visually-hidden">, ahorra {descuento} %</span>
            </span>
          )}
        </span>
      )}
      <span className={styles.precio}>
        <span className="mv-visually-hidden">
          {precio.tachadoCents !== null ? 'Precio de oferta: ' : 'Precio: '}
        </span>
        <span data-testid="precio">{mostrar(precio.cents)}</span>
        {porKg && (
          <>
            <span aria-hidden="true"> / kg</span>
            <span className="mv-visually-hidden"> por kilo</span>
          </>
        )}
      </span>
      <span className={isExento(producto.impuesto) ? styles.exento : styles.iva}>
        {isExento(producto.impuesto) ? 'Exento de IVA' : 'IVA incluido'}
      </span>
    </div>
  );
}
