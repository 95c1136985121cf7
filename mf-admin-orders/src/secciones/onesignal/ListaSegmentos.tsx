/** The push segments (`/admin/onesignal`) of the user's zones, each with its customers counted now. */

import {
  type Columna,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import { COMPRA_RECIENTE_NOMBRES, type Segmento, USUARIO_TIPOS } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';

/** 'Compraron en los últimos 30 días', 'Prime'... */
export function describirSegmento(s: Segmento): string {
  const tipo = USUARIO_TIPOS.find((t) => t.tipo === s.usuarioTipo)?.nombre ?? 'Todos los tipos';
  const compra = COMPRA_RECIENTE_NOMBRES[s.compra];
  return `${tipo} · ${s.dias ? compra.replace('los últimos días', s.dias === 1 ? 'el último día' : `los últimos ${contar(s.dias, 'día', 'días')}`) : compra}`;
}

export function ListaSegmentos({ pathname, search }: SubpaginaProps) {
  const listado = useListado({ pathname, search }, { orden: 'nombre' });
  const datos = useDatosAdmin(`segmentos:${search}`, () => api.listar(listado.consulta));
  const columnas: Columna<Segmento>[] = [
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (s) => <Link to={enlace('onesignal/:segmento', { segmento: s.id })}>{s.nombre}</Link>,
    },
    { clave: 'zona', etiqueta: 'Zona', celda: (s) => s.zona.nombre },
    { clave: 'criterio', etiqueta: 'Clientes que…', celda: describirSegmento },
    { clave: 'clientes', etiqueta: 'Clientes', numerica: true, celda: (s) => s.clientes },
  ];
  return (
    <PaginaAdmin
      titulo="Segmentos de Notificaciones"
      migas={[{ etiqueta: 'Segmentos de Notificaciones' }]}
      acciones={
        <Link className="mv-button" to={enlace('onesignal/registrar')}>
          Registrar segmento
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Nombre" />
      </Filtros>
      <TablaAdmin
        titulo="Segmentos"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(s) => s.id}
        vacio="No hay segmentos en sus zonas"
      />
    </PaginaAdmin>
  );
}
