import { describe, expect, it } from 'vitest';
import {
  caracasDay,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatTime,
} from '../src/rules/dates.ts';
import { contar } from '../src/rules/plural.ts';
import {
  clampQuantity,
  defaultQuantity,
  formatQuantity,
  fromThousandths,
  isValidQuantity,
  quantityOptions,
  quantityOptionValues,
  toThousandths,
} from '../src/rules/quantity.ts';
import {
  canRefresh,
  isExpired,
  isLockHeld,
  needsRefresh,
  REFRESH_LOCK_MS,
  randomWaitMs,
  refreshDelayMs,
} from '../src/rules/refresh.ts';
import { RETRY_LIMIT, retryDelayMs, shouldRetry } from '../src/rules/retry.ts';
import {
  fromSearchQuery,
  normalizeSearch,
  SearchMensajes,
  shouldAutocomplete,
  toSearchQuery,
  validateSearch,
} from '../src/rules/search.ts';

const unit = { minimo: '1', maximo: '0', grupo: '1', unidad: '1', existencia: '5' };

describe('quantity options (spec §5)', () => {
  it('units: 0 then minimo..stock in steps of 1 when maximo is 0', () => {
    expect(quantityOptionValues(unit)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(defaultQuantity(unit)).toBe(1000);
  });
  it('maximo caps below the stock; absent maximo does not', () => {
    expect(quantityOptionValues({ ...unit, maximo: '3', existencia: '10' })).toEqual(['0', '1', '2', '3']);
    expect(quantityOptionValues({ ...unit, maximo: null, existencia: '3' })).toEqual(['0', '1', '2', '3']);
    expect(quantityOptionValues({ ...unit, maximo: '10', existencia: '2' })).toEqual(['0', '1', '2']);
  });
  it('steps by grupo×unidad from minimo×unidad', () => {
    expect(
      quantityOptionValues({ minimo: '2', maximo: '0', grupo: '3', unidad: '1', existencia: '12' }),
    ).toEqual(['0', '2', '5', '8', '11']);
  });
  it('weight in 0.250 kg steps without float drift', () => {
    const peso = { minimo: '2', maximo: '8', grupo: '1', unidad: '0.250', existencia: '10.000' };
    expect(quantityOptions(peso)).toEqual([0, 500, 750, 1000, 1250, 1500, 1750, 2000]);
    expect(quantityOptionValues(peso)).toEqual(['0', '0.5', '0.75', '1', '1.25', '1.5', '1.75', '2']);
    expect(defaultQuantity(peso)).toBe(500);
    const tenth = { minimo: '1', maximo: '0', grupo: '1', unidad: '0.100', existencia: '0.300' };
    expect(quantityOptionValues(tenth)).toEqual(['0', '0.1', '0.2', '0.3']); // 0.1+0.2 !== 0.3 in floats
  });
  it('out of stock or stock below the minimum leaves only 0', () => {
    expect(quantityOptions({ ...unit, existencia: '0' })).toEqual([0]);
    expect(quantityOptions({ ...unit, minimo: '3', existencia: '2' })).toEqual([0]);
    expect(defaultQuantity({ ...unit, minimo: '3', existencia: '2' })).toBe(0);
  });
  it('grupo or unidad 0 count as 1; a huge stock is capped in length', () => {
    expect(quantityOptionValues({ ...unit, grupo: '0', existencia: '3' })).toEqual(['0', '1', '2', '3']);
    expect(quantityOptions({ ...unit, existencia: '100000' }, 10)).toHaveLength(11);
  });
  it('clamps a cart quantity to the nearest valid option below', () => {
    const peso = { minimo: '2', maximo: '0', grupo: '1', unidad: '0.250', existencia: '1.100' };
    expect(clampQuantity(3000, peso)).toBe(1000);
    expect(clampQuantity(800, peso)).toBe(750);
    expect(clampQuantity(400, peso)).toBe(0);
    expect(isValidQuantity(750, peso)).toBe(true);
    expect(isValidQuantity(800, peso)).toBe(false);
    expect(isValidQuantity(0, peso)).toBe(true);
  });
  it('parses and writes thousandths', () => {
    expect(toThousandths('0.500')).toBe(500);
    expect(toThousandths('2')).toBe(2000);
    expect(fromThousandths(1250)).toBe('1.25');
    expect(() => toThousandths('-1')).toThrow();
    expect(() => toThousandths('uno')).toThrow();
  });
  it('formats quantities in Spanish', () => {
    expect(formatQuantity(2000, 'unidad')).toBe('2 und');
    expect(formatQuantity('1.500', 'peso')).toBe('1,5 kg');
    expect(formatQuantity(500, 'peso')).toBe('500 g');
    expect(formatQuantity(250, 'peso')).toBe('250 g');
    expect(formatQuantity(1000, 'peso')).toBe('1 kg');
  });
});

describe('token refresh timing (spec §4, §9)', () => {
  const exp = 1_000_000; // seconds
  it('refreshes only between exp − 60 s and the ttl, with a ttl', () => {
    const ttl = exp + 3600;
    expect(canRefresh({ now: (exp - 61) * 1000, exp, ttl })).toBe(false);
    expect(canRefresh({ now: (exp - 60) * 1000, exp, ttl })).toBe(true);
    expect(canRefresh({ now: (exp + 100) * 1000, exp, ttl })).toBe(true);
    expect(canRefresh({ now: ttl * 1000 - 1, exp, ttl })).toBe(true);
    expect(canRefresh({ now: ttl * 1000, exp, ttl })).toBe(false);
    expect(canRefresh({ now: exp * 1000, exp, ttl: null })).toBe(false);
    expect(canRefresh({ now: exp * 1000, exp, ttl: undefined })).toBe(false);
  });
  it('schedules the proactive refresh 60 s before expiry', () => {
    expect(refreshDelayMs(exp, (exp - 600) * 1000)).toBe(540_000);
    expect(refreshDelayMs(exp, (exp - 30) * 1000)).toBe(0);
    expect(needsRefresh(exp, (exp - 60) * 1000)).toBe(true);
    expect(needsRefresh(exp, (exp - 61) * 1000)).toBe(false);
    expect(isExpired(exp, exp * 1000 - 1)).toBe(false);
    expect(isExpired(exp, exp * 1000)).toBe(true);
  });
  it('a lock holds 10 s', () => {
    expect(REFRESH_LOCK_MS).toBe(10_000);
    expect(isLockHeld(1000, 1000 + 9999)).toBe(true);
    expect(isLockHeld(1000, 1000 + 10_000)).toBe(false);
    expect(isLockHeld(null, 5)).toBe(false);
  });
  it('waits a random 50–200 ms', () => {
    expect(randomWaitMs(() => 0)).toBe(50);
    expect(randomWaitMs(() => 0.5)).toBe(125);
    expect(randomWaitMs(() => 0.9999999)).toBe(200);
    for (let i = 0; i < 200; i++) {
      const ms = randomWaitMs();
      expect(ms).toBeGreaterThanOrEqual(50);
      expect(ms).toBeLessThanOrEqual(200);
    }
  });
});

describe('retry policy (spec §7, §9)', () => {
  it('retries GET on 504 up to 5 times', () => {
    expect(RETRY_LIMIT).toBe(5);
    for (let attempt = 1; attempt <= 5; attempt++) expect(shouldRetry('GET', 504, attempt)).toBe(true);
    expect(shouldRetry('get', 504, 6)).toBe(false);
    expect(shouldRetry('POST', 504, 1)).toBe(false);
    expect(shouldRetry('GET', 500, 1)).toBe(false);
    expect(shouldRetry('GET', 503, 1)).toBe(false);
  });
  it('waits 500 ms × attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([500, 1000, 1500, 2000, 2500]);
  });
});

