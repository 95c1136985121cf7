/**
 * What the checkout serves (decision 0013): the checkout page, the header's mini cart, the cart,
 * coupon and tracking panels and their profile-menu links. Its build writes this beside
 * mf-manifest.json; deploy puts it in the live registry.
 */
import { defineDescription, type PanelOf } from '@mercado/shared/federation/describe';
import { links, withQuery } from '@mercado/shared/links';

/**
 * The payment page. Spec §5: a visitor who pays goes to login with carrito=pagar and the cart's page
 * (`loginParaPagar`), and the login page comes back here.
 */
const pago = {
  path: '/:zona/pago/:pagina',
  page: 'pago',
  guards: ['refresh', 'login', 'phone', 'zone'],
  trasLogin: { consulta: { carrito: 'pagar' }, parametros: { pagina: '[0-2]' } },
} as const;

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_checkout',
  routes: [pago],
  slots: [{ slot: 'minicart', expose: './minicart', page: 'minicart' }],
  panels: [
    { id: 'carrito', titulo: 'Carrito', expose: './panels', page: 'carrito', abreDesde: 'barra-inferior' },
    { id: 'cupones', titulo: 'Mis cupones', expose: './panels', page: 'cupones' },
    { id: 'rastreo', titulo: 'Rastreo de pedidos', expose: './panels', page: 'rastreo' },
  ],
  navigation: {
    menu: [
      { menu: 'perfil', orden: 60, etiqueta: 'Rastrear pedidos', panel: 'rastreo' },
      { menu: 'perfil', orden: 70, etiqueta: 'Mis cupones', panel: 'cupones' },
    ],
  },
  // The cart core answers the storefront's requests and tells the other tabs (and its own parcels) what
  // the carts hold; the build checks these against the code (scripts/bus-events.ts).
  events: {
    sends: ['carrito:actualizado', 'carrito:resultado', 'carrito:lineas'],
    handles: ['carrito:agregar', 'carrito:cambiar', 'carrito:consultar', 'carrito:actualizado'],
  },
});

/** The panels this remote opens (`platform.panel.set`). */
export type Panel = PanelOf<typeof descripcion>;

/** The login a visitor who pays cart `pagina` goes to: the hand-off its payment route declares. */
export const loginParaPagar = (zona: string, pagina: number): string =>
  withQuery(links.login(), { returnUrl: links.zona(zona), ...pago.trasLogin.consulta, pagina });
