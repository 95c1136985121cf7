/**
 * Where uploaded images live (conventions: local disk by default, S3-compatible storage when
 * configured). A stored object's name is its content's hash, so an object is never overwritten and
 * its URL can be cached for a year.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The URL path prefix the API serves local uploads under. */
export const PREFIJO_SUBIDAS = '/media/subidas';

export interface Almacen {
  /** Stores `bytes` as `clave` ('producto/arroz-ab12cd-400.webp'); answers the URL to show it with. */
  guardar(clave: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The bytes of a local object (null: none); an S3 object is read from its own URL. */
  leer(clave: string): Promise<Buffer | null>;
}

/** A folder, then a file name: letters, digits, dashes, dots; nothing that climbs out of the folder. */
const CLAVE = /^[a-z0-9-]+\/[a-z0-9][a-z0-9.-]*$/;

function disco(dir: string): Almacen {
  const ruta = (clave: string) => {
    if (!CLAVE.test(clave) || clave.includes('..')) throw new Error(`invalid media key ${clave}`);
    return path.join(dir, clave);
  };
  return {
    async guardar(clave, bytes) {
      const destino = ruta(clave);
      await mkdir(path.dirname(destino), { recursive: true });
      await writeFile(destino, bytes);
      return `${PREFIJO_SUBIDAS}/${clave}`;
    },
    async leer(clave) {
      if (!CLAVE.test(clave) || clave.includes('..')) return null;
      return readFile(path.join(dir, clave)).catch(() => null);
    },
  };
}

function s3(conf: NonNullable<Config['medios']['s3']>): Almacen {
  // Loaded only when a bucket is configured: the SDK is large and most set-ups never need it.
  const cliente = import('@aws-sdk/client-s3').then(
    ({ S3Client }) =>
      new S3Client({
        region: conf.region,
        ...(conf.endpoint ? { endpoint: conf.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: conf.accessKeyId, secretAccessKey: conf.secretAccessKey },
      }),
  );
  return {
    async guardar(clave, bytes, contentType) {
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      await (await cliente).send(
        new PutObjectCommand({
          Bucket: conf.bucket,
          Key: clave,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${conf.publicUrl}/${clave}`;
    },
    leer: async () => null,
  };
}

export function crearAlmacen(config: Config): Almacen {
  return config.medios.s3 ? s3(config.medios.s3) : disco(config.medios.dir);
}
