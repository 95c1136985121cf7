import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@mercado/shared/federation/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig({
    name: 'shell',
    root,
    devPort: 3100,
    mode: argv.mode ?? 'production',
    rspack,
    ModuleFederationPlugin,
    html: fileURLToPath(new URL('./index.html', import.meta.url)),
    // The first API calls (website resolve, zones, page data) and the product images.
    preconnect: [new URL(apiUrl).origin],
    define: {
      API_URL: apiUrl,
      REGISTRY_URL: process.env.REGISTRY_URL ?? '/registry.json',
      APP_ID: 'mercado-web',
    },
  });
