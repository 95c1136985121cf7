/** Image attributes from what the API gives: intrinsic width/height always (no layout shift). */
import type { Imagen } from '@mercado/shared/contracts';

export interface AtributosImagen {
  src: string;
  width: number;
  height: number;
}

export const atributos = (imagen: Imagen): AtributosImagen => ({
  src: imagen.url,
  width: imagen.ancho,
  height: imagen.alto,
});

/** A product's main image as the listings send it (`imagen` + `imagenAncho`/`imagenAlto`). */
export const imagenDeProducto = (p: { imagen: string; imagenAncho: number; imagenAlto: number }): Imagen => ({
  url: p.imagen,
  ancho: p.imagenAncho,
  alto: p.imagenAlto,
});

/** Small screens get the slide's mobile image (below the shell's 48rem breakpoint). */
export const MEDIA_MOVIL = '(max-width: 47.99rem)';
