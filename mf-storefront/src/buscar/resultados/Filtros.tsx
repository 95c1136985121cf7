/**
 * The results' filters (issue 37): category and brand (any of the values chosen, with counts),
 * offers and a price range in the shopper's currency. Each change is a new URL (navigate), so the
 * page's search follows it and back/forward undo it. The same panel is the sidebar on wide screens
 * and the "Filtrar" dialog's body on phones.
 */
import { useCurrency } from '@mercado/shared/react';
import { formatAmount, formatMoney, parseMoneyInput } from '@mercado/shared/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as base from '../../componentes/componentes.module.css';
import type { PaginaResultados, ValorFaceta } from './consulta.ts';
import { alternar, aUsd, type EstadoBusqueda, enMoneda, filtrosActivos, sinFiltros } from './estado.ts';
import * as styles from './resultados.module.css';

type Ir = (e: EstadoBusqueda) => void;

/**
 * A facet's values as checkboxes. What is ticked comes from the URL (`elegidos`), not from the last
 * answer: a value just ticked stays ticked while its results load, and a chosen value the answer
 * does not list (found with "Buscar marca") is still shown, to untick.
 */
function Valores({
  leyenda,
  valores,
  elegidos,
  onAlternar,
}: {
  leyenda: string;
  valores: readonly ValorFaceta[];
  elegidos: readonly string[];
  onAlternar: (valor: string) => void;
}) {
  const listados = new Set(valores.map((v) => v.valor));
  const todos: { valor: string; cantidad: number | null }[] = [
    ...elegidos.filter((v) => !listados.has(v)).map((valor) => ({ valor, cantidad: null })),
    ...valores,
  ];
  if (todos.length === 0) return null;
  return (
    <ul className={styles.valores} aria-label={leyenda}>
      {todos.map((v) => (
        <li key={v.valor}>
          <label className={styles.opcion}>
            <input
              type="checkbox"
              checked={elegidos.includes(v.valor)}
              onChange={() => onAlternar(v.valor)}
            />
            <span className={styles.opcionNombre}>{v.valor}</span>
            {v.cantidad !== null && (
              <span className={styles.cuenta}>
                <span className="mv-visually-hidden">, </span>
                {v.cantidad}
                <span className="mv-visually-hidden"> {v.cantidad === 1 ? 'producto' : 'productos'}</span>
              </span>
            )}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** "Buscar marca": the brands of these results matching what the shopper types. */
function BuscarMarca({ estado, zona, ir }: { estado: EstadoBusqueda; zona: string; ir: Ir }) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [hallazgo, setHallazgo] = useState<{ texto: string; marcas: ValorFaceta[] } | 'error' | null>(null);
  // Only the answer to the latest keystroke is shown (an earlier one may arrive after it).
  const ultima = useRef(0);
  const buscar = (valor: string) => {
    setTexto(valor);
    const limpio = valor.trim();
    const n = ++ultima.current;
    if (!limpio) {
      setHallazgo(null);
      return;
    }
    import('./consulta.ts')
      .then((m) => m.buscarMarcas(estado, zona, limpio))
      .then(
        (marcas) => n === ultima.current && setHallazgo({ texto: limpio, marcas }),
        () => n === ultima.current && setHallazgo('error'),
      );
  };
  return (
    <div className={`${base.campo} ${styles.buscarMarca}`}>
      <label htmlFor={id}>Buscar marca</label>
      <input
        id={id}
        className="mv-input"
        type="search"
        autoComplete="off"
        value={texto}
        onChange={(ev) => buscar(ev.target.value)}
      />
      <p className="mv-visually-hidden" aria-live="polite">
        {hallazgo === 'error'
          ? ''
          : hallazgo && `${hallazgo.marcas.length} ${hallazgo.marcas.length === 1 ? 'marca' : 'marcas'}`}
      </p>
      {hallazgo === 'error' && (
        <p role="alert" className={styles.error}>
          No pudimos buscar marcas. Intente de nuevo.
        </p>
      )}
      {hallazgo && hallazgo !== 'error' && texto.trim() && (
        <Valores
          leyenda={`Marcas con «${hallazgo.texto}»`}
          valores={hallazgo.marcas}
          elegidos={estado.marcas}
          onAlternar={(valor) => ir({ ...estado, marcas: alternar(estado.marcas, valor), pag: 1 })}
        />
      )}
      {hallazgo && hallazgo !== 'error' && texto.trim() && hallazgo.marcas.length === 0 && (
        <p className={`${base.nota} ${styles.nota}`}>
          Ninguna marca de estos resultados contiene «{hallazgo.texto}».
        </p>
      )}
    </div>
  );
}

/** The price range, typed in the shopper's currency; kept in the URL in USD cents. */
function RangoPrecio({
  estado,
  precios,
  ir,
}: {
  estado: EstadoBusqueda;
  precios: PaginaResultados['precios'];
  ir: Ir;
}) {
  const { seleccionada } = useCurrency();
  const id = useId();
  const mostrar = (usd: number | null) => (usd === null ? '' : formatAmount(enMoneda(usd, seleccionada)));
  const [min, setMin] = useState(() => mostrar(estado.precioMin));
  const [max, setMax] = useState(() => mostrar(estado.precioMax));
  const [error, setError] = useState<string | null>(null);
  const simbolo = formatMoney(0, seleccionada)
    .replace(/[\d\s.,]+/g, '')
    .trim();

  const aplicar = (ev: FormEvent) => {
    ev.preventDefault();
    const leer = (texto: string) => (texto.trim() ? parseMoneyInput(texto) : null);
    const a = leer(min);
    const b = leer(max);
    if ((min.trim() && (a === null || a < 0)) || (max.trim() && (b === null || b < 0))) {
      setError('Escriba montos válidos, por ejemplo 12,50.');
      return;
    }
    if (a !== null && b !== null && a > b) {
      setError('El mínimo no puede ser mayor que el máximo.');
      return;
    }
    setError(null);
    ir({
      ...estado,
      precioMin: a === null ? null : aUsd(a, seleccionada, 'min'),
      precioMax: b === null ? null : aUsd(b, seleccionada, 'max'),
      pag: 1,
    });
  };

  return (
    <form className={styles.rango} onSubmit={aplicar} noValidate>
      {precios && (
        <p className={`${base.nota} ${styles.nota}`} id={`${id}-entre`}>
          De {formatMoney(enMoneda(precios.min, seleccionada), seleccionada)} a{' '}
          {formatMoney(enMoneda(precios.max, seleccionada), seleccionada)}
        </p>
      )}
      <div className={styles.rangoCampos}>
        <label className={base.campo}>
          <span>Mínimo ({simbolo})</span>
          <input
            className="mv-input"
            inputMode="decimal"
            value={min}
            placeholder={precios ? mostrar(precios.min) : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(ev) => setMin(ev.target.value)}
          />
        </label>
        <label className={base.campo}>
          <span>Máximo ({simbolo})</span>
          <input
            className="mv-input"
            inputMode="decimal"
            value={max}
            placeholder={precios ? mostrar(precios.max) : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(ev) => setMax(ev.target.value)}
          />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className="mv-button mv-button--secondary">
        Aplicar precio
      </button>
    </form>
  );
}

export function Filtros({
  estado,
  resultado,
  zona,
  ir,
}: {
  estado: EstadoBusqueda;
  resultado: PaginaResultados;
  zona: string;
  ir: Ir;
}) {
  const activos = filtrosActivos(estado);
  return (
    <div className={styles.filtros}>
      {activos > 0 && (
        <button
          type="button"
          className="mv-button mv-button--secondary"
          onClick={() => ir(sinFiltros(estado))}
        >
          Quitar filtros ({activos})
        </button>
      )}
      <fieldset className={styles.grupo}>
        <legend>Ofertas</legend>
        <label className={styles.opcion}>
          <input
            type="checkbox"
            checked={estado.oferta}
            onChange={() => ir({ ...estado, oferta: !estado.oferta, pag: 1 })}
          />
          <span className={styles.opcionNombre}>Solo productos en oferta</span>
        </label>
      </fieldset>
      {(resultado.categorias.length > 0 || estado.categorias.length > 0) && (
        <fieldset className={styles.grupo}>
          <legend>Categoría</legend>
          <Valores
            leyenda="Categorías"
            valores={resultado.categorias}
            elegidos={estado.categorias}
            onAlternar={(valor) => ir({ ...estado, categorias: alternar(estado.categorias, valor), pag: 1 })}
          />
        </fieldset>
      )}
      {(resultado.marcas.length > 0 || estado.marcas.length > 0) && (
        <fieldset className={styles.grupo}>
          <legend>Marca</legend>
          {resultado.masMarcas && <BuscarMarca estado={estado} zona={zona} ir={ir} />}
          <Valores
            leyenda="Marcas"
            valores={resultado.marcas}
            elegidos={estado.marcas}
            onAlternar={(valor) => ir({ ...estado, marcas: alternar(estado.marcas, valor), pag: 1 })}
          />
        </fieldset>
      )}
      {(resultado.precios || estado.precioMin !== null || estado.precioMax !== null) && (
        <fieldset className={styles.grupo}>
          <legend>Precio (IVA incluido)</legend>
          <RangoPrecio
            key={`${estado.precioMin}-${estado.precioMax}`}
            estado={estado}
            precios={resultado.precios}
            ir={ir}
          />
        </fieldset>
      )}
    </div>
  );
}
