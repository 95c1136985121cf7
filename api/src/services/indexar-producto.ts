/** The admin's "push this product to the search index now" (spec §7 "Admin search-index sync"). */
import type { ProductoIndexado } from '@mercado/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { BuscadorSync } from './buscador.ts';
import { ErrorDeDominio, FalloExterno, NoExiste } from './errores.ts';

export async function indexarProducto(
  db: Db,
  buscador: BuscadorSync,
  log: FastifyBaseLogger,
  id: number,
): Promise<ProductoIndexado> {
  const existe = await db.selectFrom('producto').select('id').where('id', '=', id).executeTakeFirst();
  if (!existe) throw new NoExiste('El producto no existe');
  try {
    const { guardados } = await buscador.productos([id]);
    return { objectID: String(id), indexado: guardados.includes(String(id)) };
  } catch (err) {
    if (err instanceof ErrorDeDominio) throw err;
    log.error({ err }, 'index sync failed');
    throw new FalloExterno('No se pudo actualizar el buscador. Intente nuevamente');
  }
}
