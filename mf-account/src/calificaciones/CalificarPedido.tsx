import {
  type CalificacionPendiente,
  CalificarBodySchema,
  COMENTARIO_CALIFICACION_MAX,
  estrellas,
  MensajesCalificacion,
  PUNTUACION_MAXIMA,
} from '@mercado/shared/contracts';
import { Field, FieldError, fieldErrorId, fieldErrors, useCurrency } from '@mercado/shared/react';
import { formatDate, formatMoney, toCents } from '@mercado/shared/rules';
import { useSetAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { api, cuerpoDeError, mensajeDeError, statusOf } from '../api.ts';
import * as styles from './calificaciones.module.css';
import { marcarCalificada } from './estado.ts';

const PUNTUACIONES = Array.from({ length: PUNTUACION_MAXIMA }, (_, i) => i + 1);

type Errores = { puntuacion?: string; comentario?: string; general?: string };

/** What identifies the order: number, delivery date, size, total in the shopper's currency, some products. */
function Resumen({ orden, tituloId }: { orden: CalificacionPendiente; tituloId: string }) {
  const { seleccionada } = useCurrency();
  const total = formatMoney(
    toCents(seleccionada?.tipo === 'bolivar' ? orden.totalBs : orden.total),
    seleccionada,
  );
  const otros = orden.cantidadProductos - orden.productos.length;
  return (
    <>
      <h2 id={tituloId} className={styles.numero}>
        Pedido {orden.numero}
      </h2>
      <p className={styles.datos}>
        Entregado el {formatDate(orden.entregadaEn)} ·{' '}
        {orden.cantidadProductos === 1 ? '1 producto' : `${orden.cantidadProductos} productos`} · Total{' '}
        {total}
      </p>
      <ul className={styles.productos} aria-label={`Productos del pedido ${orden.numero}`}>
        {orden.productos.map((p) => (
          <li key={p.nombre} className={styles.producto}>
            <img src={p.imagen} alt="" width={40} height={40} loading="lazy" />
            <span>{p.nombre}</span>
          </li>
        ))}
        {otros > 0 && <li className={styles.otros}>y {otros === 1 ? '1 producto más' : `${otros} más`}</li>}
      </ul>
    </>
  );
}

/**
 * One delivered order and its rating form: 1 to 5 stars as a radio group (arrow keys move between
 * them; each reads "1 estrella"… and the choice is also written "4 de 5"), an optional comment and
 * "Enviar calificación". Errors are the contract's, beside their field, or the API's.
 */
export function CalificarPedido({ orden }: { orden: CalificacionPendiente }) {
  const id = `mf-account-calificar-${orden.id}`;
  const grupoId = `${id}-puntuacion`;
  const [puntuacion, setPuntuacion] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const marcar = useSetAtom(marcarCalificada);
  const primeraEstrella = useRef<HTMLInputElement>(null);
  const campoComentario = useRef<HTMLTextAreaElement>(null);

  const mostrarErrores = (nuevos: Errores) => {
    setErrores(nuevos);
    if (nuevos.puntuacion) primeraEstrella.current?.focus();
    else if (nuevos.comentario) campoComentario.current?.focus();
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    const parsed = CalificarBodySchema.safeParse({
      orden: orden.id,
      puntuacion: puntuacion ?? undefined,
      ...(comentario.trim() ? { comentario } : {}),
    });
    if (!parsed.success) {
      mostrarErrores(fieldErrors(parsed.error));
      return;
    }
    setErrores({});
    setEnviando(true);
    try {
      const r = await api.calificacion.calificar(parsed.data);
      marcar(orden.id, `${r.mensaje} Pedido ${orden.numero}: ${estrellas(r.calificacion.puntuacion)}.`);
    } catch (fallo) {
      setEnviando(false);
      const { mensaje, campos } = cuerpoDeError(fallo);
      // Rated from another tab or device: nothing left to do here.
      if (statusOf(fallo) === 409) marcar(orden.id, mensaje ?? MensajesCalificacion.YA_CALIFICADO);
      else if (campos.puntuacion || campos.comentario)
        mostrarErrores({ puntuacion: campos.puntuacion, comentario: campos.comentario });
      else
        setErrores({
          general: mensajeDeError(fallo, 'No pudimos enviar su calificación. Intente de nuevo.'),
        });
    }
  };

  const tituloId = `${id}-titulo`;
  return (
    <li className={`mv-card ${styles.pedido}`} aria-labelledby={tituloId}>
      <Resumen orden={orden} tituloId={tituloId} />
      <form className={styles.formulario} onSubmit={enviar} noValidate aria-labelledby={tituloId}>
        <fieldset
          className={styles.grupo}
          aria-invalid={errores.puntuacion ? true : undefined}
          aria-describedby={errores.puntuacion ? fieldErrorId(grupoId) : undefined}
        >
          <legend className={styles.leyenda}>¿Cómo calificaría este pedido?</legend>
          <div className={styles.estrellas}>
            {PUNTUACIONES.map((n) => (
              <label
                key={n}
                className={`${styles.estrella} ${puntuacion !== null && n <= puntuacion ? styles.llena : ''}`}
              >
                <input
                  ref={n === 1 ? primeraEstrella : undefined}
                  className={styles.radio}
                  type="radio"
                  name={grupoId}
                  value={n}
                  checked={puntuacion === n}
                  onChange={() => {
                    setPuntuacion(n);
                    setErrores(({ puntuacion: _, ...resto }) => resto);
                  }}
                />
                <span className={styles.icono} aria-hidden="true">
                  ★
                </span>
                <span className="mv-visually-hidden">{estrellas(n)}</span>
              </label>
            ))}
            <span className={styles.eleccion} aria-hidden="true">
              {puntuacion ? `${puntuacion} de ${PUNTUACION_MAXIMA}` : 'Sin elegir'}
            </span>
          </div>
        </fieldset>
        <FieldError id={grupoId} error={errores.puntuacion} />
        <Field
          id={`${id}-comentario`}
          label="Comentario (opcional)"
          hint={`¿Qué le gustó o qué podemos mejorar? Hasta ${COMENTARIO_CALIFICACION_MAX} caracteres.`}
          error={errores.comentario}
        >
          {(control) => (
            <textarea
              {...control}
              ref={campoComentario}
              className={`mv-input ${styles.comentario}`}
              rows={3}
              maxLength={COMENTARIO_CALIFICACION_MAX}
              value={comentario}
              onChange={(event) => setComentario(event.target.value)}
            />
          )}
        </Field>
        {errores.general && (
          <p role="alert" className={styles.error}>
            {errores.general}
          </p>
        )}
        <div>
          <button type="submit" className="mv-button" disabled={enviando}>
            {enviando ? 'Enviando…' : 'Enviar calificación'}
          </button>
        </div>
      </form>
    </li>
  );
}
