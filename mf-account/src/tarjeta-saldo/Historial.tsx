import { type MovimientoSaldo, NOMBRE_DE_TIPO } from '@mercado/shared/contracts';
import { formatDateTimeShort, toCents } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { mensajeDeError } from '../api.ts';
import { api, historial } from './api.ts';
import { DetalleMovimiento } from './DetalleMovimiento.tsx';
import { bs, conSigno, usd } from './formato.ts';
import { MasPaginas } from './MasPaginas.tsx';
import * as styles from './tarjeta-saldo.module.css';

/** One movement: what it was, its amount in USD and in bolívares at its own rate, the balance after it. */
function movimiento(m: MovimientoSaldo) {
  return (
    <li key={m.id}>
      <span>
        <strong>{m.reversoDe ? `Reverso: ${NOMBRE_DE_TIPO[m.tipo]}` : NOMBRE_DE_TIPO[m.tipo]}</strong>
        <br />
        {m.descripcion}
      </span>
      <span className={`${styles.monto} ${toCents(m.monto) > 0 ? styles.credito : ''}`}>
        {conSigno(m.monto)}
      </span>
      <span className={styles.nota}>
        {formatDateTimeShort(m.fecha)} · Saldo {usd(m.saldoResultante)}
      </span>
      <span className={`${styles.nota} ${styles.monto}`}>{m.montoBs ? bs(m.montoBs) : ''}</span>
      <DetalleMovimiento m={m} />
    </li>
  );
}

/** The balance's movements, newest first: each in USD and in bolívares at its own rate. */
export function Historial() {
  const carga = useAtomValue(historial.carga);
  const recargar = useSetAtom(historial.datos);
  return (
    <section
      className={`mv-card ${styles.bloque}`}
      aria-labelledby="mf-account-historial"
      aria-busy={carga.estado === 'cargando'}
    >
      <h2 id="mf-account-historial" className={styles.subtitulo}>
        Movimientos del saldo
      </h2>
      {carga.estado === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando los movimientos…
          </p>
          <div className={`mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
        </>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={styles.bloque}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar los movimientos. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && carga.datos.items.length === 0 && <p>Aún no tiene movimientos.</p>}
      {carga.estado === 'listo' && carga.datos.items.length > 0 && (
        <>
          <ul className={styles.lista} aria-label="Movimientos">
            {carga.datos.items.map(movimiento)}
          </ul>
          <MasPaginas
            primera={carga.datos}
            leer={(pagina) => api.tarjeta.historial({ pagina })}
            fila={movimiento}
            etiqueta="Movimientos"
          />
        </>
      )}
    </section>
  );
}
