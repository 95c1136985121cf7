import { ORDEN_ESTATUS_NOMBRES, type OrdenUsuario } from '@mercado/shared/contracts';
import { formatDateTimeShort, formatQuantity } from '@mercado/shared/rules';
import { Fragment } from 'react';
import { usd } from './formato.ts';
import * as styles from './pedidos.module.css';
import { Cambio, LineasConIva } from './Recibo.tsx';

/** The order's lines at the prices paid, picking's changes, its amounts and the refunds to the balance. */
export function LineasPedido({ orden }: { orden: OrdenUsuario }) {
  return (
    <>
      {orden.totales.productos === undefined ? <LineasAntes orden={orden} /> : <LineasConIva orden={orden} />}
      <Reintegros orden={orden} />
    </>
  );
}

/** An order placed before decision 0049: prices before IVA, the IVA as a row. */
function LineasAntes({ orden }: { orden: OrdenUsuario }) {
  const t = orden.totales;
  const importes: [string, string][] = [
    ['Subtotal', t.subtotal],
    ...(t.descuentoCupon !== '0.00'
      ? ([[`Cupón ${orden.cupon?.codigo ?? ''}`.trim(), `-${t.descuentoCupon}`]] as [string, string][])
      : []),
    ['IVA', t.totalIva],
    ['Empaquetado', t.empaquetado],
    ['Envío', t.envio],
    ...(t.igtf !== '0.00' ? ([['IGTF', t.igtf]] as [string, string][]) : []),
  ];
  return (
    <>
      <ul className={styles.lineas} aria-label={`Productos del pedido ${orden.numero}`}>
        {orden.lineas.map((l) => (
          <li key={l.producto.id} className={styles.linea}>
            <img src={l.producto.imagen} alt="" width={48} height={48} loading="lazy" />
            <div>
              <p>{l.producto.nombre}</p>
              <p className={styles.muted}>
                {formatQuantity(l.cantidad, l.modalidadVenta)} × {usd(l.precioUnitario)}
                {l.modalidadVenta === 'peso' ? ' el kg' : ''}
              </p>
              <Cambio linea={l} />
            </div>
            <strong>{usd(l.total)}</strong>
          </li>
        ))}
      </ul>
      <dl className={styles.datos}>
        {importes.map(([nombre, monto]) => (
          <Fragment key={nombre}>
            <dt>{nombre}</dt>
            <dd>{monto.startsWith('-') ? `-${usd(monto.slice(1))}` : usd(monto)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

function Reintegros({ orden }: { orden: OrdenUsuario }) {
  return (
    <>
      {orden.reintegros.length > 0 && (
        <>
          <h3 className={styles.numero}>Reintegros a su saldo</h3>
          <ul className={styles.lista}>
            {orden.reintegros.map((r) => (
              <li key={`${r.fecha}-${r.monto}`}>
                {usd(r.monto)} · {formatDateTimeShort(r.fecha)} ·{' '}
                {r.estatus ? ORDEN_ESTATUS_NOMBRES[r.estatus] : 'Preparación del pedido'}
                <p className={styles.muted}>{r.descripcion}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
