import {
  type MovimientoDetalle,
  type MovimientoSaldo,
  NOMBRE_ESTATUS_SOLICITUD,
  RUTA_DE_TIPO,
} from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { formatDateTime, formatRate } from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { mensajeDeError } from '../api.ts';
import { api } from './api.ts';
import { usd } from './formato.ts';
import * as styles from './tarjeta-saldo.module.css';

type Estado =
  | { estado: 'cerrado' }
  | { estado: 'cargando' }
  | { estado: 'error'; mensaje: string }
  | { estado: 'listo'; detalle: MovimientoDetalle };

/** What a movement came from (its order, gift code or card request), read when first opened. */
export function DetalleMovimiento({ m }: { m: MovimientoSaldo }) {
  const id = useId();
  const [estado, setEstado] = useState<Estado>({ estado: 'cerrado' });
  const abierto = estado.estado !== 'cerrado';

  const alternar = async () => {
    if (abierto) return setEstado({ estado: 'cerrado' });
    setEstado({ estado: 'cargando' });
    try {
      setEstado({
        estado: 'listo',
        detalle: await api.tarjeta.movimiento({ tipo: RUTA_DE_TIPO[m.tipo], id: m.id }),
      });
    } catch (fallo) {
      setEstado({
        estado: 'error',
        mensaje: mensajeDeError(fallo, 'No pudimos cargar el detalle. Intente de nuevo.'),
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.enlace}
        aria-expanded={abierto}
        aria-controls={id}
        onClick={() => void alternar()}
      >
        {abierto ? 'Ocultar detalle' : 'Ver detalle'}
      </button>
      <div id={id} className={styles.detalle} hidden={!abierto} aria-live="polite">
        {estado.estado === 'cargando' && <p>Cargando el detalle…</p>}
        {estado.estado === 'error' && <p className={styles.error}>{estado.mensaje}</p>}
        {estado.estado === 'listo' && <Contenido d={estado.detalle} />}
      </div>
    </>
  );
}

function Contenido({ d }: { d: MovimientoDetalle }) {
  const { movimiento: m, orden, tarjetaRegalo, solicitud } = d;
  return (
    <dl>
      <dt>Fecha</dt>
      <dd>{formatDateTime(m.fecha)}</dd>
      {m.tasa && (
        <>
          <dt>Tasa</dt>
          <dd>Bs. {formatRate(m.tasa)} por dólar</dd>
        </>
      )}
      {orden && (
        <>
          <dt>Pedido</dt>
          <dd>
            <Link to={links.pedido(orden.id)}>{orden.numero}</Link>
          </dd>
        </>
      )}
      {tarjetaRegalo && (
        <>
          <dt>Código</dt>
          <dd>
            {tarjetaRegalo.codigo} ({usd(tarjetaRegalo.monto)})
          </dd>
        </>
      )}
      {solicitud && (
        <>
          <dt>Solicitud</dt>
          <dd>
            {solicitud.metodoNombre} · referencia {solicitud.referencia} ·{' '}
            {NOMBRE_ESTATUS_SOLICITUD[solicitud.estatus]}
          </dd>
        </>
      )}
      <dt>Saldo después</dt>
      <dd>{usd(m.saldoResultante)}</dd>
    </dl>
  );
}
