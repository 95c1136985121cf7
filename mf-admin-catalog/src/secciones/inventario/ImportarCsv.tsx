/**
 * Import of the zone's stock and prices from a CSV (`…/zona/:zona/importar`): the file is checked first
 * (nothing applied): its first errors and how many, each value it changes from what to what, and the
 * values it cannot change because they changed since the export (decision 0035), with what to do. A
 * file without errors is applied after a confirmation, all of it but the conflicts, or nothing.
 */

import { estilos, PaginaAdmin, type SubpaginaProps, useNombreZona } from '@mercado/admin-kit';
import {
  type CambioCsv,
  COLUMNAS_CSV,
  type ImportarPrevia,
  MensajesInventario,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { contar } from '@mercado/shared/rules';
import { type ReactNode, useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { api, cantidad, dinero, enlaceZona } from './api.ts';
import * as propios from './inventario.module.css';

type Estado =
  | { paso: 'elegir' }
  | { paso: 'revisando' }
  | { paso: 'revisado'; previa: ImportarPrevia }
  | { paso: 'aplicando'; previa: ImportarPrevia }
  | { paso: 'aplicado'; filas: number; existencias: number; precios: number; conflictos: number }
  | { paso: 'error'; mensaje: string };

export function ImportarCsv({ ruta }: SubpaginaProps) {
  const zona = ruta.zona!;
  const nombreZona = useNombreZona();
  const [csv, setCsv] = useState<string | null>(null);
  const [archivo, setArchivo] = useState<string | null>(null);
  const [estado, setEstado] = useState<Estado>({ paso: 'elegir' });

  const revisar = async (elegido: File | undefined) => {
    if (!elegido) return;
    setArchivo(elegido.name);
    const texto = await elegido.text();
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
    const conflictos =
      previa.totalConflictos > 0
        ? ` ${contar(previa.totalConflictos, 'valor en conflicto quedará', 'valores en conflicto quedarán')} como están.`
        : '';
    const ok = await platform.services.confirm({
      titulo: 'Aplicar el archivo',
      mensaje: `Se cambiarán ${contar(previa.existencias, 'existencia', 'existencias')} y los precios de ${contar(previa.precios, 'producto', 'productos')} en la zona.${conflictos} ¿Desea aplicarlo?`,
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
        { etiqueta: 'Inventario y precios', href: enlace('inventario') },
        { etiqueta: nombreZona(zona), href: enlaceZona(zona) },
        { etiqueta: 'Importar CSV' },
      ]}
    >
      <div className={`mv-card ${estilos.formulario}`}>
        <p className={estilos.nota}>
          Columnas: {COLUMNAS_CSV.join(', ')}. El producto por su slug o su número; la sucursal por su número
          (ver «Exportar CSV»). Una celda vacía deja el valor como está. Se acepta coma o punto decimal. Parta
          de «Exportar CSV»: sus columnas de versión dicen en qué se basa cada fila, y una fila que otra
          persona cambió después no se aplica. Sin ellas, el archivo solo crea lo que aún no existe.
        </p>
        {/* The browser's own file button speaks the browser's language: a hidden input, a Spanish button. */}
        <div className={propios.archivo}>
          <input
            id="importar-archivo"
            type="file"
            accept=".csv,text/csv"
            className={`mv-visually-hidden ${propios.entradaArchivo}`}
            aria-describedby="importar-archivo-elegido"
            onChange={(e) => revisar(e.target.files?.[0])}
          />
          <label htmlFor="importar-archivo" className="mv-button mv-button--secondary">
            Elegir archivo CSV
          </label>
          <span id="importar-archivo-elegido" className={estilos.nota}>
            {archivo ?? 'Ningún archivo elegido'}
          </span>
        </div>
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
            Archivo aplicado: {contar(estado.filas, 'fila', 'filas')},{' '}
            {contar(estado.existencias, 'existencia', 'existencias')} y los precios de{' '}
            {contar(estado.precios, 'producto', 'productos')} actualizados. La tienda y el buscador ya los
            muestran.
          </p>
          {estado.conflictos > 0 && (
            <p>
              {contar(estado.conflictos, 'valor en conflicto quedó', 'valores en conflicto quedaron')} como
              estaban: exporte de nuevo el inventario para cambiarlos.
            </p>
          )}
          <Link to={enlaceZona(zona)}>Volver al inventario</Link>
        </div>
      )}
    </PaginaAdmin>
  );
}

const TIPO: Record<string, string> = Object.fromEntries(USUARIO_TIPOS.map((t) => [t.clave, t.nombre]));

/** 'precio_normal' → 'Precio Normal', 'oferta_hasta_prime' → 'Fin de la oferta Prime'. */
function dato(campo: string): string {
  if (campo === 'existencia') return 'Existencia';
  if (campo === 'costo') return 'Costo';
  const [, que, tipo] = /^(precio|oferta|oferta_hasta)_(\w+)$/.exec(campo) ?? [];
  const nombre = { precio: 'Precio', oferta: 'Oferta', oferta_hasta: 'Fin de la oferta' }[que ?? ''] ?? campo;
  return `${nombre} ${TIPO[tipo ?? ''] ?? ''}`.trim();
}

