/**
 * The back-office's bar chart, as inline SVG: one bar per row, each series drawn from the baseline
 * over the previous one (a part over its whole: searches without results over all searches), with the
 * same figures in a table for screen readers and for reading exact numbers. Written here rather than
 * taken from a chart library: a few hundred bars need no scales, axes or animation engine, and the
 * libraries worth their name (Chart.js, uPlot: canvas, so a table beside them anyway; Recharts: D3
 * underneath) add 40-150 KB for it.
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

export function GraficoBarras<T>({
  titulo,
  filas,
  clave,
  etiqueta,
  series,
  formato = String,
  vacio,
}: {
  /** What the chart shows, for screen readers ('Búsquedas por día, del 01/11 al 30/11'). */
  titulo: string;
  filas: readonly T[];
  clave: (fila: T) => string;
  /** The row's label under its bar and in the table. */
  etiqueta: (fila: T) => string;
  series: readonly [SerieGrafico<T>, ...SerieGrafico<T>[]];
  /** A value as shown in tooltips and the table. */
  formato?: (valor: number) => string;
  /** What to say when there are no rows. */
  vacio: string;
}) {
  const tituloId = useId();
  if (filas.length === 0) return <p className={estilos.leyenda}>{vacio}</p>;
  const pocas = filas.length <= 14;
  const anchoBarra = pocas ? 40 : 12;
  const maximo = Math.max(...filas.flatMap((f) => series.map((s) => s.valor(f))), 1);
  const ancho = filas.length * (anchoBarra + SEPARACION);
  const alto = (n: number) => Math.max(n > 0 ? 1 : 0, Math.round((n / maximo) * ALTO));
  const corta = (texto: string) => (pocas && texto.length > 8 ? `${texto.slice(0, 7)}…` : texto);
  return (
    <figure className={estilos.grafico}>
      <div className={estilos.lienzo}>
        <svg
          role="img"
          aria-labelledby={tituloId}
          viewBox={`0 0 ${ancho} ${ALTO + 16}`}
          width={Math.max(ancho, 200)}
          height={ALTO + 16}
        >
          <title id={tituloId}>{titulo}</title>
          {filas.map((f, i) => {
            const x = i * (anchoBarra + SEPARACION);
            const detalle = series.map((s) => `${s.etiqueta}: ${formato(s.valor(f))}`).join(', ');
            return (
              <g key={clave(f)}>
                {series.map((s, j) => (
                  <rect
                    key={s.etiqueta}
                    className={TONOS[s.tono]}
                    x={x}
                    y={ALTO - alto(s.valor(f))}
                    width={anchoBarra}
                    height={alto(s.valor(f))}
                  >
                    {j === 0 && <title>{`${etiqueta(f)}: ${detalle}`}</title>}
                  </rect>
                ))}
                {(pocas || i % 7 === 0) && (
                  <text
                    className={estilos.etiquetaEje}
                    x={x + anchoBarra / 2}
                    y={ALTO + 12}
                    textAnchor="middle"
                  >
                    {corta(etiqueta(f))}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={estilos.leyenda}>
        {series.map((s) => (
          <span key={s.etiqueta}>
            <span className={`${estilos.muestra} ${TONOS[s.tono]}`} aria-hidden="true" /> {s.etiqueta}{' '}
          </span>
        ))}
      </figcaption>
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
    </figure>
  );
}
