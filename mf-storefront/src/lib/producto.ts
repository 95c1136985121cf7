/**
 * A product as the storefront's price and card show it: the listings' products and the search
 * index's records alike (buscar/hits.ts) become one. Types only, no React.
 */

/** What the price reads (spec §5). */
export interface PrecioEntrada {
  precio: string;
  oferta: string;
  impuesto: string;
  modalidadVenta: 'unidad' | 'peso';
}

/** What a product card reads. */
export interface ProductoTarjeta extends PrecioEntrada {
  imagen: string;
  imagenAncho: number;
  imagenAlto: number;
  id: number;
  slug: string;
  nombre: string;
  marca: string | null;
  presentacion: string | null;
  minimo: string;
  maximo: string;
  grupo: string;
  unidad: string;
  existencia: string;
}
