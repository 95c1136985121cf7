/**
 * `/admin/buscador-historial`: what shoppers searched in a period, in every zone or one of the
 * caller's: top queries, queries without results, click-through and conversions, searches per day.
 * The period and the zone live in the URL (?desde=&hasta=&zona=), so a view can be shared and reloaded.
 */

import {
  estilos as admin,
  Cargando,
  GraficoBarras,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import { type BuscadorHistorial, zoneRoleSlugs } from '@mercado/shared/contracts';
import { buscador } from '@mercado/shared/endpoints/buscador';
import { createApiClient } from '@mercado/shared/http/api';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { navigate } from '@mercado/shared/react';
import { type FormEvent, useId } from 'react';
import * as estilos from './historial.module.css';

const api = createApiClient({ buscador }, () => platform.services.http);

/** '2026-11-26' → '26/11'. */
const corto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

const porcentaje = (x: number) => `${(x * 100).toLocaleString('es-VE', { maximumFractionDigits: 1 })} %`;

export function HistorialBusquedas({ pathname, search, roles }: SubpaginaProps) {
  const params = new URLSearchParams(search);
  const filtro = {
    ...(params.get('desde') ? { desde: params.get('desde')! } : {}),
    ...(params.get('hasta') ? { hasta: params.get('hasta')! } : {}),
    ...(params.get('zona') ? { zona: params.get('zona')! } : {}),
  };
  const clave = new URLSearchParams(filtro).toString();
  const { carga } = useDatosAdmin(`buscador-historial?${clave}`, () => api.buscador.historial(filtro));
  const zonas = zoneRoleSlugs(roles);
  const nombreZona = useNombreZona(zonas.length > 0);
  const ids = { desde: useId(), hasta: useId(), zona: useId() };

  const aplicar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const datos = new FormData(e.currentTarget);
    const q = new URLSearchParams();
    for (const k of ['desde', 'hasta', 'zona']) {
      const v = String(datos.get(k) ?? '');
      if (v) q.set(k, v);
    }
    navigate(q.size ? `${pathname}?${q}` : pathname, { replace: true });
  };

  const h: BuscadorHistorial | null = carga.estado === 'listo' ? carga.datos : null;
  return (
    <PaginaAdmin titulo="Buscador Historial" migas={[{ etiqueta: 'Buscador Historial' }]}>
      <form className={estilos.filtros} onSubmit={aplicar} aria-label="Período y zona">
        <label htmlFor={ids.desde}>Desde</label>
        <input
          id={ids.desde}
          className="mv-input"
          type="date"
          name="desde"
          defaultValue={filtro.desde ?? h?.desde.slice(0, 10)}
        />
        <label htmlFor={ids.hasta}>Hasta</label>
        <input id={ids.hasta} className="mv-input" type="date" name="hasta" defaultValue={filtro.hasta} />
        <label htmlFor={ids.zona}>Zona</label>
        <select id={ids.zona} className="mv-input" name="zona" defaultValue={filtro.zona ?? ''}>
          <option value="">Todas las zonas</option>
          {zonas.map((z) => (
            <option key={z} value={z}>
              {nombreZona(z)}
            </option>
          ))}
        </select>
        <button type="submit" className="mv-button">
          Ver
        </button>
      </form>

      {carga.estado === 'cargando' && <Cargando />}
      {carga.estado === 'error' && (
        <p role="alert" className={estilos.error}>
          {mensajeDeError(carga.error, 'No pudimos cargar el historial. Intente de nuevo.')}
        </p>
      )}
      {h && (
        <>
          <dl className={estilos.cifras}>
            <div>
              <dt>Búsquedas</dt>
              <dd>{h.busquedas}</dd>
            </div>
            <div>
              <dt>Con clic</dt>
              <dd>{porcentaje(h.clics.tasaClics)}</dd>
            </div>
            <div>
              <dt>Posición media del clic</dt>
              <dd>{h.clics.posicionPromedio ?? '—'}</dd>
            </div>
            <div>
              <dt>Conversiones</dt>
              <dd>{h.clics.conversiones}</dd>
            </div>
          </dl>
          <section aria-label="Búsquedas por día">
            <h2 className={admin.subtitulo}>Búsquedas por día</h2>
            <GraficoBarras
              titulo={`Búsquedas por día, del ${corto(h.desde)} al ${corto(h.hasta)}`}
              filas={h.porDia}
              clave={(d) => d.dia}
              etiqueta={(d) => corto(d.dia)}
              series={[
                { etiqueta: 'Búsquedas', valor: (d) => d.busquedas, tono: 'marca' },
                { etiqueta: 'Sin resultados', valor: (d) => d.sinResultados, tono: 'peligro' },
              ]}
              vacio="No hubo búsquedas en el período."
            />
          </section>
          <section aria-label="Lo más buscado">
            <h2 className={admin.subtitulo}>Lo más buscado</h2>
            {h.masBuscadas.length === 0 ? (
              <p className={admin.nota}>No hubo búsquedas en el período.</p>
            ) : (
              <div className={estilos.desplazable}>
                <table className={estilos.tabla}>
                  <thead>
                    <tr>
                      <th scope="col">Búsqueda</th>
                      <th scope="col">Veces</th>
                      <th scope="col">Resultados</th>
                      <th scope="col">Clics</th>
                    </tr>
                  </thead>
                  <tbody>
                    {h.masBuscadas.map((q) => (
                      <tr key={q.query}>
                        <th scope="row">{q.query}</th>
                        <td>{q.busquedas}</td>
                        <td>{q.resultados}</td>
                        <td>{q.clics}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-label="Sin resultados">
            <h2 className={admin.subtitulo}>Sin resultados</h2>
            {h.sinResultados.length === 0 ? (
              <p className={admin.nota}>Todas las búsquedas encontraron productos.</p>
            ) : (
              <ul className={estilos.lista}>
                {h.sinResultados.map((q) => (
                  <li key={q.query}>
                    {q.query} <span className={admin.nota}>({q.busquedas})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PaginaAdmin>
  );
}
