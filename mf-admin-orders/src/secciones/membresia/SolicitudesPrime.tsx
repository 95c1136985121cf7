/** Prime requests (`/admin/membresia/solicitud`): paged, sorted and filtered on the server. */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { fechaCorta, NombrePersona } from '../cliente/comun.tsx';
import { columnaCreado, columnaEstado, columnaNumero } from '../comun/columnas.tsx';
import { ListaConFiltros } from '../comun/ListaConFiltros.tsx';

const ESTADOS = { PENDIENTE: 'Pendientes', APROBADA: 'Aprobadas', RECHAZADA: 'Rechazadas' };

export function SolicitudesPrime({ pathname, search }: SubpaginaProps) {
  return (
    <ListaConFiltros
      pagina={{ pathname, search }}
      clave="membresia"
      porDefecto={{ orden: 'creado' }}
      listar={api.adminMembresia.listar}
      titulo="Solicitudes PRIME"
      buscar="Nombre o correo"
      filtros={[{ nombre: 'estado', etiqueta: 'Estatus', opciones: ESTADOS }]}
      columnas={[
        columnaNumero('Solicitud', (s) => enlace('membresia/solicitud/:solicitud', { solicitud: s.id })),
        {
          clave: 'nombre',
          etiqueta: 'Cliente',
          orden: 'nombre',
          celda: (s) => <NombrePersona persona={s.cliente} />,
        },
        columnaCreado('Recibida'),
        columnaEstado(),
        { clave: 'fin', etiqueta: 'PRIME hasta', celda: (s) => fechaCorta(s.fin) },
      ]}
      vacio="No hay solicitudes PRIME con estos filtros"
    />
  );
}
