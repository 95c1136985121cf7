import { describe, expect, it } from 'vitest';
import { links, readQuery } from '../src/links.ts';
import {
  EventosBusqueda,
  hitPosition,
  insightsBatches,
  insightsEventName,
  isQueryId,
  parsePosition,
} from '../src/rules/search-insights.ts';

const PRINTABLE = /^[\x20-\x7e]{1,64}$/;

describe('search analytics rules (spec §7)', () => {
  it('makes event names printable ASCII: accents and ñ folded, the rest dropped', () => {
    expect(insightsEventName('Búsqueda de añadidos')).toBe('Busqueda de anadidos');
    expect(insightsEventName('Producto “elegido” 🛒 ya')).toBe('Producto elegido ya');
    expect(insightsEventName('  dos\t\nlíneas  ')).toBe('dos lineas');
    expect(insightsEventName('🛒')).toBe('Evento');
    for (const name of Object.values(EventosBusqueda)) expect(insightsEventName(name)).toMatch(PRINTABLE);
  });

  it('cuts event names at 64 characters', () => {
    const long = `${'á'.repeat(40)} ${'b'.repeat(40)}`;
    const name = insightsEventName(long);
    expect(name).toHaveLength(64);
    expect(name).toBe(`${'a'.repeat(40)} ${'b'.repeat(23)}`);
    expect(insightsEventName('x'.repeat(64))).toHaveLength(64);
    // No trailing space left by the cut.
    expect(insightsEventName(`${'a'.repeat(63)} b`)).toBe('a'.repeat(63));
  });

  it('counts click positions from 1 across pages', () => {
    expect(hitPosition(0, 10, 0)).toBe(1);
    expect(hitPosition(0, 10, 9)).toBe(10);
    expect(hitPosition(2, 50, 3)).toBe(104);
  });

  it('sends at most 20 objects per event', () => {
    const ids = Array.from({ length: 45 }, (_, i) => String(i + 1));
    const batches = insightsBatches(ids);
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
    expect(batches.flat()).toEqual(ids);
    expect(insightsBatches([])).toEqual([]);
  });

  it('accepts only 32-hex queryIDs and positions from 1', () => {
    expect(isQueryId('0123456789abcdef0123456789ABCDEF')).toBe(true);
    expect(isQueryId('abc')).toBe(false);
    expect(isQueryId(undefined)).toBe(false);
    expect(parsePosition('3')).toBe(3);
    expect(parsePosition('0')).toBeUndefined();
    expect(parsePosition('-1')).toBeUndefined();
    expect(parsePosition(null)).toBeUndefined();
  });

  it('puts the queryID and the position of a hit in the product link, and pages in the results link', () => {
    const qid = '0123456789abcdef0123456789abcdef';
    const url = links.productoSlug('caracas', 'arroz-blanco', qid, 4);
    expect(url).toBe(`/caracas/producto/arroz-blanco?queryID=${qid}&position=4`);
    expect(parsePosition(readQuery(url.split('?')[1]!, 'position'))).toBe(4);
    expect(links.buscar('caracas', 'arroz blanco', 2)).toBe('/caracas/buscar?q=arroz+blanco&pag=2');
    expect(links.buscar('caracas', 'arroz blanco', 1)).toBe('/caracas/buscar?q=arroz+blanco');
  });
});
