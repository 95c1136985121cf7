/**
 * How the history of a zone's advertising reads (issue 33): the banners and the advertising message
 * (one record a zone) and each carousel image, their fields as the forms name them.
 */

import { type FormatoHistorial, OCULTO, valores } from '@mercado/admin-kit';
import { archivo, CONTABILIDAD } from '../comun/historial.ts';

export const FORMATO_PUBLICIDAD: FormatoHistorial = {
  mensajePublicidad: { etiqueta: 'Mensaje publicitario' },
  imagenOferta: { etiqueta: 'Imagen de ofertas', valor: archivo },
  imagenOfertaAlt: { etiqueta: 'Texto alternativo de ofertas' },
  imagenOfertaUrl: { etiqueta: 'Enlace de ofertas' },
  imagenListaRapida: { etiqueta: 'Imagen de listas rápidas', valor: archivo },
  imagenListaRapidaAlt: { etiqueta: 'Texto alternativo de listas rápidas' },
  imagenListaRapidaUrl: { etiqueta: 'Enlace de listas rápidas' },
  imagen: { etiqueta: 'Imagen de escritorio', valor: archivo },
  imagenMovil: { etiqueta: 'Imagen para teléfonos', valor: archivo },
  alt: { etiqueta: 'Texto alternativo' },
  url: { etiqueta: 'Enlace' },
  prioridad: { etiqueta: 'Prioridad' },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  imagenOfertaAncho: OCULTO,
  imagenOfertaAlto: OCULTO,
  imagenListaRapidaAncho: OCULTO,
  imagenListaRapidaAlto: OCULTO,
  imagenMovilAncho: OCULTO,
  imagenMovilAlto: OCULTO,
  ...CONTABILIDAD,
};
