import type { AccessSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Guards } from './http/auth.ts';

/** What every route module gets. */
export type AppContext = {
  db: Db;
  config: Config;
  signer: AccessSigner;
  guards: Guards;
};
