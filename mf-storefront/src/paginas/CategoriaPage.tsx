import { type Categoria, MensajesTienda } from '@mercado/shared/contracts';
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
import { urlCategoria } from '../lib/url.ts';
import { useEstadoListado } from './listado.tsx';
import type { PaginaProps } from './pagina.ts';

/** Subcategories, nested: each level a list under its parent. */
function Subcategorias({ zona, raiz, items }: { zona: string; raiz: string; items: Categoria[] }) {
  return (
    <ul className={base.chips}>
      {items.map((c) => (
        <li key={c.id} className={c.subcategoria.length > 0 ? base.chipGrupo : undefined}>
          <Link className={base.chip} to={urlCategoria(zona, [raiz, c.slug])}>
            <IconoCategoria icono={c.icono} />
            {c.nombre}
          </Link>
          {c.subcategoria.length > 0 && <Subcategorias zona={zona} raiz={raiz} items={c.subcategoria} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/:zona/supermercado/:slug[/:sub]`: a category with its subcategories and all their products. A
 * category that does not exist (or is not shown) is the platform's 404 page.
 */
export function CategoriaPage({ zona, params, search }: PaginaProps) {
  const slug = params.slug ?? '';
  const sub = params.sub;
  const { pag, orden, titulo } = useEstadoListado(search);
  const { carga, reintentar } = useDatos(
    sub ? vitrina.subcategoria : vitrina.categoria,
    { categoria: slug, sub, zona, pag, orden },
    zona,
    MensajesTienda.CATEGORIA_NO_EXISTE,
  );
  const datos = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo(datos?.categoria.nombre ?? null);

  const ruta = datos?.migas.map((m) => m.slug) ?? [];
  const raiz = ruta[0] ?? slug;

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas
        items={[
          { nombre: 'Inicio', href: links.zona(zona) },
          { nombre: 'Supermercado', href: links.supermercado(zona) },
          ...(datos?.migas.map((m, i) => ({
            nombre: m.nombre,
            href: urlCategoria(zona, ruta.slice(0, i + 1)),
          })) ?? []),
        ]}
      />
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        {datos ? (
          <>
            <IconoCategoria icono={datos.categoria.icono} /> {datos.categoria.nombre}
          </>
        ) : (
          <span className={`mv-skeleton ${base.skTituloTexto}`}>Cargando categoría…</span>
        )}
      </h1>
      {datos && datos.subcategorias.length > 0 && (
        <nav aria-label={`Subcategorías de ${datos.categoria.nombre}`}>
          <Subcategorias zona={zona} raiz={raiz} items={datos.subcategorias} />
        </nav>
      )}
      <ListadoProductos
        zona={zona}
        path={urlCategoria(zona, sub ? [slug, sub] : [slug])}
        pag={pag}
        orden={orden}
        carga={carga}
        productos={datos?.productos ?? null}
        onReintentar={reintentar}
        vacio={
          <Vacio titulo="Por ahora no hay productos disponibles en esta categoría.">
            <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
              Ver todo el supermercado
            </Link>
          </Vacio>
        }
      />
    </div>
  );
}
