/**
 * A customer's adjustments on their balance page: who asked and who decided; a pending one is approved
 * here by another staff member (the API refuses its requester) or rejected with a reason.
 */

import { CampoMotivo, Cargando, estilos, useDatosAdmin } from '@mercado/admin-kit';
import { type Ajuste, AjusteEstatusBodySchema } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { api, dolares, fechaCorta } from './api.ts';
import { Decision, ESTADOS_AJUSTE, Estado } from './comun.tsx';

export function AjustesCliente({
  usuario,
  cambios,
  alDecidir,
}: {
  usuario: string;
  cambios: number;
  alDecidir: () => void;
}) {
  const datos = useDatosAdmin(`tarjeta-ajustes:${usuario}:${cambios}`, () =>
    api.adminTarjeta.ajustes({ usuario, orden: 'creado', dir: 'desc' }),
  );
  const lista = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;
  return (
    <section className={estilos.bloque} aria-labelledby="ajustes-t">
      <h2 id="ajustes-t" className={estilos.subtitulo}>
        Ajustes
      </h2>
      {datos.carga.estado === 'error' ? (
        <p role="alert" className={estilos.aviso}>
          {mensajeDeError(datos.carga.error, 'No pudimos cargar los ajustes.')}{' '}
          <button type="button" className="mv-button mv-button--secondary" onClick={datos.recargar}>
            Reintentar
          </button>
        </p>
      ) : !lista ? (
        <Cargando />
      ) : lista.items.length === 0 ? (
        <p className={estilos.nota}>Este saldo no tiene ajustes.</p>
      ) : (
        <ul className={estilos.lista}>
          {lista.items.map((a) => (
            <li key={a.id} className={`mv-card ${estilos.bloque}`}>
              <p>
                <strong>
                  Ajuste {a.id}: {a.signo === 'debito' ? '−' : '+'}
                  {dolares(a.monto)}
                </strong>{' '}
                <Estado estatus={a.estatus} nombres={ESTADOS_AJUSTE} /> · {a.motivo}
              </p>
              <p className={estilos.nota}>
                Solicitó {a.solicitadoPor ?? '—'} el {fechaCorta(a.creadoEn)}
                {a.decididoPor && ` · ${a.estatus === 'RECHAZADO' ? 'Rechazó' : 'Aprobó'} ${a.decididoPor}`}
                {a.motivoRechazo && ` · Motivo: ${a.motivoRechazo}`}
              </p>
              {a.estatus === 'PENDIENTE' && <Decidir a={a} alDecidir={alDecidir} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Decidir({ a, alDecidir }: { a: Ajuste; alDecidir: () => void }) {
  const enviar = (body: {
    estatus: 'APLICADO' | 'RECHAZADO';
    motivo?: string | undefined;
    version: number;
  }) => api.adminTarjeta.estatusAjuste({ id: a.id, ...body });
  return (
    <div className={estilos.columnas}>
      <Decision
        id={`aprobar-ajuste-${a.id}`}
        titulo="Segunda aprobación"
        inicial={{ estatus: 'APLICADO', version: a.version }}
        esquema={AjusteEstatusBodySchema}
        confirmar={() => ({
          titulo: `Aprobar el ajuste ${a.id}`,
          mensaje: `Se ${a.signo === 'debito' ? 'restarán' : 'sumarán'} ${dolares(a.monto)} al saldo de ${a.cliente.nombre}. Lo solicitó ${a.solicitadoPor ?? 'otra persona'}.`,
        })}
        boton="Aprobar ajuste"
        enviar={enviar}
        alDecidir={alDecidir}
        aviso="Ajuste aprobado y aplicado"
      />
      <Decision
        id={`rechazar-ajuste-${a.id}`}
        titulo="Rechazar"
        inicial={{ estatus: 'RECHAZADO', motivo: '', version: a.version }}
        esquema={AjusteEstatusBodySchema}
        confirmar={() => ({ titulo: `Rechazar el ajuste ${a.id}`, mensaje: 'El saldo no cambiará.' })}
        boton="Rechazar ajuste"
        secundario
        enviar={enviar}
        alDecidir={alDecidir}
        aviso="Ajuste rechazado"
        campos={(form) => (
          <CampoMotivo id={`rechazar-ajuste-${a.id}-motivo`} form={form} etiqueta="Motivo del rechazo" />
        )}
      />
    </div>
  );
}
