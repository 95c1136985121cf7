/**
 * Order tracking (spec §2 floating panel, §3 order tracking, §4 loaded once on first opening, §8
 * empty text): each open order's data and its steps with times, image and error messages; an order
 * finished within a day with its final status and the reason staff gave; each links to its detail.
 */
import { MensajesOrden, ORDEN_ESTATUS_FINALES, type OrdenRastreo } from '@mercado/shared/contracts';
import { orden } from '@mercado/shared/endpoints/orden';
import { createApiClient } from '@mercado/shared/http/api';
import { mensajeDelFallo } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency, useSession } from '@mercado/shared/react';
import { formatDateTime } from '@mercado/shared/rules';
import { useAtomValue } from 'jotai';
import { almacenCarrito, pedidosHechos } from '../carrito/nucleo.ts';
import { useConsultaDeLaPagina } from '../consultas.ts';
import { CambiosPreparacion, Sustituciones } from '../pago/Sustituciones.tsx';
import { formatMoney, toCents } from '../reglas.ts';
import { ErrorConReintento, type PanelProps, PedirSesion, TarjetasCargando } from './EstadosPanel.tsx';
import * as styles from './panel.module.css';

const api = createApiClient({ orden }, () => platform.services.http);

const fecha = (iso: string) => {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
};

function Orden({ orden }: { orden: OrdenRastreo }) {
  const { seleccionada } = useCurrency();
  const { dataOrder, process } = orden;
  const tituloId = `rastreo-${dataOrder.id}`;
  const final = ORDEN_ESTATUS_FINALES.includes(orden.estatus);
  // The reason staff gave (a rejected payment, a cancellation), on the step where the order stopped.
  const motivo = process.pasos.find((p) => p.mensajeError)?.mensajeError ?? null;
  return (
    <li className={styles.orden} aria-labelledby={tituloId}>
      <h3 id={tituloId} className={styles.ordenTitulo}>
        Pedido {dataOrder.numero} · {orden.estatusNombre}
      </h3>
      {final && (
        <p className={motivo ? styles.lineaMensaje : undefined}>
          {motivo ? `${orden.estatusNombre}: ${motivo}` : `Pedido ${orden.estatusNombre.toLowerCase()}.`}
        </p>
      )}
      <img
        className={styles.ordenImagen}
        src={process.imagen}
        alt=""
        width={256}
        height={128}
        loading="lazy"
      />
      <dl className={styles.datos}>
        <dt>Realizado</dt>
        <dd>{fecha(dataOrder.fecha)}</dd>
        <dt>{dataOrder.tipoEnvio === 'delivery' ? 'Entrega' : 'Retiro'}</dt>
        <dd>{dataOrder.horaEntrega}</dd>
        <dt>{dataOrder.tipoEnvio === 'delivery' ? 'Dirección' : 'Tienda'}</dt>
        <dd>{dataOrder.direccion}</dd>
        <Sustituciones sustitucion={orden.sustitucion} porProducto={orden.sustituciones} />
        <CambiosPreparacion preparacion={orden.preparacion} reintegro={orden.reintegroPreparacion} />
        <dt>Total</dt>
        <dd>
          {formatMoney(toCents(seleccionada?.tipo === 'bolivar' ? orden.totalBs : orden.total), seleccionada)}
        </dd>
      </dl>
      <ol className={styles.pasos} aria-label={`Progreso del pedido ${dataOrder.numero}`}>
        {process.pasos.map((paso) => {
          const clase = paso.mensajeError
            ? styles.pasoError
            : paso.actual
              ? styles.pasoActual
              : paso.completado
                ? styles.pasoHecho
                : '';
          return (
            <li
              key={paso.nombre}
              className={`${styles.paso} ${clase}`}
              aria-current={paso.actual ? 'step' : undefined}
            >
              <span className={styles.pasoPunto} aria-hidden="true" />
              <div>
                <p className={styles.pasoNombre}>
                  {paso.nombre}
                  <span className="mv-visually-hidden">
                    {paso.mensajeError ? ' (con error)' : paso.completado ? ' (completado)' : ' (pendiente)'}
                  </span>
                </p>
                {paso.hora && <p className={styles.pasoHora}>{fecha(paso.hora)}</p>}
                {paso.mensajeError && <p className={styles.lineaMensaje}>{paso.mensajeError}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      <Link to={links.pedido(dataOrder.id)} onClick={() => platform.panel.set(null)}>
        Ver el detalle del pedido {dataOrder.numero}
      </Link>
    </li>
  );
}

export default function RastreoPanel({ volver }: PanelProps) {
  const session = useSession();
  const uid = session?.uid ?? null;
  // Loaded once per user for the life of the page (spec §4), and again after an order is placed.
  const pedidos = useAtomValue(pedidosHechos, { store: almacenCarrito });
  const { carga, recargar } = useConsultaDeLaPagina(uid && `rastreo|${uid}|${pedidos}`, () =>
    api.orden.rastreo().then((r) => r.ordenes),
  );

  if (!uid) return <PedirSesion texto="Inicie sesión para ver sus pedidos." volver={volver} />;

  return (
    <div className={styles.panel} aria-busy={carga.estado === 'cargando'}>
      {carga.estado === 'cargando' && <TarjetasCargando lista={styles.ordenes} />}
      {carga.estado === 'error' && (
        <ErrorConReintento mensaje={mensajeDelFallo(carga.error)} reintentar={recargar} />
      )}
      {carga.estado === 'listo' &&
        (carga.datos.length === 0 ? (
          <p className={styles.vacio}>{MensajesOrden.SIN_PEDIDOS}</p>
        ) : (
          <ul className={styles.ordenes} aria-label="Sus pedidos">
            {carga.datos.map((o) => (
              <Orden key={o.dataOrder.id} orden={o} />
            ))}
          </ul>
        ))}
    </div>
  );
}
