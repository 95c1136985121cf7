/**
 * The header's search box (spec §5), the storefront's `./buscador` slot: a WAI-ARIA 1.2 combobox
 * with a listbox of suggestions. Required, 3 to 40 characters; after a 700 ms pause with 3 to 50
 * characters it asks the search service for up to 10 products the viewer can buy in their zone,
 * shown with image, name and their price in the chosen currency. Enter (no option active) opens
 * `/:zona/buscar?q=`; choosing a suggestion opens the product with the search's queryID and the
 * position, and the focus goes to the product's title. Each suggestion has the card's add control
 * beside it (Tab reaches it; the list stays open while the focus is in the search). It loads after
 * the first page (`./BuscadorDiferido.tsx`, the slot) and stays small: the search client
 * (`./motor.ts`) and the options (`./Opciones.tsx`) download on the first focus or keystroke, during
 * the pause.
 */
import type { RemoteParcelProps } from '@mercado/shared/federation';
import { links, readQuery } from '@mercado/shared/links';
import { navigate } from '@mercado/shared/react';
import {
  AUTOCOMPLETE_HITS,
  normalizeSearch,
  SEARCH_DEBOUNCE_MS,
  shouldAutocomplete,
  validateSearch,
} from '@mercado/shared/rules/navegador';
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './Buscador.module.css';
import { clicEnBusqueda } from './eventos.ts';
import { enfocarTituloAlLlegar } from './foco.ts';
import type { HitProducto } from './hits.ts';
// The shell's plain box, shown until this renders: what was typed there carries over.
import { ID_RESPALDO } from './ids.ts';

/** The input's id: the shell's bottom menu focuses it ("Buscar"). */
const ID = 'mv-buscar';
const ID_LISTA = 'mv-buscar-sugerencias';
const ID_ERROR = 'mv-buscar-error';
const idOpcion = (i: number) => `mv-buscar-opcion-${i}`;

// Named: the storefront's rspack config keeps what they share with the store's page in one chunk.
const cargarMotor = () => import(/* webpackChunkName: "buscador-motor" */ './motor.ts');
/** The options (image, name, price in the chosen currency) load with the client, not with the box. */
const cargarOpciones = () => import(/* webpackChunkName: "buscador-opciones" */ './Opciones.tsx');

interface Sugerencias {
  consulta: string;
  hits: HitProducto[];
  queryID: string | undefined;
  /** Categories of the matching products, and the query as the engine's typo correction read it. */
  categorias: { nombre: string; cantidad: number }[];
  quisoDecir: string | null;
  /**
   * The options' component, loaded before the answer is shown. Not React.lazy under Suspense: a lazy
   * component suspends on its first render even when its code is already here, and React then holds
   * the list back for its fallback throttle (300 ms) before showing it.
   */
  Opciones: Awaited<ReturnType<typeof cargarOpciones>>['Opciones'];
  Extras: Awaited<ReturnType<typeof cargarOpciones>>['Extras'];
}

/** The `q` of the results page, when the shopper is on it. */
function consultaDeUrl(pathname: string, search: string, zona: string | undefined): string | null {
  if (!zona || pathname !== links.buscar(zona, '')) return null;
  return normalizeSearch(readQuery(search, 'q') ?? '');
}

const contarSugerencias = (n: number) =>
  n === 0
    ? 'No se encontraron resultados'
    : `${n} ${n === 1 ? 'producto sugerido' : 'productos sugeridos'}. Use las flechas para recorrerlos.`;

