import { ORDEN_ESTATUS_NOMBRES, type OrdenUsuario } from '@mercado/shared/contracts';
import { formatDateTimeShort, formatQuantity } from '@mercado/shared/rules';
import { Fragment } from 'react';
import { usd } from './formato.ts';
import * as styles from './pedidos.module.css';

type Linea = OrdenUsuario['lineas'][number];

/** What picking did to the line, in the shopper's words. */
function Cambio({ linea }: { linea: Linea }) {
  const c = linea.cambio;
  if (!c) return null;
  const reintegro = c.diferencia !== '0.00' ? ` Se reintegró ${usd(c.diferencia)} a su saldo.` : '';
  return (
    <p className={styles.cambio}>
      {c.estado === 'sustituido' && c.sustituto
        ? `Sustituido por ${c.sustituto.nombre} (${usd(c.sustituto.precioUnitario)} c/u, ${usd(c.sustituto.total)}).${reintegro}`
        : `No estaba disponible al preparar su pedido.${reintegro}`}
    </p>
  );
}

/** The order's lines at the prices paid, picking's changes, its amounts and the refunds to the balance. */
export function LineasPedido({ orden }: { orden: OrdenUsuario }) {
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
