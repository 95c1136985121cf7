import type { DestacadoBloque, InicioZona } from '@mercado/shared/contracts';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link, useWebsite } from '@mercado/shared/react';
import { usePromesaEnvio } from '@mercado/shared/react/dinero';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Banner } from '../componentes/Banner.tsx';
import { Carrusel } from '../componentes/Carrusel.tsx';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga } from '../componentes/Estados.tsx';
import { FilaDestacada } from '../componentes/FilaDestacada.tsx';
import { ProximaEntrega } from '../componentes/ProximaEntrega.tsx';
import { BannerSkeleton, Cargando, GridSkeleton } from '../componentes/Skeletons.tsx';
import { useDatos } from '../lib/datos.ts';
import { atributos, MEDIA_MOVIL } from '../lib/imagen.ts';
import { useTitulo } from '../lib/titulo.ts';
import type { PaginaProps } from './pagina.ts';
import * as styles from './ZonaPage.module.css';

/** `/:zona`: the zone's store front, all of it content the staff manage. */
export function ZonaPage({ zona }: PaginaProps) {
  const website = useWebsite();
  const promesaEnvio = usePromesaEnvio(zona);
  const { carga, reintentar, restaurada } = useDatos(vitrina.inicio, { zona }, zona);
  const inicio = carga.tipo === 'listo' ? carga.datos : null;
  // Back to the store (data from the cache): everything at once, so the browser can restore the scroll.
  const zonaResuelta = website?.zona?.slug === zona ? website.zona : null;
  const nombre = inicio?.zona.nombre ?? zonaResuelta?.nombre ?? null;
  useTitulo(nombre ? `Supermercado en ${nombre}` : null);
  // The header's delivery promise comes with the shell's resolve of the zone, which races the
  // store's data: the store shows once both are in (the resolve for ESPERA_ZONA_MS at most), all in
  // one frame, so that neither lands above the other or the skeletons and pushes them down (layout
  // shifts of 0.04 to 0.08).
  const esperandoZona = useEsperaAcotada(inicio !== null && zonaResuelta === null, ESPERA_ZONA_MS);
  const cargando = carga.tipo === 'cargando' || esperandoZona;

  return (
    <div className={base.pagina} aria-busy={cargando}>
      <header className={styles.cabecera}>
        <h1 className={base.titulo}>
          {nombre ?? <span className={`mv-skeleton ${styles.skNombre}`}>Cargando zona…</span>}
        </h1>
        <ProximaEntrega zona={zona} />
        {!cargando && promesaEnvio && <p className={styles.promesa}>{promesaEnvio}</p>}
      </header>
      {!cargando && inicio?.mensajePublicidad && <p className={styles.mensaje}>{inicio.mensajePublicidad}</p>}

      {cargando && (
        <>
          <Cargando texto="Cargando la tienda…" />
          <BannerSkeleton />
          <GridSkeleton cantidad={4} />
        </>
      )}
      {carga.tipo === 'error' && (
        <ErrorCarga
          mensaje="No pudimos cargar la tienda. Revise su conexión e intente de nuevo."
          onReintentar={reintentar}
        >
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todos los productos
          </Link>
        </ErrorCarga>
      )}
      {inicio && !esperandoZona && <Contenido zona={zona} inicio={inicio} progresivo={!restaurada} />}
    </div>
  );
}

const ESPERA_ZONA_MS = 2000;

/** `esperando`, for at most `ms` after it began: a wait for something that may never come. */
function useEsperaAcotada(esperando: boolean, ms: number): boolean {
  const [vencida, setVencida] = useState(false);
  useEffect(() => {
    if (!esperando) return;
    const plazo = setTimeout(() => setVencida(true), ms);
    return () => clearTimeout(plazo);
  }, [esperando, ms]);
  return esperando && !vencida;
}

