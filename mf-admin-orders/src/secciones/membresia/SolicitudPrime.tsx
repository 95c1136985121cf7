/**
 * One prime request (`/admin/membresia/solicitud/:solicitud`): the customer, the plan they chose and
 * how they paid, and while pending the approval (the plan's months; months typed by staff only for a
 * request made before plans) and the rejection (with its reason); its history.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { MembresiaAprobarBodySchema, MensajesClientes, UsuarioEstatus } from '@mercado/shared/contracts';
import { Field } from '@mercado/shared/react';
import { contar, formatMoney, toCents } from '@mercado/shared/rules';
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

/** How the customer paid the plan, as the customer's page names it. */
const PAGOS: Readonly<Record<string, string>> = {
  saldo: 'Saldo de la cuenta (se descuenta al aprobar)',
  pago_movil: 'Pago Móvil',
  transferencia: 'Transferencia',
  zelle: 'Zelle',
};

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
          {s.plan && (
            <>
              <dt>Plan</dt>
              <dd>
                {s.plan.nombre} · {contar(s.plan.meses, 'mes', 'meses')} ·{' '}
                {formatMoney(toCents(s.plan.precio), null)}
              </dd>
            </>
          )}
          {s.metodoPago && (
            <>
              <dt>Pago</dt>
              <dd>
                {PAGOS[s.metodoPago] ?? s.metodoPago}
                {s.referencia && <> · Referencia {s.referencia}</>}
              </dd>
            </>
          )}
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
          inicial={s.plan ? { version: s.version } : { meses: 12, version: s.version }}
          esquema={MembresiaAprobarBodySchema}
          confirmar={{
            titulo: 'Aprobar la solicitud PRIME',
            mensaje: `${s.cliente.nombre} pasará a ser cliente PRIME. Deberá volver a ingresar para ver su nuevo plan.`,
          }}
          boton="Aprobar"
          impedido={s.cliente.estatus === UsuarioEstatus.ACTIVO ? null : MensajesClientes.CLIENTE_NO_ACTIVO}
          enviar={(body) => api.adminMembresia.aprobar({ solicitud, ...body })}
          alDecidir={alDecidir}
          campos={(form) =>
            s.plan ? (
              <p>La membresía durará {contar(s.plan.meses, 'mes', 'meses')}, lo que el cliente pagó.</p>
            ) : (
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
            )
          }
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
