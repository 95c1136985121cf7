import { NOMBRE_ESTATUS_SOLICITUD, type SolicitudTarjeta } from '@mercado/shared/contracts';
import { formatDateTimeShort } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { mensajeDeError } from '../api.ts';
import { api, solicitudes } from './api.ts';
import { bs, usd } from './formato.ts';
import { MasPaginas } from './MasPaginas.tsx';
import * as styles from './tarjeta-saldo.module.css';

/** One request: for whom, how it was paid, its amount, and the state staff set. */
function solicitud(s: SolicitudTarjeta) {
  return (
    <li key={s.id}>
      <span>
        <strong>{s.destino === 'regalo' ? `Regalo para ${s.emailDestino}` : 'Para mí'}</strong>
        <br />
        {s.metodoNombre} · referencia {s.referencia}
      </span>
      <span className={styles.monto}>{usd(s.monto)}</span>
      <span className={styles.nota}>
        {formatDateTimeShort(s.fecha)}{' '}
        <span className={`${styles.estatus} ${s.estatus === 'RECHAZADA' ? styles.rechazada : ''}`}>
          {NOMBRE_ESTATUS_SOLICITUD[s.estatus]}
        </span>
        {s.motivo && <> · {s.motivo}</>}
      </span>
      <span className={`${styles.nota} ${styles.monto}`}>{bs(s.montoBs)}</span>
    </li>
  );
}

/** My balance card requests, newest first, with the state staff set (and their reason when rejected). */
export function Solicitudes() {
  const carga = useAtomValue(solicitudes.carga);
  const recargar = useSetAtom(solicitudes.datos);
  if (carga.estado === 'listo' && carga.datos.items.length === 0) return null;
  return (
    <section
      className={`mv-card ${styles.bloque}`}
      aria-labelledby="mf-account-solicitudes"
      aria-busy={carga.estado === 'cargando'}
    >
      <h2 id="mf-account-solicitudes" className={styles.subtitulo}>
        Mis solicitudes de tarjeta
      </h2>
      {carga.estado === 'cargando' && <p role="status">Cargando sus solicitudes…</p>}
      {carga.estado === 'error' && (
        <div role="alert" className={styles.bloque}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar sus solicitudes. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && (
        <>
          <ul className={styles.lista} aria-label="Solicitudes de tarjeta">
            {carga.datos.items.map(solicitud)}
          </ul>
          <MasPaginas
            primera={carga.datos}
            leer={(n) => api.tarjeta.solicitudes({ n })}
            fila={solicitud}
            etiqueta="Solicitudes de tarjeta"
          />
        </>
      )}
    </section>
  );
}