/** A value as staff read it: stock '12,5', money '$ 12,50', a day as is, '—' for none. */
function valor(campo: string, v: string | null): string {
  if (v === null) return '—';
  if (campo === 'existencia') return cantidad(v);
  if (campo.startsWith('oferta_hasta')) return v;
  if (campo.startsWith('oferta') && Number(v) === 0) return 'sin oferta';
  return dinero(v);
}

const mas = (total: number, mostrados: number, singular: string, plural: string) =>
  total > mostrados ? (
    <p className={estilos.nota}>y {contar(total - mostrados, singular, plural)} más.</p>
  ) : null;

/** The offending cell as the file has it; an empty one said so. */
const celda = (valor: string | null) => (valor === null ? '—' : valor === '' ? '(vacía)' : valor);

/** A table's region that scrolls sideways on a phone, reachable by keyboard. */
const Desplazable = ({ titulo, children }: { titulo: string; children: ReactNode }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
  <section className={estilos.tablaContenedor} aria-label={titulo} tabIndex={0}>
    {children}
  </section>
);

/** Changes (or conflicts: `ahora` is the stored value) as a table: row, product, branch, value, from, to. */
function TablaCambios({
  titulo,
  filas,
  columnas,
}: {
  titulo: string;
  filas: (CambioCsv & { versionArchivo?: number | null })[];
  columnas: [string, string];
}) {
  return (
    <Desplazable titulo={titulo}>
      <table className={estilos.tabla}>
        <caption className="mv-visually-hidden">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">Fila</th>
            <th scope="col">Producto</th>
            <th scope="col">Sucursal</th>
            <th scope="col">Dato</th>
            <th scope="col">{columnas[0]}</th>
            <th scope="col">{columnas[1]}</th>
          </tr>
        </thead>
        <tbody>
          {filas.map((c) => (
            <tr key={`${c.fila}:${c.sucursal}:${c.campo}`}>
              <td>{c.fila}</td>
              <td>{c.nombre}</td>
              <td>{c.sucursal ?? 'Toda la zona'}</td>
              <td>{dato(c.campo)}</td>
              <td>{valor(c.campo, c.antes)}</td>
              <td>{valor(c.campo, c.despues)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Desplazable>
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
  const conErrores = previa.totalErrores > 0;
  const porCambiar = previa.existencias + previa.precios > 0;
  const cambiadas = previa.conflictos.some((c) => c.versionArchivo !== null);
  const sinVersion = previa.conflictos.some((c) => c.versionArchivo === null);
  return (
    <section className={`mv-card ${estilos.bloque}`} aria-label="Revisión del archivo">
      <h2 className={estilos.subtitulo}>Revisión</h2>
      <p>
        {contar(previa.filas, 'fila', 'filas')}: {contar(previa.existencias, 'existencia', 'existencias')} y
        los precios de {contar(previa.precios, 'producto', 'productos')} cambiarían.
      </p>
      {conErrores && (
        <>
          <p role="alert" className={estilos.errorGeneral}>
            El archivo tiene {contar(previa.totalErrores, 'error', 'errores')}: corríjalos y vuelva a
            cargarlo. No se aplicó ningún cambio.
          </p>
          <Desplazable titulo="Errores por fila">
            <table className={estilos.tabla}>
              <caption className="mv-visually-hidden">Errores por fila</caption>
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">Columna</th>
                  <th scope="col">Valor</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {previa.errores.map((e) => (
                  <tr key={`${e.fila}:${e.columna}:${e.mensaje}`}>
                    <td>{e.fila}</td>
                    <td>{e.columna ?? '—'}</td>
                    <td>{celda(e.valor)}</td>
                    <td>{e.mensaje}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Desplazable>
          {mas(previa.totalErrores, previa.errores.length, 'error', 'errores')}
        </>
      )}
      {previa.totalConflictos > 0 && (
        <>
          <h3 className={estilos.subtitulo}>
            Conflictos: {contar(previa.totalConflictos, 'valor no se aplicará', 'valores no se aplicarán')}
          </h3>
          <div role="alert" className={estilos.aviso}>
            {cambiadas && <p>{MensajesInventario.CONFLICTO_CSV}</p>}
            {sinVersion && <p>{MensajesInventario.SIN_VERSION}</p>}
          </div>
          <TablaCambios titulo="Conflictos" filas={previa.conflictos} columnas={['Ahora', 'En el archivo']} />
          {mas(previa.totalConflictos, previa.conflictos.length, 'conflicto', 'conflictos')}
        </>
      )}
      {previa.totalCambios > 0 && (
        <>
          <h3 className={estilos.subtitulo}>Cambios</h3>
          <TablaCambios titulo="Cambios" filas={previa.cambios} columnas={['Antes', 'Después']} />
          {mas(previa.totalCambios, previa.cambios.length, 'cambio', 'cambios')}
        </>
      )}
      {!conErrores &&
        (porCambiar ? (
          <button type="button" className="mv-button" onClick={aplicar} disabled={aplicando}>
            {aplicando ? 'Aplicando…' : 'Aplicar cambios'}
          </button>
        ) : (
          <p>El archivo no cambia nada que se pueda aplicar.</p>
        ))}
    </section>
  );
}
