/** /admin/categoria: the categories, paged, sorted and filtered on the server (state in the URL). */

import {
  type AdminPageProps,
  BotonEstatus,
  type Columna,
  FiltroEstatus,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { CategoriaAdmin } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { api } from '../comun/api.ts';

export function ListadoCategorias(props: AdminPageProps) {
  const listado = useListado(props, { orden: 'orden' });
  const datos = useDatosAdmin(`categorias?${props.search}`, () =>
    api.adminCategoria.listado(listado.consulta as never),
  );
  const columnas: Columna<CategoriaAdmin>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (c) => (
        <>
          {c.iconoUrl && <img src={c.iconoUrl} alt="" width={20} height={20} />}{' '}
          <Link to={`/admin/categoria/${c.id}/editar`}>{c.ruta}</Link>
        </>
      ),
    },
    { clave: 'slug', etiqueta: 'Slug', orden: 'slug', celda: (c) => c.slug },
    { clave: 'orden', etiqueta: 'Orden', orden: 'orden', numerica: true, celda: (c) => c.orden },
    {
      clave: 'productos',
      etiqueta: 'Productos',
      orden: 'productos',
      numerica: true,
      celda: (c) => c.productos,
    },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (c) => (
        <BotonEstatus
          nombre={c.nombre}
          estatus={c.estatus}
          consecuencia="Sus productos, y los de sus subcategorías, dejarán de verse en la tienda y en el buscador."
          cambiar={(estatus) => api.adminCategoria.estatus({ id: c.id, estatus, version: c.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaAdmin
      titulo="Categorías"
      migas={[{ etiqueta: 'Categorías' }]}
      acciones={
        <Link to="/admin/categoria/registrar" className="mv-button">
          Registrar categoría
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} />
        <FiltroEstatus listado={listado} />
      </Filtros>
      <TablaAdmin
        titulo="Categorías"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(c) => c.id}
        vacio="No hay categorías con estos filtros."
      />
    </PaginaAdmin>
  );
}
