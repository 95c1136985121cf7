/** The generated images of the media endpoints (SVG: products, categories, banners, tracking steps). */
import { z } from '@mercado/shared/zod';

/** `/media/{producto,categoria,icono,banner}/:file`: `<slug>.svg`. */
export const ImagenParamsSchema = z.strictObject({
  file: z.string().check(z.regex(/^[a-z0-9-]{1,120}\.svg$/, 'Archivo inválido')),
});
/** `/media/rastreo/:file`: `<paso>.svg`. */
export const ImagenRastreoParamsSchema = z.strictObject({
  file: z.string().check(z.regex(/^[a-z-]{1,40}\.svg$/, 'Archivo inválido')),
});

/** `/media/subidas/:carpeta/:archivo`: an uploaded image's stored name (decision 0023). */
export const SubidaParamsSchema = z.strictObject({
  carpeta: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Archivo inválido')),
  archivo: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,100}\.(webp|avif|jpg|png)$/, 'Archivo inválido')),
});

/** Image uploads (conventions "Images"): what the API accepts, checked by content. */
export const MAX_BYTES_SUBIDA = 5 * 1024 * 1024;
export const MensajesSubida = {
  FORMATO: 'El archivo debe ser una imagen JPEG, PNG o WebP',
  PESO: 'La imagen no puede pesar más de 5 MB',
  PIXELES: 'La imagen es demasiado grande: use una de 40 megapíxeles como máximo',
  FALTA: 'Seleccione una imagen',
} as const;

/** What an upload entry answers: the stored image (paths as the API serves them). */
export const ImagenSubidaSchema = z.object({
  url: z.string(),
  ancho: z.int(),
  alto: z.int(),
  original: z.string(),
  variantes: z.array(z.object({ ancho: z.int(), alto: z.int(), webp: z.string(), avif: z.string() })),
});
export type ImagenSubida = z.infer<typeof ImagenSubidaSchema>;
