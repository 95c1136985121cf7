/**
 * /admin/producto: products paged, sorted and filtered on the server (category, tag, status, text;
 * state in the URL), each row's status, and one status for the selected rows (all or nothing).
 */
import { ApiError } from '@mercado/shared/http';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { useId, useState } from 'react';
import { api } from '../comun/api.ts';
import {
  admin,
  BotonEstatus,
  Cargando,
  estilos,
  Ordenable,
  Paginacion,
  textoEstatus,
} from '../comun/componentes.tsx';
import { consultaDe, useDatos, useEstadoUrl } from '../comun/datos.ts';

const FILTROS = ['pagina', 'orden', 'dir', 'q', 'estatus', 'categoria', 'etiqueta'] as const;

export function ListadoProductos() {
  const ids = { q: useId(), estatus: useId(), categoria: useId(), etiqueta: useId() };
  const [params, cambiar] = useEstadoUrl();
  const consulta = consultaDe(params, FILTROS);
  const clave = new URLSearchParams(consulta).toString();
  const [carga, recargar] = useDatos(`productos?${clave}`, () =>
    api.adminProducto.listado(consulta as never),
  );
  const [opciones] = useDatos('producto-opciones', () => api.adminProducto.opciones());
  const [elegidos, setElegidos] = useState<Map<number, number>>(new Map());

  async function estatusLote(estatus: 1 | 2) {
    const accion = estatus === 1 ? 'Activar' : 'Inactivar';
    const ok = await platform.services.confirm({
      titulo: `${accion} ${elegidos.size} productos`,
      mensaje: `Se ${estatus === 1 ? 'activarán' : 'inactivarán'} los ${elegidos.size} productos seleccionados, todos o ninguno. ¿Desea continuar?`,
      aceptar: accion,
      cancelar: 'Cancelar',
    });
    if (!ok) return;
    try {
      await api.adminProducto.estatusLote({
        estatus,
        productos: [...elegidos].map(([id, version]) => ({ id, version })),
      });
      setElegidos(new Map());
    } catch (err) {
      await platform.services.alert({
        titulo: 'No se cambió ningún producto',
        mensaje: err instanceof ApiError ? err.mensaje : 'Intente nuevamente',
      });
    }
    recargar();
  }

  const filtro = (
    id: string,
    etiqueta: string,
    nombre: string,
    opcionesFiltro: { valor: string; texto: string }[],
  ) => (
    <div>
      <label htmlFor={id}>{etiqueta}</label>
      <select
        id={id}
        className="mv-input"
        value={params.get(nombre) ?? ''}
        onChange={(e) => cambiar({ [nombre]: e.currentTarget.value })}
      >
        <option value="">Todas</option>
        {opcionesFiltro.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={admin.pagina}>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to="/admin">Panel</Link> / <span>Productos</span>
      </nav>
      <h1 className={admin.titulo}>Productos</h1>
      <div className={estilos.barra}>
        <div>
          <label htmlFor={ids.q}>Buscar</label>
          <input
            id={ids.q}
            type="search"
            className="mv-input"
            defaultValue={params.get('q') ?? ''}
            onKeyDown={(e) => e.key === 'Enter' && cambiar({ q: e.currentTarget.value })}
            onBlur={(e) => cambiar({ q: e.currentTarget.value })}
          />
        </div>
        {filtro(ids.estatus, 'Estatus', 'estatus', [
          { valor: '1', texto: 'Activo' },
          { valor: '2', texto: 'Inactivo' },
        ])}
        {opciones.estado === 'listo' && (
          <>
            {filtro(
              ids.categoria,
              'Categoría',
              'categoria',
              opciones.datos.categorias.map((c) => ({ valor: String(c.id), texto: c.ruta })),
            )}
            {filtro(
              ids.etiqueta,
              'Etiqueta',
              'etiqueta',
              opciones.datos.etiquetas.map((t) => ({ valor: String(t.id), texto: t.nombre })),
            )}
          </>
        )}
        <Link to="/admin/producto/registrar" className="mv-button">
          Registrar producto
        </Link>
      </div>
      {elegidos.size > 0 && (
        <fieldset className={estilos.barra}>
          <legend>{elegidos.size} seleccionados</legend>
          <button type="button" className="mv-button mv-button--secondary" onClick={() => estatusLote(1)}>
            Activar seleccionados
          </button>
          <button type="button" className="mv-button mv-button--secondary" onClick={() => estatusLote(2)}>
            Inactivar seleccionados
          </button>
        </fieldset>
      )}
      <Cargando carga={carga}>
        {carga.estado === 'listo' &&
          (carga.datos.items.length === 0 ? (
            <p className={admin.nota}>No hay productos con estos filtros.</p>
          ) : (
            <>
              <div className={estilos.tablaContenedor}>
                <table className={estilos.tabla}>
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="mv-visually-hidden">Seleccionar</span>
                      </th>
                      <th scope="col">Imagen</th>
                      <Ordenable clave="nombre" params={params} cambiar={cambiar}>
                        Nombre
                      </Ordenable>
                      <Ordenable clave="marca" params={params} cambiar={cambiar}>
                        Marca
                      </Ordenable>
                      <Ordenable clave="categoria" params={params} cambiar={cambiar}>
                        Categoría
                      </Ordenable>
                      <th scope="col">Estatus</th>
                      <th scope="col">Acciones</th>
                    </tr>
                  </thead>
                  <tbody>
                    {carga.datos.items.map((p) => (
                      <tr key={p.id}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Seleccionar ${p.nombre}`}
                            checked={elegidos.has(p.id)}
                            onChange={(e) => {
                              const nuevos = new Map(elegidos);
                              if (e.currentTarget.checked) nuevos.set(p.id, p.version);
                              else nuevos.delete(p.id);
                              setElegidos(nuevos);
                            }}
                          />
                        </td>
                        <td>
                          <img src={p.imagen} alt="" className={estilos.miniatura} loading="lazy" />
                        </td>
                        <td>
                          <Link to={`/admin/producto/${p.id}/editar`}>{p.nombre}</Link>
                          {p.presentacion ? ` · ${p.presentacion}` : ''}
                        </td>
                        <td>{p.marca ?? '—'}</td>
                        <td>{p.categoria.nombre}</td>
                        <td>{textoEstatus(p.estatus)}</td>
                        <td>
                          <BotonEstatus
                            nombre={p.nombre}
                            estatus={p.estatus}
                            cambiar={(estatus) =>
                              api.adminProducto.estatus({ id: p.id, estatus, version: p.version })
                            }
                            alCambiar={recargar}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Paginacion {...carga.datos} cambiar={cambiar} />
            </>
          ))}
      </Cargando>
    </div>
  );
}
