/** The generated images and the category icons (SVG), cached by browsers for 30 days; uploaded images. */
import type { media } from '@mercado/shared/endpoints/media';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { notFound } from '../http/errors.ts';
import { svgIcono } from '../services/iconos.ts';
import { svgBanner, svgCategoria, svgProducto, svgRastreo } from '../services/imagenes.ts';

function imagen(reply: FastifyReply, svg: string | null): string {
  if (svg === null) throw notFound('La imagen solicitada no existe');
  reply.header('cache-control', 'public, max-age=2592000');
  return svg;
}

const TIPOS: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function mediaHandlers({ db, almacen }: AppContext): Handlers<typeof media> {
  return {
    imagenProducto: async ({ file }, { reply }) => imagen(reply, await svgProducto(db, file)),
    imagenCategoria: async ({ file }, { reply }) => imagen(reply, await svgCategoria(db, file)),
    iconoCategoria: async ({ file }, { reply }) => imagen(reply, await svgIcono(file)),
    imagenBanner: ({ file }, { reply }) => imagen(reply, svgBanner(file)),
    imagenRastreo: ({ file }, { reply }) => imagen(reply, svgRastreo(file)),
    // Named by their content's hash: never overwritten, cached for a year.
    imagenSubida: async ({ carpeta, archivo }, { reply }) => {
      const bytes = await almacen.leer(`${carpeta}/${archivo}`);
      if (!bytes) throw notFound('La imagen solicitada no existe');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header(
        'content-type',
        TIPOS[archivo.slice(archivo.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      );
      return bytes;
    },
  };
}
