/**
 * How the inventory's histories read (issue 33): a branch's stock and cost of a product (its branch
 * and product by the names the API records), and a product's prices in the zone, one per user type,
 * each split into the price, the offer and its last day that changed.
 */

import { type CampoHistorial, type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { USUARIO_TIPOS } from '@mercado/shared/contracts';
import { CONTABILIDAD, dia } from '../comun/historial.ts';
import { cantidad } from './api.ts';

const preciosDe = (nombre: string): CampoHistorial => ({
  etiqueta: `Precio ${nombre}`,
  partes: {
    precio: { etiqueta: `Precio ${nombre}`, valor: valores.dinero },
    oferta: { etiqueta: `Oferta ${nombre}`, valor: valores.dinero },
    ofertaHasta: { etiqueta: `Oferta ${nombre} hasta`, valor: dia },
  },
});

export const FORMATO_INVENTARIO: FormatoHistorial = {
  producto: { etiqueta: 'Producto' },
  sucursal: { etiqueta: 'Sucursal' },
  existencia: { etiqueta: 'Existencia', valor: (v) => cantidad(String(v)) },
  costo: { etiqueta: 'Costo', valor: valores.dinero },
  // The API records prices as `tipo<n>` (1 normal, 2 prime, 3 mayorista).
  ...Object.fromEntries(USUARIO_TIPOS.map((t) => [`tipo${t.tipo}`, preciosDe(t.nombre.toLowerCase())])),
  productoId: OCULTO,
  sucursalId: OCULTO,
  ...CONTABILIDAD,
};
