/**
 * One referral (`/admin/referido/:referido`): who referred whom, the referred customer's first
 * delivered order, and while the reward is pending, crediting it to the referrer's balance (once;
 * not offered, and why, until the referred customer has a delivered order and while the referrer's
 * account is not active) or rejecting it with a reason; its history.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import {
  DecisionBodySchema,
  MensajesClientes,
  type Referido,
  UsuarioEstatus,
} from '@mercado/shared/contracts';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { DatosDecision, Decision, EstadoSolicitud, fecha, NombrePersona } from '../cliente/comun.tsx';
import { PaginaSolicitud } from '../comun/PaginaSolicitud.tsx';
import { dolares } from '../pedido/api.ts';

/** Why the API would refuse the credit now (its own words), if it would. */
const noAcreditable = (r: Referido) =>
  !r.primerPedido
    ? MensajesClientes.SIN_PEDIDO_ENTREGADO
    : r.referidor.estatus !== UsuarioEstatus.ACTIVO
      ? MensajesClientes.REFERIDOR_NO_ACTIVO
      : null;

export function PaginaReferido({ ruta }: SubpaginaProps) {
  const referido = Number(ruta.referido);
  return (
    <PaginaSolicitud
      clave="referido"
      id={referido}
      leer={() => api.adminReferido.leer({ referido })}
      historial={(pagina) => api.adminReferido.historial({ referido, pagina })}
      lista={{ etiqueta: 'Referidos', href: enlace('referido') }}
      titulo="Referido"
      nombre="Referido"
      tituloDe={(r) => `Referido ${r.id}`}
      filas={(r) => (
        <>
          <dt>Refirió</dt>
          <dd>
            <NombrePersona persona={r.referidor} />
          </dd>
          <dt>Referido</dt>
          <dd>
            <NombrePersona persona={r.referido} />
          </dd>
          <dt>Fecha</dt>
          <dd>{fecha(r.creadoEn)}</dd>
          <dt>Primer pedido entregado</dt>
          <dd>{r.primerPedido ? `${r.primerPedido.numero} · ${fecha(r.primerPedido.fecha)}` : 'Aún no'}</dd>
          <dt>Recompensa</dt>
          <dd>
            {dolares(r.recompensa)} · <EstadoSolicitud estatus={r.estatus} />
          </dd>
          <DatosDecision decidido={r} />
        </>
      )}
      aprobar={(r, alDecidir) => (
        <Decision
          id="acreditar"
          titulo="Acreditar la recompensa"
          inicial={{ version: r.version }}
          esquema={DecisionBodySchema}
          confirmar={{
            titulo: 'Acreditar la recompensa',
            mensaje: `Se sumarán ${dolares(r.recompensa)} al saldo de ${r.referidor.nombre}.`,
          }}
          boton="Acreditar"
          impedido={noAcreditable(r)}
          enviar={(body) => api.adminReferido.acreditar({ referido, ...body })}
          alDecidir={alDecidir}
        />
      )}
      rechazo={{
        titulo: 'Rechazar la recompensa',
        mensaje: () => 'La recompensa no se acreditará.',
        enviar: (body) => api.adminReferido.rechazar({ referido, ...body }),
      }}
    />
  );
}
