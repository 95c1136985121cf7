/** The typed client of the inventory's entries (the endpoint table), through the platform's http client. */
import { adminInventario } from '@mercado/shared/endpoints/admin-inventario';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { formatMoney, toCents } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';

export const api = createApiClient({ adminInventario }, () => platform.services.http).adminInventario;

/** '12.50' → '$ 12,50' (spec §9, the one money formatter); '—' without a value. */
export const dinero = (valor: string | null | undefined) =>
  valor === null || valor === undefined ? '—' : formatMoney(toCents(valor), null);

/** A product as staff tell it from another of its name: 'Aceite vegetal de soya Coamo · 1 L'. */
export const conPresentacion = (p: { nombre: string; presentacion: string | null }) =>
  p.presentacion ? `${p.nombre} · ${p.presentacion}` : p.nombre;

/** '12.500' → '12,5' (stock, up to 3 decimals, comma). */
export const cantidad = (valor: string) => String(Number(valor)).replace('.', ',');

/** The zone's inventory list. */
export const enlaceZona = (zona: string) => enlace('inventario/zona/:zona', { zona });
/** A product in a branch of the zone. */
export const enlaceProducto = (zona: string, sucursal: number | string, producto: number | string) =>
  enlace('inventario/zona/:zona/sucursal/:sucursal/producto/:producto', { zona, sucursal, producto });
/** The prices of a product in a branch of the zone. */
export const enlacePrecios = (zona: string, sucursal: number | string, producto: number | string) =>
  enlace('inventario/zona/:zona/sucursal/:sucursal/producto/:producto/precio', { zona, sucursal, producto });
