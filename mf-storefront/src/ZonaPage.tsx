import { type ProductoPagina, ProductoPaginaSchema } from '@mercado/shared/contracts';
import { links, readQuery, withQuery } from '@mercado/shared/links';
import { Link, useSession, useWebsite } from '@mercado/shared/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson, statusOf } from './api.ts';
import * as styles from './app.module.css';
import { ProductCard } from './ProductCard.tsx';

type Estado =
  | { tipo: 'cargando' }
  | { tipo: 'error'; mensaje: string; noExiste: boolean }
  | { tipo: 'listo'; pagina: ProductoPagina };

/** `?pag=N` from the URL; anything else is page 1. */
export function paginaDeUrl(search: string): number {
  const raw = readQuery(search, 'pag');
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(n, 1);
}

const SKELETONS = Array.from({ length: 8 }, (_, i) => i);

function Skeletons() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {SKELETONS.map((i) => (
        <li key={i} className={`mv-card ${styles.card}`}>
          <div className={`mv-skeleton ${styles.skeletonImagen}`} />
          <div className={`mv-skeleton ${styles.skeletonLinea}`} />
          <div className={`mv-skeleton ${styles.skeletonLineaCorta}`} />
          <div className={`mv-skeleton ${styles.skeletonBoton}`} />
        </li>
      ))}
    </ul>
  );
}

function Paginacion({ zona, pagina, paginas }: { zona: string; pagina: number; paginas: number }) {
  if (paginas <= 1) return null;
  const href = (n: number) => withQuery(links.zona(zona), { pag: n > 1 ? n : undefined });
  return (
    <nav className={styles.paginacion} aria-label="Paginación de productos">
      {pagina > 1 ? (
        <Link className="mv-button mv-button--secondary" to={href(pagina - 1)} rel="prev">
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.paginaActual} aria-current="page">
        Página {pagina} de {paginas}
      </span>
      {pagina < paginas ? (
        <Link className="mv-button mv-button--secondary" to={href(pagina + 1)} rel="next">
          Siguiente
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `/:zona`: the zone's store, 50 products a page, prices for the viewer's user type. */
export function ZonaPage({ zona, search }: { zona: string; search: string }) {
  const website = useWebsite();
  const session = useSession();
  const pag = paginaDeUrl(search);
  const [estado, setEstado] = useState<Estado>({ tipo: 'cargando' });
  const [intento, setIntento] = useState(0);
  const tituloRef = useRef<HTMLHeadingElement>(null);
  const primeraCarga = useRef(true);

  // Prices depend on the user type: a sign-in/out or a plan change loads the page again.
  const viewer = session ? `${session.uid}:${session.usuarioTipo.tipo}` : 'anonimo';

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewer and intento trigger a reload on purpose.
  useEffect(() => {
    let vigente = true;
    setEstado({ tipo: 'cargando' });
    getJson(`/api/website/productos/${encodeURIComponent(zona)}?pag=${pag}`, ProductoPaginaSchema).then(
      (pagina) => {
        if (vigente) setEstado({ tipo: 'listo', pagina });
      },
      (error: unknown) => {
        if (!vigente) return;
        const status = statusOf(error);
        setEstado({
          tipo: 'error',
          noExiste: status === 404,
          mensaje:
            status === 404
              ? 'Esta zona no existe o ya no está disponible.'
              : 'No pudimos cargar los productos. Revise su conexión e intente de nuevo.',
        });
      },
    );
    return () => {
      vigente = false;
    };
  }, [zona, pag, viewer, intento]);

  // After moving to another page, keyboard and screen-reader users start again at the title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose.
  useEffect(() => {
    if (primeraCarga.current) {
      primeraCarga.current = false;
      return;
    }
    tituloRef.current?.focus();
  }, [pag]);

  const reintentar = useCallback(() => setIntento((n) => n + 1), []);
  const nombreZona = website?.zona?.slug === zona ? website.zona.nombre : null;

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-storefront-titulo"
      aria-busy={estado.tipo === 'cargando'}
    >
      <header className={styles.cabecera}>
        <h1 id="mf-storefront-titulo" ref={tituloRef} tabIndex={-1} className={styles.titulo}>
          {nombreZona ??
            (estado.tipo === 'cargando' ? (
              <span className={`mv-skeleton ${styles.skeletonTitulo}`}>Cargando zona…</span>
            ) : (
              // The site data did not arrive: the slug is still a usable title.
              zona.charAt(0).toUpperCase() + zona.slice(1).replaceAll('-', ' ')
            ))}
        </h1>
        {estado.tipo === 'listo' && estado.pagina.total > 0 && (
          <p className={styles.nota}>
            {estado.pagina.total === 1 ? '1 producto' : `${estado.pagina.total} productos`}
          </p>
        )}
      </header>

      {estado.tipo === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando productos…
          </p>
          <Skeletons />
        </>
      )}

      {estado.tipo === 'error' && (
        <div role="alert" className={`mv-card ${styles.aviso}`}>
          <p>{estado.mensaje}</p>
          {estado.noExiste ? (
            <Link className="mv-button" to={links.inicio()}>
              Elegir otra zona
            </Link>
          ) : (
            <button type="button" className="mv-button" onClick={reintentar}>
              Reintentar
            </button>
          )}
        </div>
      )}

      {estado.tipo === 'listo' && estado.pagina.items.length === 0 && (
        <div className={`mv-card ${styles.aviso}`}>
          <p>No hay productos disponibles en esta zona por el momento.</p>
          {pag > 1 && (
            <Link className="mv-button" to={links.zona(zona)}>
              Ir a la primera página
            </Link>
          )}
        </div>
      )}

      {estado.tipo === 'listo' && estado.pagina.items.length > 0 && (
        <>
          <ul className={styles.grid}>
            {estado.pagina.items.map((producto, index) => (
              <li key={producto.id}>
                <ProductCard producto={producto} zona={zona} arribaDelPliegue={index < 4} />
              </li>
            ))}
          </ul>
          <Paginacion zona={zona} pagina={estado.pagina.pagina} paginas={estado.pagina.paginas} />
        </>
      )}
    </section>
  );
}
