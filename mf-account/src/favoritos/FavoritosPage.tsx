import { type Carga, consulta } from '@mercado/shared/consulta';
import type { Favorito, FavoritosZona } from '@mercado/shared/contracts';
import type { RemoteParcelProps } from '@mercado/shared/federation';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency, useSession } from '@mercado/shared/react';
import { contar, formatMoney, precioConIva } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { tiendaPredeterminada } from '../zona.ts';
import { Agregar } from './Agregar.tsx';
import { api } from './api.ts';
import * as styles from './favoritos.module.css';

const sinDatos = atom<Carga<FavoritosZona>>({ estado: 'cargando' });

/** The zone the shopper is in: the one the shell publishes, else the one the site resolved. */
function useZona(): { slug: string; nombre: string } | null {
  const publicada = useAtomValue(platform.zona.atom, { store: platform.store });
  const website = platform.website.get();
  const slug = publicada ?? website?.zona?.slug ?? null;
  if (!slug) return null;
  return { slug, nombre: website?.zona?.slug === slug ? website.zona.nombre : slug };
}

function Item({ f, zona, quitar }: { f: Favorito; zona: string; quitar: () => Promise<void> }) {
  const { seleccionada } = useCurrency();
  const [quitando, setQuitando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p = f.enZona;
  // The shelf price with IVA, as the store and the cart show it (decision 0049).
  const precio = p ? precioConIva(p, seleccionada) : null;
  const tituloId = `mf-account-favorito-${f.producto.id}`;
  return (
    <li className={`mv-card ${styles.item}`} aria-labelledby={tituloId}>
      <img
        className={styles.imagen}
        src={f.producto.imagen}
        width={f.producto.imagenAncho}
        height={f.producto.imagenAlto}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cuerpo}>
        <h2 id={tituloId} className={styles.nombre}>
          {p ? (
            <Link to={links.productoSlug(zona, f.producto.slug)}>{f.producto.nombre}</Link>
          ) : (
            f.producto.nombre
          )}
        </h2>
        {f.producto.presentacion && <p className={styles.detalle}>{f.producto.presentacion}</p>}
        {p && precio ? (
          <>
            <p className={styles.precio}>
              {precio.tachadoCents !== null && (
                <s className={styles.detalle}>
                  <span className="mv-visually-hidden">Precio regular: </span>
                  {formatMoney(precio.tachadoCents, seleccionada)}
                </s>
              )}{' '}
              <span className="mv-visually-hidden">
                {precio.tachadoCents !== null ? 'Precio de oferta: ' : 'Precio: '}
              </span>
              <strong data-testid="precio">{formatMoney(precio.cents, seleccionada)}</strong>
              {p.modalidadVenta === 'peso' && ' / kg'}
            </p>
            {Number(p.existencia) > 0 ? (
              <Agregar producto={p} zona={zona} />
            ) : (
              <p className={styles.aviso}>Agotado por ahora en esta zona.</p>
            )}
          </>
        ) : (
          <p className={styles.aviso}>No se vende en esta zona.</p>
        )}
        <div>
          <button
            type="button"
            className={`mv-button mv-button--secondary ${styles.quitar}`}
            disabled={quitando}
            aria-label={`Quitar ${f.producto.nombre} de favoritos`}
            onClick={async () => {
              setQuitando(true);
              setError(null);
              try {
                await quitar();
              } catch (e) {
                setError(mensajeDeError(e, 'No pudimos quitarlo de sus favoritos. Intente de nuevo.'));
                setQuitando(false);
              }
            }}
          >
            Quitar
          </button>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /mi-cuenta/favoritos ("Mis favoritos", issue 34): the products the shopper saved with a heart in
 * any zone, at the current zone's price and stock for their user type, each with "Agregar" to the
 * cart; one the zone does not sell says so.
 */
export function FavoritosPage(_: RemoteParcelProps) {
  const uid = useSession()?.uid ?? null;
  const zona = useZona();
  const slug = zona?.slug ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user or zone reads again.
  const favoritos = useMemo(
    () => consulta(() => (slug ? api.favorito.listar({ zona: slug }) : Promise.resolve({ items: [] }))),
    [uid, slug],
  );
  const carga = useAtomValue(uid ? favoritos.carga : sinDatos);
  const recargar = useSetAtom(favoritos.datos);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-favoritos"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-favoritos" className={styles.titulo}>
        Mis favoritos
      </h1>
      {zona && <p className={styles.detalle}>Precios y disponibilidad en la zona {zona.nombre}.</p>}
      {carga.estado === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando sus favoritos…
          </p>
          {[0, 1, 2].map((i) => (
            <div key={i} className={`mv-card mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.vacio}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar sus favoritos. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && !slug && (
        <div className={`mv-card ${styles.vacio}`}>
          <p>Elija una zona para ver el precio y la disponibilidad de sus favoritos.</p>
          <div>
            <Link className="mv-button" to={links.inicio()}>
              Elegir zona
            </Link>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && slug && carga.datos.items.length === 0 && (
        <div className={`mv-card ${styles.vacio}`}>
          <p>Aún no tiene favoritos. Toque el corazón de un producto para guardarlo aquí.</p>
          <div>
            <Link className="mv-button" to={tiendaPredeterminada()}>
              Ir a la tienda
            </Link>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && slug && carga.datos.items.length > 0 && (
        <>
          <p role="status">{contar(carga.datos.items.length, 'favorito', 'favoritos')}</p>
          <ul className={styles.lista} aria-label="Favoritos">
            {carga.datos.items.map((f) => (
              <Item
                key={f.producto.id}
                f={f}
                zona={slug}
                quitar={async () => {
                  await api.favorito.quitar({ id: f.producto.id });
                  recargar();
                }}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
