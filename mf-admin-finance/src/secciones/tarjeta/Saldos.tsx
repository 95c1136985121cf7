/** Every customer's balance (`/admin/tarjeta/saldo`): paged, sorted by balance, filtered by name or e-mail. */

import { estilos, type SubpaginaProps } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, dolares, fechaCorta } from './api.ts';
import { Lista } from './Lista.tsx';

export function Saldos({ pathname, search }: SubpaginaProps) {
  return (
    <Lista
      pagina={{ pathname, search }}
      clave="tarjeta-saldos"
      porDefecto={{ orden: 'saldo', dir: 'desc' }}
      listar={api.adminTarjeta.saldos}
      titulo="Saldo de usuarios"
      buscar="Nombre o correo"
      acciones={
        <Link className="mv-button mv-button--secondary" to={enlace('tarjeta/saldo/ajuste')}>
          Ajustes de saldo
        </Link>
      }
      columnas={[
        {
          clave: 'nombre',
          etiqueta: 'Cliente',
          orden: 'nombre',
          celda: (c) => (
            <Link to={enlace('tarjeta/saldo/ajuste/:usuario', { usuario: c.id })}>{c.nombre}</Link>
          ),
        },
        {
          clave: 'email',
          etiqueta: 'Correo',
          orden: 'email',
          celda: (c) => <span className={estilos.nota}>{c.email}</span>,
        },
        { clave: 'saldo', etiqueta: 'Saldo', orden: 'saldo', numerica: true, celda: (c) => dolares(c.saldo) },
        { clave: 'movimientos', etiqueta: 'Movimientos', numerica: true, celda: (c) => c.movimientos },
        { clave: 'ultimo', etiqueta: 'Último movimiento', celda: (c) => fechaCorta(c.ultimoMovimiento) },
      ]}
      vacio="No hay clientes con estos filtros"
    />
  );
}
