/**
 * Import of the zone's stock and prices from a CSV (`…/zona/:zona/importar`): the file is checked first
 * (every row's error listed, nothing applied); a file without errors is applied after a confirmation,
 * all or nothing.
 */
import { COLUMNAS_CSV, type ImportarPrevia } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Field, Link } from '@mercado/shared/react';
import { estilos, PaginaAdmin, type SubpaginaProps } from '@mercado/shared/react/admin';
import { useState } from 'react';
import { api, enlaceZona } from './api.ts';

type Estado =
  | { paso: 'elegir' }
  | { paso: 'revisando' }
  | { paso: 'revisado'; previa: ImportarPrevia }
  | { paso: 'aplicando'; previa: ImportarPrevia }
  | { paso: 'aplicado'; filas: number; existencias: number; precios: number }
  | { paso: 'error'; mensaje: string };

export function ImportarCsv({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const [csv, setCsv] = useState<string | null>(null);
  const [estado, setEstado] = useState<Estado>({ paso: 'elegir' });

  const revisar = async (archivo: File | undefined) => {
    if (!archivo) return;
    const texto = await archivo.text();
    setCsv(texto);
    setEstado({ paso: 'revisando' });
    try {
      setEstado({ paso: 'revisado', previa: await api.importarPrevia({ zona, csv: texto }) });
    } catch (error) {
      setEstado({
        paso: 'error',
        mensaje: mensajeDeError(error, 'No pudimos revisar el archivo. Intente de nuevo.'),
      });
    }
  };
  const aplicar = async (previa: ImportarPrevia) => {
    const ok = await platform.services.confirm({
      titulo: 'Aplicar el archivo',
      mensaje: `Se cambiarán ${previa.existencias} existencias y los precios de ${previa.precios} productos en la zona. ¿Desea aplicarlo?`,
      aceptar: 'Aplicar',
      cancelar: 'Cancelar',
    });
    if (!ok || csv === null) return;
    setEstado({ paso: 'aplicando', previa });
    try {
      setEstado({ paso: 'aplicado', ...(await api.importarAplicar({ zona, csv })) });
    } catch (error) {
      setEstado({
        paso: 'error',
        mensaje: mensajeDeError(error, 'No se aplicó ningún cambio. Intente de nuevo.'),
      });
    }
  };

  return (
    <PaginaAdmin
      titulo="Importar existencia y precios"
      migas={[
        { etiqueta: 'Inventario y Precios', href: '/admin/inventario' },
        { etiqueta: zona, href: enlaceZona(zona) },
        { etiqueta: 'Importar CSV' },
      ]}
    >
      <div className={`mv-card ${estilos.formulario}`}>
        <p className={estilos.nota}>
          Columnas: {COLUMNAS_CSV.join(', ')}. El producto por su slug o su número; la sucursal por su número
          (ver «Exportar CSV»). Una celda vacía deja el valor como está. Se acepta coma o punto decimal.
        </p>
        <Field id="importar-archivo" label="Archivo CSV">
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              className="mv-input"
              onChange={(e) => revisar(e.target.files?.[0])}
            />
          )}
        </Field>
      </div>
      {estado.paso === 'revisando' && (
        <p role="status" className={estilos.cargando}>
          Revisando el archivo…
        </p>
      )}
      {estado.paso === 'error' && (
        <p role="alert" className={`mv-card ${estilos.aviso}`}>
          {estado.mensaje}
        </p>
      )}
      {(estado.paso === 'revisado' || estado.paso === 'aplicando') && (
        <Previa
          previa={estado.previa}
          aplicando={estado.paso === 'aplicando'}
          aplicar={() => aplicar(estado.previa)}
        />
      )}
      {estado.paso === 'aplicado' && (
        <div role="status" className={`mv-card ${estilos.bloque}`}>
          <p>
            Archivo aplicado: {estado.filas} filas, {estado.existencias} existencias y los precios de{' '}
            {estado.precios} productos actualizados. La tienda y el buscador ya los muestran.
          </p>
          <Link to={enlaceZona(zona)}>Volver al inventario</Link>
        </div>
      )}
    </PaginaAdmin>
  );
}

function Previa({
  previa,
  aplicando,
  aplicar,
}: {
  previa: ImportarPrevia;
  aplicando: boolean;
  aplicar: () => void;
}) {
  const conErrores = previa.errores.length > 0;
  return (
    <section className={`mv-card ${estilos.bloque}`} aria-label="Revisión del archivo">
      <h2 className={estilos.subtitulo}>Revisión</h2>
      <p>
        {previa.filas} filas: {previa.existencias} existencias y los precios de {previa.precios} productos
        cambiarían.
      </p>
      {conErrores ? (
        <>
          <p role="alert" className={estilos.errorGeneral}>
            El archivo tiene {previa.errores.length} errores: corríjalos y vuelva a cargarlo. No se aplicó
            ningún cambio.
          </p>
          <div className={estilos.tablaContenedor}>
            <table className={estilos.tabla}>
              <caption className="mv-visually-hidden">Errores por fila</caption>
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">Columna</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {previa.errores.map((e) => (
                  <tr key={`${e.fila}:${e.columna}:${e.mensaje}`}>
                    <td>{e.fila}</td>
                    <td>{e.columna ?? '—'}</td>
                    <td>{e.mensaje}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <button type="button" className="mv-button" onClick={aplicar} disabled={aplicando}>
          {aplicando ? 'Aplicando…' : 'Aplicar cambios'}
        </button>
      )}
    </section>
  );
}
