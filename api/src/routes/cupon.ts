/** The coupons offered to the user (issue 5, spec §7 Coupons). */
import type { cupon } from '@mercado/shared/endpoints/cupon';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { contextoCarrito } from '../services/carrito/contexto.ts';
import { cuponesPago } from '../services/carrito/cupones.ts';
import { cuponUsuario, misCupones } from '../services/cupon.ts';

export function cuponHandlers({ db, config }: AppContext): Handlers<typeof cupon> {
  return {
    misCupones: async ({ zona }, { usuario }) => {
      const c = await contextoCarrito(db, config, usuario.uid, zona);
      const lista = await misCupones(db, c.comprador.id, c.zona.id);
      return { cupones: lista.map((x) => cuponUsuario(x.cupon, x.usosUsuario)) };
    },

    cuponesPago: async ({ zona, pagina }, { usuario }) =>
      cuponesPago(await contextoCarrito(db, config, usuario.uid, zona), pagina),
  };
}
