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
