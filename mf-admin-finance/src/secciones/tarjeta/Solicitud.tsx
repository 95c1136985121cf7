/**
 * One balance-card request (`/admin/tarjeta/solicitud/:solicitud`): the customer, the amount, how it
 * was paid and the other requests that used the same reference; while pending, approve (credits the
 * balance, or e-mails a gift code) or reject with the reason the customer reads; its history.
 */

import {
  CampoMotivo,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { SolicitudEstatusBodySchema, type SolicitudTarjetaDetalle } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, bolivares, dolares, fecha, fechaCorta } from './api.ts';
import { Decision, ESTADOS_SOLICITUD, Estado, FORMATO_TARJETA } from './comun.tsx';

const LISTA = { etiqueta: 'Solicitudes de saldo', href: enlace('tarjeta/solicitud') };

export function Solicitud({ ruta }: SubpaginaProps) {
  const solicitud = Number(ruta.solicitud);
  const datos = useDatosAdmin(`tarjeta-solicitud:${solicitud}`, () =>
    api.adminTarjeta.solicitud({ solicitud }),
  );
  return (
    <PaginaRegistro datos={datos} titulo="Solicitud de saldo" lista={LISTA}>
      {(s) => (
        <PaginaAdmin titulo={`Solicitud de saldo ${s.id}`} migas={[LISTA, { etiqueta: `Solicitud ${s.id}` }]}>
          <Datos s={s} />
          {s.estatus === 'PENDIENTE' && (
            <div className={estilos.columnas}>
              <Decision
                id="aprobar"
                titulo="Aprobar"
                inicial={{ estatus: 'APROBADA', version: s.version }}
                esquema={SolicitudEstatusBodySchema}
                confirmar={() => ({
                  titulo: 'Aprobar la solicitud',
                  mensaje:
                    s.destino === 'regalo'
                      ? `Se enviará a ${s.emailDestino} un código de un solo uso por ${dolares(s.monto)}.`
                      : `Se acreditarán ${dolares(s.monto)} al saldo de ${s.cliente.nombre}. Verifique antes el pago con referencia ${s.referencia}.`,
                })}
                boton="Aprobar"
                enviar={(body) => api.adminTarjeta.estatusSolicitud({ solicitud, ...body })}
                alDecidir={datos.recargar}
                aviso={
                  s.destino === 'regalo'
                    ? 'Solicitud aprobada: código enviado'
                    : 'Solicitud aprobada: saldo acreditado'
                }
              />
              <Decision
                id="rechazar"
                titulo="Rechazar"
                inicial={{ estatus: 'RECHAZADA', motivo: '', version: s.version }}
                esquema={SolicitudEstatusBodySchema}
                confirmar={() => ({
                  titulo: 'Rechazar la solicitud',
                  mensaje: `${s.cliente.nombre} verá el motivo en sus solicitudes. No se acreditará saldo.`,
                })}
                boton="Rechazar"
                secundario
                enviar={(body) => api.adminTarjeta.estatusSolicitud({ solicitud, ...body })}
                alDecidir={datos.recargar}
                aviso="Solicitud rechazada"
                campos={(form) => (
                  <CampoMotivo id="rechazar-motivo" form={form} etiqueta="Motivo del rechazo" />
                )}
              />
            </div>
          )}
          <MismaReferencia s={s} />
          <HistorialCambios
            clave={`tarjeta-solicitud:${s.id}:${s.version}`}
            leer={(pagina) => api.adminTarjeta.historialSolicitud({ solicitud, pagina })}
            formato={FORMATO_TARJETA}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

function Datos({ s }: { s: SolicitudTarjetaDetalle }) {
  return (
    <dl className={`mv-card ${estilos.bloque}`}>
      <dt>Cliente</dt>
      <dd>
        <Link to={enlace('tarjeta/saldo/ajuste/:usuario', { usuario: s.cliente.id })}>
          {s.cliente.nombre}
        </Link>{' '}
        <span className={estilos.nota}>{s.cliente.email}</span>
      </dd>
      <dt>Estatus</dt>
      <dd>
        <Estado estatus={s.estatus} nombres={ESTADOS_SOLICITUD} />
      </dd>
      <dt>Monto</dt>
      <dd>
        {dolares(s.monto)} · {bolivares(s.montoBs)} (tasa {s.tasa})
      </dd>
      <dt>Destino</dt>
      <dd>{s.destino === 'regalo' ? `Regalo para ${s.emailDestino}` : 'Saldo propio'}</dd>
      <dt>Pago</dt>
      <dd>
        {s.metodoNombre} · Referencia <strong>{s.referencia}</strong>
        {s.banco && <> · Banco {s.banco}</>}
        {s.telefono && <> · Teléfono {s.telefono}</>}
      </dd>
      <dt>Recibida</dt>
      <dd>{fecha(s.creadoEn)}</dd>
      {s.decididoEn && (
        <>
          <dt>Decidida</dt>
          <dd>
            {fecha(s.decididoEn)} por {s.decididoPor ?? '—'}
          </dd>
        </>
      )}
      {s.motivo && (
        <>
          <dt>Motivo del rechazo</dt>
          <dd>{s.motivo}</dd>
        </>
      )}
      {s.movimientoId && (
        <>
          <dt>Acreditado</dt>
          <dd>
            <Link
              to={enlace('tarjeta/saldo/historial/:tipo/:id', { tipo: 'tarjetapago', id: s.movimientoId })}
            >
              Movimiento {s.movimientoId}
            </Link>
          </dd>
        </>
      )}
      {s.regalo && (
        <>
          <dt>Código de regalo</dt>
          <dd>
            {s.regalo.codigo} · {s.regalo.usado ? 'Canjeado' : 'Sin canjear'}
          </dd>
        </>
      )}
    </dl>
  );
}

/** The other requests paid with the same reference: a hint of a reused payment. */
function MismaReferencia({ s }: { s: SolicitudTarjetaDetalle }) {
  return (
    <section className={estilos.bloque} aria-labelledby="misma-referencia">
      <h2 id="misma-referencia" className={estilos.subtitulo}>
        Otras solicitudes con la referencia {s.referencia}
      </h2>
      {s.mismaReferencia.length === 0 ? (
        <p className={estilos.nota}>Ninguna otra solicitud usó esta referencia.</p>
      ) : (
        <table className={estilos.tabla}>
          <thead>
            <tr>
              <th scope="col">Solicitud</th>
              <th scope="col">Cliente</th>
              <th scope="col" className={estilos.numerica}>
                Monto
              </th>
              <th scope="col">Recibida</th>
              <th scope="col">Estatus</th>
            </tr>
          </thead>
          <tbody>
            {s.mismaReferencia.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link
                    to={enlace('tarjeta/solicitud/:solicitud', { solicitud: o.id })}
                  >{`Solicitud ${o.id}`}</Link>
                </td>
                <td>
                  {o.cliente} <span className={estilos.nota}>{o.email}</span>
                </td>
                <td className={estilos.numerica}>{dolares(o.monto)}</td>
                <td>{fechaCorta(o.creadoEn)}</td>
                <td>
                  <Estado estatus={o.estatus} nombres={ESTADOS_SOLICITUD} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
