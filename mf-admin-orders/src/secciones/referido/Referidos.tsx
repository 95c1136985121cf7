/** Referrals and their rewards (`/admin/referido`): paged, sorted and filtered on the server. */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { fechaCorta, NombrePersona } from '../cliente/comun.tsx';
import { columnaCreado, columnaEstado, columnaNumero } from '../comun/columnas.tsx';
import { ListaConFiltros } from '../comun/ListaConFiltros.tsx';
import { dolares } from '../pedido/api.ts';

const ESTADOS = { PENDIENTE: 'Pendientes', ACREDITADA: 'Acreditadas', RECHAZADA: 'Rechazadas' };

export function Referidos({ pathname, search }: SubpaginaProps) {
  return (
    <ListaConFiltros
      pagina={{ pathname, search }}
      clave="referido"
      porDefecto={{ orden: 'creado', dir: 'desc' }}
      listar={api.adminReferido.listar}
      titulo="Referidos"
      buscar="Nombre o correo"
      filtros={[{ nombre: 'estado', etiqueta: 'Recompensa', opciones: ESTADOS }]}
      columnas={[
        columnaNumero('Referido', (r) => enlace('referido/:referido', { referido: r.id })),
        { clave: 'referidor', etiqueta: 'Refirió', celda: (r) => <NombrePersona persona={r.referidor} /> },
        { clave: 'referido', etiqueta: 'Referido', celda: (r) => <NombrePersona persona={r.referido} /> },
        columnaCreado('Fecha'),
        {
          clave: 'pedido',
          etiqueta: 'Primer pedido entregado',
          celda: (r) =>
            r.primerPedido ? `${r.primerPedido.numero} · ${fechaCorta(r.primerPedido.fecha)}` : 'Aún no',
        },
        {
          clave: 'recompensa',
          etiqueta: 'Recompensa',
          orden: 'recompensa',
          numerica: true,
          celda: (r) => dolares(r.recompensa),
        },
        columnaEstado(),
      ]}
      vacio="No hay referidos con estos filtros"
    />
  );
}
