/** The stores (`/admin/tienda`): paged, sorted and filtered on the server, status toggled in the list. */

import {
  BotonEstatus,
  type Columna,
  FiltroEstatus,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { TiendaFila } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';

export function ListaTiendas({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'nombre' });
  const datos = useDatosAdmin(`tiendas:${search}`, () => api.listar(listado.consulta));
  const columnas: Columna<TiendaFila>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (t) => <Link to={enlace('tienda/:tienda', { tienda: t.id })}>{t.nombre}</Link>,
    },
    { clave: 'rif', etiqueta: 'RIF', celda: (t) => t.rif ?? '—' },
    {
      clave: 'sucursales',
      etiqueta: 'Sucursales',
      orden: 'sucursales',
      numerica: true,
      celda: (t) => t.sucursales,
    },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      // The toggle shows the status badge beside its button.
      celda: (t) => (
        <BotonEstatus
          estatus={t.estatus}
          nombre={`la tienda «${t.nombre}»`}
          cambiar={(estatus) => api.estatus({ tienda: t.id, estatus, version: t.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaAdmin
      titulo="Tiendas"
      migas={[{ etiqueta: 'Tiendas' }]}
      acciones={
        <Link className="mv-button" to={enlace('tienda/registrar')}>
          Registrar tienda
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre" />
        <FiltroEstatus listado={listado} />
      </Filtros>
      <TablaAdmin
        titulo="Tiendas"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(t) => t.id}
        vacio="No hay tiendas con estos filtros"
      />
    </PaginaAdmin>
  );
}
