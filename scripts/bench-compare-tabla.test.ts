import { describe, expect, it } from 'vitest';
import {
  celda,
  filasComparadas,
  masUnCentimo,
  mediana,
  presupuesto,
  type Rondas,
  razon,
  refPedida,
  refPorDefecto,
} from './bench-compare-tabla.ts';

describe('bench --compare: the ref', () => {
  it('is the one asked for, else the last tag, else origin/main~N, else HEAD~N', () => {
    expect(refPedida(['--compare', 'v1.2.0', '--api-only'])).toBe('v1.2.0');
    expect(refPedida(['--compare', '--api-only'])).toBe('');
    expect(refPedida(['--api-only', '--compare'])).toBe('');
    expect(refPorDefecto('v1.2.0', true, 30)).toBe('v1.2.0');
    expect(refPorDefecto(null, true, 30)).toBe('origin/main~30');
    expect(refPorDefecto(null, false, 12)).toBe('HEAD~12');
  });
});

describe('bench --compare: the figures', () => {
  it('takes the median of the rounds and the ratio new/old', () => {
    expect(mediana([3, 1, 2])).toBe(2);
    expect(mediana([393, 359])).toBe(376);
    expect(razon(242, 376)).toBe('0.64×');
    expect(razon(5, 0)).toBe('—');
    expect(celda([261, 223], [393, 359])).toBe('376 [393, 359] → 242 [261, 223] (0.64×)');
    expect(celda([10], [20])).toBe('20 → 10 (0.50×)');
    expect(celda([6.6, 10.8], [209, 439.3])).toBe('324.2 [209, 439.3] → 8.7 [6.6, 10.8] (0.03×)');
  });

  it('judges the budgets on the working tree', () => {
    const r = (rps: number, p95: number): Rondas => ({ rps: [rps], p50: [1], p95: [p95], p99: [p95] });
    expect(presupuesto('PostgreSQL', r(1200, 18), undefined)).toMatch(/^cumple/);
    expect(presupuesto('PostgreSQL', r(904, 37), undefined)).toMatch(/^no cumple/);
    expect(presupuesto('PostgreSQL', r(1200, 21), undefined)).toMatch(/^no cumple/);
    expect(presupuesto('PGlite', r(800, 70), r(393, 74))).toMatch(/^cumple/);
    expect(presupuesto('PGlite', r(700, 70), r(393, 74))).toMatch(/^no cumple/);
    expect(presupuesto('PGlite', r(800, 80), r(393, 74))).toMatch(/^no cumple/);
    const filas = filasComparadas(
      'PGlite',
      new Map([['resolve', r(800, 70)]]),
      new Map([['resolve', r(400, 70)]]),
    );
    expect(filas[0]).toMatchObject({
      lectura: 'resolve',
      'req/s': '400 → 800 (2.00×)',
      'p95 ms': '70 → 70 (1.00×)',
    });
    expect(filas[0]).not.toHaveProperty('API µs/respuesta');
    const conCpu = filasComparadas(
      'PostgreSQL',
      new Map([['inicio', { ...r(3500, 19), us: [179, 122] }]]),
      new Map([['inicio', { ...r(300, 180), us: [607, 680] }]]),
    );
    expect(conCpu[0]?.['API µs/respuesta']).toBe('643.5 [607, 680] → 150.5 [179, 122] (0.23×)');
  });

  it('adds one cent in integer cents', () => {
    expect(masUnCentimo('12.34')).toBe('12.35');
    expect(masUnCentimo('0.99')).toBe('1.00');
    expect(masUnCentimo('7')).toBe('7.01');
  });
});
