/**
 * Picking the products of a featured block or a quick list: search the catalogue as you type, add,
 * reorder (up, down) and remove; a quick list also takes each product's quantity, on the product's
 * sale-mode steps (`pasos` says which; the API checks again).
 */

import { useDatosAdmin } from '@mercado/admin-kit';
import type { ProductoElegible } from '@mercado/shared/contracts';
import { formatQuantity, fromThousandths, quantityBounds } from '@mercado/shared/rules';
import { useEffect, useId, useState } from 'react';
import * as estilos from './contenido.module.css';

export type Elegido = { producto: ProductoElegible; cantidad?: string };

/** "Pasos: 1 und, 2 und… hasta 10 und; 0 = el mínimo" for a product's quantity field. */
export function pasos(p: ProductoElegible): string {
  const { start, step, maximo } = quantityBounds({ ...p, existencia: '9999999' });
  const f = (n: number) => formatQuantity(n, p.modalidadVenta);
  return `${f(start)}, ${f(start + step)}…${maximo > 0 ? ` hasta ${f(maximo)}` : ''}; 0 = el mínimo`;
}

/** `valor` once it has stayed the same `ms` (what the user typed, once they pause). */
function useRetrasado<T>(valor: T, ms: number): T {
  const [retrasado, setRetrasado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setRetrasado(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return retrasado;
}

/** The products a form holds, and the change that also gives the form its field (`alCambiar`). */
export function useElegidos(
  inicial: Elegido[],
  alCambiar: (elegidos: Elegido[]) => void,
): [Elegido[], (elegidos: Elegido[]) => void] {
  const [elegidos, setElegidos] = useState(inicial);
  return [
    elegidos,
    (nuevos) => {
      setElegidos(nuevos);
      alCambiar(nuevos);
    },
  ];
}

export function ElegirProductos({
  elegidos,
  cambiar,
  buscar,
  conCantidad = false,
  errores,
}: {
  elegidos: readonly Elegido[];
  cambiar: (elegidos: Elegido[]) => void;
  buscar: (q: string) => Promise<{ items: ProductoElegible[] }>;
  conCantidad?: boolean;
  /** The API's field errors ('productos.1', 'productos.0.cantidad'). */
  errores: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const q = useRetrasado(texto.trim(), 300);
  // Read in the parcel's jotai store, one read per query; a failed search finds nothing.
  const encontrados = useDatosAdmin(`productos-elegibles:${q}`, () =>
    q.length < 2 ? Promise.resolve(null) : buscar(q).then((r) => r.items),
  );
  const { carga } = encontrados;
  const resultados =
    texto.trim().length < 2
      ? null
      : carga.estado === 'listo'
        ? carga.datos
        : carga.estado === 'error'
          ? []
          : encontrados.anteriores;

  const ya = new Set(elegidos.map((e) => e.producto.id));
  const mover = (i: number, delta: number) => {
    const copia = [...elegidos];
    const [x] = copia.splice(i, 1);
    copia.splice(i + delta, 0, x!);
    cambiar(copia);
  };
  return (
    <fieldset className={estilos.elegir}>
      <legend>Productos</legend>
      {errores.productos && <p className={estilos.error}>{errores.productos}</p>}
      {elegidos.length === 0 ? (
        <p className={estilos.nota}>Todavía no hay productos: búsquelos abajo y agréguelos.</p>
      ) : (
        <ol className={estilos.elegidos} aria-label="Productos elegidos">
          {elegidos.map((e, i) => {
            const error =
              errores[`productos.${i}`] ??
              errores[`productos.${i}.producto`] ??
              errores[`productos.${i}.cantidad`];
            return (
              <li key={e.producto.id} className={estilos.elegido}>
                <span className={estilos.nombre}>
                  {e.producto.nombre}
                  {e.producto.estatus !== 1 && <span className={estilos.nota}> (inactivo)</span>}
                </span>
                {conCantidad && (
                  <label className={estilos.cantidad}>
                    <span>Cantidad</span>
                    <input
                      className="mv-input"
                      inputMode="decimal"
                      value={e.cantidad ?? '0'}
                      aria-invalid={errores[`productos.${i}.cantidad`] ? true : undefined}
                      aria-describedby={`${id}-pasos-${i}`}
                      onChange={(ev) => {
                        const copia = [...elegidos];
                        copia[i] = { ...e, cantidad: ev.target.value.replace(',', '.') };
                        cambiar(copia);
                      }}
                    />
                    <small id={`${id}-pasos-${i}`} className={estilos.nota}>
                      {pasos(e.producto)}
                    </small>
                  </label>
                )}
                <span className={estilos.botones}>
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    disabled={i === 0}
                    onClick={() => mover(i, -1)}
                    aria-label={`Subir ${e.producto.nombre}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    disabled={i === elegidos.length - 1}
                    onClick={() => mover(i, 1)}
                    aria-label={`Bajar ${e.producto.nombre}`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    onClick={() => cambiar(elegidos.filter((_, j) => j !== i))}
                    aria-label={`Quitar ${e.producto.nombre}`}
                  >
                    Quitar
                  </button>
                </span>
                {error && <p className={estilos.error}>{error}</p>}
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={`${id}-buscar`}>Buscar productos para agregar</label>
      <input
        id={`${id}-buscar`}
        type="search"
        className="mv-input"
        value={texto}
        maxLength={100}
        placeholder="Nombre, marca o slug"
        onChange={(e) => setTexto(e.target.value)}
      />
      {resultados && (
        <ul className={estilos.resultados} aria-label="Resultados de la búsqueda">
          {resultados.length === 0 && <li className={estilos.nota}>Ningún producto coincide.</li>}
          {resultados.map((p) => (
            <li key={p.id}>
              <span>
                {p.nombre}
                {p.marca ? ` · ${p.marca}` : ''}
              </span>
              <button
                type="button"
                className="mv-button mv-button--secondary"
                disabled={ya.has(p.id)}
                aria-label={`Agregar ${p.nombre}`}
                onClick={() =>
                  cambiar([
                    ...elegidos,
                    conCantidad
                      ? {
                          producto: p,
                          cantidad: fromThousandths(quantityBounds({ ...p, existencia: '9999999' }).start),
                        }
                      : { producto: p },
                  ])
                }
              >
                {ya.has(p.id) ? 'Agregado' : 'Agregar'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
