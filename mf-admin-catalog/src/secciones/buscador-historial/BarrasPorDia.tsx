/**
 * Searches per day as an inline SVG bar chart: one bar per day (all searches), its part without
 * results darker. Written here rather than taken from a chart library: one series of at most 366
 * bars needs no scales, axes or animation engine, and the libraries worth their name (Chart.js,
 * uPlot: canvas, so a table beside them anyway; Recharts: D3 underneath) add 40-150 KB for it. The
 * same figures are in a table for screen readers and for reading exact numbers.
 */
import { useId } from 'react';
import * as estilos from './historial.module.css';

export type Dia = { dia: string; busquedas: number; sinResultados: number };

const ALTO = 160;
const ANCHO_BARRA = 12;
const SEPARACION = 4;

/** '2026-11-26' → '26/11'. */
const corto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

export function BarrasPorDia({ dias }: { dias: readonly Dia[] }) {
  const titulo = useId();
  if (dias.length === 0) return <p className={estilos.nota}>No hubo búsquedas en el período.</p>;
  const maximo = Math.max(...dias.map((d) => d.busquedas), 1);
  const ancho = dias.length * (ANCHO_BARRA + SEPARACION);
  const alto = (n: number) => Math.max(n > 0 ? 1 : 0, Math.round((n / maximo) * ALTO));
  return (
    <figure className={estilos.grafico}>
      <div className={estilos.lienzo}>
        <svg
          role="img"
          aria-labelledby={titulo}
          viewBox={`0 0 ${ancho} ${ALTO + 16}`}
          width={Math.max(ancho, 200)}
          height={ALTO + 16}
        >
          <title id={titulo}>
            Búsquedas por día, del {corto(dias[0]!.dia)} al {corto(dias[dias.length - 1]!.dia)}; máximo{' '}
            {maximo} en un día
          </title>
          {dias.map((d, i) => {
            const x = i * (ANCHO_BARRA + SEPARACION);
            return (
              <g key={d.dia}>
                <rect
                  className={estilos.barra}
                  x={x}
                  y={ALTO - alto(d.busquedas)}
                  width={ANCHO_BARRA}
                  height={alto(d.busquedas)}
                >
                  <title>{`${corto(d.dia)}: ${d.busquedas} búsquedas, ${d.sinResultados} sin resultados`}</title>
                </rect>
                <rect
                  className={estilos.barraVacia}
                  x={x}
                  y={ALTO - alto(d.sinResultados)}
                  width={ANCHO_BARRA}
                  height={alto(d.sinResultados)}
                />
                {(dias.length <= 14 || i % 7 === 0) && (
                  <text
                    className={estilos.etiquetaEje}
                    x={x + ANCHO_BARRA / 2}
                    y={ALTO + 12}
                    textAnchor="middle"
                  >
                    {corto(d.dia)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={estilos.leyenda}>
        <span className={estilos.muestra} aria-hidden="true" /> Búsquedas{' '}
        <span className={`${estilos.muestra} ${estilos.muestraVacia}`} aria-hidden="true" /> Sin resultados
      </figcaption>
      <details>
        <summary>Ver las cifras por día</summary>
        <table className={estilos.tabla}>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Búsquedas</th>
              <th scope="col">Sin resultados</th>
            </tr>
          </thead>
          <tbody>
            {dias.map((d) => (
              <tr key={d.dia}>
                <th scope="row">{corto(d.dia)}</th>
                <td>{d.busquedas}</td>
                <td>{d.sinResultados}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
