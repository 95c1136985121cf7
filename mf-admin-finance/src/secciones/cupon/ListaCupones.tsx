/**
 * The page 'cupon': the coupons, paged, sorted and filtered on the server (text, status, zone,
 * vigencia; all in the URL), each with its status toggle (confirmed first).
 */

import {
  BotonEstatus,
  type Columna,
  entradaDeListado,
  FiltroOpciones,
  PaginaListado,
  type SubpaginaProps,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { CuponAdmin } from '@mercado/shared/contracts/admin-cupon';
import { Link } from '@mercado/shared/react';
import { formatCalendarDay } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';

const VIGENCIAS = [
  { valor: 'vigente', etiqueta: 'Vigentes' },
  { valor: 'proximo', etiqueta: 'Por comenzar' },
  { valor: 'vencido', etiqueta: 'Vencidos' },
];

export function ListaCupones({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'fechaFin', dir: 'desc' });
  const datos = useDatosAdmin(`cupones:${search}`, () => api.listado(entradaDeListado(listado)));
  const opciones = useDatosAdmin('cupon-opciones', () => api.formRegistrar());
  const zonas = opciones.carga.estado === 'listo' ? opciones.carga.datos.zonas : [];
  const columnas: Columna<CuponAdmin>[] = [
    {
      clave: 'codigo',
      etiqueta: 'Código',
      orden: 'codigo',
      celda: (c) => <Link to={enlace('cupon/:cupon/editar', { cupon: c.id })}>{c.codigo}</Link>,
    },
    { clave: 'nombre', etiqueta: 'Nombre', orden: 'nombre', celda: (c) => c.nombre },
    { clave: 'valor', etiqueta: 'Descuento', orden: 'valor', celda: (c) => c.descripcion },
    {
      clave: 'vigencia',
      etiqueta: 'Vigencia',
      orden: 'fechaFin',
      celda: (c) => `${formatCalendarDay(c.fechaInicio)} – ${formatCalendarDay(c.fechaFin)}`,
    },
    {
      clave: 'zonas',
      etiqueta: 'Zonas',
      celda: (c) => (c.zonas.length ? c.zonas.map((z) => z.nombre).join(', ') : 'Todas'),
    },
    {
      clave: 'usos',
      etiqueta: 'Usos',
      orden: 'usos',
      numerica: true,
      celda: (c) => (c.limiteTotal ? `${c.usos} de ${c.limiteTotal}` : c.usos),
    },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (c) => (
        <BotonEstatus
          estatus={c.estatus}
          nombre={`el cupón «${c.codigo}»`}
          consecuencia="Los clientes no podrán aplicarlo en el checkout."
          cambiar={(estatus) => api.estatus({ id: c.id, estatus, version: c.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  return (
    <PaginaListado
      titulo="Cupones"
      migas={[{ etiqueta: 'Cupones' }]}
      registrar={{ href: enlace('cupon/registrar'), texto: 'Registrar cupón' }}
      buscar="Código o nombre"
      filtros={
        <>
          <FiltroOpciones
            listado={listado}
            nombre="zona"
            etiqueta="Zona"
            todas="Todas las zonas"
            opciones={zonas.map((z) => ({ valor: String(z.id), etiqueta: z.nombre }))}
          />
          <FiltroOpciones listado={listado} nombre="vigencia" etiqueta="Vigencia" opciones={VIGENCIAS} />
        </>
      }
      tabla={{
        titulo: 'Cupones',
        columnas,
        datos,
        listado,
        claveFila: (c) => c.id,
        vacio: 'No hay cupones con estos filtros.',
      }}
    />
  );
}
