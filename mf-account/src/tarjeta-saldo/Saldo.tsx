import { formatRate } from '@mercado/shared/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { mensajeDeError } from '../api.ts';
import { saldo } from './api.ts';
import { bs, usd } from './formato.ts';
import * as styles from './tarjeta-saldo.module.css';

/** The balance, in USD and in bolívares at today's rate. */
export function Saldo() {
  const carga = useAtomValue(saldo.carga);
  const recargar = useSetAtom(saldo.datos);
  return (
    <section
      className={`mv-card ${styles.bloque}`}
      aria-labelledby="mf-account-saldo"
      aria-busy={carga.estado === 'cargando'}
    >
      <h2 id="mf-account-saldo" className={styles.subtitulo}>
        Su saldo
      </h2>
      {carga.estado === 'cargando' && <p role="status">Cargando su saldo…</p>}
      {carga.estado === 'error' && (
        <div role="alert" className={styles.bloque}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar su saldo. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && (
        <>
          <p className={styles.saldo} data-testid="saldo-usd">
            {usd(carga.datos.saldo)}
          </p>
          <p>{bs(carga.datos.saldoBs)}</p>
          <p className={styles.nota}>
            A la tasa de hoy, Bs. {formatRate(carga.datos.tasa)} por dólar. Úselo al pagar sus pedidos.
          </p>
        </>
      )}
    </section>
  );
}
