/** The customers (`/admin/cliente`): search by name, email, document or phone; type and status filters. */

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
import type { ClienteFila } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import { ESTATUS_USUARIO, fecha, opciones, TIPOS_USUARIO } from './comun.tsx';

export function ListaClientes({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'creado', dir: 'desc' });
  const datos = useDatosAdmin(`clientes:${search}`, () => api.adminCliente.listar(listado.consulta));
  const columnas: Columna<ClienteFila>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (c) => <Link to={enlace('cliente/:cliente', { cliente: c.id })}>{c.nombre}</Link>,
    },
    { clave: 'email', etiqueta: 'Correo', orden: 'email', celda: (c) => c.email },
    { clave: 'documento', etiqueta: 'Documento', celda: (c) => `${c.tipoDocumento}-${c.documento}` },
    { clave: 'telefono', etiqueta: 'Teléfono', celda: (c) => c.telefono ?? '—' },
    { clave: 'tipo', etiqueta: 'Tipo', celda: (c) => TIPOS_USUARIO[c.usuarioTipo] },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (c) => ESTATUS_USUARIO[c.estatus] },
    { clave: 'saldo', etiqueta: 'Saldo (USD)', orden: 'saldo', numerica: true, celda: (c) => c.saldo },
    { clave: 'creado', etiqueta: 'Registrado', orden: 'creado', celda: (c) => fecha(c.creadoEn) },
  ];
  return (
    <PaginaAdmin titulo="Clientes" migas={[{ etiqueta: 'Clientes' }]}>
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre, correo, documento o teléfono" />
        <FiltroOpciones listado={listado} nombre="tipo" etiqueta="Tipo" opciones={opciones(TIPOS_USUARIO)} />
        <FiltroOpciones
          listado={listado}
          nombre="estatus"
          etiqueta="Estatus"
          opciones={opciones(ESTATUS_USUARIO)}
        />
      </Filtros>
      <TablaAdmin
        titulo="Clientes"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(c) => c.id}
        vacio="No hay clientes con estos filtros"
      />
    </PaginaAdmin>
  );
}
