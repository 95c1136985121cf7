/** The customers (`/admin/cliente`): search by name, email, document or phone; type and status filters. */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { columnaCreado } from '../comun/columnas.tsx';
import { ListaConFiltros } from '../comun/ListaConFiltros.tsx';
import { dolares } from '../pedido/api.ts';
import { api } from './api.ts';
import { ESTATUS_USUARIO, TIPOS_USUARIO } from './comun.tsx';

export function ListaClientes({ pathname, search }: SubpaginaProps) {
  return (
    <ListaConFiltros
      pagina={{ pathname, search }}
      clave="clientes"
      porDefecto={{ orden: 'creado', dir: 'desc' }}
      listar={api.adminCliente.listar}
      titulo="Clientes"
      buscar="Nombre, correo, documento o teléfono"
      filtros={[
        { nombre: 'tipo', etiqueta: 'Tipo', opciones: TIPOS_USUARIO },
        { nombre: 'estatus', etiqueta: 'Estatus', opciones: ESTATUS_USUARIO },
      ]}
      columnas={[
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
        { clave: 'saldo', etiqueta: 'Saldo', orden: 'saldo', numerica: true, celda: (c) => dolares(c.saldo) },
        columnaCreado('Registrado'),
      ]}
      vacio="No hay clientes con estos filtros"
    />
  );
}
