import { type Carga, consulta } from '@mercado/shared/consulta';
import { estrellas, OrdenEstatus, type OrdenUsuario } from '@mercado/shared/contracts';
import type { RemoteParcelProps } from '@mercado/shared/federation';
import { mensajeDeError, statusOf } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { Link, useSession } from '@mercado/shared/react';
import { formatDateTimeShort } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { api } from './api.ts';
import { bs, usd } from './formato.ts';
import { LineasPedido } from './LineasPedido.tsx';
import { Estatus } from './MisPedidosPage.tsx';
import * as styles from './pedidos.module.css';
import { RepetirPedido } from './RepetirPedido.tsx';

const sinSesion = atom<Carga<OrdenUsuario>>({ estado: 'cargando' });

function Seccion({ id, titulo, children }: { id: string; titulo: string; children: React.ReactNode }) {
  return (
    <section className={`mv-card ${styles.tarjeta}`} aria-labelledby={`mf-account-pedido-${id}`}>
      <h2 id={`mf-account-pedido-${id}`} className={styles.subtitulo}>
        {titulo}
      </h2>
      {children}
    </section>
  );
}

/** Payment: the method and its reference, the balance part and the method's, in USD and bolívares. */
function Pago({ orden }: { orden: OrdenUsuario }) {
  const t = orden.totales;
  return (
    <Seccion id="pago" titulo="Pago">
      <dl className={styles.datos}>
        <dt>Método</dt>
        <dd>{orden.pago.metodoNombre ?? 'Saldo'}</dd>
        {orden.pago.referencia && (
          <>
            <dt>Referencia</dt>
            <dd>{orden.pago.referencia}</dd>
          </>
        )}
        {orden.pago.banco && (
          <>
            <dt>Banco</dt>
            <dd>{orden.pago.banco}</dd>
          </>
        )}
        {t.saldoUsado !== '0.00' && (
          <>
            <dt>Pagado con saldo</dt>
            <dd>
              {usd(t.saldoUsado)} · {bs(t.bs.saldoUsado)}
            </dd>
          </>
        )}
        {orden.pago.metodoNombre && (
          <>
            <dt>Pagado con {orden.pago.metodoNombre}</dt>
            <dd>
              {usd(t.montoMetodo)} · {bs(t.bs.montoMetodo)}
            </dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          {usd(t.total)} · {bs(t.bs.total)}
        </dd>
        <dt>Tasa</dt>
        <dd>{t.tasa.replace('.', ',')} Bs. por dólar</dd>
      </dl>
    </Seccion>
  );
}

function Detalle({ orden }: { orden: OrdenUsuario }) {
  const delivery = orden.tipoEnvio === 'delivery';
  const entregada = orden.estatus === OrdenEstatus.ENTREGADA;
  return (
    <>
      <div className={`mv-card ${styles.tarjeta}`}>
        <p>
          <Estatus estatus={orden.estatus} nombre={orden.estatusNombre} />
        </p>
        <p>{orden.siguientePaso}</p>
        {orden.expiraEn && (
          <p className={styles.aviso}>
            Plazo para verificar su pago: hasta el {formatDateTimeShort(orden.expiraEn)}. Si no se verifica a
            tiempo, el pedido se anula.
          </p>
        )}
        <dl className={styles.datos}>
          <dt>Fecha</dt>
          <dd>{formatDateTimeShort(orden.fecha)}</dd>
          <dt>Zona</dt>
          <dd>{orden.zona.nombre}</dd>
          <dt>{delivery ? 'Entrega a domicilio' : 'Retiro en tienda'}</dt>
          <dd>{orden.franja.etiqueta}</dd>
          <dt>{delivery ? 'Dirección' : 'Tienda'}</dt>
          <dd>{orden.direccion}</dd>
          {orden.nota && (
            <>
              <dt>Nota</dt>
              <dd>{orden.nota}</dd>
            </>
          )}
        </dl>
      </div>
      <Seccion id="productos" titulo="Productos">
        <LineasPedido orden={orden} />
      </Seccion>
      <Pago orden={orden} />
      <Seccion id="historial" titulo="Historial del pedido">
        <ol className={styles.historial}>
          {orden.historial.map((h) => (
            <li key={`${h.estatus}-${h.fecha}`}>
              <strong>{h.nombre}</strong> · {formatDateTimeShort(h.fecha)}
              {h.mensaje && <p className={styles.motivo}>Motivo: {h.mensaje}</p>}
            </li>
          ))}
        </ol>
      </Seccion>
      {entregada && (
        <Seccion id="calificacion" titulo="Calificación">
          {orden.calificacion ? (
            <p>
              Usted calificó este pedido con {estrellas(orden.calificacion.puntuacion)}
              {orden.calificacion.comentario ? `: «${orden.calificacion.comentario}»` : '.'}
            </p>
          ) : (
            <p>
              <Link to={links.calificaciones()}>Calificar este pedido</Link>
            </p>
          )}
        </Seccion>
      )}
      <RepetirPedido orden={orden} />
    </>
  );
}

/**
 * /mi-cuenta/pedidos/:id (issue 34): one order of the shopper in full — lines at the prices paid and
 * what picking changed, refunds to the balance, payment, delivery or pickup, the status history, the
 * verification deadline while it applies, the rating — and "Repetir pedido". Another's is a 404.
 */
export function PedidoPage({ params }: RemoteParcelProps) {
  const uid = useSession()?.uid ?? null;
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user or order reads again.
  const pedido = useMemo(
    () => consulta(() => (id ? api.orden.leerOrden({ id }) : Promise.reject(new Error('sin pedido')))),
    [uid, id],
  );
  const carga = useAtomValue(uid ? pedido.carga : sinSesion);
  const recargar = useSetAtom(pedido.datos);
  const noExiste = !id || (carga.estado === 'error' && statusOf(carga.error) === 404);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-pedido"
      aria-busy={carga.estado === 'cargando' && !noExiste}
    >
      <p>
        <Link to={links.misPedidos()}>‹ Mis pedidos</Link>
      </p>
      <h1 id="mf-account-pedido" className={styles.titulo}>
        {carga.estado === 'listo' ? `Pedido ${carga.datos.numero}` : 'Pedido'}
      </h1>
      {noExiste ? (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>No encontramos este pedido entre los suyos.</p>
        </div>
      ) : carga.estado === 'cargando' ? (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando el pedido…
          </p>
          <div className={`mv-card mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
        </>
      ) : carga.estado === 'error' ? (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar el pedido. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      ) : (
        <Detalle orden={carga.datos} />
      )}
    </section>
  );
}
