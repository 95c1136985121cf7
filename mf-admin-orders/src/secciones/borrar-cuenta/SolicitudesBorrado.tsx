/** Account deletion requests (`/admin/borrar-cuenta`): paged, sorted and filtered on the server. */

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
import type { BorrarCuentaSolicitud } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { EstadoSolicitud, fecha, NombrePersona, opciones } from '../cliente/comun.tsx';

const ESTADOS = { PENDIENTE: 'Pendientes', EJECUTADA: 'Cuentas borradas', RECHAZADA: 'Rechazadas' };

export function SolicitudesBorrado({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'creado' });
  const datos = useDatosAdmin(`borrar-cuenta:${search}`, () =>
    api.adminBorrarCuenta.listar(listado.consulta),
  );
  const columnas: Columna<BorrarCuentaSolicitud>[] = [
    {
      clave: 'id',
      etiqueta: 'N.º',
      orden: 'id',
      celda: (s) => (
        <Link to={enlace('borrar-cuenta/:solicitud', { solicitud: s.id })}>Solicitud {s.id}</Link>
      ),
    },
    { clave: 'cliente', etiqueta: 'Cliente', celda: (s) => <NombrePersona persona={s.cliente} /> },
    { clave: 'creado', etiqueta: 'Recibida', orden: 'creado', celda: (s) => fecha(s.creadoEn) },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (s) => <EstadoSolicitud estatus={s.estatus} /> },
  ];
  return (
    <PaginaAdmin titulo="Borrar Cuentas" migas={[{ etiqueta: 'Borrar Cuentas' }]}>
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre o correo" />
        <FiltroOpciones listado={listado} nombre="estado" etiqueta="Estatus" opciones={opciones(ESTADOS)} />
      </Filtros>
      <TablaAdmin
        titulo="Solicitudes para borrar cuentas"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(s) => s.id}
        vacio="No hay solicitudes para borrar cuentas con estos filtros"
      />
    </PaginaAdmin>
  );
}
