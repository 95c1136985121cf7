/**
 * One referral (`/admin/referido/:referido`): who referred whom, the referred customer's first
 * delivered order, and while the reward is pending, crediting it to the referrer's balance (once) or
 * rejecting it with a reason; its history.
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

export function PaginaReferido({ ruta }: SubpaginaProps) {
  const referido = Number(ruta.referido);
  const datos = useDatosAdmin(`referido:${referido}`, () => api.adminReferido.leer({ referido }));
  return (
    <PaginaRegistro
      datos={datos}
      titulo="Referido"
      lista={{ etiqueta: 'Referidos', href: enlace('referido') }}
    >
      {(r) => (
        <PaginaAdmin
          titulo={`Referido ${r.id}`}
          migas={[{ etiqueta: 'Referidos', href: enlace('referido') }, { etiqueta: `Referido ${r.id}` }]}
        >
          <dl className={`mv-card ${estilos.bloque}`}>
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
          </dl>
          {r.estatus === 'PENDIENTE' && (
            <div className={estilos.columnas}>
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
                alDecidir={datos.recargar}
              />
              <Rechazo
                titulo="Rechazar la recompensa"
                mensaje="La recompensa no se acreditará."
                version={r.version}
                enviar={(body) => api.adminReferido.rechazar({ referido, ...body })}
                alDecidir={datos.recargar}
              />
            </div>
          )}
          <HistorialCambios
            clave={`referido:${r.id}:${r.version}`}
            leer={(pagina) => api.adminReferido.historial({ referido, pagina })}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}
