import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as base from '../componentes/componentes.module.css';
import { Vacio } from '../componentes/Estados.tsx';
import { IconoCategoria } from '../componentes/IconoCategoria.tsx';
import { ListadoProductos } from '../componentes/ListadoProductos.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { useDatos } from '../lib/datos.ts';
import { useTitulo } from '../lib/titulo.ts';
import { useEstadoListado } from './listado.tsx';
import type { PaginaProps } from './pagina.ts';

/** `/:zona/supermercado`: every category's products, paged and sorted. */
export function SupermercadoPage({ zona, search }: PaginaProps) {
  const { pag, orden, titulo } = useEstadoListado(search);
  const { carga, reintentar } = useDatos(vitrina.supermercado, { zona, pag, orden }, zona);
  const datos = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo('Supermercado');

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas items={[{ nombre: 'Inicio', href: links.zona(zona) }, { nombre: 'Supermercado' }]} />
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        Supermercado
      </h1>
      {datos && datos.categorias.length > 0 && (
        <nav aria-label="Categorías">
          <ul className={base.chips}>
            {datos.categorias.map((c) => (
              <li key={c.id}>
                <Link className={base.chip} to={links.categoriaSlug(zona, c.slug)}>
                  <IconoCategoria icono={c.icono} />
                  {c.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListadoProductos
        zona={zona}
        path={links.supermercado(zona)}
        pag={pag}
        orden={orden}
        carga={carga}
        productos={datos?.productos ?? null}
        onReintentar={reintentar}
        vacio={<Vacio titulo="No hay productos disponibles en esta zona por el momento." />}
      />
    </div>
  );
}