describe('search box (spec §5)', () => {
  it('is required, 3 to 40 characters after collapsing spaces', () => {
    expect(validateSearch('   ')).toEqual({ ok: false, error: SearchMensajes.REQUERIDO });
    expect(validateSearch('  ab ')).toEqual({ ok: false, error: SearchMensajes.MINIMO });
    expect(validateSearch('harina   pan')).toEqual({ ok: true, value: 'harina pan' });
    expect(validateSearch('x'.repeat(40)).ok).toBe(true);
    expect(validateSearch('x'.repeat(41))).toEqual({ ok: false, error: SearchMensajes.MAXIMO });
  });
  it('autocompletes for trimmed length 3 to 50', () => {
    expect(shouldAutocomplete('  ab  ')).toBe(false);
    expect(shouldAutocomplete(' abc ')).toBe(true);
    expect(shouldAutocomplete('x'.repeat(50))).toBe(true);
    expect(shouldAutocomplete('x'.repeat(51))).toBe(false);
  });
  it('writes spaces as + and reads them back', () => {
    expect(normalizeSearch('  harina \t  pan  ')).toBe('harina pan');
    expect(toSearchQuery(' harina   pan ')).toBe('harina+pan');
    expect(toSearchQuery('café & té')).toBe('caf%C3%A9+%26+t%C3%A9');
    expect(fromSearchQuery('harina+pan')).toBe('harina pan');
    expect(fromSearchQuery('caf%C3%A9+%26+t%C3%A9')).toBe('café & té');
  });
});

describe('counts in words', () => {
  it('says one in the singular and everything else in the plural, with es-VE thousands', () => {
    expect(contar(1, 'fila', 'filas')).toBe('1 fila');
    expect(contar(0, 'error', 'errores')).toBe('0 errores');
    expect(contar(2, 'error', 'errores')).toBe('2 errores');
    expect(contar(1234, 'existencia', 'existencias')).toBe('1.234 existencias');
  });
});

describe('dates (es-VE, America/Caracas)', () => {
  // 2026-03-06T02:30Z is still March 5 in Caracas (UTC−4).
  const instant = '2026-03-06T02:30:00Z';
  it('uses Caracas time and Spanish month names', () => {
    expect(formatDate(instant)).toBe('5 de marzo de 2026');
    expect(caracasDay(instant)).toBe('2026-03-05');
    expect(formatDateTime(instant)).toMatch(/^5 de marzo de 2026.*10:30.*p.*m/);
    expect(formatTime(new Date('2026-03-05T12:04:00Z'))).toMatch(/^8:04.*a.*m/);
  });
  it('writes a moment short for lists, on the same Caracas clock as the long form', () => {
    expect(formatDateTimeShort(instant)).toMatch(/^5 mar\.? 2026, 10:30\s?p\.\s?m\.$/);
    expect(formatDateTimeShort('2026-12-02T05:03:00Z')).toMatch(/^2 dic\.? 2026, 1:03\s?a\.\s?m\.$/);
  });
  it('writes a calendar day as that day, whatever the clock', () => {
    expect(formatCalendarDay('2026-12-31')).toMatch(/^31 dic\.? 2026$/);
    expect(formatCalendarDay('2026-01-01')).toMatch(/^1 ene\.? 2026$/);
    expect(() => formatCalendarDay('31/12/2026')).toThrow();
  });
  it('rejects invalid dates', () => {
    expect(() => formatDate('nope')).toThrow();
  });
});