export function Buscador({ params, pathname, search }: RemoteParcelProps) {
  const zona = params.zona;
  const deUrl = consultaDeUrl(pathname, search, zona);
  const input = useRef<HTMLInputElement>(null);
  const [valor, setValor] = useState(
    () => (document.getElementById(ID_RESPALDO) as HTMLInputElement | null)?.value || deUrl || '',
  );
  const [error, setError] = useState<string | null>(null);
  const [sugerencias, setSugerencias] = useState<Sugerencias | null>(null);
  const [abierto, setAbierto] = useState(false);
  const [activo, setActivo] = useState(-1);
  const [anuncio, setAnuncio] = useState('');
  const espera = useRef<number | undefined>(undefined);
  /** The newest request: an older answer arriving late is dropped. */
  const turno = useRef(0);

  const hits = sugerencias?.hits ?? [];
  const hayLista = abierto && hits.length > 0;

  const cerrar = useCallback(() => {
    setAbierto(false);
    setActivo(-1);
  }, []);

  const cancelar = useCallback(() => {
    window.clearTimeout(espera.current);
    turno.current += 1;
  }, []);

  const precargar = useCallback(() => {
    cargarMotor()
      .then((m) => m.preparar())
      .catch(() => undefined);
    cargarOpciones().catch(() => undefined);
  }, []);

  const autocompletar = useCallback(
    (texto: string) => {
      cancelar();
      if (!zona || !shouldAutocomplete(texto)) {
        setSugerencias(null);
        cerrar();
        setAnuncio('');
        return;
      }
      const consulta = normalizeSearch(texto);
      espera.current = window.setTimeout(() => {
        const mio = ++turno.current;
        Promise.all([
          cargarMotor().then((m) =>
            m.buscar({ query: consulta, zona, hitsPerPage: AUTOCOMPLETE_HITS, page: 0 }),
          ),
          cargarOpciones(),
        ]).then(
          ([r, { Opciones, Extras }]) => {
            if (mio !== turno.current) return;
            const { hits, queryID, categorias, quisoDecir } = r;
            setSugerencias({ consulta, hits, queryID, categorias, quisoDecir, Opciones, Extras });
            setActivo(-1);
            setAbierto(document.activeElement === input.current);
            setAnuncio(contarSugerencias(r.hits.length));
          },
          (err: unknown) => {
            if (mio !== turno.current) return;
            console.warn('[mf_storefront] sugerencias no disponibles', err);
            setSugerencias(null);
            cerrar();
            setAnuncio('No pudimos cargar sugerencias. Presione Enter para buscar.');
          },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [zona, cancelar, cerrar],
  );

  // Takes over from the shell's plain box: its focus (and, above, its text) carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the slot first renders.
  useLayoutEffect(() => {
    const respaldo = document.getElementById(ID_RESPALDO);
    if (respaldo && document.activeElement === respaldo) {
      const el = input.current;
      el?.focus();
      el?.setSelectionRange(el.value.length, el.value.length);
      precargar();
      if (valor) autocompletar(valor);
    }
  }, []);

  // On the results page the box shows its query; a new search there updates it.
  useEffect(() => {
    if (deUrl === null) return;
    setValor(deUrl);
    setError(null);
    cancelar();
    cerrar();
  }, [deUrl, cancelar, cerrar]);

  useEffect(() => () => window.clearTimeout(espera.current), []);

  // The active option stays in view when the list scrolls.
  useEffect(() => {
    if (activo >= 0) document.getElementById(idOpcion(activo))?.scrollIntoView({ block: 'nearest' });
  }, [activo]);

  const elegir = (hit: HitProducto) => {
    if (!zona) return;
    const queryID = sugerencias?.queryID;
    cancelar();
    cerrar();
    clicEnBusqueda({ queryID, objectID: hit.objectID, posicion: hit.posicion, origen: 'sugerencia' });
    navigate(links.productoSlug(zona, hit.producto.slug, queryID, hit.posicion));
    enfocarTituloAlLlegar(input.current);
  };

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const resultado = validateSearch(valor);
    if (!resultado.ok) {
      setError(resultado.error);
      return;
    }
    setError(null);
    cancelar();
    cerrar();
    setValor(resultado.value);
    navigate(zona ? links.buscar(zona, resultado.value) : links.inicio());
  };

  const alTeclear = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = hits.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        if (!abierto) setAbierto(true);
        setActivo((i) => (!abierto || i >= n - 1 ? 0 : i + 1));
        return;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        if (!abierto) setAbierto(true);
        setActivo((i) => (!abierto || i <= 0 ? n - 1 : i - 1));
        return;
      case 'Enter': {
        const hit = hayLista && activo >= 0 ? hits[activo] : undefined;
        if (hit) {
          event.preventDefault();
          elegir(hit);
        }
        return; // else the form submits: the results page
      }
      case 'Escape':
        if (hayLista) {
          event.preventDefault();
          cerrar();
        } else if (valor) {
          event.preventDefault();
          cancelar();
          setValor('');
          setError(null);
          setSugerencias(null);
        }
        return;
      case 'Tab':
        // The list stays open: Tab goes on to its products' add controls (the search closes it when
        // the focus leaves it).
        setActivo(-1);
        return;
    }
  };

  return (
    <search
      className={styles.buscador}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) cerrar();
      }}
    >
      <form className={styles.form} onSubmit={enviar} noValidate>
        <label htmlFor={ID} className="mv-visually-hidden">
          Buscar productos
        </label>
        <input
          ref={input}
          id={ID}
          type="search"
          className={styles.input}
          placeholder="Buscar productos"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hayLista}
          aria-controls={ID_LISTA}
          aria-activedescendant={hayLista && activo >= 0 ? idOpcion(activo) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ID_ERROR : undefined}
          value={valor}
          onFocus={() => {
            precargar();
            if (hits.length > 0 && sugerencias?.consulta === normalizeSearch(valor)) setAbierto(true);
          }}
          onChange={(event) => {
            setValor(event.target.value);
            setError(null);
            precargar();
            autocompletar(event.target.value);
          }}
          onKeyDown={alTeclear}
        />
        <button type="submit" className={styles.boton} aria-label="Buscar">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {error && (
          <p id={ID_ERROR} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {/* The list, with the correction and the categories around it (links, so not in the listbox). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only hears Escape from the links and controls inside. */}
      <div
        className={styles.lista}
        hidden={!hayLista}
        onKeyDown={(event) => {
          // Escape in a product's add control or a link: back to the box, the list closed.
          if (event.key !== 'Escape') return;
          event.preventDefault();
          input.current?.focus();
          cerrar();
        }}
      >
        <div id={ID_LISTA} role="listbox" aria-label="Productos sugeridos">
          {hayLista && sugerencias && zona && (
            <sugerencias.Opciones
              zona={zona}
              queryID={sugerencias.queryID}
              hits={hits}
              activo={activo}
              idOpcion={idOpcion}
              onElegir={elegir}
            />
          )}
        </div>
        {hayLista && sugerencias && zona && (
          <sugerencias.Extras
            zona={zona}
            consulta={sugerencias.consulta}
            categorias={sugerencias.categorias}
            quisoDecir={sugerencias.quisoDecir}
            onIr={() => {
              cancelar();
              cerrar();
            }}
          />
        )}
      </div>
      {abierto && sugerencias && hits.length === 0 && (
        <p className={styles.vacio}>No se encontraron resultados</p>
      )}
      <p className="mv-visually-hidden" role="status" aria-live="polite">
        {anuncio}
      </p>
    </search>
  );
}
