import { MensajesTienda } from '@mercado/shared/contracts';
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import * as base from '../componentes/componentes.module.css';
import { Vacio } from '../componentes/Estados.tsx';
import { ListadoProductos } from '../componentes/ListadoProductos.tsx';
import { Migas } from '../componentes/Migas.tsx';
import { useDatos } from '../lib/datos.ts';
import { useTitulo } from '../lib/titulo.ts';
import { useEstadoListado } from './listado.tsx';
import type { PaginaProps } from './pagina.ts';

/** `/:zona/etiqueta/:slug`: the products with a tag. A tag that does not exist is the platform's 404 page. */
export function EtiquetaPage({ zona, params, search }: PaginaProps) {
  const slug = params.slug ?? '';
  const { pag, orden, titulo } = useEstadoListado(search);
  const { carga, reintentar } = useDatos(
    vitrina.etiqueta,
    { zona, slug, pag, orden },
    zona,
    MensajesTienda.ETIQUETA_NO_EXISTE,
  );
  const datos = carga.tipo === 'listo' ? carga.datos : null;
  useTitulo(datos?.etiqueta.nombre ?? null);

  return (
    <div className={base.pagina} aria-busy={carga.tipo === 'cargando'}>
      <Migas
        items={[
          { nombre: 'Inicio', href: links.zona(zona) },
          { nombre: datos?.etiqueta.nombre ?? 'Etiqueta' },
        ]}
      />
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        {datos?.etiqueta.nombre ?? <span className={`mv-skeleton ${base.skTituloTexto}`}>Cargando…</span>}
      </h1>
      <ListadoProductos
        zona={zona}
        path={links.etiqueta(zona, slug)}
        pag={pag}
        orden={orden}
        carga={carga}
        productos={datos?.productos ?? null}
        onReintentar={reintentar}
        vacio={
          <Vacio titulo="Por ahora no hay productos disponibles con esta etiqueta.">
            <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
              Ver todo el supermercado
            </Link>
          </Vacio>
        }
      />
    </div>
  );
}
