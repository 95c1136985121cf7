import type { AccessSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Almacen } from './services/admin/almacen.ts';
import type { BuscadorSync } from './services/buscador.ts';

/** What every route module's handlers get. */
export type AppContext = {
  db: Db;
  config: Config;
  signer: AccessSigner;
  /** Keeps the products search index in step: call it from every catalogue write path. */
  buscador: BuscadorSync;
  /** Where uploaded images are stored (local disk, or S3-compatible storage when configured). */
  almacen: Almacen;
};
