/**
 * Checkout opened on a cart below the minimum purchase (spec §5, issue 17): said on arrival, in the
 * shopper's currency, with the way back to the cart, instead of steps that could not end in an order.
 */
import type { CarritoVista } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, type useCurrency } from '@mercado/shared/react';
import { faltaParaMinimo, formatInCurrency, productosCarrito, toCents } from '@mercado/shared/rules';
import { useEffect, useRef } from 'react';
import { textoMinimo } from '../minimo.ts';
import * as styles from './pago.module.css';

export function AvisoMinimo({
  zona,
  carrito,
  moneda,
}: {
  zona: string;
  carrito: CarritoVista;
  moneda: ReturnType<typeof useCurrency>['seleccionada'];
}) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  const minimo = toCents(carrito.minimoCompra);
  const falta = faltaParaMinimo(productosCarrito(carrito), minimo);
  return (
    <section className={styles.errorCaja} aria-labelledby="pago-minimo">
      <h2 id="pago-minimo" ref={titulo} tabIndex={-1} className={styles.pasoTitulo}>
        Su compra no alcanza el monto mínimo
      </h2>
      <p>
        {textoMinimo(minimo, moneda)}. Le faltan {formatInCurrency(falta, moneda)} en productos para finalizar
        la compra.
      </p>
      <div className={styles.accionesConfirmacion}>
        <button type="button" className="mv-button" onClick={() => platform.panel.set('carrito')}>
          Revisar carrito
        </button>
        <Link className="mv-button mv-button--secondary" to={links.zona(zona)}>
          Seguir comprando
        </Link>
      </div>
    </section>
  );
}
