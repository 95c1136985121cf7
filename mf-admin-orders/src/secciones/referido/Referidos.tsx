/** Referrals and their rewards (`/admin/referido`): paged, sorted and filtered on the server. */

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
import type { Referido } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api } from '../cliente/api.ts';
import { EstadoSolicitud, fecha, NombrePersona, opciones } from '../cliente/comun.tsx';

const ESTADOS = { PENDIENTE: 'Pendientes', ACREDITADA: 'Acreditadas', RECHAZADA: 'Rechazadas' };

export function Referidos({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'creado', dir: 'desc' });
  const datos = useDatosAdmin(`referido:${search}`, () => api.adminReferido.listar(listado.consulta));
  const columnas: Columna<Referido>[] = [
    {
      clave: 'id',
      etiqueta: 'N.º',
      orden: 'id',
      celda: (r) => <Link to={enlace('referido/:referido', { referido: r.id })}>Referido {r.id}</Link>,
    },
    { clave: 'referidor', etiqueta: 'Refirió', celda: (r) => <NombrePersona persona={r.referidor} /> },
    { clave: 'referido', etiqueta: 'Referido', celda: (r) => <NombrePersona persona={r.referido} /> },
    { clave: 'creado', etiqueta: 'Fecha', orden: 'creado', celda: (r) => fecha(r.creadoEn) },
    {
      clave: 'pedido',
      etiqueta: 'Primer pedido entregado',
      celda: (r) => (r.primerPedido ? `${r.primerPedido.numero} · ${fecha(r.primerPedido.fecha)}` : 'Aún no'),
    },
    {
      clave: 'recompensa',
      etiqueta: 'Recompensa (USD)',
      orden: 'recompensa',
      numerica: true,
      celda: (r) => r.recompensa,
    },
    { clave: 'estatus', etiqueta: 'Estatus', celda: (r) => <EstadoSolicitud estatus={r.estatus} /> },
  ];
  return (
    <PaginaAdmin titulo="Referidos" migas={[{ etiqueta: 'Referidos' }]}>
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre o correo" />
        <FiltroOpciones
          listado={listado}
          nombre="estado"
          etiqueta="Recompensa"
          opciones={opciones(ESTADOS)}
        />
      </Filtros>
      <TablaAdmin
        titulo="Referidos"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(r) => r.id}
        vacio="No hay referidos con estos filtros"
      />
    </PaginaAdmin>
  );
}
