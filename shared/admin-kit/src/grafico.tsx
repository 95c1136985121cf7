/**
 * The back-office's bar chart. Rows in a sequence (days) are columns in inline SVG, each series drawn
 * from the baseline over the previous one (a part over its whole: searches without results over all
 * searches), each column's value above it while they are few enough to have room; named rows
 * (customers) are lines, `disposicion="filas"`: the whole name, wrapping when long, its bar and its
 * value, so no two names are cut to the same 'María P…'. The same figures are in a table for screen
 * readers and for reading exact numbers. Written here rather than taken from a chart library: a few
 * hundred bars need no scales, axes or animation engine, and the libraries worth their name (Chart.js,
 * uPlot: canvas, so a table beside them anyway; Recharts: D3 underneath) add 40-150 KB for it.
 */
import { useId } from 'react';
import * as estilos from './grafico.module.css';

const TONOS = { marca: estilos.marca, peligro: estilos.peligro } as const;

export interface SerieGrafico<T> {
  etiqueta: string;
  valor: (fila: T) => number;
  /** The bar's colour: the brand's, or the danger colour for a part to notice. */
  tono: 'marca' | 'peligro';
}

const ALTO = 160;
const SEPARACION = 4;
/** Room above the columns for their values. */
const MARGEN_VALOR = 14;

type Props<T> = {
  /** What the chart shows, for screen readers ('Búsquedas por día, del 01/11 al 30/11'). */
  titulo: string;
  filas: readonly T[];
  clave: (fila: T) => string;
  /** The row's label under its bar (or before it, in lines) and in the table. */
  etiqueta: (fila: T) => string;
  series: readonly [SerieGrafico<T>, ...SerieGrafico<T>[]];
  /** A value as shown beside its bar, in tooltips and the table. */
  formato?: (valor: number) => string;
  /** What to say when there are no rows. */
  vacio: string;
  /** Columns for a sequence (days, the default); lines for named rows, whose labels are long. */
  disposicion?: 'columnas' | 'filas';
};

export function GraficoBarras<T>(props: Props<T>) {
  const { filas, series, vacio } = props;
  if (filas.length === 0) return <p className={estilos.leyenda}>{vacio}</p>;
  return (
    <figure className={estilos.grafico}>
      {props.disposicion === 'filas' ? <Lineas {...props} /> : <Columnas {...props} />}
      <figcaption className={estilos.leyenda}>
        {series.map((s) => (
          <span key={s.etiqueta}>
            <span className={`${estilos.muestra} ${TONOS[s.tono]}`} aria-hidden="true" /> {s.etiqueta}{' '}
          </span>
        ))}
      </figcaption>
      <Cifras {...props} />
    </figure>
  );
}

/** Named rows as lines: the whole label (wrapping), the bars over one track, and the values. */
function Lineas<T>({ titulo, filas, clave, etiqueta, series, formato = String }: Props<T>) {
  const maximo = Math.max(...filas.flatMap((f) => series.map((s) => s.valor(f))), 1);
  const valores = (f: T) =>
    series.length === 1
      ? formato(series[0].valor(f))
      : series.map((s) => `${s.etiqueta}: ${formato(s.valor(f))}`).join(' · ');
  return (
    <ol className={estilos.lineas} aria-label={titulo}>
      {filas.map((f) => (
        <li key={clave(f)} className={estilos.linea}>
          <span className={estilos.nombreLinea}>{etiqueta(f)}</span>
          <span className={estilos.pista} aria-hidden="true">
            {series.map((s) => (
              <span
                key={s.etiqueta}
                className={`${estilos.barra} ${TONOS[s.tono]}`}
                style={{ width: `${(Math.max(s.valor(f), 0) / maximo) * 100}%` }}
              />
            ))}
          </span>
          <span className={estilos.valorLinea}>{valores(f)}</span>
        </li>
      ))}
    </ol>
  );
}

function Columnas<T>({ titulo, filas, clave, etiqueta, series, formato = String }: Props<T>) {
  const tituloId = useId();
  const pocas = filas.length <= 14;
  const anchoBarra = pocas ? 40 : 12;
  const maximo = Math.max(...filas.flatMap((f) => series.map((s) => s.valor(f))), 1);
  const ancho = filas.length * (anchoBarra + SEPARACION);
  const alto = (n: number) => Math.max(n > 0 ? 1 : 0, Math.round((n / maximo) * ALTO));
  const corta = (texto: string) => (pocas && texto.length > 8 ? `${texto.slice(0, 7)}…` : texto);
  const base = MARGEN_VALOR + ALTO;
  return (
    <div className={estilos.lienzo}>
      <svg
        role="img"
        aria-labelledby={tituloId}
        viewBox={`0 0 ${ancho} ${base + 16}`}
        width={Math.max(ancho, 200)}
        height={base + 16}
      >
        <title id={tituloId}>{titulo}</title>
        {filas.map((f, i) => {
          const x = i * (anchoBarra + SEPARACION);
          const detalle = series.map((s) => `${s.etiqueta}: ${formato(s.valor(f))}`).join(', ');
          const cima = Math.max(...series.map((s) => alto(s.valor(f))));
          return (
            <g key={clave(f)}>
              {series.map((s, j) => (
                <rect
                  key={s.etiqueta}
                  className={TONOS[s.tono]}
                  x={x}
                  y={base - alto(s.valor(f))}
                  width={anchoBarra}
                  height={alto(s.valor(f))}
                >
                  {j === 0 && <title>{`${etiqueta(f)}: ${detalle}`}</title>}
                </rect>
              ))}
              {pocas && (
                <text
                  className={estilos.valorColumna}
                  x={x + anchoBarra / 2}
                  y={base - cima - 3}
                  textAnchor="middle"
                >
                  {formato(series[0].valor(f))}
                </text>
              )}
              {(pocas || i % 7 === 0) && (
                <text
                  className={estilos.etiquetaEje}
                  x={x + anchoBarra / 2}
                  y={base + 12}
                  textAnchor="middle"
                >
                  <title>{etiqueta(f)}</title>
                  {corta(etiqueta(f))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** The exact figures, folded: a row per bar, a column per series. */
function Cifras<T>({ filas, clave, etiqueta, series, formato = String }: Props<T>) {
  return (
    <details>
      <summary>Ver las cifras</summary>
      <table className={estilos.tabla}>
        <thead>
          <tr>
            <th scope="col"> </th>
            {series.map((s) => (
              <th key={s.etiqueta} scope="col">
                {s.etiqueta}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f) => (
            <tr key={clave(f)}>
              <th scope="row">{etiqueta(f)}</th>
              {series.map((s) => (
                <td key={s.etiqueta}>{formato(s.valor(f))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
