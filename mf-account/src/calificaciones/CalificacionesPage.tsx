import { MensajesCalificacion } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { mensajeDeError } from '../api.ts';
import { tiendaPredeterminada } from '../zona.ts';
import { CalificarPedido } from './CalificarPedido.tsx';
import * as styles from './calificaciones.module.css';
import { agradecimiento, pendientes, porCalificar } from './estado.ts';

function Cargando() {
  return (
    <>
      <p className="mv-visually-hidden" role="status">
        Cargando sus pedidos por calificar…
      </p>
      {[0, 1].map((i) => (
        <div key={i} className={`mv-card ${styles.pedido}`} aria-hidden="true">
          <div className={`mv-skeleton ${styles.skeletonTitulo}`} />
          <div className={`mv-skeleton ${styles.skeletonLinea}`} />
          <div className={`mv-skeleton ${styles.skeletonEstrellas}`} />
        </div>
      ))}
    </>
  );
}

/**
 * /calificaciones (spec: rate delivered orders): the signed-in shopper's delivered orders not rated
 * yet, each with its stars and comment; a rated order leaves the list and the thanks take the focus,
 * so a keyboard user goes on from there.
 */
export function CalificacionesPage() {
  const carga = useAtomValue(porCalificar);
  const recargar = useSetAtom(pendientes.datos);
  const gracias = useAtomValue(agradecimiento);
  const avisoGracias = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (gracias) avisoGracias.current?.focus();
  }, [gracias]);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-calificaciones"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-calificaciones" className={styles.titulo}>
        Califique sus pedidos
      </h1>
      {carga.estado === 'listo' && carga.datos.ordenes.length > 0 && (
        <p className={styles.intro}>
          Cuéntenos cómo le fue con sus pedidos entregados en los últimos {carga.datos.dias} días: su opinión
          nos ayuda a atenderle mejor.
        </p>
      )}
      {/* Always there, so the thanks are announced; hidden (out of the layout) while empty. */}
      <p
        ref={avisoGracias}
        role="status"
        tabIndex={-1}
        className={gracias ? 'mv-notice-success' : 'mv-visually-hidden'}
      >
        {gracias?.mensaje}
      </p>
      {carga.estado === 'cargando' && <Cargando />}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.pedido}`}>
          <p>
            {mensajeDeError(carga.error, 'No pudimos cargar sus pedidos por calificar. Intente de nuevo.')}
          </p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' &&
        (carga.datos.ordenes.length === 0 ? (
          <div className={`mv-card ${styles.pedido}`}>
            <h2 className={styles.numero}>{MensajesCalificacion.SIN_PENDIENTES}</h2>
            <p>Cuando reciba su próximo pedido podrá calificarlo aquí durante {carga.datos.dias} días.</p>
            <div>
              <Link className="mv-button" to={tiendaPredeterminada()}>
                Volver a la tienda
              </Link>
            </div>
          </div>
        ) : (
          <ul className={styles.lista} aria-label="Pedidos por calificar">
            {carga.datos.ordenes.map((orden) => (
              <CalificarPedido key={orden.id} orden={orden} />
            ))}
          </ul>
        ))}
    </section>
  );
}
