/**
 * Back-office advertising, quick lists and the search history (issue 18): every entry checks its role and
 * zone.
 */

import { endpoints } from '@mercado/shared/endpoints';
import { contenidoEnEdicion, firmaDe } from '../src/services/contenido-zona.ts';
import { probarAcceso } from './admin-acceso.ts';
import {
  destacadoBody,
  destacadoEn,
  listaBody,
  listaEn,
  publicacionAnterior,
  sliderEn,
  subida,
  versionPublicidad,
  zonaId,
} from './admin-publicidad-contexto.ts';

probarAcceso('adminPublicidad: every entry checks its role and zone', endpoints.adminPublicidad, {
  rolSeccion: 'ROLE_PUBLICIDAD',
  rolAjeno: 'ROLE_CATEGORIA',
  zonaDeRegistroPrimero: true,
  casos: {
    zonas: { entrada: () => ({}) },
    publicidad: { entrada: (_, zona) => ({ zona }), porZona: true },
    guardarMensaje: {
      entrada: async (t, zona) => ({ zona, mensaje: 'Hola', version: await versionPublicidad(t, zona) }),
      porZona: true,
    },
    guardarImagenOferta: {
      entrada: async (t, zona) => ({
        zona,
        alt: 'Ofertas',
        url: '',
        version: await versionPublicidad(t, zona),
      }),
      porZona: true,
    },
    guardarImagenListaRapida: {
      entrada: async (t, zona) => ({
        zona,
        alt: 'Listas',
        url: `/${zona}/lista-rapida`,
        version: await versionPublicidad(t, zona),
      }),
      porZona: true,
    },
    subirImagenOferta: {
      entrada: async (t, zona) => ({ zona, version: await versionPublicidad(t, zona) }),
      cuerpo: subida,
      porZona: true,
    },
    subirImagenListaRapida: {
      entrada: async (t, zona) => ({ zona, version: await versionPublicidad(t, zona) }),
      cuerpo: subida,
      porZona: true,
    },
    historialPublicidad: { entrada: (_, zona) => ({ zona }), porZona: true },
    vistaPrevia: { entrada: (_, zona) => ({ zona }), porZona: true },
    publicar: {
      entrada: async (t, zona) => ({
        zona,
        firma: firmaDe(await contenidoEnEdicion(t.db, await zonaId(t, zona))),
        alcance: 'todo',
      }),
      porZona: true,
    },
    publicaciones: { entrada: (_, zona) => ({ zona }), porZona: true },
    restaurarPublicacion: {
      entrada: async (t, zona) => ({ zona, publicacion: await publicacionAnterior(t, zona) }),
      porZona: true,
    },
    destacados: { entrada: (_, zona) => ({ zona }), porZona: true },
    verificarDestacado: { entrada: (_, zona) => ({ zona, slug: 'ofertas' }), porZona: true },
    registrarDestacado: { entrada: (_, zona) => ({ zona, ...destacadoBody() }), porZona: true },
    destacado: { entrada: async (t, zona) => ({ id: (await destacadoEn(t, zona)).id }), porZona: true },
    editarDestacado: {
      entrada: async (t, zona) => ({ ...(await destacadoEn(t, zona)), ...destacadoBody() }),
      porZona: true,
    },
    estatusDestacado: {
      entrada: async (t, zona) => ({ ...(await destacadoEn(t, zona)), estatus: 2 }),
      porZona: true,
    },
    subirImagenDestacado: { entrada: (t, zona) => destacadoEn(t, zona), cuerpo: subida, porZona: true },
    historialDestacado: {
      entrada: async (t, zona) => ({ id: (await destacadoEn(t, zona)).id }),
      porZona: true,
    },
    sliders: { entrada: (_, zona) => ({ zona }), porZona: true },
    registrarSlider: {
      entrada: (_, zona) => ({ zona, alt: 'Promoción', url: '/caracas', prioridad: 0, estatus: 1 }),
      porZona: true,
    },
    slider: { entrada: async (t, zona) => ({ id: (await sliderEn(t, zona)).id }), porZona: true },
    editarSlider: {
      entrada: async (t, zona) => ({
        ...(await sliderEn(t, zona)),
        alt: 'Promoción',
        url: 'https://example.com',
        prioridad: 2,
        estatus: 1,
      }),
      porZona: true,
    },
    estatusSlider: {
      entrada: async (t, zona) => ({ ...(await sliderEn(t, zona)), estatus: 2 }),
      porZona: true,
    },
    subirImagenSlider: { entrada: (t, zona) => sliderEn(t, zona), cuerpo: subida, porZona: true },
    subirImagenSliderMovil: { entrada: (t, zona) => sliderEn(t, zona), cuerpo: subida, porZona: true },
    historialSlider: { entrada: async (t, zona) => ({ id: (await sliderEn(t, zona)).id }), porZona: true },
    productos: { entrada: () => ({ q: 'arroz' }) },
  },
});

probarAcceso('adminListaRapida: every entry checks its role and zone', endpoints.adminListaRapida, {
  rolSeccion: 'ROLE_LISTA_RAPIDA',
  rolAjeno: 'ROLE_PUBLICIDAD',
  zonaDeRegistroPrimero: true,
  casos: {
    zonas: { entrada: () => ({}) },
    listas: { entrada: (_, zona) => ({ zona }), porZona: true },
    verificar: { entrada: (_, zona) => ({ zona, slug: 'desayuno' }), porZona: true },
    registrar: { entrada: (_, zona) => ({ zona, ...listaBody() }), porZona: true },
    lista: { entrada: async (t, zona) => ({ id: (await listaEn(t, zona)).id }), porZona: true },
    editar: { entrada: async (t, zona) => ({ ...(await listaEn(t, zona)), ...listaBody() }), porZona: true },
    estatus: { entrada: async (t, zona) => ({ ...(await listaEn(t, zona)), estatus: 2 }), porZona: true },
    subirImagen: { entrada: (t, zona) => listaEn(t, zona), cuerpo: subida, porZona: true },
    historial: { entrada: async (t, zona) => ({ id: (await listaEn(t, zona)).id }), porZona: true },
    productos: { entrada: () => ({ q: 'cafe' }) },
  },
});

probarAcceso(
  'buscador-historial by zone: the other zone is refused',
  { historial: endpoints.buscador.historial },
  {
    rolSeccion: 'ROLE_PUBLICIDAD',
    rolAjeno: 'ROLE_CATEGORIA',
    casos: { historial: { entrada: (_, zona) => ({ zona }), porZona: true } },
  },
);
