/**
 * Picking products for a form (a featured block, a quick list, a search rule's pinned and hidden
 * products): search the catalogue as you type (after a pause), add, reorder where the order counts,
 * and remove; a quick list also takes each product's quantity, on the product's sale-mode steps
 * (`pasos` says which; the API checks again).
 */

import { useDatosAdmin } from '@mercado/admin-kit';
import type { ProductoElegible } from '@mercado/shared/contracts';
import { formatQuantity, fromThousandths, quantityBounds } from '@mercado/shared/rules';
import { useEffect, useId, useState } from 'react';
import * as estilos from './elegir-productos.module.css';

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

/**
 * The accessible names: a form with one picker calls it 'Productos'; a form with several names each
 * by its legend, and its lists and buttons say which one ('Quitar X de «Esconder»').
 */
function nombres(leyenda: string | undefined) {
  return leyenda
    ? {
        grupo: leyenda,
        elegidos: `${leyenda}: elegidos`,
        buscar: 'Buscar productos',
        resultados: `${leyenda}: resultados de la búsqueda`,
        quitar: (p: string) => `Quitar ${p} de «${leyenda}»`,
        agregar: (p: string) => `Agregar ${p} a «${leyenda}»`,
      }
    : {
        grupo: 'Productos',
        elegidos: 'Productos elegidos',
        buscar: 'Buscar productos para agregar',
        resultados: 'Resultados de la búsqueda',
        quitar: (p: string) => `Quitar ${p}`,
        agregar: (p: string) => `Agregar ${p}`,
      };
}

/** A product as the lists show it: its brand when the name does not already say it, and if inactive. */
function NombreProducto({ p }: { p: ProductoElegible }) {
  return (
    <span className={estilos.nombre}>
      {p.nombre}
      {p.marca && !p.nombre.includes(p.marca) ? ` · ${p.marca}` : ''}
      {p.estatus !== 1 && <span className={estilos.nota}> (inactivo)</span>}
    </span>
  );
}

export function ElegirProductos({
  leyenda,
  nota,
  elegidos,
  cambiar,
  clave,
  buscar,
  ordenable = false,
  conCantidad = false,
  campo = 'productos',
  errores,
}: {
  /** Only where the form has several pickers (see `nombres`). */
  leyenda?: string;
  /** What the chosen products do, under the legend. */
  nota?: string;
  elegidos: readonly Elegido[];
  cambiar: (elegidos: Elegido[]) => void;
  /** The search's key in the parcel's store (one per endpoint: the same query is read once). */
  clave: string;
  buscar: (q: string) => Promise<{ items: ProductoElegible[] }>;
  /** Up and down buttons: the products' order is their position. */
  ordenable?: boolean;
  conCantidad?: boolean;
  /** The form's field: the API's errors name it ('productos') and its items ('productos.1.cantidad'). */
  campo?: string;
  errores: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const n = nombres(leyenda);
  const [texto, setTexto] = useState('');
  const q = useRetrasado(texto.trim(), 300);
  // Read in the parcel's jotai store, one read per query; a failed search finds nothing.
  const encontrados = useDatosAdmin(`${clave}:${q}`, () =>
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
  const error = errores[campo];
  return (
    <fieldset className={estilos.elegir} aria-describedby={nota ? `${id}-nota` : undefined}>
      <legend>{n.grupo}</legend>
      {nota && (
        <p id={`${id}-nota`} className={estilos.nota}>
          {nota}
        </p>
      )}
      {error && (
        <p className={estilos.error} role="alert">
          {error}
        </p>
      )}
      {elegidos.length === 0 ? (
        !nota && <p className={estilos.nota}>Todavía no hay productos: búsquelos abajo y agréguelos.</p>
      ) : (
        <ol className={estilos.lista} aria-label={n.elegidos}>
          {elegidos.map((e, i) => {
            const errorItem =
              errores[`${campo}.${i}`] ??
              errores[`${campo}.${i}.producto`] ??
              errores[`${campo}.${i}.cantidad`];
            return (
              <li key={e.producto.id}>
                <NombreProducto p={e.producto} />
                {conCantidad && (
                  <label className={estilos.cantidad}>
                    <span>Cantidad</span>
                    <input
                      className="mv-input"
                      inputMode="decimal"
                      value={e.cantidad ?? '0'}
                      aria-invalid={errores[`${campo}.${i}.cantidad`] ? true : undefined}
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
                  {ordenable && (
                    <>
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
                    </>
                  )}
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    onClick={() => cambiar(elegidos.filter((_, j) => j !== i))}
                    aria-label={n.quitar(e.producto.nombre)}
                  >
                    Quitar
                  </button>
                </span>
                {errorItem && <p className={estilos.error}>{errorItem}</p>}
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={`${id}-buscar`}>{n.buscar}</label>
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
        <ul className={estilos.lista} aria-label={n.resultados}>
          {resultados.length === 0 && <li className={estilos.nota}>Ningún producto coincide.</li>}
          {resultados.map((p) => (
            <li key={p.id}>
              <NombreProducto p={p} />
              <button
                type="button"
                className="mv-button mv-button--secondary"
                disabled={ya.has(p.id)}
                aria-label={n.agregar(p.nombre)}
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
