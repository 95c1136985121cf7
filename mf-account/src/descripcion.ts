/**
 * What the account remote serves (decision 0013): the signed-in user's pages and their links in
 * the profile menu. Its build writes this beside mf-manifest.json; deploy puts it in the registry.
 */
import { defineDescription, type PanelOf } from '@mercado/shared/federation/describe';

const cuenta = ['refresh', 'login'] as const;
const conTelefono = ['refresh', 'login', 'phone'] as const;

export const descripcion = defineDescription({
  format: '1.0',
  name: 'mf_account',
  routes: [
    { path: '/mi-cuenta', page: 'cuenta', guards: cuenta },
    { path: '/mi-cuenta/correo', page: 'correo', guards: cuenta },
    // The link e-mailed to a new address: it works signed out too (the token is the proof).
    { path: '/mi-cuenta/correo/verificar', page: 'verificar-correo', guards: ['refresh'] },
    { path: '/mi-cuenta/sesiones', page: 'sesiones', guards: cuenta },
    { path: '/mi-cuenta/clave', page: 'clave', guards: cuenta },
    { path: '/mi-cuenta/telefono', page: 'telefono', guards: cuenta },
    { path: '/mi-cuenta/borrar-cuenta', page: 'borrar-cuenta', guards: cuenta },
    { path: '/mi-cuenta/pedidos', page: 'pedidos', guards: cuenta },
    { path: '/mi-cuenta/pedidos/:id', page: 'pedido', guards: cuenta },
    { path: '/mi-cuenta/favoritos', page: 'favoritos', guards: cuenta },
    { path: '/prime', page: 'prime', layout: 'prime', guards: conTelefono },
    { path: '/calificaciones', page: 'calificaciones', guards: conTelefono },
    { path: '/comparte-y-gana', page: 'comparte-y-gana', guards: conTelefono },
    { path: '/tarjeta-saldo', page: 'tarjeta-saldo', guards: conTelefono },
  ],
  // The shopper's notices (issue 34): the header's bell and the panel it opens.
  slots: [{ slot: 'avisos', expose: './avisos', page: 'campana-avisos' }],
  panels: [{ id: 'avisos', titulo: 'Avisos', expose: './avisos', page: 'lista-avisos' }],
  navigation: {
    menu: [
      { menu: 'perfil', orden: 10, etiqueta: 'Mi cuenta', href: '/mi-cuenta' },
      { menu: 'perfil', orden: 15, etiqueta: 'Mis pedidos', href: '/mi-cuenta/pedidos' },
      { menu: 'perfil', orden: 17, etiqueta: 'Mis favoritos', href: '/mi-cuenta/favoritos' },
      { menu: 'perfil', orden: 20, etiqueta: 'Prime', href: '/prime' },
      { menu: 'perfil', orden: 30, etiqueta: 'Calificaciones', href: '/calificaciones' },
      { menu: 'perfil', orden: 40, etiqueta: 'Comparte y gana', href: '/comparte-y-gana' },
      { menu: 'perfil', orden: 50, etiqueta: 'Tarjeta saldo', href: '/tarjeta-saldo' },
    ],
  },
  // "Repetir pedido" tells the cart's owner (mf-checkout) that a cart changed on the server; a
  // favourite's "Agregar" asks it to add the product and follows its answer.
  events: { sends: ['carrito:actualizado', 'carrito:agregar'], handles: ['carrito:resultado'] },
});

/** The panels this remote opens (`platform.panel.set`). */
export type Panel = PanelOf<typeof descripcion>;
