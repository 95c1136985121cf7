import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@mercado/shared/federation/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { descripcion } from './src/descripcion.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createFederatedConfig({
    description: descripcion,
    name: 'mf_storefront',
    root: fileURLToPath(new URL('.', import.meta.url)),
    devPort: 3101,
    mode: argv.mode ?? 'production',
    rspack,
    ModuleFederationPlugin,
    exposes: { './app': './src/app.tsx', './buscador': './src/buscar/BuscadorDiferido.tsx' },
  });
  return {
    ...config,
    optimization: {
      ...config.optimization,
      // Both exposes mount through single-spa-react (shared/src/federation/lifecycles.tsx). Shared
      // by the two alone, they are under splitChunks' default minSize, so each expose would carry
      // its own copy and a first visit of the store, which loads both, would download it twice
      // (+3 KB gzip): one chunk of their own instead.
      splitChunks: {
        cacheGroups: {
          parcela: {
            test: /[\\/](single-spa-react[\\/]|shared[\\/]src[\\/]federation[\\/]lifecycles\.tsx$)/,
            name: 'parcela',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
  };
};
