/** The customer's rating of a delivered order (spec /calificaciones) on its full page, or that there is none. */
import { type Calificacion, PUNTUACION_MAXIMA } from '@mercado/shared/contracts';
import { formatDateTime } from '@mercado/shared/rules';

export function CalificacionPedido({
  calificacion: c,
  entregado,
}: {
  calificacion: Calificacion | null;
  entregado: boolean;
}) {
  return (
    <section className="mv-card" aria-label="Calificación del cliente">
      <h2>Calificación del cliente</h2>
      {c ? (
        <>
          <p>
            <strong>
              {c.puntuacion} de {PUNTUACION_MAXIMA}
            </strong>{' '}
            <span aria-hidden="true">
              {'★'.repeat(c.puntuacion)}
              {'☆'.repeat(PUNTUACION_MAXIMA - c.puntuacion)}
            </span>{' '}
            · {formatDateTime(c.fecha)}
          </p>
          <p>{c.comentario ? `Comentario: «${c.comentario}»` : 'Sin comentario'}</p>
        </>
      ) : (
        <p>
          Sin calificación
          {entregado ? '' : ' (el cliente puede calificar el pedido una vez entregado)'}
        </p>
      )}
    </section>
  );
}
