import { describe, expect, it } from 'vitest';
import {
  impuestoClase,
  isProductoVisible,
  suggestedQuantity,
  suggestedQuantityValue,
} from '../src/rules/catalogo.ts';
import { TAX_CLASSES } from '../src/rules/tax.ts';

const visible = { estatus: 1, categoriaEstatus: [1, 1], existencia: '12.000' };

describe('isProductoVisible (issue 4)', () => {
  it('active product, active category chain, stock > 0 → shown', () => {
    expect(isProductoVisible(visible)).toBe(true);
    expect(isProductoVisible({ ...visible, existencia: '0.001' })).toBe(true);
    expect(isProductoVisible({ ...visible, zonaEstatus: 1 })).toBe(true);
  });
  it('an inactive product is hidden', () => {
    expect(isProductoVisible({ ...visible, estatus: 2 })).toBe(false);
  });
  it('an inactive category or any inactive ancestor hides it; no category hides it', () => {
    expect(isProductoVisible({ ...visible, categoriaEstatus: [2] })).toBe(false);
    expect(isProductoVisible({ ...visible, categoriaEstatus: [1, 2] })).toBe(false);
    expect(isProductoVisible({ ...visible, categoriaEstatus: [2, 1, 1] })).toBe(false);
    expect(isProductoVisible({ ...visible, categoriaEstatus: [] })).toBe(false);
  });
  it('stock 0 (or no stock row) for the zone and user type hides it', () => {
    expect(isProductoVisible({ ...visible, existencia: '0.000' })).toBe(false);
    expect(isProductoVisible({ ...visible, existencia: '0' })).toBe(false);
    expect(isProductoVisible({ ...visible, existencia: null })).toBe(false);
    expect(isProductoVisible({ ...visible, existencia: undefined })).toBe(false);
    expect(isProductoVisible({ ...visible, existencia: 'abc' })).toBe(false);
    expect(isProductoVisible({ ...visible, existencia: '-1.000' })).toBe(false);
  });
  it('an inactive zone hides everything', () => {
    expect(isProductoVisible({ ...visible, zonaEstatus: 2 })).toBe(false);
  });
});

describe('impuestoClase', () => {
  it('maps the API percentages to the three IVA classes', () => {
    expect(impuestoClase(TAX_CLASSES.GENERAL.porcentaje)).toBe('general');
    expect(impuestoClase(TAX_CLASSES.REDUCIDO.porcentaje)).toBe('reducido');
    expect(impuestoClase(TAX_CLASSES.EXENTO.porcentaje)).toBe('exento');
    expect(impuestoClase('0')).toBe('exento');
    expect(impuestoClase('15.9999')).toBe('reducido');
    expect(impuestoClase('16')).toBe('general');
  });
  it('refuses what is not a percentage', () => {
    expect(() => impuestoClase('x')).toThrow(TypeError);
    expect(() => impuestoClase('-8.0000')).toThrow(TypeError);
  });
});

describe('suggestedQuantity (quick lists)', () => {
  const unidad = { minimo: '1', maximo: '12', grupo: '1', unidad: '1', existencia: '100' };
  const peso = { minimo: '0.500', maximo: '5.000', grupo: '0.250', unidad: '1.000', existencia: '30.500' };

  it('without a list quantity: minimo × unidad', () => {
    expect(suggestedQuantityValue(unidad)).toBe('1');
    expect(suggestedQuantityValue(unidad, null)).toBe('1');
    expect(suggestedQuantityValue(peso, '0')).toBe('0.5');
  });
  it('the list quantity when it is larger, else the minimum', () => {
    expect(suggestedQuantityValue(unidad, '4')).toBe('4');
    expect(suggestedQuantityValue(peso, '2.000')).toBe('2');
    expect(suggestedQuantityValue(peso, '0.250')).toBe('0.5');
    expect(suggestedQuantityValue({ ...unidad, minimo: '2' }, '1')).toBe('2');
  });
  it('clamped down to an allowed option: maximo, stock and steps', () => {
    expect(suggestedQuantityValue(unidad, '20')).toBe('12');
    expect(suggestedQuantityValue({ ...unidad, existencia: '7' }, '20')).toBe('7');
    expect(suggestedQuantityValue(peso, '1.300')).toBe('1.25');
    expect(suggestedQuantityValue(peso, '9')).toBe('5');
    expect(suggestedQuantityValue({ ...unidad, grupo: '6', minimo: '6', maximo: '0' }, '14')).toBe('12');
    expect(suggestedQuantity({ ...unidad, unidad: '2' }, '5')).toBe(4000);
  });
  it('0 when not even the minimum fits the stock', () => {
    expect(suggestedQuantityValue({ ...peso, existencia: '0.400' }, '1')).toBe('0');
    expect(suggestedQuantityValue({ ...unidad, existencia: '0' })).toBe('0');
  });
});
