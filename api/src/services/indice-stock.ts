/**
 * After stock moved (an order placed, cancelled or expired), the search index is told, and the orders'
 * expiry sweep runs every ORDEN_BARRIDO_SEGUNDOS in the API process (see services/orden/expiracion.ts),
 * ending the offers past their last day on the way.
 */

import { caracasDay } from '@mercado/shared/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { expirarOrdenes } from './orden/expiracion.ts';

/** Keeps the search index's stock in step after stock moved (never fails the request). */
export async function sincronizarStock(
  ctx: Pick<AppContext, 'buscador'>,
  log: FastifyBaseLogger,
  productos: number[],
): Promise<void> {
  if (productos.length === 0) return;
  try {
    await ctx.buscador.productos(productos);
  } catch (err) {
    log.warn({ err, productos }, 'search index sync after a stock change failed');
  }
}

/**
 * Ends the offers whose last day (Caracas) has passed (decision 0025): the price stays, the offer goes.
 * Returns the products whose prices changed.
 */
export async function vencerOfertas(db: Db): Promise<number[]> {
  const filas = await db
    .updateTable('producto_precio')
    .set({ oferta: '0.00', oferta_hasta: null, version: sql<number>`version + 1` })
    .where('oferta', '>', '0')
    .where('oferta_hasta', '<', caracasDay(new Date()))
    .returning('producto_id')
    .execute();
  return [...new Set(filas.map((f) => f.producto_id))];
}

/** Starts the expiry sweep of unverified reference payments (stopped when the app closes). */
export function iniciarBarridoOrdenes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.ordenBarridoSegundos <= 0) return;
  let corriendo = false;
  const timer = setInterval(() => {
    if (corriendo) return;
    corriendo = true;
    expirarOrdenes(ctx.db)
      .then(async (ids) => {
        if (ids.length) app.log.info({ productos: ids.length }, 'expired unverified orders');
        const vencidas = await vencerOfertas(ctx.db);
        if (vencidas.length) app.log.info({ productos: vencidas.length }, 'offers past their last day ended');
        await sincronizarStock(ctx, app.log, [...new Set([...ids, ...vencidas])]);
      })
      .catch((err) => app.log.error({ err }, 'order expiry sweep failed'))
      .finally(() => {
        corriendo = false;
      });
  }, ctx.config.ordenBarridoSegundos * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
