/** Balance-card requests (`/admin/tarjeta/solicitud`): paged, sorted and filtered on the server. */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { estilos } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, dolares, fechaCorta } from './api.ts';
import { ESTADOS_SOLICITUD, Estado, METODOS } from './comun.tsx';
import { Lista } from './Lista.tsx';

export function Solicitudes({ pathname, search }: SubpaginaProps) {
  return (
    <Lista
      pagina={{ pathname, search }}
      clave="tarjeta-solicitud"
      porDefecto={{ orden: 'creado', dir: 'desc' }}
      listar={api.adminTarjeta.solicitudes}
      titulo="Solicitudes de saldo"
      buscar="Cliente o referencia"
      filtros={[
        { nombre: 'estado', etiqueta: 'Estatus', opciones: ESTADOS_SOLICITUD },
        { nombre: 'metodo', etiqueta: 'Método', opciones: METODOS },
      ]}
      dias={[
        { nombre: 'desde', etiqueta: 'Desde' },
        { nombre: 'hasta', etiqueta: 'Hasta' },
      ]}
      columnas={[
        {
          clave: 'id',
          etiqueta: 'N.º',
          orden: 'id',
          celda: (s) => (
            <Link
              to={enlace('tarjeta/solicitud/:solicitud', { solicitud: s.id })}
            >{`Solicitud ${s.id}`}</Link>
          ),
        },
        {
          clave: 'cliente',
          etiqueta: 'Cliente',
          celda: (s) => (
            <>
              {s.cliente.nombre} <span className={estilos.nota}>{s.cliente.email}</span>
            </>
          ),
        },
        { clave: 'monto', etiqueta: 'Monto', orden: 'monto', numerica: true, celda: (s) => dolares(s.monto) },
        {
          clave: 'pago',
          etiqueta: 'Pago',
          celda: (s) => (
            <>
              {s.metodoNombre} · Ref. {s.referencia}
              {s.repetidas > 0 && (
                <>
                  {' '}
                  <strong>(referencia usada en {s.repetidas} más)</strong>
                </>
              )}
            </>
          ),
        },
        {
          clave: 'destino',
          etiqueta: 'Destino',
          celda: (s) => (s.destino === 'regalo' ? `Regalo a ${s.emailDestino}` : 'Propio'),
        },
        { clave: 'creado', etiqueta: 'Recibida', orden: 'creado', celda: (s) => fechaCorta(s.creadoEn) },
        {
          clave: 'estatus',
          etiqueta: 'Estatus',
          celda: (s) => <Estado estatus={s.estatus} nombres={ESTADOS_SOLICITUD} />,
        },
      ]}
      vacio="No hay solicitudes de saldo con estos filtros"
    />
  );
}
