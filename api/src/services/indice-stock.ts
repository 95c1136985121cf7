/**
 * After stock moved (an order placed, cancelled or expired), the search index is told, and the orders'
 * expiry sweep runs every ORDEN_BARRIDO_SEGUNDOS in the API process (see services/orden/expiracion.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
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
        await sincronizarStock(ctx, app.log, ids);
      })
      .catch((err) => app.log.error({ err }, 'order expiry sweep failed'))
      .finally(() => {
        corriendo = false;
      });
  }, ctx.config.ordenBarridoSegundos * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
