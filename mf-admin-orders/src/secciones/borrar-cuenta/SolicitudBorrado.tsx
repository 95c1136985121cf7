/**
 * One account deletion request (`/admin/borrar-cuenta/:solicitud`): while pending, carry it out (the
 * customer's personal data removed, their orders kept for the books; decision 0031) or reject it with
 * a reason; its history.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { DecisionBodySchema, MensajesClientes } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { DatosDecision, Decision, EstadoSolicitud, fecha, NombrePersona } from '../cliente/comun.tsx';
import { PaginaSolicitud } from '../comun/PaginaSolicitud.tsx';

export function SolicitudBorrado({ ruta }: SubpaginaProps) {
  const solicitud = Number(ruta.solicitud);
  return (
    <PaginaSolicitud
      clave="borrar-cuenta"
      id={solicitud}
      leer={() => api.adminBorrarCuenta.leer({ solicitud })}
      historial={(pagina) => api.adminBorrarCuenta.historial({ solicitud, pagina })}
      lista={{ etiqueta: 'Borrar Cuentas', href: enlace('borrar-cuenta') }}
      titulo="Solicitud"
      nombre="Solicitud"
      tituloDe={(s) => `Solicitud ${s.id} para borrar una cuenta`}
      filas={(s) => (
        <>
          <dt>Cliente</dt>
          <dd>
            <Link to={enlace('cliente/:cliente', { cliente: s.cliente.id })}>
              <NombrePersona persona={s.cliente} />
            </Link>
          </dd>
          <dt>Estatus</dt>
          <dd>
            <EstadoSolicitud estatus={s.estatus} />
          </dd>
          <dt>Pedidos en curso</dt>
          <dd>{s.pedidosEnCurso}</dd>
          <dt>Recibida</dt>
          <dd>{fecha(s.creadoEn)}</dd>
          {s.motivoCliente && (
            <>
              <dt>Lo que escribió el cliente</dt>
              <dd>{s.motivoCliente}</dd>
            </>
          )}
          <DatosDecision decidido={s} />
        </>
      )}
      aprobar={(s, alDecidir) => (
        <Decision
          id="ejecutar"
          titulo="Borrar la cuenta"
          inicial={{ version: s.version }}
          esquema={DecisionBodySchema}
          confirmar={{
            titulo: 'Borrar la cuenta',
            mensaje: `Se eliminarán el nombre, correo, teléfono, documento, direcciones, sesiones y carritos de ${s.cliente.nombre}. Sus pedidos se conservan para la contabilidad, sin sus datos personales. Esta acción no se puede deshacer.`,
          }}
          boton="Borrar la cuenta"
          impedido={s.pedidosEnCurso > 0 ? MensajesClientes.PEDIDOS_EN_CURSO : null}
          enviar={(body) => api.adminBorrarCuenta.ejecutar({ solicitud, ...body })}
          alDecidir={alDecidir}
        />
      )}
      rechazo={{
        titulo: 'Rechazar la solicitud',
        mensaje: (s) => `${s.cliente.nombre} verá el motivo del rechazo.`,
        enviar: (body) => api.adminBorrarCuenta.rechazar({ solicitud, ...body }),
      }}
    />
  );
}
