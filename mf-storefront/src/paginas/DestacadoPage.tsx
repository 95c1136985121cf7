import { MensajesTienda } from '@mercado/shared/contracts';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links, withQuery } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga, Vacio } from '../componentes/Estados.tsx';
import { enlaceDestacado } from '../componentes/FilaDestacada.tsx';
import { contarProductos } from '../componentes/ListadoProductos.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { Paginacion } from '../componentes/Paginacion.tsx';
import { ProductCard } from '../componentes/ProductCard.tsx';
import { Cargando, GridSkeleton } from '../componentes/Skeletons.tsx';
import { useDatos } from '../lib/datos.ts';
import { atributos } from '../lib/imagen.ts';
import { useTitulo } from '../lib/titulo.ts';
import * as styles from './DestacadoPage.module.css';
import { useEstadoListado } from './listado.tsx';
import type { PaginaProps } from './pagina.ts';

/**
 * `/:zona/destacado/:slug`: every product of a featured block, in the staff's order (no sort), the
 * home row's "Ver todo". The block's image, when it has one, is the title (its alternative text is
 * the title): shown beside a text heading it only said the title twice. A block not published in
 * the zone is the platform's 404 page.
 */
export function DestacadoPage({ zona, params, search }: PaginaProps) {
  const slug = params.slug ?? '';
  const { pag, titulo } = useEstadoListado(search);
  const { carga, reintentar } = useDatos(
    vitrina.destacado,
    { zona, destacado: slug, pag },
    zona,
    MensajesTienda.DESTACADO_NO_EXISTE,
  );
  const datos = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo(datos?.titulo ?? null);
  const productos = datos?.productos ?? null;
  const href = (n: number) => withQuery(enlaceDestacado(zona, slug), { pag: n > 1 ? n : undefined });

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas
        items={[{ nombre: 'Inicio', href: links.zona(zona) }, { nombre: datos?.titulo ?? 'Destacado' }]}
      />
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        {datos?.imagen ? (
          <img className={styles.imagen} {...atributos(datos.imagen)} alt={datos.titulo} decoding="async" />
        ) : (
          (datos?.titulo ?? <span className={`mv-skeleton ${base.skTituloTexto}`}>Cargando…</span>)
        )}
      </h1>
      <p className={base.nota}>{productos ? contarProductos(productos.total) : '\u00a0'}</p>
      {carga.tipo === 'cargando' && (
        <>
          <Cargando texto="Cargando productos…" />
          <GridSkeleton />
        </>
      )}
      {carga.tipo === 'error' && <ErrorCarga mensaje={carga.mensaje} onReintentar={reintentar} />}
      {productos?.items.length === 0 && (
        <Vacio titulo="Por ahora no hay productos disponibles en esta sección.">
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todo el supermercado
          </Link>
        </Vacio>
      )}
      {productos && productos.items.length > 0 && (
        <>
          <ul className={base.grid}>
            {productos.items.map((producto, i) => (
              <li key={producto.id}>
                <ProductCard producto={producto} zona={zona} arribaDelPliegue={i < 4} nivel={2} />
              </li>
            ))}
          </ul>
          <Paginacion pagina={productos.pagina} paginas={productos.paginas} href={href} />
        </>
      )}
    </div>
  );
}
