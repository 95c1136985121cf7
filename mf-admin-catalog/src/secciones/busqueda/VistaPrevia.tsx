/**
 * The preview of a zone's search (issue 37): a query's first 10 results as a normal shopper of the
 * zone gets them, without synonyms and rules and with them, side by side (one above the other on a
 * phone), with the banners the rules give and the products they pin. The query is in the URL (?q=),
 * so a preview can be shared and survives a reload.
 */

import { PaginaAdmin, type SubpaginaProps, useDatosAdmin, useNombreZona } from '@mercado/admin-kit';
import type { ResultadoVista } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { navigate } from '@mercado/shared/react';
import { type FormEvent, useId, useState } from 'react';
import { api, migasZona } from './api.ts';
import * as estilos from './busqueda.module.css';

function Lado({
  titulo,
  hits,
  nbHits,
  avisos = [],
}: {
  titulo: string;
  hits: ResultadoVista[];
  nbHits: number;
  avisos?: string[];
}) {
  const id = useId();
  return (
    <section className={estilos.lado} aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <p className={estilos.nota}>{nbHits === 1 ? '1 resultado' : `${nbHits} resultados`}</p>
      {avisos.map((a) => (
        <p key={a} className={estilos.aviso}>
          Aviso: {a}
        </p>
      ))}
      {hits.length === 0 ? (
        <p>Ningún producto.</p>
      ) : (
        <ol className={estilos.resultados}>
          {hits.map((h) => (
            <li key={h.objectID}>
              {h.nombre}
              {h.marca && !h.nombre.includes(h.marca) ? ` · ${h.marca}` : ''}
              {h.presentacion && !h.nombre.includes(h.presentacion) ? ` · ${h.presentacion}` : ''}
              {h.destacado && <span className={estilos.destacado}>Destacado</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function VistaPreviaBusqueda({ ruta, search, pathname }: SubpaginaProps<'zona'>) {
  const { zona } = ruta;
  const nombre = useNombreZona()(zona);
  const id = useId();
  const q = new URLSearchParams(search).get('q')?.trim() ?? '';
  const [texto, setTexto] = useState(q);
  const datos = useDatosAdmin(`busqueda-vista:${zona}:${q}`, () =>
    q ? api.vistaPrevia({ zona, q }) : Promise.resolve(null),
  );
  const { carga } = datos;
  const ver = (e: FormEvent) => {
    e.preventDefault();
    const limpio = texto.trim();
    navigate(limpio ? `${pathname}?q=${encodeURIComponent(limpio)}` : pathname, { replace: true });
  };
  return (
    <PaginaAdmin
      titulo={`Vista previa del buscador · ${nombre}`}
      migas={migasZona(zona, nombre, 'Vista previa')}
    >
      <p className={estilos.nota}>
        Los 10 primeros resultados que ve un cliente de la zona, sin y con los sinónimos y las reglas.
      </p>
      <form className={estilos.busqueda} onSubmit={ver} aria-label="Búsqueda de la vista previa">
        <div>
          <label htmlFor={`${id}-q`}>Búsqueda</label>
          <input
            id={`${id}-q`}
            type="search"
            className="mv-input"
            maxLength={100}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
        </div>
        <button type="submit" className="mv-button">
          Ver resultados
        </button>
      </form>
      <div aria-live="polite" aria-busy={carga.estado === 'cargando'}>
        {carga.estado === 'cargando' && <p role="status">Buscando…</p>}
        {carga.estado === 'error' && (
          <p role="alert">{mensajeDeError(carga.error, 'No pudimos buscar. Intente de nuevo.')}</p>
        )}
        {carga.estado === 'listo' && carga.datos && (
          <div className={estilos.lados}>
            <Lado
              titulo="Sin sinónimos ni reglas"
              hits={carga.datos.sin.hits}
              nbHits={carga.datos.sin.nbHits}
            />
            <Lado
              titulo="Con sinónimos y reglas"
              hits={carga.datos.con.hits}
              nbHits={carga.datos.con.nbHits}
              avisos={carga.datos.con.avisos}
            />
          </div>
        )}
      </div>
    </PaginaAdmin>
  );
}
