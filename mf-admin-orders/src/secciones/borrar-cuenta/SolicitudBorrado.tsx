/**
 * One account deletion request (`/admin/borrar-cuenta/:solicitud`): while pending, carry it out (the
 * customer's personal data removed, their orders kept for the books; decision 0031) or reject it with
 * a reason; its history.
 */

import {
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { DecisionBodySchema } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import {
  DatosDecision,
  Decision,
  EstadoSolicitud,
  fecha,
  NombrePersona,
  Rechazo,
} from '../cliente/comun.tsx';

export function SolicitudBorrado({ ruta }: SubpaginaProps) {
  const solicitud = Number(ruta.solicitud);
  const datos = useDatosAdmin(`borrar-cuenta:${solicitud}`, () => api.adminBorrarCuenta.leer({ solicitud }));
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Solicitud"
      lista={{ etiqueta: 'Borrar Cuentas', href: enlace('borrar-cuenta') }}
    >
      {(s) => (
        <PaginaAdmin
          titulo={`Solicitud ${s.id} para borrar una cuenta`}
          migas={[
            { etiqueta: 'Borrar Cuentas', href: enlace('borrar-cuenta') },
            { etiqueta: `Solicitud ${s.id}` },
          ]}
        >
          <dl className={`mv-card ${estilos.bloque}`}>
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
            <dt>Recibida</dt>
            <dd>{fecha(s.creadoEn)}</dd>
            {s.motivoCliente && (
              <>
                <dt>Lo que escribió el cliente</dt>
                <dd>{s.motivoCliente}</dd>
              </>
            )}
            <DatosDecision decidido={s} />
          </dl>
          {s.estatus === 'PENDIENTE' && (
            <div className={estilos.columnas}>
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
                enviar={(body) => api.adminBorrarCuenta.ejecutar({ solicitud, ...body })}
                alDecidir={datos.recargar}
              />
              <Rechazo
                titulo="Rechazar la solicitud"
                mensaje={`${s.cliente.nombre} verá el motivo del rechazo.`}
                version={s.version}
                enviar={(body) => api.adminBorrarCuenta.rechazar({ solicitud, ...body })}
                alDecidir={datos.recargar}
              />
            </div>
          )}
          <HistorialCambios
            clave={`borrar-cuenta:${s.id}:${s.version}`}
            leer={(pagina) => api.adminBorrarCuenta.historial({ solicitud, pagina })}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
