/** The staff (`/admin/usuario`): paged, sorted and searched on the server, filtered by a role. */

import {
  type Columna,
  EtiquetaEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
  useNombreZona,
} from '@mercado/admin-kit';
import type { UsuarioAdminFila } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { nombreDeRol } from '@mercado/shared/rules/navegador';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { nombreDeRolAsignable } from './CasillasRoles.tsx';

export function ListaUsuarios({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'nombre' });
  const datos = useDatosAdmin(`usuarios:${search}`, () => api.listar(listado.consulta));
  const roles = useDatosAdmin('usuarios:roles', () => api.roles());
  const nombreZona = useNombreZona();
  const columnas: Columna<UsuarioAdminFila>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (u) => <Link to={enlace('usuario/:usuario', { usuario: u.id })}>{u.nombre}</Link>,
    },
    { clave: 'email', etiqueta: 'Correo', orden: 'email', celda: (u) => u.email },
    {
      clave: 'roles',
      etiqueta: 'Roles',
      orden: 'roles',
      celda: (u) => u.roles.map((r) => nombreDeRol(r, nombreZona)).join(', '),
    },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (u) => <EtiquetaEstatus estatus={u.estatus} /> },
  ];
  return (
    <PaginaAdmin
      titulo="Usuarios"
      migas={[{ etiqueta: 'Usuarios' }]}
      acciones={
        <Link className="mv-button" to={enlace('usuario/registrar')}>
          Agregar al personal
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre o correo" />
        <FiltroOpciones
          listado={listado}
          nombre="rol"
          etiqueta="Rol"
          opciones={
            roles.carga.estado === 'listo'
              ? roles.carga.datos.roles.map((r) => ({ valor: r.rol, etiqueta: nombreDeRolAsignable(r) }))
              : []
          }
        />
      </Filtros>
      <TablaAdmin
        titulo="Usuarios"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(u) => u.id}
        vacio="No hay usuarios del personal con estos filtros"
      />
    </PaginaAdmin>
  );
}
