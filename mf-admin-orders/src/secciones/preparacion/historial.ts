/**
 * How an order's picking history reads (issue 33): the API records each marked line under its
 * product's name, already in words ('Preparado', 'Sustituido por …'); the order's lines name the
 * fields as they are, where the kit would otherwise make a name out of a key.
 */

import type { FormatoHistorial } from '@mercado/admin-kit';

export const formatoPreparacion = (productos: readonly string[]): FormatoHistorial =>
  Object.fromEntries(productos.map((nombre) => [nombre, { etiqueta: nombre }]));
