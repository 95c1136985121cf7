/**
 * What customer service answers "what did I get?" with (issue 33): each line as ordered and as picking
 * delivered it (the substitute with its quantity and prices, a missing line), who marked it and when,
 * and the refunds to the customer's wallet with the status change and staff member that made them.
 * Each line is a card, so a phone reads it without scrolling sideways.
 */
import {
  ORDEN_ESTATUS_NOMBRES,
  type OrdenAdmin,
  type OrdenAdminLinea,
  OrdenEstatus,
  type OrdenEstatusValor,
  SUSTITUCION_NOMBRES,
} from '@mercado/shared/contracts';
import { contar, formatDateTimeShort, formatQuantity, toCents } from '@mercado/shared/rules';
import { conSigno, dolares } from './api.ts';
import * as propios from './pedido.module.css';

const E = OrdenEstatus;
/** Statuses past picking: a line never marked went as ordered (an order closed without the picking view). */
const PREPARADO: readonly OrdenEstatusValor[] = [E.LISTA, E.EN_CAMINO, E.ENTREGADA];
const ANULADO: readonly OrdenEstatusValor[] = [E.CANCELADA, E.EXPIRADA, E.RECHAZADA];

/** "2 × $ 3,65 = $ 7,30", "1,5 kg × $ 4,00 = $ 6,00". */
const importe = (l: OrdenAdminLinea, precioUnitario: string, total: string) =>
  `${formatQuantity(l.cantidad, l.modalidadVenta)} × ${dolares(precioUnitario)} = ${dolares(total)}`;

/** "Marcado por Ana (ana@…) · 2 dic. 2026, 1:03 p. m." */
const marcado = (m: NonNullable<OrdenAdminLinea['marca']>) =>
  `Marcado por ${m.marcadoPor ?? 'personal eliminado'} · ${formatDateTimeShort(m.marcadoEn)}`;

function Entregado({ linea, estatus }: { linea: OrdenAdminLinea; estatus: OrdenEstatusValor }) {
  const m = linea.marca;
  if (!m) {
    const texto = PREPARADO.includes(estatus)
      ? 'Como se pidió'
      : ANULADO.includes(estatus)
        ? 'No se entregó: pedido anulado'
        : 'Por preparar';
    return <p className={propios.dato}>{texto}</p>;
  }
  if (m.estado === 'recogido') {
    return (
      <>
        <p className={propios.dato}>Como se pidió</p>
        <p className={propios.autor}>{marcado(m)}</p>
      </>
    );
  }
  if (m.estado === 'sustituido' && m.sustituto) {
    const s = m.sustituto;
    return (
      <>
        <p className={propios.dato}>
          <strong>Sustituido por {s.nombre}</strong>
        </p>
        <p className={propios.dato}>{importe(linea, s.precioUnitario, s.total)}</p>
        <p className={propios.dato}>Diferencia: {conSigno(toCents(s.total) - toCents(linea.total))}</p>
        <p className={propios.autor}>{marcado(m)}</p>
      </>
    );
  }
  return (
    <>
      <p className={propios.dato}>
        <strong>Faltante: no se entregó</strong>
      </p>
      <p className={propios.dato}>Diferencia: {conSigno(-toCents(linea.total))}</p>
      <p className={propios.autor}>{marcado(m)}</p>
    </>
  );
}

const CLASE: Record<NonNullable<OrdenAdminLinea['marca']>['estado'], string | undefined> = {
  recogido: propios.recogido,
  sustituido: propios.sustituido,
  faltante: propios.faltante,
};

/** "Preparación: 1 sustituido, 1 faltante." — or nothing before picking. */
function resumen(lineas: readonly OrdenAdminLinea[]): string | null {
  const n = (estado: string) => lineas.filter((l) => l.marca?.estado === estado).length;
  const partes = [
    n('sustituido') > 0 && contar(n('sustituido'), 'sustituido', 'sustituidos'),
    n('faltante') > 0 && contar(n('faltante'), 'faltante', 'faltantes'),
  ].filter((p): p is string => typeof p === 'string');
  if (lineas.every((l) => !l.marca)) return null;
  return `Preparación: ${partes.length > 0 ? partes.join(', ') : 'todo como se pidió'}.`;
}

export function ProductosPedido({ orden }: { orden: Pick<OrdenAdmin, 'numero' | 'estatus' | 'lineas'> }) {
  const cambios = resumen(orden.lineas);
  return (
    <section className="mv-card" aria-label="Productos">
      <h2>Productos</h2>
      {cambios && <p>{cambios}</p>}
      <ul className={propios.lineas} aria-label={`Productos del pedido ${orden.numero}`}>
        {orden.lineas.map((l) => (
          <li key={l.producto.id} className={`${propios.linea} ${l.marca ? CLASE[l.marca.estado] : ''}`}>
            <div className={propios.lado}>
              <h3 className={propios.rotulo}>Pedido</h3>
              <p className={propios.dato}>
                <strong>{l.producto.nombre}</strong>
              </p>
              <p className={propios.dato}>{importe(l, l.precioUnitario, l.total)}</p>
              <p className={propios.autor}>Si falta: {SUSTITUCION_NOMBRES[l.sustitucion]}</p>
            </div>
            <div className={propios.lado}>
              <h3 className={propios.rotulo}>Entregado</h3>
              <Entregado linea={l} estatus={orden.estatus} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReintegrosPedido({ orden }: { orden: Pick<OrdenAdmin, 'reintegros'> }) {
  return (
    <section className="mv-card" aria-label="Reintegros al saldo">
      <h2>Reintegros al saldo</h2>
      {orden.reintegros.length === 0 ? (
        <p>Sin reintegros al saldo del cliente.</p>
      ) : (
        <ul className={propios.lineas}>
          {orden.reintegros.map((r) => (
            <li key={`${r.fecha}-${r.monto}`} className={propios.reintegro}>
              <p className={propios.dato}>
                <strong>{dolares(r.monto)}</strong> al saldo · {formatDateTimeShort(r.fecha)}
              </p>
              <p className={propios.dato}>{r.descripcion}</p>
              <p className={propios.autor}>
                {r.estatus !== null && `Al pasar a «${ORDEN_ESTATUS_NOMBRES[r.estatus]}» · `}
                {r.usuario ? `por ${r.usuario}` : 'por el sistema'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
