/**
 * Choosing the product given instead of a line: the zone's products at most the line's paid unit
 * price, with stock, from the line's category and then its neighbours in the same department (the
 * API's list, closest first), each with what it changes the line's price by; a search narrows them.
 * In the search field Enter searches and Escape closes; each result is a button.
 */

import { estilos, useDatosAdmin } from '@mercado/admin-kit';
import type { CercaniaSustituto, LineaPreparacion, Sustituto } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { toCents } from '@mercado/shared/rules';
import { type FormEvent, useId, useState } from 'react';
import { conSigno, dolares } from '../pedido/api.ts';
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
  const items = datos.carga.estado === 'listo' ? datos.carga.datos.items : null;
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
      {items?.length === 0 && (
        <p className={estilos.vacio}>
          No hay productos de la misma categoría ni de las vecinas con igual o menor precio y existencia.
        </p>
      )}
      {items &&
        GRUPOS.map(({ cercania, titulo }) => {
          const grupo = items.filter((s) => s.cercania === cercania);
          return grupo.length === 0 ? null : (
            <div key={cercania} className={propios.sustitutos}>
              <p id={`${campo}-${cercania}`} className={propios.grupo}>
                {titulo}
              </p>
              <ul className={propios.opciones} aria-labelledby={`${campo}-${cercania}`}>
                {grupo.map((s) => (
                  <li key={s.id}>
                    <Opcion sustituto={s} elegir={() => elegir(s.id)} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
    </div>
  );
}

const GRUPOS: { cercania: CercaniaSustituto; titulo: string }[] = [
  { cercania: 'misma_categoria', titulo: 'De la misma categoría' },
  { cercania: 'vecina', titulo: 'De categorías vecinas' },
];

function Opcion({ sustituto: s, elegir }: { sustituto: Sustituto; elegir: () => void }) {
  return (
    <button type="button" className={propios.opcion} onClick={elegir}>
      <strong>
        {s.nombre}
        {s.presentacion && ` · ${s.presentacion}`}
      </strong>
      <span>
        {dolares(s.precioUnitario)} c/u · total {dolares(s.total)} · diferencia{' '}
        {conSigno(toCents(s.diferencia))} · {s.categoria}
      </span>
    </button>
  );
}
