/**
 * A product row → what a shopper sees of it: one mapping for the storefront, the catalogue's product
 * list, the carts (and the orders placed from them) and the search records. The product's own part
 * (identity, image and its size, category) is the same everywhere; a view for a viewer adds the price
 * and offer of their user type, the tax, how it is sold and the stock for the zone.
 */
import type { ModalidadVenta, ProductoVista } from '@mercado/shared/contracts';
import { impuestoClase } from '@mercado/shared/rules';
import type { Config } from '../config.ts';
import { imagenProducto } from './media.ts';

/**
 * The columns a ProductoVista is built from, over producto p, its categoria c, the viewer type's
 * producto_precio pp and the zone's producto_existencia e.
 */
export const COLUMNAS_VISTA = [
  'p.id',
  'p.slug',
  'p.nombre',
  'p.marca',
  'p.presentacion',
  'p.imagen',
  'p.imagen_ancho',
  'p.imagen_alto',
  'p.impuesto',
  'p.modalidad_venta',
  'p.minimo',
  'p.maximo',
  'p.grupo',
  'p.unidad',
  'p.categoria_id',
  'c.slug as categoria_slug',
  'c.nombre as categoria_nombre',
  'pp.precio',
  'pp.oferta',
  'e.existencia',
] as const;

/** The producto columns of the product's own part. */
type FilaFicha = {
  id: number;
  slug: string;
  nombre: string;
  marca: string | null;
  presentacion: string | null;
  imagen: string | null;
  imagen_ancho: number;
  imagen_alto: number;
};

/** A row of COLUMNAS_VISTA, with the price, offer and stock the viewer gets. */
export type FilaVista = FilaFicha & {
  categoria_slug: string;
  categoria_nombre: string;
  impuesto: string;
  modalidad_venta: string;
  minimo: string;
  maximo: string;
  grupo: string;
  unidad: string;
  precio: string;
  oferta: string;
  existencia: string;
};

export const modalidadVenta = (valor: string): ModalidadVenta => (valor === 'peso' ? 'peso' : 'unidad');

/** The product's own part of every view (its category as the caller has it). */
export function fichaProducto(config: Config, r: FilaFicha, categoria: { slug: string; nombre: string }) {
  return {
    id: r.id,
    slug: r.slug,
    nombre: r.nombre,
    marca: r.marca,
    presentacion: r.presentacion,
    imagen: imagenProducto(config, r.imagen, r.slug),
    imagenAncho: r.imagen_ancho,
    imagenAlto: r.imagen_alto,
    categoria,
  };
}

export function productoVista(config: Config, r: FilaVista): ProductoVista {
  return {
    ...fichaProducto(config, r, { slug: r.categoria_slug, nombre: r.categoria_nombre }),
    precio: r.precio,
    oferta: r.oferta,
    impuesto: r.impuesto,
    impuestoClase: impuestoClase(r.impuesto),
    modalidadVenta: modalidadVenta(r.modalidad_venta),
    minimo: r.minimo,
    maximo: r.maximo,
    grupo: r.grupo,
    unidad: r.unidad,
    existencia: r.existencia,
  };
}
