/** Account deletion requests (`/admin/borrar-cuenta`): paged, sorted and filtered on the server. */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { NombrePersona } from '../cliente/comun.tsx';
import { columnaCreado, columnaEstado, columnaNumero } from '../comun/columnas.tsx';
import { ListaConFiltros } from '../comun/ListaConFiltros.tsx';

const ESTADOS = { PENDIENTE: 'Pendientes', EJECUTADA: 'Cuentas borradas', RECHAZADA: 'Rechazadas' };

export function SolicitudesBorrado({ pathname, search }: SubpaginaProps) {
  return (
    <ListaConFiltros
      pagina={{ pathname, search }}
      clave="borrar-cuenta"
      porDefecto={{ orden: 'creado' }}
      listar={api.adminBorrarCuenta.listar}
      titulo="Borrar Cuentas"
      tituloTabla="Solicitudes para borrar cuentas"
      buscar="Nombre o correo"
      filtros={[{ nombre: 'estado', etiqueta: 'Estatus', opciones: ESTADOS }]}
      columnas={[
        columnaNumero('Solicitud', (s) => enlace('borrar-cuenta/:solicitud', { solicitud: s.id })),
        { clave: 'cliente', etiqueta: 'Cliente', celda: (s) => <NombrePersona persona={s.cliente} /> },
        columnaCreado('Recibida'),
        columnaEstado(),
      ]}
      vacio="No hay solicitudes para borrar cuentas con estos filtros"
    />
  );
}
