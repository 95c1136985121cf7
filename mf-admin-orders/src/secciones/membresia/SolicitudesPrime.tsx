/** Prime requests (`/admin/membresia/solicitud`): paged, sorted and filtered on the server. */

import {
  type Columna,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { MembresiaSolicitud } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { EstadoSolicitud, fecha, NombrePersona, opciones } from '../cliente/comun.tsx';

export const ESTADOS_PRIME = { PENDIENTE: 'Pendientes', APROBADA: 'Aprobadas', RECHAZADA: 'Rechazadas' };

export function SolicitudesPrime({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'creado' });
  const datos = useDatosAdmin(`membresia:${search}`, () => api.adminMembresia.listar(listado.consulta));
  const columnas: Columna<MembresiaSolicitud>[] = [
    {
      clave: 'id',
      etiqueta: 'N.º',
      orden: 'id',
      celda: (s) => (
        <Link to={enlace('membresia/solicitud/:solicitud', { solicitud: s.id })}>Solicitud {s.id}</Link>
      ),
    },
    {
      clave: 'nombre',
      etiqueta: 'Cliente',
      orden: 'nombre',
      celda: (s) => <NombrePersona persona={s.cliente} />,
    },
    { clave: 'creado', etiqueta: 'Recibida', orden: 'creado', celda: (s) => fecha(s.creadoEn) },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (s) => <EstadoSolicitud estatus={s.estatus} /> },
    { clave: 'fin', etiqueta: 'PRIME hasta', celda: (s) => fecha(s.fin) },
  ];
  return (
    <PaginaAdmin titulo="Solicitudes PRIME" migas={[{ etiqueta: 'Solicitudes PRIME' }]}>
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre o correo" />
        <FiltroOpciones
          listado={listado}
          nombre="estado"
          etiqueta="Estatus"
          opciones={opciones(ESTADOS_PRIME)}
        />
      </Filtros>
      <TablaAdmin
        titulo="Solicitudes PRIME"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(s) => s.id}
        vacio="No hay solicitudes PRIME con estos filtros"
      />
    </PaginaAdmin>
  );
}
