/**
 * After placing: the confirmation with the order number, what happens next, where to pay and
 * "Ya pagué" while the payment is due (issue 36), the balance used and the verification deadline
 * while it applies (issue 34), shown from
 * `?orden=<id>` (at once for an order placed on this page, read from the API on a reload).
 */
import type { OrdenDetalle } from '@mercado/shared/contracts';
import { mensajeDelFallo } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatDateTimeShort, formatMoney, toCents } from '@mercado/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { useConsultaDeLaVisita } from '../consultas.ts';
import { obtenerOrden } from './api.ts';
import { PagoPendiente } from './PagoPendiente.tsx';
import * as styles from './pago.module.css';
import { Sustituciones, sustitucionesPorProducto } from './Sustituciones.tsx';

/** Orders placed in this page's life: the confirmation needs no second request. */
const ordenesRecientes = new Map<number, OrdenDetalle>();

/** Keeps an order just placed for its confirmation. */
export function recordarOrden(orden: OrdenDetalle): void {
  ordenesRecientes.set(orden.id, orden);
}

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });
const bolivares = (monto: string) => formatMoney(toCents(monto), { tipo: 'bolivar', simbolo: 'Bs.' });

/** The page's skeleton while its data arrives. */
export function Esqueleto() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.pasos}>
        <div className={`mv-skeleton ${styles.skeletonTitulo}`} />
        <div className={`mv-skeleton ${styles.skeletonBloque}`} />
        <div className={`mv-skeleton ${styles.skeletonBloque}`} />
      </div>
      <div className={`mv-skeleton ${styles.skeletonResumen}`} />
    </div>
  );
}

function Confirmacion({ orden: recibida, zona }: { orden: OrdenDetalle; zona: string }) {
  // "Ya pagué" answers the order with its reference: shown at once, and kept for a reload.
  const [orden, setOrden] = useState(recibida);
  const actualizar = (nueva: OrdenDetalle) => {
    recordarOrden(nueva);
    setOrden(nueva);
  };
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const t = orden.totales;
  return (
    <section className={`mv-card ${styles.confirmacion}`} aria-labelledby="pago-confirmacion">
      <h1 id="pago-confirmacion" ref={ref} tabIndex={-1} className={styles.titulo}>
        ¡Gracias! Recibimos su pedido {orden.numero}
      </h1>
      <p className={styles.siguiente}>{orden.siguientePaso}</p>
      <PagoPendiente orden={orden} alCambiar={actualizar} />
      <dl className={styles.datosOrden}>
        <div>
          <dt>Número de pedido</dt>
          <dd>{orden.numero}</dd>
        </div>
        <div>
          <dt>Estatus</dt>
          <dd>{orden.estatusNombre}</dd>
        </div>
        <div>
          <dt>{orden.tipoEnvio === 'delivery' ? 'Entrega' : 'Retiro'}</dt>
          <dd>{orden.franja.etiqueta}</dd>
        </div>
        <div>
          <dt>{orden.tipoEnvio === 'delivery' ? 'Dirección' : 'Tienda'}</dt>
          <dd>{orden.direccion}</dd>
        </div>
        <div>
          <Sustituciones
            sustitucion={orden.sustitucion}
            porProducto={sustitucionesPorProducto(orden.sustitucion, orden.lineas)}
          />
        </div>
        {orden.pago.metodoNombre && (
          <div>
            <dt>Pago</dt>
            <dd>
              {orden.pago.metodoNombre}
              {orden.pago.referencia ? ` · Ref. ${orden.pago.referencia}` : ''}
            </dd>
          </div>
        )}
        {t.saldoUsado !== '0.00' && (
          <div>
            <dt>Pagado con su saldo</dt>
            <dd>
              {usd(toCents(t.saldoUsado))} · {bolivares(t.bs.saldoUsado)}
            </dd>
          </div>
        )}
        {t.saldoUsado !== '0.00' && orden.pago.metodoNombre && (
          <div>
            <dt>Por {orden.pago.metodoNombre}</dt>
            <dd>
              {usd(toCents(t.montoMetodo))} · {bolivares(t.bs.montoMetodo)}
            </dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>
            {usd(toCents(t.total))} · {bolivares(t.bs.total)}
          </dd>
        </div>
        {orden.expiraEn && (
          <div>
            <dt>Plazo para verificar su pago</dt>
            <dd>Hasta el {formatDateTimeShort(orden.expiraEn)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.nota}>Puede seguir su pedido en «Rastreo de pedidos».</p>
      <div className={styles.accionesConfirmacion}>
        <button type="button" className="mv-button" onClick={() => platform.panel.set('rastreo')}>
          Ver el seguimiento
        </button>
        <Link className="mv-button mv-button--secondary" to={links.pedido(orden.id)}>
          Ver el pedido
        </Link>
        <Link className="mv-button mv-button--secondary" to={links.zona(zona)}>
          Seguir comprando
        </Link>
      </div>
    </section>
  );
}

/** Shows `?orden=<id>` (after placing, and on reload). */
export function ConfirmacionPorId({ id, zona }: { id: number; zona: string }) {
  const { carga, recargar } = useConsultaDeLaVisita(
    `orden|${id}`,
    () => ordenesRecientes.get(id) ?? obtenerOrden(id),
  );
  if (carga.estado === 'listo') return <Confirmacion key={id} orden={carga.datos} zona={zona} />;
  if (carga.estado === 'error')
    return (
      <div className={styles.errorCaja} role="alert">
        <p>{mensajeDelFallo(carga.error)}</p>
        <button type="button" className="mv-button mv-button--secondary" onClick={recargar}>
          Reintentar
        </button>
      </div>
    );
  return <Esqueleto />;
}
