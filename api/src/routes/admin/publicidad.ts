/** Back-office advertising per zone (issue 18, decision 0027). */
import type { TokenPayload } from '@mercado/shared/contracts';
import type { adminPublicidad } from '@mercado/shared/endpoints/admin-publicidad';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { registroDeZona } from '../../services/admin/contenido.ts';
import { publicidadService } from '../../services/admin/publicidad.ts';

export function adminPublicidadHandlers({
  db,
  config,
  almacen,
}: AppContext): Handlers<typeof adminPublicidad> {
  const s = publicidadService(db, config, almacen);
  return {
    zonas: (query, { usuario }) => s.zonas(usuario, query),
    publicidad: ({ zona }) => s.publicidad(zona),
    guardarMensaje: ({ zona, mensaje, version }, { usuario }) =>
      s.guardarMensaje(usuario, zona, mensaje, version),
    guardarImagenOferta: ({ zona, ...datos }, { usuario }) => s.guardarBanner(usuario, zona, 'oferta', datos),
    guardarImagenListaRapida: ({ zona, ...datos }, { usuario }) =>
      s.guardarBanner(usuario, zona, 'listaRapida', datos),
    subirImagenOferta: ({ zona, archivo, version }, { usuario }) =>
      s.subirBanner(usuario, zona, 'oferta', archivo, version),
    subirImagenListaRapida: ({ zona, archivo, version }, { usuario }) =>
      s.subirBanner(usuario, zona, 'listaRapida', archivo, version),
    historialPublicidad: ({ zona, pagina }) => s.historialPublicidad(zona, pagina),
    vistaPrevia: ({ zona }, { usuario }) => s.vistaPrevia(usuario, zona),
    publicar: ({ zona, firma, alcance }, { usuario }) => s.publicar(usuario, zona, firma, alcance),
    publicaciones: ({ zona, pagina }) => s.publicaciones(zona, pagina),
    restaurarPublicacion: ({ zona, publicacion }, { usuario }) => s.restaurar(usuario, zona, publicacion),
    destacados: ({ zona, ...query }) => s.destacados(zona, query),
    verificarDestacado: ({ zona, slug, id }) => s.verificarDestacado(zona, slug, id),
    registrarDestacado: async ({ zona, ...body }, { usuario, reply }) => {
      reply.status(201);
      return s.registrarDestacado(usuario, zona, body);
    },
    destacado: ({ id }, { usuario }) => s.destacado(usuario, id),
    editarDestacado: ({ id, ...body }, { usuario }) => s.editarDestacado(usuario, id, body),
    estatusDestacado: ({ id, ...body }, { usuario }) => s.estatusDestacado(usuario, id, body),
    subirImagenDestacado: ({ id, archivo, version }, { usuario }) =>
      s.subirImagenDestacado(usuario, id, archivo, version),
    historialDestacado: ({ id, pagina }, { usuario }) => s.historialDestacado(usuario, id, pagina),
    sliders: ({ zona, ...query }) => s.sliders(zona, query),
    registrarSlider: async ({ zona, ...body }, { usuario, reply }) => {
      reply.status(201);
      return s.registrarSlider(usuario, zona, body);
    },
    slider: ({ id }, { usuario }) => s.slider(usuario, id),
    editarSlider: ({ id, ...body }, { usuario }) => s.editarSlider(usuario, id, body),
    estatusSlider: ({ id, ...body }, { usuario }) => s.estatusSlider(usuario, id, body),
    subirImagenSlider: ({ id, archivo, version }, { usuario }) =>
      s.subirImagenSlider(usuario, id, false, archivo, version),
    subirImagenSliderMovil: ({ id, archivo, version }, { usuario }) =>
      s.subirImagenSlider(usuario, id, true, archivo, version),
    historialSlider: ({ id, pagina }, { usuario }) => s.historialSlider(usuario, id, pagina),
    productos: ({ q }) => s.productos(q),
  };
}

/** The blocks and sliders changed by id: their zone is checked before the body (404 and 403 as their reads). */
export function adminPublicidadZonas({ db }: AppContext): ZonasDeRegistros<typeof adminPublicidad> {
  const de =
    (tabla: 'destacado' | 'zona_slider') =>
    async (params: Record<string, unknown>, usuario: TokenPayload) => {
      await registroDeZona(db, usuario, tabla, Number(params.id));
      return null;
    };
  return {
    editarDestacado: de('destacado'),
    estatusDestacado: de('destacado'),
    editarSlider: de('zona_slider'),
    estatusSlider: de('zona_slider'),
  };
}
