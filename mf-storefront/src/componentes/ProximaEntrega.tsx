/**
 * The store's delivery promise up front (issue 36): "Próxima entrega: hoy 5–8 p. m. · quedan 3
 * cupos", the next slot the checkout would offer (`vitrina.entrega`, the checkout's own slots), in
 * Caracas time. Two lines of fixed height whatever it shows, so its arrival moves nothing below it.
 */
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { proximaFranja, textoProximaEntrega } from '@mercado/shared/rules';
import { useDatos } from '../lib/datos.ts';
import * as styles from './ProximaEntrega.module.css';

export function ProximaEntrega({ zona }: { zona: string }) {
  const { carga, reintentar } = useDatos(vitrina.entrega, { zona }, zona);
  const proxima = carga.tipo === 'listo' ? proximaFranja(carga.datos.franjas) : null;
  return (
    <p className={styles.linea} aria-busy={carga.tipo === 'cargando'}>
      <span className={styles.titulo}>Próxima entrega:</span>{' '}
      {carga.tipo === 'cargando' && (
        <span className={`mv-skeleton ${styles.cargando}`}>Consultando horarios…</span>
      )}
      {carga.tipo === 'error' && (
        <span className={styles.valor}>
          No pudimos consultar los horarios.{' '}
          <button type="button" className={styles.reintentar} onClick={reintentar}>
            Reintentar
          </button>
        </span>
      )}
      {carga.tipo === 'listo' && (
        <span className={styles.valor}>
          {proxima ? textoProximaEntrega(proxima, new Date()) : 'sin horarios con cupo en los próximos días'}
        </span>
      )}
    </p>
  );
}
