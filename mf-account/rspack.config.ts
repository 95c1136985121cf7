import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@mercado/shared/federation/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { descripcion } from './src/descripcion.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig({
    description: descripcion,
    name: 'mf_account',
    root: fileURLToPath(new URL('.', import.meta.url)),
    devPort: 3103,
    mode: argv.mode ?? 'production',
    rspack,
    ModuleFederationPlugin,
    exposes: { './app': './src/app.tsx', './avisos': './src/avisos/avisos.tsx' },
  });
