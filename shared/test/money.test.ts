import { describe, expect, it } from 'vitest';
import {
  convertCents,
  formatAmount,
  formatInCurrency,
  formatMoney,
  formatRate,
  fromCents,
  parseMoneyInput,
  toCents,
} from '../src/rules/money.ts';
import { discountPercent, displayPrice } from '../src/rules/price.ts';
import { isExento, taxCents, taxLabel } from '../src/rules/tax.ts';

const dolar = { simbolo: '$', tipo: 'dolar' as const };
const bolivar = { simbolo: 'Bs.', tipo: 'bolivar' as const };

describe('toCents / fromCents', () => {
  it('parses API decimal strings exactly', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('3')).toBe(300);
    expect(toCents('1.5')).toBe(150);
    expect(toCents('-2.05')).toBe(-205);
    expect(toCents('0.29')).toBe(29); // 0.29 * 100 = 28.999… as a float
  });
  it('rounds more than 2 decimals half-up and accepts numbers', () => {
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
  });
  it('throws on garbage', () => {
    for (const bad of ['', 'abc', '1,5', '1.2.3', ' . ', '1e3']) expect(() => toCents(bad)).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
  });
  it('writes cents back in the API format', () => {
    expect(fromCents(1234)).toBe('12.34');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-205)).toBe('-2.05');
    expect(() => fromCents(1.5)).toThrow();
  });
});

describe('parseMoneyInput', () => {
  it('reads comma or dot decimals and thousands', () => {
    expect(parseMoneyInput('1.234,56')).toBe(123456);
    expect(parseMoneyInput('1234.56')).toBe(123456);
    expect(parseMoneyInput('1234,5')).toBe(123450);
    expect(parseMoneyInput('1,234.56')).toBe(123456);
    expect(parseMoneyInput('1.234.567,8')).toBe(123456780);
    expect(parseMoneyInput(' 12 ')).toBe(1200);
    expect(parseMoneyInput('0,05')).toBe(5);
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('-3,5')).toBe(-350);
  });
  it('returns null for what is not an amount', () => {
    for (const bad of ['', 'abc', '1,234,5', '12,345.6.7', '1.23.45', ',5', '5,', '1,2345', '1.2,34', '$5']) {
      expect(parseMoneyInput(bad), bad).toBeNull();
    }
  });
});

describe('convertCents', () => {
  it('converts USD to Bs. at a 4-decimal rate, half-up', () => {
    expect(convertCents(100, '236.4500')).toBe(23645);
    expect(convertCents(345, '236.4500')).toBe(81575); // 815.7525 → 815.75
    expect(convertCents(1, '236.4550')).toBe(236); // 2.36455 → 2.36
    expect(convertCents(3, '0.5000')).toBe(2); // 1.5 → 2
    expect(convertCents(-3, '0.5000')).toBe(-2);
    expect(convertCents(999, '1.0000')).toBe(999);
  });
  it('rejects a bad rate', () => {
    expect(() => convertCents(1, 'x')).toThrow();
  });
});

describe('formatMoney', () => {
  it('shows the dollar while the currency is not known (null)', () => {
    expect(formatMoney(374, null)).toBe('$ 3,74');
    expect(formatInCurrency(374, null)).toBe('$ 3,74');
  });
  it('uses dot thousands and comma decimals', () => {
    expect(formatMoney(123456, dolar)).toBe('$ 1.234,56');
    expect(formatMoney(123456, bolivar)).toBe('Bs. 1.234,56');
    expect(formatMoney(5, dolar)).toBe('$ 0,05');
    expect(formatMoney(100000000, bolivar)).toBe('Bs. 1.000.000,00');
    expect(formatMoney(99900, dolar)).toBe('$ 999,00');
  });
  it('formats negatives', () => {
    expect(formatMoney(-123456, dolar)).toBe('-$ 1.234,56');
    expect(formatAmount(-5)).toBe('-0,05');
  });
  it('falls back to the default symbol of the type', () => {
    expect(formatMoney(100, { tipo: 'bolivar' })).toBe('Bs. 1,00');
  });
  it('shows a USD price in bolívares at 236.4500', () => {
    expect(formatInCurrency(toCents('3.45'), { ...bolivar, tasa: '236.4500' })).toBe('Bs. 815,75');
    expect(formatInCurrency(toCents('10.00'), { ...bolivar, tasa: '236.4500' })).toBe('Bs. 2.364,50');
    expect(formatInCurrency(toCents('3.45'), { ...dolar, tasa: '1.0000' })).toBe('$ 3,45');
  });
});

describe('formatRate', () => {
  it('shows a rate with its 4 decimals, comma decimals and dot thousands', () => {
    expect(formatRate('236.4500')).toBe('236,4500');
    expect(formatRate('1.0000')).toBe('1,0000');
    expect(formatRate('1234.5')).toBe('1.234,5000');
    expect(formatRate('36.12345')).toBe('36,1235');
  });
  it('refuses what is not a decimal', () => {
    expect(() => formatRate('236,45')).toThrow(TypeError);
    expect(() => formatRate('')).toThrow(TypeError);
  });
});

describe('tax', () => {
  it('rounds half-up to the cent', () => {
    expect(taxCents(5, '16.0000')).toBe(1); // 0.008 → 0.01
    expect(taxCents(199, '8.0000')).toBe(16); // 0.1592 → 0.16
    expect(taxCents(3, '16.0000')).toBe(0); // 0.0048 → 0.00
    expect(taxCents(25, '2.0000')).toBe(1); // 0.005 exactly → 0.01
    expect(taxCents(1000, '0.0000')).toBe(0);
    expect(taxCents(1000, '12.5000')).toBe(125);
    expect(taxCents(333, '16.0000')).toBe(53); // 0.5328
  });
  it('labels the classes in Spanish', () => {
    expect(taxLabel('16.0000')).toBe('IVA 16 %');
    expect(taxLabel('8.0000')).toBe('IVA 8 %');
    expect(taxLabel('0.0000')).toBe('Exento');
    expect(taxLabel('12.5000')).toBe('IVA 12,5 %');
    expect(isExento('0.0000')).toBe(true);
    expect(() => taxCents(100, 'abc')).toThrow();
  });
});

describe('displayPrice', () => {
  it('shows the offer when it is greater than 0, regular struck through', () => {
    const p = displayPrice({ precio: '5.00', oferta: '4.00' });
    expect(p).toEqual({ cents: 400, tachadoCents: 500, enOferta: true });
    expect(discountPercent(p)).toBe(20);
  });
  it('shows the regular price without offer', () => {
    expect(displayPrice({ precio: '5.00', oferta: '0.00' })).toEqual({
      cents: 500,
      tachadoCents: null,
      enOferta: false,
    });
    expect(displayPrice({ precio: '5.00' }).enOferta).toBe(false);
  });
});
