/** The generated images (SVG), cached by browsers for 30 days. */
import type { media } from '@mercado/shared/endpoints/media';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { notFound } from '../http/errors.ts';
import { imagenBanner, imagenCategoria, imagenProducto, imagenRastreo } from '../services/media.ts';

function imagen(reply: FastifyReply, svg: string | null): string {
  if (svg === null) throw notFound('La imagen solicitada no existe');
  reply.header('cache-control', 'public, max-age=2592000');
  return svg;
}

export function mediaHandlers({ db }: AppContext): Handlers<typeof media> {
  return {
    imagenProducto: async ({ file }, { reply }) => imagen(reply, await imagenProducto(db, file)),
    imagenCategoria: async ({ file }, { reply }) => imagen(reply, await imagenCategoria(db, file)),
    imagenBanner: ({ file }, { reply }) => imagen(reply, imagenBanner(file)),
    imagenRastreo: ({ file }, { reply }) => imagen(reply, imagenRastreo(file)),
  };
}
