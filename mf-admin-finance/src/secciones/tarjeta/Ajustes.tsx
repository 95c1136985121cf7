/** Balance adjustments (`/admin/tarjeta/saldo/ajuste`): pending first, with who asked and who approved. */

import { estilos, type SubpaginaProps } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, dolares, fechaCorta } from './api.ts';
import { ESTADOS_AJUSTE, Estado, SIGNOS } from './comun.tsx';
import { Lista } from './Lista.tsx';

export function Ajustes({ pathname, search }: SubpaginaProps) {
  return (
    <Lista
      pagina={{ pathname, search }}
      clave="tarjeta-ajustes"
      porDefecto={{ orden: 'creado', dir: 'desc' }}
      listar={api.adminTarjeta.ajustes}
      titulo="Ajustes de saldo"
      buscar="Cliente"
      filtros={[{ nombre: 'estado', etiqueta: 'Estatus', opciones: ESTADOS_AJUSTE }]}
      columnas={[
        { clave: 'id', etiqueta: 'N.º', orden: 'id', celda: (a) => `Ajuste ${a.id}` },
        {
          clave: 'cliente',
          etiqueta: 'Cliente',
          celda: (a) => (
            <Link to={enlace('tarjeta/saldo/ajuste/:usuario', { usuario: a.cliente.id })}>
              {a.cliente.nombre}
            </Link>
          ),
        },
        {
          clave: 'monto',
          etiqueta: 'Monto',
          orden: 'monto',
          numerica: true,
          celda: (a) => `${a.signo === 'debito' ? '−' : '+'}${dolares(a.monto)}`,
        },
        { clave: 'signo', etiqueta: 'Signo', celda: (a) => SIGNOS[a.signo] },
        { clave: 'motivo', etiqueta: 'Motivo', celda: (a) => a.motivo },
        {
          clave: 'quien',
          etiqueta: 'Solicitó / aprobó',
          celda: (a) => (
            <>
              {a.solicitadoPor ?? '—'}
              {a.decididoPor && <span className={estilos.nota}> · {a.decididoPor}</span>}
            </>
          ),
        },
        { clave: 'creado', etiqueta: 'Fecha', orden: 'creado', celda: (a) => fechaCorta(a.creadoEn) },
        {
          clave: 'estatus',
          etiqueta: 'Estatus',
          celda: (a) => <Estado estatus={a.estatus} nombres={ESTADOS_AJUSTE} />,
        },
      ]}
      vacio="No hay ajustes con estos filtros"
    />
  );
}
