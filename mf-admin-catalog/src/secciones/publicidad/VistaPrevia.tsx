/**
 * The zone's home as shoppers will see it once published (decision 0027): the store's own answer
 * (`InicioZona`) built from the records being edited, drawn in the store's order — message, sliders,
 * offer and quick-list banners, featured blocks with their product cards.
 */
import type { Banner, InicioZona, ProductoVista } from '@mercado/shared/contracts';
import { formatMoney, precioConIva } from '@mercado/shared/rules';
import * as estilos from './publicidad.module.css';

function Imagen({ banner }: { banner: Banner }) {
  return (
    <img
      className={estilos.banner}
      src={banner.imagen.url}
      width={banner.imagen.ancho}
      height={banner.imagen.alto}
      alt={banner.alt}
    />
  );
}

function Tarjeta({ producto }: { producto: ProductoVista }) {
  // The shelf price with IVA, as the store's card shows it (decision 0049).
  const precio = precioConIva(producto, null);
  return (
    <li className={estilos.tarjeta}>
      <img src={producto.imagen} alt="" width={96} height={96} loading="lazy" />
      <span>{producto.nombre}</span>
      <strong>{formatMoney(precio.cents, null)}</strong>
    </li>
  );
}

export function VistaPrevia({ inicio }: { inicio: InicioZona }) {
  const vacia =
    !inicio.mensajePublicidad &&
    inicio.sliders.length === 0 &&
    !inicio.imagenOferta &&
    !inicio.imagenListaRapida &&
    inicio.destacados.length === 0;
  return (
    <section aria-label={`Vista previa de ${inicio.zona.nombre}`} className={estilos.vistaPrevia}>
      <h2 className={estilos.tituloTienda}>Supermercado en {inicio.zona.nombre}</h2>
      {vacia && <p>La página de la zona no tiene publicidad: los compradores verán solo las categorías.</p>}
      {inicio.mensajePublicidad && <p className={estilos.mensaje}>{inicio.mensajePublicidad}</p>}
      {inicio.sliders.length > 0 && (
        <ul className={estilos.sliders} aria-label="Carrusel">
          {inicio.sliders.map((s) => (
            <li key={s.id}>
              <picture>
                <source media="(max-width: 640px)" srcSet={s.imagenMovil.url} />
                <img
                  className={estilos.banner}
                  src={s.imagen.url}
                  alt={s.alt}
                  width={s.imagen.ancho}
                  height={s.imagen.alto}
                />
              </picture>
            </li>
          ))}
        </ul>
      )}
      {(inicio.imagenOferta || inicio.imagenListaRapida) && (
        <div className={estilos.banners}>
          {inicio.imagenOferta && <Imagen banner={inicio.imagenOferta} />}
          {inicio.imagenListaRapida && <Imagen banner={inicio.imagenListaRapida} />}
        </div>
      )}
      {inicio.destacados.map((d) => (
        <section key={d.id} aria-label={d.titulo} className={estilos.destacado}>
          <h3>{d.titulo}</h3>
          {d.productos.length === 0 ? (
            <p>Ningún producto de este bloque está disponible hoy: el bloque se verá vacío.</p>
          ) : (
            <ul className={estilos.tarjetas}>
              {d.productos.map((p) => (
                <Tarjeta key={p.id} producto={p} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
