/** /admin/etiqueta: the tags, paged, sorted and filtered on the server (state in the URL). */
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

const FILTROS = ['pagina', 'orden', 'dir', 'q', 'estatus'] as const;

export function ListadoEtiquetas() {
  const idBuscar = useId();
  const [params, cambiar] = useEstadoUrl();
  const consulta = consultaDe(params, FILTROS);
  const [carga, recargar] = useDatos(`etiquetas?${new URLSearchParams(consulta)}`, () =>
    api.adminEtiqueta.listado(consulta as never),
  );
  return (
    <div className={admin.pagina}>
      <nav aria-label="Ruta de navegación" className={admin.migas}>
        <Link to="/admin">Panel</Link> / <span>Etiquetas</span>
      </nav>
      <h1 className={admin.titulo}>Etiquetas</h1>
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
        <Link to="/admin/etiqueta/registrar" className="mv-button">
          Registrar etiqueta
        </Link>
      </div>
      <Cargando carga={carga}>
        {carga.estado === 'listo' &&
          (carga.datos.items.length === 0 ? (
            <p className={admin.nota}>No hay etiquetas con estos filtros.</p>
          ) : (
            <>
              <div className={estilos.tablaContenedor}>
                <table className={estilos.tabla}>
                  <thead>
                    <tr>
                      <Ordenable clave="nombre" params={params} cambiar={cambiar}>
                        Nombre
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
                    {carga.datos.items.map((t) => (
                      <tr key={t.id}>
                        <td>
                          <Link to={`/admin/etiqueta/${t.id}/editar`}>{t.nombre}</Link>
                        </td>
                        <td>{t.orden}</td>
                        <td>{t.productos}</td>
                        <td>{textoEstatus(t.estatus)}</td>
                        <td>
                          <BotonEstatus
                            nombre={t.nombre}
                            estatus={t.estatus}
                            cambiar={(estatus) =>
                              api.adminEtiqueta.estatus({ id: t.id, estatus, version: t.version })
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
