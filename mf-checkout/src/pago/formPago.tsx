/**
 * The payment page's data (GET formpago) and what the page shows without it: the skeleton while it
 * arrives, the failure with its retry and a way to the cart, and a cart page that does not exist.
 */
import type { FormPago } from '@mercado/shared/contracts';
import { mensajeDelFallo } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { useRef } from 'react';
import { esperarCombinacion } from '../carrito/nucleo.ts';
import { type Lectura, useConsultaDeLaVisita } from '../consultas.ts';
import { AvisoReintento } from './AvisoReintento.tsx';
import { obtenerFormPago } from './api.ts';
import { Esqueleto } from './Confirmacion.tsx';
import * as styles from './pago.module.css';

/**
 * The payment form's data of the cart (GET formpago), read on each visit once a merge after login
 * has ended (null: nothing to read). Read again (`recargar`), or for another cart, the data shown
 * stays on the page until the new one arrives; after a failure the page shows the failure.
 */
export function useFormPago(zona: string, pagina: number | null) {
  const { carga, recargar } = useConsultaDeLaVisita(
    pagina === null ? null : `formpago|${zona}|${pagina}`,
    () => esperarCombinacion().then(() => obtenerFormPago(zona, pagina ?? 0)),
  );
  const ultimo = useRef<FormPago | null>(null);
  if (carga.estado !== 'cargando') ultimo.current = carga.estado === 'listo' ? carga.datos : null;
  return { carga, fp: ultimo.current, recargar };
}

export function CarritoInexistente({ zona }: { zona: string }) {
  return (
    <section className={styles.pagina}>
      <div className={styles.errorCaja} role="alert">
        <p>El carrito indicado no existe.</p>
        <Link className="mv-button" to={links.zona(zona)}>
          Volver a la tienda
        </Link>
      </div>
    </section>
  );
}

/** The page before its data: the skeleton, or the failure with its retry. */
export function SinFormPago({ carga, recargar }: Lectura<FormPago>) {
  if (carga.estado === 'error') {
    return (
      <section className={styles.pagina} aria-labelledby="pago-titulo">
        <h1 id="pago-titulo" className={styles.titulo}>
          Finalizar compra
        </h1>
        <div className={styles.errorCaja} role="alert">
          <p>{mensajeDelFallo(carga.error)}</p>
          <div className={styles.accionesConfirmacion}>
            <button type="button" className="mv-button" onClick={recargar}>
              Reintentar
            </button>
            <button
              type="button"
              className="mv-button mv-button--secondary"
              onClick={() => platform.panel.set('carrito')}
            >
              Revisar carrito
            </button>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.pagina} aria-busy="true" aria-labelledby="pago-titulo">
      <h1 id="pago-titulo" className={styles.titulo}>
        Finalizar compra
      </h1>
      <AvisoReintento />
      <Esqueleto />
    </section>
  );
}
