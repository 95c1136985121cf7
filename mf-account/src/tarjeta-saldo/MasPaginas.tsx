/**
 * The pages after the first of a paged list (the balance's movements, the card requests): "Ver más"
 * appends the next page, each page a consulta of the parcel's store (decision 0012) with its own
 * loading and failed state, so staff-set states and movements older than the first 50 are reachable.
 * The pages shown go back to the first one when the first page is read again (a redemption, a request).
 */
import { type Consulta, consulta } from '@mercado/shared/consulta';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { mensajeDeError } from '../api.ts';
import * as styles from './tarjeta-saldo.module.css';

interface Paginado<T> {
  items: readonly T[];
  pagina: number;
  paginas: number;
}

/** One consulta per page number, made at its first use. */
function consultasPorPagina<P>(leer: (pagina: number) => Promise<P>): (pagina: number) => Consulta<P> {
  const hechas = new Map<number, Consulta<P>>();
  return (pagina) => {
    let hecha = hechas.get(pagina);
    if (!hecha) {
      hecha = consulta(() => leer(pagina));
      hechas.set(pagina, hecha);
    }
    return hecha;
  };
}

function Pagina<T>({
  datos,
  fila,
  etiqueta,
  siguiente,
}: {
  datos: Consulta<Paginado<T>>;
  fila: (item: T) => ReactNode;
  etiqueta: string;
  siguiente: (() => void) | null;
}) {
  const carga = useAtomValue(datos.carga);
  const recargar = useSetAtom(datos.datos);
  if (carga.estado === 'cargando') return <p role="status">Cargando más…</p>;
  if (carga.estado === 'error')
    return (
      <div role="alert" className={styles.bloque}>
        <p>{mensajeDeError(carga.error, 'No pudimos cargar más. Intente de nuevo.')}</p>
        <div>
          <button type="button" className="mv-button" onClick={() => recargar()}>
            Reintentar
          </button>
        </div>
      </div>
    );
  return (
    <>
      <ul className={styles.lista} aria-label={`${etiqueta}, página ${carga.datos.pagina}`}>
        {carga.datos.items.map(fila)}
      </ul>
      {siguiente && carga.datos.pagina < carga.datos.paginas && (
        <div>
          <button type="button" className="mv-button mv-button--secondary" onClick={siguiente}>
            Ver más
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Below the first page (drawn by the list itself, `primera`): its "Ver más" and the pages it opened.
 * `desde` is the first page's read: a new one starts over from it, and reads the next pages anew.
 */
export function MasPaginas<T>({
  primera,
  leer,
  fila,
  etiqueta,
}: {
  primera: Paginado<T>;
  leer: (pagina: number) => Promise<Paginado<T>>;
  fila: (item: T) => ReactNode;
  etiqueta: string;
}) {
  const desde = primera;
  const [hasta, setHasta] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the next pages of this first page.
  const pagina = useMemo(() => consultasPorPagina(leer), [desde]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page starts the list over.
  useEffect(() => setHasta(1), [desde]);
  if (primera.paginas <= 1) return null;
  const abiertas = Array.from({ length: hasta - 1 }, (_, i) => i + 2);
  return (
    <>
      {hasta === 1 && (
        <div>
          <button type="button" className="mv-button mv-button--secondary" onClick={() => setHasta(2)}>
            Ver más
          </button>
        </div>
      )}
      {abiertas.map((n) => (
        <Pagina
          key={n}
          datos={pagina(n)}
          fila={fila}
          etiqueta={etiqueta}
          siguiente={n === hasta ? () => setHasta(n + 1) : null}
        />
      ))}
    </>
  );
}
