/**
 * The one rspack + Module Federation configuration every front-end package builds with.
 * It takes rspack and the plugin as arguments so each package resolves them from its own
 * dependencies (no hidden hoisting).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readDescription } from './description.ts';
import { MF_LIBRARY_GLOBALS } from './mf-libraries.ts';

/** Modules shared by every container (docs/decisions/0001, 0004, 0009, 0011, 0012). Nothing else is shared. */
export const SHARED_MODULES = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  '@mercado/shared/platform': { singleton: true, requiredVersion: '^1.0.0' },
  // One jotai per page (decision 0012): the platform's store and every parcel's are made by it. Code
  // imports 'jotai' only (its index: store and React hooks); 'jotai/vanilla/utils' stays in each
  // bundle, tree-shaken (a shared module is not).
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
  // The HTTP client's library (decision 0011): the shell provides it, every container uses that copy.
  ky: { singleton: true, requiredVersion: '^2.1.0' },
  // The browser's zod, once per page (shared/src/zod/api.ts, decisions 0004 and 0009). Its share key
  // names the API it exports (zod mini): a container built against classic zod's names (a remote
  // rolled back to before 0009) finds no provider under its own key but its own copy, and keeps it.
  '@mercado/shared/zod': { singleton: true, requiredVersion: '^1.0.0', shareKey: '@mercado/shared/zod-mini' },
} as const;

interface FederatedConfigOptions {
  /** Container name: 'mf_' and the remote's name in snake case ('shell' for the host). */
  name: string;
  /** Absolute path of the package. */
  root: string;
  /** The port its dev server listens on (beside a running platform, which serves on 3000). */
  devPort: number;
  mode: 'production' | 'development';
  /** The `ModuleFederationPlugin` from '@module-federation/enhanced/rspack'. */
  ModuleFederationPlugin: new (
    options: Record<string, unknown>,
  ) => unknown;
  /** `rspack` from '@rspack/core' (only the plugins used here are named). */
  rspack: {
    DefinePlugin: new (definitions: Record<string, string>) => unknown;
    HtmlRspackPlugin: new (options: { template: string }) => unknown;
    BannerPlugin: new (options: { banner: string; raw: boolean; stage: number; test: RegExp }) => unknown;
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number; PROCESS_ASSETS_STAGE_DEV_TOOLING: number };
  };
  /** Remotes: the modules they expose. */
  exposes?: Record<string, string>;
  /** Remotes: what they serve (their `src/descripcion.ts`), written as `mf-description.json`. */
  description?: unknown;
  /** Host only: HTML template path. */
  html?: string;
  /** Compile-time constants (JSON-stringified for you). */
  define?: Record<string, unknown>;
  /** Host only: origins the page will call at once (the API), preconnected from the HTML. */
  preconnect?: string[];
}

/** The part of rspack's compiler this file uses (typed here: `rspack` is passed in, not imported). */
interface BootCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
          namedChunkGroups: ReadonlyMap<string, { childrenIterable: Iterable<{ getFiles(): string[] }> }>;
          getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
          updateAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/**
 * Host only: the HTML names every script and stylesheet the boot needs, so they download in
 * parallel with main.js instead of after it has run (the Module Federation runtime in main.js only
 * asks for them once it has started: the async boundary `import('./bootstrap')` and the shell's own
 * copies of the shared singletons). Those are exactly the files of the entry's child chunk groups.
 * Also preconnects to the origins the page calls at once (the API).
 */
export class BootPreloadPlugin {
  private readonly preconnect: string[];
  constructor(preconnect: string[] = []) {
    this.preconnect = preconnect;
  }
  apply(compiler: BootCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names and the HTML is written.
        { name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          const entry = compilation.namedChunkGroups.get('main');
          if (!html || !entry) return;
          const files = new Set<string>();
          for (const group of entry.childrenIterable) for (const file of group.getFiles()) files.add(file);
          const sizeOf = (file: string) => compilation.getAsset(file)?.source.source().length ?? 0;
          const links = [
            ...this.preconnect.map((origin) => `<link rel="preconnect" href="${origin}">`),
            ...[...files]
              .filter((file) => /\.(js|css)$/.test(file))
              // Stylesheets, then the biggest scripts first: a browser opens six connections to
              // an origin, and a big file queued behind small ones finishes last of all.
              .sort(
                (a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || sizeOf(b) - sizeOf(a),
              )
              .map(
                (file) =>
                  // Low, as the runtime asks for them: High would compete with (and, for
                  // Lighthouse's model, block) the first paint of the HTML's loading screen.
                  `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`,
              ),
          ].join('');
          const text = html.source.source().toString();
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(text.replace('</head>', `${links}</head>`)),
          );
        },
      );
    });
  }
}

