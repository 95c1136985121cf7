/** /admin/categoria: the categories, paged, sorted and filtered on the server (state in the URL). */
import { Link } from '@mercado/shared/react';
import { useId } from 'react';
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

const FILTROS = ['pagina', 'orden', 'dir', 'q', 'estatus', 'padre'] as const;

export function ListadoCategorias() {
  const idBuscar = useId();
  const idEstatus = useId();
  const [params, cambiar] = useEstadoUrl();
  const consulta = consultaDe(params, FILTROS);
  const [carga, recargar] = useDatos(`categorias?${new URLSearchParams(consulta)}`, () =>
    api.adminCategoria.listado(consulta as never),
  );
  return (
    <div className={admin.pagina}>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to="/admin">Panel</Link> / <span>Categorías</span>
      </nav>
      <h1 className={admin.titulo}>Categorías</h1>
      <div className={estilos.barra}>
        <div>
          <label htmlFor={idBuscar}>Buscar</label>
          <input
            id={idBuscar}
            type="search"
            className="mv-input"
            defaultValue={params.get('q') ?? ''}
            onKeyDown={(e) => e.key === 'Enter' && cambiar({ q: e.currentTarget.value })}
            onBlur={(e) => cambiar({ q: e.currentTarget.value })}
          />
        </div>
        <div>
          <label htmlFor={idEstatus}>Estatus</label>
          <select
            id={idEstatus}
            className="mv-input"
            value={params.get('estatus') ?? ''}
            onChange={(e) => cambiar({ estatus: e.currentTarget.value })}
          >
            <option value="">Todos</option>
            <option value="1">Activo</option>
            <option value="2">Inactivo</option>
          </select>
        </div>
        <Link to="/admin/categoria/registrar" className="mv-button">
          Registrar categoría
        </Link>
      </div>
      <Cargando carga={carga}>
        {carga.estado === 'listo' &&
          (carga.datos.items.length === 0 ? (
            <p className={admin.nota}>No hay categorías con estos filtros.</p>
          ) : (
            <>
              <div className={estilos.tablaContenedor}>
                <table className={estilos.tabla}>
                  <thead>
                    <tr>
                      <Ordenable clave="nombre" params={params} cambiar={cambiar}>
                        Nombre
                      </Ordenable>
                      <Ordenable clave="slug" params={params} cambiar={cambiar}>
                        Slug
                      </Ordenable>
                      <Ordenable clave="orden" params={params} cambiar={cambiar}>
                        Orden
                      </Ordenable>
                      <Ordenable clave="productos" params={params} cambiar={cambiar}>
                        Productos
                      </Ordenable>
                      <th scope="col">Estatus</th>
                      <th scope="col">Acciones</th>
                    </tr>
                  </thead>
                  <tbody>
                    {carga.datos.items.map((c) => (
                      <tr key={c.id}>
                        <td>
                          {c.iconoUrl && <img src={c.iconoUrl} alt="" width={20} height={20} />}{' '}
                          <Link to={`/admin/categoria/${c.id}/editar`}>{c.ruta}</Link>
                        </td>
                        <td>{c.slug}</td>
                        <td>{c.orden}</td>
                        <td>{c.productos}</td>
                        <td>{textoEstatus(c.estatus)}</td>
                        <td>
                          <BotonEstatus
                            nombre={c.nombre}
                            estatus={c.estatus}
                            cambiar={(estatus) =>
                              api.adminCategoria.estatus({ id: c.id, estatus, version: c.version })
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
