/**
 * Images staff upload (conventions "Images"; decision 0023): JPEG, PNG or WebP, known by their content
 * (sharp reads the bytes; the name and the declared type are not trusted), resized with sharp to the
 * widths the storefront shows, each in WebP and AVIF, plus the original (capped at 2000 px, metadata
 * such as a phone's GPS position removed). Stored under a name made of the content's hash.
 */
import { createHash } from 'node:crypto';
import { type ImagenSubida, MAX_BYTES_SUBIDA, MensajesSubida } from '@mercado/shared/contracts';
import { slugDe } from '@mercado/shared/rules';
import sharp from 'sharp';
import { Invalido } from '../errores.ts';
import type { Almacen } from './almacen.ts';

/** The widths each kind of image is shown at; the first is the one pages show by default. */
export const ANCHOS_IMAGEN = {
  producto: [400, 200, 800],
  categoria: [192, 96],
  banner: [1440, 480, 960],
  lista: [600, 300],
} as const satisfies Record<string, readonly number[]>;

const MAX_PIXELES = 40_000_000;
const ANCHO_ORIGINAL = 2000;
const FORMATOS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/**
 * `url`: the WebP at the first width (what a page shows by default); `original`: capped at 2000 px
 * wide, in its own format; `variantes`: every width in WebP and AVIF.
 */
export type ImagenGuardada = ImagenSubida;
type VarianteImagen = ImagenSubida['variantes'][number];

/** What the bytes are, or a 400 that says which images are accepted. */
async function leerImagen(
  archivo: Uint8Array,
): Promise<{ formato: keyof typeof FORMATOS; ancho: number; alto: number }> {
  if (archivo.length > MAX_BYTES_SUBIDA)
    throw new Invalido(MensajesSubida.PESO, { archivo: MensajesSubida.PESO });
  const meta = await sharp(archivo, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const formato = meta?.format;
  if (!meta || !formato || !(formato in FORMATOS) || !meta.width || !meta.height)
    throw new Invalido(MensajesSubida.FORMATO, { archivo: MensajesSubida.FORMATO });
  if (meta.width * meta.height > MAX_PIXELES)
    throw new Invalido(MensajesSubida.PIXELES, { archivo: MensajesSubida.PIXELES });
  // EXIF orientation 5-8 swaps the sides once rotated.
  const girada = (meta.orientation ?? 1) >= 5;
  return {
    formato: formato as keyof typeof FORMATOS,
    ancho: girada ? meta.height : meta.width,
    alto: girada ? meta.width : meta.height,
  };
}

/**
 * Checks, resizes and stores one upload as `<carpeta>/<nombre>-<hash>-<ancho>.webp|.avif` (never
 * wider than the original) and `<carpeta>/<nombre>-<hash>-original.<ext>`.
 */
export async function guardarImagen(
  almacen: Almacen,
  archivo: Uint8Array,
  destino: { carpeta: string; nombre: string; anchos: readonly number[] },
): Promise<ImagenGuardada> {
  const { formato, ancho, alto } = await leerImagen(archivo);
  const hash = createHash('sha256').update(archivo).digest('hex').slice(0, 12);
  const base = `${destino.carpeta}/${slugDe(destino.nombre).slice(0, 60) || 'imagen'}-${hash}`;
  // Decoding errors past the header (a truncated file) surface here, still as the caller's bad file.
  const procesar = async <T>(trabajo: () => Promise<T>): Promise<T> =>
    trabajo().catch((err: unknown) => {
      if (err instanceof Error && /Input|corrupt|unsupported|premature|VipsJpeg|png/i.test(err.message))
        throw new Invalido(MensajesSubida.FORMATO, { archivo: MensajesSubida.FORMATO });
      throw err;
    });
  const girada = () => sharp(archivo, { limitInputPixels: MAX_PIXELES }).rotate();

  const originalBytes = await procesar(() =>
    girada().resize({ width: ANCHO_ORIGINAL, withoutEnlargement: true }).toFormat(formato).toBuffer(),
  );
  const original = await almacen.guardar(
    `${base}-original.${FORMATOS[formato]}`,
    originalBytes,
    `image/${formato}`,
  );

  const variantes: VarianteImagen[] = [];
  for (const pedido of [...new Set(destino.anchos)]) {
    const w = Math.min(pedido, ancho);
    const h = Math.round((alto * w) / ancho);
    const redimensionada = () => girada().resize({ width: w, withoutEnlargement: true });
    const [webp, avif] = await procesar(() =>
      Promise.all([
        redimensionada().webp({ quality: 80 }).toBuffer(),
        redimensionada().avif({ quality: 55, effort: 2 }).toBuffer(),
      ]),
    );
    variantes.push({
      ancho: w,
      alto: h,
      webp: await almacen.guardar(`${base}-${pedido}.webp`, webp, 'image/webp'),
      avif: await almacen.guardar(`${base}-${pedido}.avif`, avif, 'image/avif'),
    });
  }
  const principal = variantes[0];
  if (!principal) throw new Error('guardarImagen needs at least one width');
  return { url: principal.webp, ancho: principal.ancho, alto: principal.alto, original, variantes };
}
