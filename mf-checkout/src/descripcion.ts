/**
 * What the checkout serves (decision 0013): the checkout page, the header's mini cart, the cart,
 * coupon and tracking panels and their profile-menu links. Its build writes this beside
 * mf-manifest.json; deploy puts it in the live registry.
 */
import { defineDescription, type PanelOf } from '@mercado/shared/federation/describe';

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_checkout',
  routes: [
    {
      path: '/:zona/pago/:pagina',
      page: 'pago',
      guards: ['refresh', 'login', 'phone', 'zone'],
      // Spec §5: a visitor paying goes to login with carrito=pagar and the cart's page, and comes back here.
      trasLogin: { consulta: { carrito: 'pagar' }, parametros: { pagina: '[0-2]' } },
    },
  ],
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
    sends: ['carrito:actualizado', 'carrito:resultado'],
    handles: ['carrito:agregar', 'carrito:actualizado'],
  },
});

/** The panels this remote opens (`platform.panel.set`). */
export type Panel = PanelOf<typeof descripcion>;
