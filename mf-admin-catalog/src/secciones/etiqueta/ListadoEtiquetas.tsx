/** /admin/etiqueta: the tags, paged, sorted and filtered on the server (state in the URL). */

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
import type { EtiquetaAdmin } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { api } from '../comun/api.ts';

export function ListadoEtiquetas(props: AdminPageProps) {
  const listado = useListado(props, { orden: 'orden' });
  const datos = useDatosAdmin(`etiquetas?${props.search}`, () =>
    api.adminEtiqueta.listado(listado.consulta as never),
  );
  const columnas: Columna<EtiquetaAdmin>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (t) => <Link to={`/admin/etiqueta/${t.id}/editar`}>{t.nombre}</Link>,
    },
    { clave: 'orden', etiqueta: 'Orden', orden: 'orden', numerica: true, celda: (t) => t.orden },
    {
      clave: 'productos',
      etiqueta: 'Productos',
      orden: 'productos',
      numerica: true,
      celda: (t) => t.productos,
    },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (t) => (
        <BotonEstatus
          nombre={t.nombre}
          estatus={t.estatus}
          cambiar={(estatus) => api.adminEtiqueta.estatus({ id: t.id, estatus, version: t.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaAdmin
      titulo="Etiquetas"
      migas={[{ etiqueta: 'Etiquetas' }]}
      acciones={
        <Link to="/admin/etiqueta/registrar" className="mv-button">
          Registrar etiqueta
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} />
        <FiltroEstatus listado={listado} />
      </Filtros>
      <TablaAdmin
        titulo="Etiquetas"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(t) => t.id}
        vacio="No hay etiquetas con estos filtros."
      />
    </PaginaAdmin>
  );
}
