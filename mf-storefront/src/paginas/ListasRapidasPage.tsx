import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga, Vacio } from '../componentes/Estados.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { Cargando, GridSkeleton } from '../componentes/Skeletons.tsx';
import { useDatos } from '../lib/datos.ts';
import { atributos } from '../lib/imagen.ts';
import { useTitulo } from '../lib/titulo.ts';
import * as styles from './ListaRapida.module.css';
import type { PaginaProps } from './pagina.ts';

/** `/:zona/lista-rapida`: the zone's quick lists. */
export function ListasRapidasPage({ zona }: PaginaProps) {
  const { carga, reintentar } = useDatos(vitrina.listasRapidas, { zona }, zona);
  useTitulo('Listas rápidas');
  const listas = carga.tipo === 'listo' ? carga.datos.listas : null;

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas items={[{ nombre: 'Inicio', href: links.zona(zona) }, { nombre: 'Listas rápidas' }]} />
      <div>
        <h1 className={base.titulo}>Listas rápidas</h1>
        <p className={base.nota}>Todo lo que necesita para una ocasión, al carrito en un solo paso.</p>
      </div>
      {carga.tipo === 'cargando' && (
        <>
          <Cargando texto="Cargando listas…" />
          <GridSkeleton cantidad={4} />
        </>
      )}
      {carga.tipo === 'error' && <ErrorCarga mensaje={carga.mensaje} onReintentar={reintentar} />}
      {listas?.length === 0 && (
        <Vacio titulo="Por ahora no hay listas rápidas en esta zona.">
          <Link className="mv-button" to={links.zona(zona)}>
            Volver a la tienda
          </Link>
        </Vacio>
      )}
      {listas && listas.length > 0 && (
        <ul className={styles.listas}>
          {listas.map((lista, i) => (
            <li key={lista.id}>
              <Link to={links.listaRapida(zona, lista.slug)} className={`mv-card ${styles.lista}`}>
                {lista.imagen && (
                  <img
                    className={styles.listaImagen}
                    {...atributos(lista.imagen)}
                    alt=""
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                )}
                {/* The image shows the name already: the text stays for screen readers only. */}
                <span className={lista.imagen ? 'mv-visually-hidden' : styles.listaNombre}>
                  {lista.nombre}
                </span>
                {lista.descripcion && <span className={styles.listaDescripcion}>{lista.descripcion}</span>}
                <span className={styles.listaCantidad}>
                  {lista.cantidadProductos === 1 ? '1 producto' : `${lista.cantidadProductos} productos`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
