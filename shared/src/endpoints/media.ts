/** The generated images (SVG) of products, categories, banners and the tracking steps; the category icons. */
import { ImagenParamsSchema, ImagenRastreoParamsSchema, SubidaParamsSchema } from '../contracts/media.ts';
import { binaryResponse, endpoint } from './endpoint.ts';

const svg = binaryResponse('image/svg+xml; charset=utf-8');

export const media = {
  imagenProducto: endpoint({
    method: 'GET',
    path: '/media/producto/:file',
    summary: 'La imagen de un producto (<slug>.svg)',
    access: 'publico',
    params: ImagenParamsSchema,
    response: svg,
  }),
  imagenCategoria: endpoint({
    method: 'GET',
    path: '/media/categoria/:file',
    summary: 'La imagen de una categoría (<slug>.svg)',
    access: 'publico',
    params: ImagenParamsSchema,
    response: svg,
  }),
  iconoCategoria: endpoint({
    method: 'GET',
    path: '/media/icono/:file',
    summary: 'El icono de una categoría (<nombre>.svg, del juego de iconos Lucide)',
    access: 'publico',
    params: ImagenParamsSchema,
    response: svg,
  }),
  imagenBanner: endpoint({
    method: 'GET',
    path: '/media/banner/:file',
    summary: 'Un banner (<clave>.svg, o <clave>-movil.svg de un slider)',
    access: 'publico',
    params: ImagenParamsSchema,
    response: svg,
  }),
  imagenRastreo: endpoint({
    method: 'GET',
    path: '/media/rastreo/:file',
    summary: 'La ilustración de un paso del seguimiento (<paso>.svg)',
    access: 'publico',
    params: ImagenRastreoParamsSchema,
    response: svg,
  }),
  imagenSubida: endpoint({
    method: 'GET',
    path: '/media/subidas/:carpeta/:archivo',
    summary:
      'Una imagen subida desde el back-office (WebP, AVIF o el original), guardada en el disco del API',
    access: 'publico',
    params: SubidaParamsSchema,
    response: binaryResponse('image/webp'),
  }),
};
