/**
 * Whether the cart core listens to the bus now. The mini-cart, which loads the core late, keeps the
 * 'carrito:agregar' sent before that, and only those: one sent while the core listens (connected by
 * a panel or the checkout page first) is the core's already.
 */
export const conexionCarrito = { escuchando: false };