/** The part of rspack's compiler the description plugin uses. */
interface EmitCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
          emitAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/** The file, beside `mf-manifest.json`, that deploy merges into the live registry. */
export const DESCRIPTION_FILE = 'mf-description.json';

/**
 * Remote only: validates the remote's description and writes it beside its manifest. A description
 * that does not validate, or names another container, fails the build.
 */
export class DescriptionPlugin {
  private readonly json: string;
  constructor(name: string, description: unknown) {
    const reading = readDescription(description);
    if (!reading.ok) throw new Error(`${name}: ${reading.reason}`);
    if (reading.description.name !== name) {
      throw new Error(`${name}: su descripción se llama ${reading.description.name}`);
    }
    this.json = `${JSON.stringify(reading.description, null, 2)}\n`;
  }
  apply(compiler: EmitCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DescriptionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DescriptionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(DESCRIPTION_FILE, new sources.RawSource(this.json)),
      );
    });
  }
}

/**
 * The host publishes Module Federation's SDK and error codes for the remotes (MF_LIBRARY_GLOBALS):
 * they must be the very copies its runtime uses, which MF's bundler runtime loads as CommonJS.
 * Imported by their package names they would resolve to the ES builds, a second copy of both in the
 * shell's entry (1.5 KB in brotli, 4.3 KB in gzip, on every first visit). Aliased to the files
 * `require` resolves to.
 */
function mfLibrariesAsTheRuntimeLoadsThem(root: string): Record<string, string> {
  const require = createRequire(path.join(root, 'package.json'));
  return Object.fromEntries(
    Object.keys(MF_LIBRARY_GLOBALS).map((name) => [`${name}$`, require.resolve(name)]),
  );
}

export function createFederatedConfig(options: FederatedConfigOptions) {
  const { name, root, devPort, mode, exposes, rspack, ModuleFederationPlugin } = options;
  const isHost = !exposes;
  const production = mode === 'production';
  const define: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify(mode),
  };
  for (const [key, value] of Object.entries(options.define ?? {})) define[key] = JSON.stringify(value);

  return {
    mode,
    context: root,
    // The host boots from its entry; a remote's only entry is the container Module Federation adds.
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      // Host: absolute, so deep links load their chunks from '/'. Remote: wherever it is deployed.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      ...(isHost ? { alias: mfLibrariesAsTheRuntimeLoadsThem(root) } : {}),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
      generator: {
        // Class names carry the container name: styles of one remote never match another's markup.
        'css/module': { localIdentName: production ? `${name}-[hash:6]` : `${name}__[name]__[local]` },
      },
    },
    plugins: [
      new rspack.DefinePlugin(define),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: SHARED_MODULES,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One copy of the MF runtime per page: the shell provides it, remotes use it (-14 KB gzip
        // per remote). A remote therefore only runs inside the shell, which is how it is deployed.
        // Browser-only builds drop the runtime's Node.js script loading; a remote loads no other
        // remote, so its entry drops the remote-loading code too (-2 KB gzip per remote entry).
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      // V8's explicit compile hint: every function of a chunk is compiled as the file streams in, on
      // a background thread, instead of on the main thread at its first call (Chrome ≥ 136; others
      // ignore the comment). A chunk loads because its code runs now, so little is compiled in
      // vain: a first visit of /caracas blocks the main thread about half as long. Not the shell's
      // entry (`main.*`): it is the MF runtime, most of whose functions a page never calls, and its
      // evaluation took 38–41 ms of main-thread CPU without the hint against 43–49 ms with it.
      // Added after the minifier (which drops comments) and before the source maps (aligned).
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        stage:
          (rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE +
            rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) /
          2,
        test: /^(?!main\.).*\.js$/,
      }),
      ...(isHost ? [] : [new DescriptionPlugin(name, options.description)]),
      ...(isHost && options.html
        ? [new rspack.HtmlRspackPlugin({ template: options.html }), new BootPreloadPlugin(options.preconnect)]
        : []),
    ],
    // A remote reads the MF SDK and error codes from the shell (−4.6 KB gzip per remote entry).
    ...(isHost ? {} : { externalsType: 'global' as const, externals: { ...MF_LIBRARY_GLOBALS } }),
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      // Beside a running platform, so one remote can be developed live.
      port: devPort,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
  };
}
