/**
 * One prime request (`/admin/membresia/solicitud/:solicitud`): the customer, and while pending the
 * approval (the membership's months) and the rejection (with its reason); its history.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { MembresiaAprobarBodySchema, MensajesClientes, UsuarioEstatus } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import {
  DatosDecision,
  Decision,
  EstadoSolicitud,
  fecha,
  NombrePersona,
  TIPOS_USUARIO,
} from '../cliente/comun.tsx';
import { PaginaSolicitud } from '../comun/PaginaSolicitud.tsx';

export function SolicitudPrime({ ruta }: SubpaginaProps) {
  const solicitud = Number(ruta.solicitud);
  return (
    <PaginaSolicitud
      clave="membresia"
      id={solicitud}
      leer={() => api.adminMembresia.leer({ solicitud })}
      historial={(pagina) => api.adminMembresia.historial({ solicitud, pagina })}
      lista={{ etiqueta: 'Solicitudes PRIME', href: enlace('membresia/solicitud') }}
      titulo="Solicitud PRIME"
      nombre="Solicitud"
      tituloDe={(s) => `Solicitud PRIME ${s.id}`}
      filas={(s) => (
        <>
          <dt>Cliente</dt>
          <dd>
            <NombrePersona persona={s.cliente} /> · Tipo {TIPOS_USUARIO[s.cliente.usuarioTipo]}
          </dd>
          <dt>Estatus</dt>
          <dd>
            <EstadoSolicitud estatus={s.estatus} />
          </dd>
          <dt>Recibida</dt>
          <dd>{fecha(s.creadoEn)}</dd>
          <DatosDecision decidido={s} />
          {s.fin && (
            <>
              <dt>PRIME hasta</dt>
              <dd>{fecha(s.fin)}</dd>
            </>
          )}
        </>
      )}
      aprobar={(s, alDecidir) => (
        <Decision
          id="aprobar"
          titulo="Aprobar"
          inicial={{ meses: 12, version: s.version }}
          esquema={MembresiaAprobarBodySchema}
          confirmar={{
            titulo: 'Aprobar la solicitud PRIME',
            mensaje: `${s.cliente.nombre} pasará a ser cliente PRIME. Deberá volver a ingresar para ver su nuevo plan.`,
          }}
          boton="Aprobar"
          impedido={s.cliente.estatus === UsuarioEstatus.ACTIVO ? null : MensajesClientes.CLIENTE_NO_ACTIVO}
          enviar={(body) => api.adminMembresia.aprobar({ solicitud, ...body })}
          alDecidir={alDecidir}
          campos={(form) => (
            <Field id="aprobar-meses" label="Meses de membresía" error={form.errores.meses}>
              {(control) => (
                <input
                  {...control}
                  className="mv-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={36}
                  value={form.valores.meses}
                  onChange={(e) => form.poner('meses', Number(e.target.value))}
                />
              )}
            </Field>
          )}
        />
      )}
      rechazo={{
        titulo: 'Rechazar la solicitud PRIME',
        mensaje: (s) => `${s.cliente.nombre} verá el motivo del rechazo y podrá solicitarlo de nuevo.`,
        enviar: (body) => api.adminMembresia.rechazar({ solicitud, ...body }),
      }}
    />
  );
}