function Contenido({ zona, inicio, progresivo }: { zona: string; inicio: InicioZona; progresivo: boolean }) {
  const menu = [...inicio.links].sort((a, b) => a.prioridad - b.prioridad);
  const [completo, setCompleto] = useState(!progresivo || inicio.destacados.length === 0);
  // A slide whose image is missing or does not load is left out: an empty slide would show as a
  // grey band (the window takes the tallest slide's height) and a dot leading nowhere.
  const [rotas, setRotas] = useState<ReadonlySet<number>>(() => new Set());
  const sliders = inicio.sliders.filter((s) => s.imagen.url && s.imagenMovil.url && !rotas.has(s.id));
  return (
    <>
      {sliders.length > 0 && (
        <Carrusel
          etiqueta="Promociones destacadas"
          diapositivas={sliders.map((s) => ({
            id: s.id,
            href: s.url,
            externo: s.externo,
            etiqueta: s.alt,
            render: ({ primera }) => (
              <picture>
                <source
                  media={MEDIA_MOVIL}
                  srcSet={s.imagenMovil.url}
                  width={s.imagenMovil.ancho}
                  height={s.imagenMovil.alto}
                />
                <img
                  className={styles.slide}
                  {...atributos(s.imagen)}
                  alt={s.url ? '' : s.alt}
                  loading={primera ? 'eager' : 'lazy'}
                  fetchPriority={primera ? 'high' : 'auto'}
                  decoding={primera ? 'sync' : 'async'}
                  onError={() => setRotas((antes) => new Set(antes).add(s.id))}
                />
              </picture>
            ),
          }))}
        />
      )}

      {(inicio.imagenOferta || inicio.imagenListaRapida) && (
        <div className={styles.banners}>
          {inicio.imagenOferta && <Banner banner={inicio.imagenOferta} />}
          {inicio.imagenListaRapida && <Banner banner={inicio.imagenListaRapida} />}
        </div>
      )}

      {inicio.categorias.length > 0 && (
        <section aria-labelledby="mf-storefront-categorias" className={styles.seccion}>
          <div className={styles.seccionCabecera}>
            <h2 id="mf-storefront-categorias" className={base.subtitulo}>
              Categorías
            </h2>
            <Link to={links.supermercado(zona)}>Ver todo el supermercado</Link>
          </div>
          <ul className={styles.categorias}>
            {inicio.categorias.map((c) => (
              <li key={c.id}>
                <Link to={links.categoriaSlug(zona, c.slug)} className={styles.categoria}>
                  {c.imagen ? (
                    <img
                      className={styles.categoriaImagen}
                      {...atributos(c.imagen)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    c.icono && (
                      <img
                        className={styles.categoriaIcono}
                        src={c.icono}
                        alt=""
                        width="48"
                        height="48"
                        loading="lazy"
                        decoding="async"
                      />
                    )
                  )}
                  <span>{c.nombre}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Destacados
        zona={zona}
        bloques={inicio.destacados}
        progresivo={progresivo}
        onCompleto={() => setCompleto(true)}
      />

      {completo && (
        <p className={styles.listas}>
          <Link className="mv-button mv-button--secondary" to={links.listaRapida(zona)}>
            Ver las listas rápidas
          </Link>
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todos los productos
          </Link>
        </p>
      )}

      {completo && menu.length > 0 && (
        <nav aria-labelledby="mf-storefront-enlaces" className={styles.seccion}>
          <h2 id="mf-storefront-enlaces" className={base.subtitulo}>
            Enlaces de {inicio.zona.nombre}
          </h2>
          <ul className={base.chips}>
            {menu.map((l) => (
              <li key={l.id}>
                <Link to={l.url} external={l.externo} className={base.chip}>
                  {l.nombre}
                  {l.externo && <span className="mv-visually-hidden"> (se abre en una pestaña nueva)</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/**
 * The featured blocks, a row of a dozen product cards each, below the fold on a phone. Progressively:
 * none in the first render (the slider, the page's LCP, paints without waiting for ~50 cards), then
 * one more whenever the placeholder after the last one comes within a screen of the viewport, each
 * in its own task (no task renders them all: TBT). From the cache (back to the store): all at once,
 * so the browser can restore the scroll position.
 */
function Destacados({
  zona,
  bloques,
  progresivo,
  onCompleto,
}: {
  zona: string;
  bloques: DestacadoBloque[];
  progresivo: boolean;
  onCompleto: () => void;
}) {
  const [mostrados, setMostrados] = useState(progresivo ? 0 : bloques.length);
  const marcador = useRef<HTMLDivElement>(null);
  const faltan = mostrados < bloques.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observes after each block is added.
  useEffect(() => {
    const nodo = marcador.current;
    if (!faltan) {
      onCompleto();
      return;
    }
    if (!nodo) return;
    const siguiente = () => startTransition(() => setMostrados((n) => n + 1));
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(siguiente, 0);
      return () => window.clearTimeout(timer);
    }
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          observador.disconnect();
          siguiente();
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observador.observe(nodo);
    return () => observador.disconnect();
  }, [mostrados, faltan]);

  return (
    <>
      {bloques.slice(0, mostrados).map((bloque) => (
        <FilaDestacada key={bloque.id} zona={zona} bloque={bloque} />
      ))}
      {/* Static (no shimmer: an animation would repaint the page every frame while it waits). */}
      {faltan && <div ref={marcador} className={styles.pendiente} aria-hidden="true" />}
    </>
  );
}
