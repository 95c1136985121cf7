import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@mercado/shared/federation/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { PrecacheManifestPlugin } from './src/pwa/precache-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const shell = createFederatedConfig({
    name: 'shell',
    root,
    devPort: 3100,
    mode,
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
  // The web app manifest and its icons (decision 0053), at the root of the build as the HTML names them.
  shell.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  if (mode === 'development') return shell;

  // The service worker: a second compilation, after the shell's (it precaches what the shell wrote),
  // into the same folder (`--output-path` moves both), at the root of the origin (its scope is
  // every page).
  const worker = {
    name: 'sw',
    dependencies: ['shell'],
    mode,
    context: root,
    target: 'webworker',
    entry: { sw: './src/pwa/sw.ts' },
    devtool: false,
    output: { path: shell.output.path, filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        API_URL: JSON.stringify(apiUrl),
      }),
      new PrecacheManifestPlugin(),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
  return [{ ...shell, name: 'shell' }, worker];
};
