import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@mercado/shared/federation/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Chunk, rspack } from '@rspack/core';
import { descripcion } from './src/descripcion.ts';

/** The chunks of the store's first visit and of the search box's side (Buscador.tsx's imports). */
const PRIMERA_VISITA = new Set([
  '__federation_expose_app',
  '__federation_expose_buscador',
  'buscador',
  'buscador-motor',
  'buscador-opciones',
]);

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
      // A first visit of the store loads both exposes. What the app's chunk shares with the search
      // box's side (single-spa-react, the cart's bus and steppers the suggestions show, the contracts
      // the search client reads) would come in three chunks, split by sets of users, each one more
      // request on that visit (about 0.6 KB of headers each, and less compression): one instead.
      // Only among these chunks: the shared libraries' fallback chunks keep their modules.
      splitChunks: {
        cacheGroups: {
          parcela: {
            name: 'parcela',
            // Scripts only: the cards' styles stay in the app's stylesheet (one request less).
            type: /^javascript/,
            chunks: (chunk: Chunk) => PRIMERA_VISITA.has(chunk.name ?? ''),
            minChunks: 2,
            minSize: 0,
            maxAsyncRequests: Number.POSITIVE_INFINITY,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
    },
  };
};
