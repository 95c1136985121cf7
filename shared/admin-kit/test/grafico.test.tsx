/**
 * The kit's bar chart (issue 33): named rows as lines keep their whole label, each with its value, so
 * four customers named 'María P…' are four names; columns show each value above them while few.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GraficoBarras } from '../src/grafico.tsx';

type Fila = { nombre: string; total: number };
const MARIAS: Fila[] = [
  { nombre: 'María Pérez González', total: 123410 },
  { nombre: 'María Pereira', total: 5000 },
  { nombre: 'María Pinto de Rojas', total: 250 },
  { nombre: 'María Paz', total: 10 },
];
const grafico = (disposicion?: 'filas' | 'columnas') =>
  renderToStaticMarkup(
    <GraficoBarras
      titulo="Los clientes que más compraron"
      disposicion={disposicion}
      filas={MARIAS}
      clave={(f) => f.nombre}
      etiqueta={(f) => f.nombre}
      series={[{ etiqueta: 'Total', valor: (f) => f.total, tono: 'marca' }]}
      formato={(n) => `$ ${(n / 100).toFixed(2)}`}
      vacio="Nada"
    />,
  );
// CSS modules are not loaded under vitest: the markup is read by its structure.
const lineas = (html: string) =>
  [
    ...html.matchAll(
      /<li><span>([^<]*)<\/span><span aria-hidden="true">.*?<\/span><\/span><span>([^<]*)<\/span><\/li>/g,
    ),
  ].map((m) => [m[1], m[2]]);
const textos = (html: string) =>
  [...html.matchAll(/<text[^>]*>(?:<title>[^<]*<\/title>)?([^<]*)<\/text>/g)].map((m) => m[1]);

describe('GraficoBarras', () => {
  it('draws named rows as lines: the whole name and the value of each', () => {
    const html = grafico('filas');
    expect(lineas(html)).toEqual([
      ['María Pérez González', '$ 1234.10'],
      ['María Pereira', '$ 50.00'],
      ['María Pinto de Rojas', '$ 2.50'],
      ['María Paz', '$ 0.10'],
    ]);
    expect(html).not.toContain('…');
  });

  it('shows each column’s value above it, and the whole label in the cut one’s title', () => {
    const html = grafico();
    expect(textos(html).filter((t) => t?.startsWith('$'))).toEqual([
      '$ 1234.10',
      '$ 50.00',
      '$ 2.50',
      '$ 0.10',
    ]);
    expect(html).toContain('<title>María Pérez González</title>');
  });

  it('says so when there are no rows', () => {
    expect(
      renderToStaticMarkup(
        <GraficoBarras
          titulo="t"
          filas={[]}
          clave={String}
          etiqueta={String}
          series={[{ etiqueta: 'x', valor: Number, tono: 'marca' }]}
          vacio="No hubo compras en el período."
        />,
      ),
    ).toContain('No hubo compras en el período.');
  });
});
