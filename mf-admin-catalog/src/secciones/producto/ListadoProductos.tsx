/**
 * /admin/producto: products paged, sorted and filtered on the server (category, tag, status, text;
 * state in the URL), each row's status, and one status for the selected rows (all or nothing).
 */

import {
  type AdminPageProps,
  avisar,
  BotonEstatus,
  type Columna,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { ProductoFila } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api } from '../comun/api.ts';
import { estilos } from '../comun/componentes.tsx';

export function ListadoProductos(props: AdminPageProps) {
  const listado = useListado(props, { orden: 'nombre' });
  const datos = useDatosAdmin(`productos?${props.search}`, () =>
    api.adminProducto.listado(listado.consulta as never),
  );
  const opciones = useDatosAdmin('producto-opciones', () => api.adminProducto.opciones());
  const [elegidos, setElegidos] = useState<Set<number>>(new Set());
  const filas = datos.carga.estado === 'listo' ? datos.carga.datos.items : [];

  async function estatusLote(estatus: 1 | 2) {
    const accion = estatus === 1 ? 'Activar' : 'Desactivar';
    const productos = contar(elegidos.size, 'producto', 'productos');
    const ok = await platform.services.confirm({
      titulo: `${accion} ${productos}`,
      mensaje: `Se ${estatus === 1 ? 'activarán' : 'desactivarán'} los productos seleccionados (${productos}), todos o ninguno. ¿Desea continuar?`,
      aceptar: accion,
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    const version = new Map(filas.map((p) => [p.id, p.version]));
    try {
      await api.adminProducto.estatusLote({
        estatus,
        productos: [...elegidos].flatMap((id) =>
          version.has(id) ? [{ id, version: version.get(id)! }] : [],
        ),
      });
      setElegidos(new Set());
      avisar(`${estatus === 1 ? 'Activados' : 'Desactivados'}: ${productos}.`);
    } catch (error) {
      await platform.services.alert({
        titulo: 'No se cambió ningún producto',
        mensaje: mensajeDeError(error, 'Intente nuevamente'),
      });
    }
    datos.recargar();
  }

  const columnas: Columna<ProductoFila>[] = [
    {
      clave: 'imagen',
      etiqueta: 'Imagen',
      celda: (p) => <img src={p.imagen} alt="" className={estilos.miniatura} loading="lazy" />,
    },
    {
      clave: 'nombre',
      etiqueta: 'Nombre',
      orden: 'nombre',
      celda: (p) => (
        <>
          <Link to={enlace('producto/:producto/editar', { producto: p.id })}>{p.nombre}</Link>
          {p.presentacion ? ` · ${p.presentacion}` : ''}
        </>
      ),
    },
    { clave: 'marca', etiqueta: 'Marca', orden: 'marca', celda: (p) => p.marca ?? '—' },
    { clave: 'categoria', etiqueta: 'Categoría', orden: 'categoria', celda: (p) => p.categoria.nombre },
    {
      clave: 'estatus',
      etiqueta: 'Estatus',
      celda: (p) => (
        <BotonEstatus
          nombre={p.nombre}
          estatus={p.estatus}
          consecuencia="Dejará de verse en la tienda y en el buscador."
          cambiar={(estatus) => api.adminProducto.estatus({ id: p.id, estatus, version: p.version })}
          alCambiar={datos.recargar}
        />
      ),
    },
  ];
  const o = opciones.carga.estado === 'listo' ? opciones.carga.datos : null;
  return (
    <PaginaAdmin
      titulo="Productos"
      migas={[{ etiqueta: 'Productos' }]}
      acciones={
        <Link to={enlace('producto/registrar')} className="mv-button">
          Registrar producto
        </Link>
      }
    >
      <Filtros>
        <FiltroTexto listado={listado} />
        <FiltroEstatus listado={listado} />
        {o && (
          <>
            <FiltroOpciones
              listado={listado}
              nombre="categoria"
              etiqueta="Categoría"
              todas="Todas"
              opciones={o.categorias.map((c) => ({ valor: String(c.id), etiqueta: c.ruta }))}
            />
            <FiltroOpciones
              listado={listado}
              nombre="etiqueta"
              etiqueta="Etiqueta"
              todas="Todas"
              opciones={o.etiquetas.map((t) => ({ valor: String(t.id), etiqueta: t.nombre }))}
            />
          </>
        )}
      </Filtros>
      {elegidos.size > 0 && (
        <fieldset className={estilos.barra}>
          <legend>{contar(elegidos.size, 'seleccionado', 'seleccionados')}</legend>
          <button type="button" className="mv-button mv-button--secondary" onClick={() => estatusLote(1)}>
            Activar seleccionados
          </button>
          <button type="button" className="mv-button mv-button--secondary" onClick={() => estatusLote(2)}>
            Desactivar seleccionados
          </button>
        </fieldset>
      )}
      <TablaAdmin
        titulo="Productos"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(p) => p.id}
        vacio="No hay productos con estos filtros."
        seleccion={{ seleccionados: elegidos, cambiar: setElegidos }}
      />
    </PaginaAdmin>
  );
}
