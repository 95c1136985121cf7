/**
 * Choosing the product given instead of a line: the zone's products at most the line's paid unit
 * price, with stock, same category first (the API's list); a search narrows them. In the search
 * field Enter searches and Escape closes; each result is a button.
 */

import { estilos, useDatosAdmin } from '@mercado/admin-kit';
import type { LineaPreparacion } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { type FormEvent, useId, useState } from 'react';
import { dolares } from '../pedido/api.ts';
import { api } from './api.ts';
import * as propios from './preparacion.module.css';

export function Sustitutos({
  zona,
  orden,
  linea,
  elegir,
  cancelar,
}: {
  zona: string;
  orden: number;
  linea: LineaPreparacion;
  elegir: (producto: number) => void;
  cancelar: () => void;
}) {
  const campo = useId();
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  const producto = linea.producto.id;
  const datos = useDatosAdmin(`sustitutos:${orden}:${producto}:${q}`, () =>
    api.adminPreparacion.sustitutos({ zona, orden, producto, q }),
  );
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    setQ(texto.trim());
  };
  return (
    <div className={propios.sustitutos}>
      <form onSubmit={buscar} className={propios.buscar}>
        <label htmlFor={campo}>
          Reemplazo de {linea.producto.nombre} (hasta {dolares(linea.precioUnitario)} c/u)
        </label>
        <input
          id={campo}
          type="search"
          className="mv-input"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelar();
          }}
          placeholder="Buscar producto"
          // biome-ignore lint/a11y/noAutofocus: the picker just asked to choose a substitute; the search is where they type.
          autoFocus
        />
        <button type="submit" className="mv-button mv-button--secondary">
          Buscar
        </button>
        <button type="button" className="mv-button mv-button--secondary" onClick={cancelar}>
          Cancelar
        </button>
      </form>
      {datos.carga.estado === 'cargando' && <p className={estilos.cargando}>Buscando…</p>}
      {datos.carga.estado === 'error' && (
        <p role="alert" className={estilos.errorGeneral}>
          {mensajeDeError(datos.carga.error, 'No pudimos buscar reemplazos. Intente de nuevo.')}
        </p>
      )}
      {datos.carga.estado === 'listo' &&
        (datos.carga.datos.items.length === 0 ? (
          <p className={estilos.vacio}>No hay productos de igual o menor precio con existencia.</p>
        ) : (
          <ul className={propios.opciones} aria-label="Reemplazos posibles">
            {datos.carga.datos.items.map((s) => (
              <li key={s.id}>
                <button type="button" className={propios.opcion} onClick={() => elegir(s.id)}>
                  <strong>{s.nombre}</strong>
                  <span>
                    {dolares(s.precioUnitario)} c/u · total {dolares(s.total)} · {s.categoria}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
