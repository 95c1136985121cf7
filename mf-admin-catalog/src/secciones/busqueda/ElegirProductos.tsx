/**
 * Picking the products a rule pins first or hides: search the catalogue as you type (after a pause),
 * add, reorder (pinned ones: their order is their position) and remove. Each picker is its own group,
 * named by its legend, so a screen reader tells 'Destacar primero' from 'Esconder'.
 */

import { useDatosAdmin } from '@mercado/admin-kit';
import type { ProductoElegible } from '@mercado/shared/contracts';
import { useEffect, useId, useState } from 'react';
import { api } from './api.ts';
import * as estilos from './busqueda.module.css';

/** `valor` once it has stayed the same `ms` (what the user typed, once they pause). */
function useRetrasado<T>(valor: T, ms: number): T {
  const [retrasado, setRetrasado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setRetrasado(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return retrasado;
}

export function ElegirProductos({
  leyenda,
  nota,
  elegidos,
  cambiar,
  ordenable = false,
  error,
}: {
  leyenda: string;
  nota: string;
  elegidos: readonly ProductoElegible[];
  cambiar: (elegidos: ProductoElegible[]) => void;
  /** Up and down buttons (the pinned products' positions). */
  ordenable?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const q = useRetrasado(texto.trim(), 300);
  const encontrados = useDatosAdmin(`busqueda-productos:${q}`, () =>
    q.length < 2 ? Promise.resolve(null) : api.productos({ q }).then((r) => r.items),
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
  const ya = new Set(elegidos.map((p) => p.id));
  const mover = (i: number, delta: number) => {
    const copia = [...elegidos];
    const [x] = copia.splice(i, 1);
    copia.splice(i + delta, 0, x!);
    cambiar(copia);
  };
  return (
    <fieldset className={estilos.elegir} aria-describedby={`${id}-nota`}>
      <legend>{leyenda}</legend>
      <p id={`${id}-nota`} className={estilos.nota}>
        {nota}
      </p>
      {error && (
        <p className={estilos.error} role="alert">
          {error}
        </p>
      )}
      {elegidos.length > 0 && (
        <ol className={estilos.lista} aria-label={`${leyenda}: elegidos`}>
          {elegidos.map((p, i) => (
            <li key={p.id}>
              <span className={estilos.nombre}>
                {p.nombre}
                {p.marca && !p.nombre.includes(p.marca) ? ` · ${p.marca}` : ''}
              </span>
              <span className={estilos.botones}>
                {ordenable && (
                  <>
                    <button
                      type="button"
                      className="mv-button mv-button--secondary"
                      disabled={i === 0}
                      onClick={() => mover(i, -1)}
                      aria-label={`Subir ${p.nombre}`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="mv-button mv-button--secondary"
                      disabled={i === elegidos.length - 1}
                      onClick={() => mover(i, 1)}
                      aria-label={`Bajar ${p.nombre}`}
                    >
                      ↓
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  onClick={() => cambiar(elegidos.filter((_, j) => j !== i))}
                  aria-label={`Quitar ${p.nombre} de «${leyenda}»`}
                >
                  Quitar
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-buscar`}>Buscar productos</label>
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
        <ul className={estilos.lista} aria-label={`${leyenda}: resultados de la búsqueda`}>
          {resultados.length === 0 && <li className={estilos.nota}>Ningún producto coincide.</li>}
          {resultados.map((p) => (
            <li key={p.id}>
              <span className={estilos.nombre}>
                {p.nombre}
                {p.marca && !p.nombre.includes(p.marca) ? ` · ${p.marca}` : ''}
              </span>
              <button
                type="button"
                className="mv-button mv-button--secondary"
                disabled={ya.has(p.id)}
                aria-label={`Agregar ${p.nombre} a «${leyenda}»`}
                onClick={() => cambiar([...elegidos, p])}
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
