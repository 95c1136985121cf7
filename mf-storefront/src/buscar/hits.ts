/**
 * Pure pieces of the storefront's search (issue 6): where the official client points, and how a
 * record of the products index becomes a product card for the viewer's zone and user type.
 * No React, no client: unit-tested.
 */
import type { ProductoBuscador } from '@mercado/shared/contracts';
import type { ProductoTarjeta } from '../lib/producto.ts';

/** A host of the algoliasearch client (`hosts` option). */
export interface HostBuscador {
  url: string;
  accept: 'readWrite';
  protocol: 'http' | 'https';
  port?: number;
}

/**
 * The client's host for an origin (`http://localhost:4000`, `https://APPID-dsn.algolia.net`, or a
 * prefix with a path). An empty origin is the page's own. `base` resolves relative values.
 */
export function hostDe(origen: string, base: string): HostBuscador {
  const url = new URL(origen.trim() || '/', base);
  const ruta = url.pathname.replace(/\/+$/, '');
  return {
    url: `${url.hostname}${ruta}`,
    accept: 'readWrite',
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port ? { port: Number(url.port) } : {}),
  };
}

/** One hit as the storefront shows it: the card, its position (from 1) and the record's id. */
export interface HitProducto {
  objectID: string;
  posicion: number;
  producto: ProductoTarjeta;
}

/**
 * The card of a record for a `disponibilidad` key (`caracas_1`); null when the product is not
 * findable there (no key: inactive, inactive category or no stock for that zone and user type).
 */
export function tarjetaDeRegistro(registro: ProductoBuscador, clave: string): ProductoTarjeta | null {
  const d = registro.disponibilidad[clave];
  if (!d || !(d.existencia > 0)) return null;
  return {
    id: registro.id,
    slug: registro.slug,
    nombre: registro.nombre,
    marca: registro.marca,
    presentacion: registro.presentacion,
    imagen: registro.imagen,
    imagenAncho: registro.imagenAncho,
    imagenAlto: registro.imagenAlto,
    precio: d.precio,
    oferta: d.oferta,
    impuesto: d.impuesto,
    modalidadVenta: d.modalidad.venta,
    minimo: d.modalidad.minimo,
    maximo: d.modalidad.maximo,
    grupo: d.modalidad.grupo,
    unidad: d.modalidad.unidad,
    // The index keeps stock as a number (numeric filters); the card reads a quantity string.
    existencia: d.existencia.toFixed(3),
  };
}
