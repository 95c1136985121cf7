/**
 * A chart per measure of the daily summary, in USD per day, drawn by uPlot (decision 0048): small,
 * fast, canvas. This module is the only one that imports it, and the summary page loads it lazily, so
 * the library is in a chunk of its own that neither the shell nor the remote's other pages fetch.
 * A canvas says nothing to a screen reader: each chart is named and points at the table by day,
 * which holds the same figures.
 */
import type { ResumenDiario } from '@mercado/shared/endpoints/admin-finanzas';
import { toCents } from '@mercado/shared/rules';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as propios from './finanzas.module.css';

const ALTO = 160;

/** Noon of a Caracas day, in seconds (uPlot's time axis). */
const momento = (dia: string) => new Date(`${dia}T12:00:00-04:00`).getTime() / 1000;

function color(nombre: string, porDefecto: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(nombre).trim() || porDefecto;
}

function Grafico({
  etiqueta,
  x,
  y,
  tablaId,
}: {
  etiqueta: string;
  x: number[];
  y: number[];
  tablaId: string;
}) {
  const lienzo = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = lienzo.current;
    if (!el) return;
    const marca = color('--mv-brand', '#1d4ed8');
    const texto = color('--mv-text-muted', '#555');
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height: ALTO,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          { stroke: texto, grid: { show: false } },
          { stroke: texto, size: 56, values: (_u, vals) => vals.map((v) => `$${v}`) },
        ],
        series: [
          {},
          {
            label: etiqueta,
            stroke: marca,
            fill: marca,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, y],
      el,
    );
    const medida = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 240), height: ALTO }),
    );
    medida.observe(el);
    return () => {
      medida.disconnect();
      plot.destroy();
    };
  }, [etiqueta, x, y]);
  return (
    <figure className={propios.grafico}>
      <figcaption>{etiqueta} (USD por día)</figcaption>
      <div
        ref={lienzo}
        className={propios.lienzo}
        role="img"
        aria-label={`Gráfico de ${etiqueta.toLowerCase()} por día, en USD. Las cifras están en la tabla «Por día».`}
        aria-describedby={tablaId}
        data-grafico={etiqueta}
      />
    </figure>
  );
}

export default function Graficos({ resumen, tablaId }: { resumen: ResumenDiario; tablaId: string }) {
  const x = resumen.dias.map((d) => momento(d.dia));
  return (
    <section className={propios.seccion} aria-labelledby="finanzas-graficos">
      <h2 id="finanzas-graficos" className={propios.subtituloGraficos}>
        Gráficos del período
      </h2>
      <div className={propios.graficos}>
        {resumen.medidas
          .filter((m) => m.grupo === 'principal')
          .map((m) => (
            <Grafico
              key={m.clave}
              etiqueta={m.etiqueta}
              x={x}
              // Drawn, never added: a float is fine for a bar's height.
              y={resumen.dias.map((d) => toCents(d.cifras[m.clave]!.usd) / 100)}
              tablaId={tablaId}
            />
          ))}
      </div>
    </section>
  );
}
