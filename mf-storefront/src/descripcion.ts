/**
 * What the storefront serves (decision 0013): the zone's store and its pages, and the header's
 * search box. Its build writes this beside mf-manifest.json; deploy puts it in the live registry.
 */
import { defineDescription } from '@mercado/shared/federation/describe';

const tienda = ['refresh', 'phone', 'zone'] as const;

export const descripcion = defineDescription({
  format: '1.0',
  name: 'mf_storefront',
  routes: [
    { path: '/:zona', page: 'zona', guards: tienda, datos: '/api/website/inicio/:zona' },
    {
      path: '/:zona/producto/:slug',
      page: 'producto',
      guards: tienda,
      datos: '/api/website/producto/:zona/:slug',
    },
    { path: '/:zona/supermercado', page: 'supermercado', guards: tienda },
    { path: '/:zona/supermercado/:slug', page: 'categoria', guards: tienda },
    { path: '/:zona/supermercado/:slug/:sub', page: 'categoria', guards: tienda },
    { path: '/:zona/etiqueta/:slug', page: 'etiqueta', guards: tienda },
    { path: '/:zona/buscar', page: 'buscar', guards: tienda },
    {
      path: '/:zona/lista-rapida',
      page: 'listas-rapidas',
      guards: tienda,
      datos: '/api/website/listarapida/:zona',
    },
    {
      path: '/:zona/lista-rapida/:slug',
      page: 'lista-rapida',
      guards: tienda,
      datos: '/api/website/listarapida/:zona/:slug',
    },
    { path: '/:zona/quienes-somos', page: 'quienes-somos', guards: tienda },
    { path: '/:zona/terminos-condiciones', page: 'terminos-condiciones', guards: tienda },
    { path: '/:zona/politicas-devolucion', page: 'politicas-devolucion', guards: tienda },
    { path: '/:zona/politicas-privacidad', page: 'politicas-privacidad', guards: tienda },
    { path: '/:zona/preguntas-frecuentes', page: 'preguntas-frecuentes', guards: tienda },
    { path: '/atencion-cliente', page: 'atencion-cliente', guards: ['refresh', 'phone'] },
  ],
  slots: [{ slot: 'buscador', expose: './buscador', page: 'buscador' }],
  events: { sends: ['carrito:agregar'], handles: ['carrito:resultado'] },
});
