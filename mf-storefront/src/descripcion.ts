/**
 * What the storefront serves (decision 0013): the zone's store and its pages, and the header's
 * search box. Its build writes this beside mf-manifest.json; deploy puts it in the live registry.
 */

import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { datosDe, defineDescription } from '@mercado/shared/federation/describe';

const guardasTienda = ['refresh', 'phone', 'zone'] as const;

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_storefront',
  routes: [
    { path: '/:zona', page: 'zona', guards: guardasTienda, ...datosDe('vitrina', vitrina, 'inicio') },
    {
      path: '/:zona/producto/:slug',
      page: 'producto',
      guards: guardasTienda,
      ...datosDe('vitrina', vitrina, 'producto'),
    },
    { path: '/:zona/supermercado', page: 'supermercado', guards: guardasTienda },
    { path: '/:zona/supermercado/:slug', page: 'categoria', guards: guardasTienda },
    { path: '/:zona/supermercado/:slug/:sub', page: 'categoria', guards: guardasTienda },
    { path: '/:zona/etiqueta/:slug', page: 'etiqueta', guards: guardasTienda },
    // A featured block's products in full: its row's "Ver todo" on the zone home.
    { path: '/:zona/destacado/:slug', page: 'destacado', guards: guardasTienda },
    { path: '/:zona/buscar', page: 'buscar', guards: guardasTienda },
    {
      path: '/:zona/lista-rapida',
      page: 'listas-rapidas',
      guards: guardasTienda,
      ...datosDe('vitrina', vitrina, 'listasRapidas'),
    },
    {
      path: '/:zona/lista-rapida/:slug',
      page: 'lista-rapida',
      guards: guardasTienda,
      ...datosDe('vitrina', vitrina, 'listaRapida'),
    },
    { path: '/:zona/quienes-somos', page: 'quienes-somos', guards: guardasTienda },
    { path: '/:zona/terminos-condiciones', page: 'terminos-condiciones', guards: guardasTienda },
    { path: '/:zona/politicas-devolucion', page: 'politicas-devolucion', guards: guardasTienda },
    { path: '/:zona/politicas-privacidad', page: 'politicas-privacidad', guards: guardasTienda },
    { path: '/:zona/preguntas-frecuentes', page: 'preguntas-frecuentes', guards: guardasTienda },
    { path: '/atencion-cliente', page: 'atencion-cliente', guards: ['refresh', 'phone'] },
  ],
  // The bottom bar's Buscar focuses the search box (buscar/Buscador.tsx's input).
  slots: [{ slot: 'buscador', expose: './buscador', page: 'buscador', foco: 'mv-buscar' }],
  events: {
    sends: ['carrito:agregar', 'carrito:cambiar', 'carrito:consultar'],
    handles: ['carrito:resultado', 'carrito:lineas'],
  },
});
