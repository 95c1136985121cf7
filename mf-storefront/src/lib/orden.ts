import { ORDENES_PRODUCTOS, type OrdenProductos } from '@mercado/shared/contracts';
import type { OpcionOrden } from '../componentes/SelectorOrden.tsx';
import { ordenDeUrl } from './url.ts';

export const ORDEN_POR_DEFECTO: OrdenProductos = 'relevancia';

const ETIQUETAS: Record<OrdenProductos, string> = {
  relevancia: 'Más relevantes',
  precio_asc: 'Precio: menor a mayor',
  precio_desc: 'Precio: mayor a menor',
  nombre: 'Nombre (A-Z)',
};

export const OPCIONES_ORDEN: readonly OpcionOrden<OrdenProductos>[] = ORDENES_PRODUCTOS.map((valor) => ({
  valor,
  etiqueta: ETIQUETAS[valor],
}));

export const ordenDe = (search: string): OrdenProductos =>
  ordenDeUrl(search, ORDENES_PRODUCTOS, ORDEN_POR_DEFECTO);
