import { Link } from '@mercado/shared/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import * as styles from './Carrusel.module.css';

export interface Diapositiva {
  id: number | string;
  /** The slide's content (usually an <img>); `activa` tells whether it is the one shown. */
  render: (opciones: { activa: boolean; primera: boolean }) => ReactNode;
  /** Where the slide leads, if anywhere. */
  href?: string | null;
  externo?: boolean;
  /** Accessible name of the link (the image's alt is empty when the slide is a link). */
  etiqueta: string;
}

const INTERVALO_MS = 6000;

function prefiereSinMovimiento(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Accessible carousel (WAI-ARIA APG): a pause/play button first (shown in the bar under the slides,
 * so it never covers a slide's text), previous/next, one picker button per slide. Rotates every 6 s
 * only while nobody hovers or focuses it, never with reduced motion; hidden slides are inert.
 * Announces the slide politely only when not rotating on its own. The bar reads in the order it is
 * tabbed: pause, previous, next, then the dots, which move to a row of their own when the bar is
 * too narrow for them, never splitting (six 44 px targets fit a 320 px phone).
 */
export function Carrusel({ etiqueta, diapositivas }: { etiqueta: string; diapositivas: Diapositiva[] }) {
  const id = useId();
  const total = diapositivas.length;
  const [elegida, setActual] = useState(0);
  const [pausado, setPausado] = useState(prefiereSinMovimiento);
  const [enUso, setEnUso] = useState(false);
  const rotando = total > 1 && !pausado && !enUso;

  useEffect(() => {
    if (!rotando) return;
    const timer = window.setInterval(() => setActual((n) => (n + 1) % total), INTERVALO_MS);
    return () => window.clearInterval(timer);
  }, [rotando, total]);

  if (total === 0) return null;
  const ir = (n: number) => setActual((n + total) % total);
  // A slide left out (its image failed) may have been the one shown.
  const actual = Math.min(elegida, total - 1);

  return (
    <section
      className={styles.carrusel}
      aria-roledescription="carrusel"
      aria-label={etiqueta}
      onMouseEnter={() => setEnUso(true)}
      onMouseLeave={() => setEnUso(false)}
      onFocus={() => setEnUso(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEnUso(false);
      }}
    >
      {total > 1 && (
        <button
          type="button"
          className={styles.control}
          onClick={() => setPausado((p) => !p)}
          aria-label={pausado ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
        >
          {pausado ? (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M7 5h4v14H7zm6 0h4v14h-4z" fill="currentColor" />
            </svg>
          )}
        </button>
      )}
      <div className={styles.ventana} id={`${id}-diapositivas`} aria-live={rotando ? 'off' : 'polite'}>
        <div className={styles.pista} style={{ transform: `translateX(-${actual * 100}%)` }}>
          {diapositivas.map((d, i) => {
            const activa = i === actual;
            const contenido = d.render({ activa, primera: i === 0 });
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role=group, not a form fieldset.
              <div
                key={d.id}
                className={styles.diapositiva}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${i + 1} de ${total}`}
                aria-hidden={!activa}
                inert={!activa}
              >
                {d.href ? (
                  <Link to={d.href} external={d.externo} className={styles.enlace} aria-label={d.etiqueta}>
                    {contenido}
                  </Link>
                ) : (
                  contenido
                )}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-diapositivas`}
            aria-label="Diapositiva anterior"
            onClick={() => ir(actual - 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-diapositivas`}
            aria-label="Diapositiva siguiente"
            onClick={() => ir(actual + 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </button>
          <div className={styles.puntos}>
            {diapositivas.map((d, i) => (
              <button
                key={d.id}
                type="button"
                className={styles.punto}
                aria-controls={`${id}-diapositivas`}
                aria-label={`Mostrar diapositiva ${i + 1}: ${d.etiqueta}`}
                aria-current={i === actual ? 'true' : undefined}
                onClick={() => ir(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
