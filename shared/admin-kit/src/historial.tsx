/**
 * A record's history (conventions "Access": every change recorded, each record's page shows it): who,
 * when, what, and each changed field before and after, newest first, 50 at a time.
 */

import type { AccionAuditoria, Historial } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { formatDateTime } from '@mercado/shared/rules';
import { useId, useState } from 'react';
import * as estilos from './admin.module.css';
import { useDatosAdmin } from './datos-admin.ts';
import { type FormatoHistorial, filasDeCambio } from './historial-formato.ts';

const ACCIONES: Record<AccionAuditoria, string> = {
  crear: 'Creó el registro',
  editar: 'Editó',
  estatus: 'Cambió el estatus',
  borrar: 'Eliminó el registro',
  importar: 'Importó',
};

/**
 * `leer(pagina)` calls the section's historial entry for this record; `clave` names the record, and
 * its `version` (when given) reads the history again after each save; `formato`, the section's own,
 * says how each field reads.
 */
export function HistorialCambios({
  clave,
  version,
  leer,
  formato,
}: {
  clave: string;
  version?: number;
  leer: (pagina: number) => Promise<Historial>;
  formato: FormatoHistorial;
}) {
  const id = useId();
  const [pagina, setPagina] = useState(1);
  const { carga, anteriores } = useDatosAdmin(
    `historial:${clave}${version === undefined ? '' : `@${version}`}:${pagina}`,
    () => leer(pagina),
  );
  const datos = carga.estado === 'listo' ? carga.datos : anteriores;
  return (
    <section aria-labelledby={id} className={`mv-card ${estilos.historial}`}>
      <h2 id={id} className={estilos.subtitulo}>
        Historial de cambios
      </h2>
      {carga.estado === 'error' && (
        <p role="alert">{mensajeDeError(carga.error, 'No pudimos cargar el historial. Intente de nuevo.')}</p>
      )}
      {!datos && carga.estado === 'cargando' && <p role="status">Cargando historial…</p>}
      {datos && datos.items.length === 0 && <p className={estilos.nota}>Sin cambios registrados.</p>}
      {datos && datos.items.length > 0 && (
        <ol className={estilos.cambios}>
          {datos.items.map((cambio) => {
            const filas = filasDeCambio(cambio, formato);
            return (
              <li key={cambio.id} className={estilos.cambio}>
                <p className={estilos.cambioCabecera}>
                  <strong>{ACCIONES[cambio.accion]}</strong> · {cambio.usuario} ·{' '}
                  <time dateTime={cambio.en}>{formatDateTime(cambio.en)}</time>
                </p>
                {filas.length > 0 && (
                  <table className={estilos.tablaCambios}>
                    <thead>
                      <tr>
                        <th scope="col">Campo</th>
                        <th scope="col">Antes</th>
                        <th scope="col">Después</th>
                      </tr>
                    </thead>
                    <tbody>
                      {filas.map((fila) => (
                        <tr key={fila.campo}>
                          <th scope="row">{fila.etiqueta}</th>
                          <td>{fila.antes}</td>
                          <td>{fila.despues}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {datos && datos.paginas > 1 && (
        <nav aria-label="Páginas del historial" className={estilos.paginador}>
          <span>
            Página {datos.pagina} de {datos.paginas}
          </span>
          <span className={estilos.acciones}>
            <button
              type="button"
              className="mv-button mv-button--secondary"
              disabled={pagina <= 1}
              onClick={() => setPagina(pagina - 1)}
            >
              Más recientes
            </button>
            <button
              type="button"
              className="mv-button mv-button--secondary"
              disabled={pagina >= datos.paginas}
              onClick={() => setPagina(pagina + 1)}
            >
              Anteriores
            </button>
          </span>
        </nav>
      )}
    </section>
  );
}
