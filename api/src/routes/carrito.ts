/**
 * The user's carts of a zone (issue 5, spec §7 Cart). Unknown zone → 404, inactive zone → 409.
 */
import type { carrito } from '@mercado/shared/endpoints/carrito';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { contextoCarrito } from '../services/carrito/contexto.ts';
import { aplicarCupon, quitarCupon } from '../services/carrito/cupones.ts';
import { guardarCarrito, limpiarCarrito } from '../services/carrito/escritura.ts';
import { leerCarritos } from '../services/carrito/lectura.ts';

export function carritoHandlers({ db, config }: AppContext): Handlers<typeof carrito> {
  return {
    leerCarritos: async ({ zona }, { usuario }) => {
      const c = await contextoCarrito(db, config, usuario.uid, zona);
      return {
        zona: { id: c.zona.id, slug: c.zona.slug, nombre: c.zona.nombre },
        carritos: await leerCarritos(c),
      };
    },

    guardarCarrito: async ({ zona, pagina, carritoDetalle }, { usuario }) =>
      guardarCarrito(await contextoCarrito(db, config, usuario.uid, zona), pagina, {
        modo: 'reemplazar',
        lineas: carritoDetalle,
      }),

    guardarLinea: async ({ zona, pagina, producto, cantidad, tipo }, { usuario }) =>
      guardarCarrito(await contextoCarrito(db, config, usuario.uid, zona), pagina, {
        modo: 'individual',
        linea: { producto, cantidad, ...(tipo ? { tipo } : {}) },
      }),

    combinarCarrito: async ({ zona, pagina, carritoDetalle }, { usuario }) =>
      guardarCarrito(await contextoCarrito(db, config, usuario.uid, zona), pagina, {
        modo: 'combinar',
        lineas: carritoDetalle,
      }),

    limpiarCarrito: async ({ zona, pagina }, { usuario }) =>
      limpiarCarrito(await contextoCarrito(db, config, usuario.uid, zona), pagina),

    aplicarCupon: ({ id, code }, { usuario, request }) =>
      aplicarCupon(db, config, usuario.uid, id, code, request.ip),

    quitarCupon: ({ id }, { usuario }) => quitarCupon(db, config, usuario.uid, id),
  };
}
