/** The generated images and the category icons (SVG), cached by browsers for 30 days. */
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

export function mediaHandlers({ db }: AppContext): Handlers<typeof media> {
  return {
    imagenProducto: async ({ file }, { reply }) => imagen(reply, await svgProducto(db, file)),
    imagenCategoria: async ({ file }, { reply }) => imagen(reply, await svgCategoria(db, file)),
    iconoCategoria: async ({ file }, { reply }) => imagen(reply, await svgIcono(file)),
    imagenBanner: ({ file }, { reply }) => imagen(reply, svgBanner(file)),
    imagenRastreo: ({ file }, { reply }) => imagen(reply, svgRastreo(file)),
  };
}
