/**
 * "Mis favoritos" (issue 34, beyond the spec): the products a signed-in shopper saved with the heart
 * of a product card or page. A favourite is the product, not a zone's offer: saved in one zone, it is
 * listed in every zone, at that zone's price and stock for the shopper's user type.
 * - GET /usuario/favorito → `FavoritosIds`: the ids of the saved products (the hearts' state).
 * - PUT /usuario/favorito/producto/{id} → `FavoritosIds`: saves it (saving it again changes nothing);
 *   an unknown product 404, past `MAX_FAVORITOS` 409.
 * - DELETE /usuario/favorito/producto/{id} → `FavoritosIds`: forgets it (forgetting it again, too).
 * - GET /usuario/favorito/zona/{zona} → `FavoritosZona`: the saved products, newest first, each with
 *   how the zone sells it (`enZona`, null when the zone does not sell it).
 */
import { z } from '@mercado/shared/zod';
import { ProductoVistaSchema } from './catalogo.ts';

/** Enough for a shopper's usual basket many times over, and a bound on the listing's size. */
export const MAX_FAVORITOS = 200;

export const MensajesFavorito = {
  PRODUCTO_NO_EXISTE: 'El producto no existe',
  LIMITE: `Puede guardar hasta ${MAX_FAVORITOS} favoritos. Quite alguno para agregar otro`,
} as const;

export const FavoritosIdsSchema = z.object({ ids: z.array(z.int()) });
export type FavoritosIds = z.infer<typeof FavoritosIdsSchema>;

/** The product itself, as shown whatever the zone. */
export const FichaFavoritoSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  presentacion: z.nullable(z.string()),
  imagen: z.string(),
  imagenAncho: z.int().check(z.positive()),
  imagenAlto: z.int().check(z.positive()),
});

export const FavoritoSchema = z.object({
  producto: FichaFavoritoSchema,
  /** The zone's price and stock for the shopper (stock "0": sold out); null: not sold in the zone. */
  enZona: z.nullable(ProductoVistaSchema),
});
export type Favorito = z.infer<typeof FavoritoSchema>;

export const FavoritosZonaSchema = z.object({ items: z.array(FavoritoSchema) });
export type FavoritosZona = z.infer<typeof FavoritosZonaSchema>;
