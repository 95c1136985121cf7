/**
 * One referral (`/admin/referido/:referido`): who referred whom, the referred customer's first
 * delivered order, and while the reward is pending, crediting it to the referrer's balance (once) or
 * rejecting it with a reason; its history.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { DecisionBodySchema } from '@mercado/shared/contracts';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { DatosDecision, Decision, EstadoSolicitud, fecha, NombrePersona } from '../cliente/comun.tsx';
import { PaginaSolicitud } from '../comun/PaginaSolicitud.tsx';

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
            USD {r.recompensa} · <EstadoSolicitud estatus={r.estatus} />
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
            mensaje: `Se sumarán USD ${r.recompensa} al saldo de ${r.referidor.nombre}.`,
          }}
          boton="Acreditar"
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
