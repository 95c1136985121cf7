/**
 * Build side of the service worker (decision 0053): once the shell is built, writes its precache list
 * into `sw.js` where the worker reads `self.__WB_MANIFEST` (Workbox's injectManifest, done in the
 * worker's own rspack compilation). Precached: the HTML (the offline fallback), every file it names
 * (the entry, the boot's chunks and styles), the web app manifest and its icons. The shell's other
 * chunks (back-office, panels) are cached as they are first loaded, as the remotes' are: a shopper's
 * phone does not download the back-office to browse the store.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Named by its content: the name is its revision. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css)$/;

/** The precache list of the shell build in `dist`. */
export function precacheEntries(dist: string): PrecacheEntry[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/([^"?#]+\.(?:js|css|webmanifest|png))"/g)].map(
    ([, file]) => file as string,
  );
  const icons = existsSync(path.join(dist, 'iconos'))
    ? readdirSync(path.join(dist, 'iconos')).map((file) => `iconos/${file}`)
    : [];
  const files = [...new Set(['index.html', ...named, ...icons])];
  return files.map((file) => {
    const full = path.join(dist, file);
    if (!existsSync(full)) throw new Error(`sw.js: ${file} no está en ${dist}`);
    return {
      url: `/${file}`,
      revision: HASHED.test(file) ? null : createHash('md5').update(readFileSync(full)).digest('hex'),
    };
  });
}

/** The part of rspack's compiler the plugin uses. */
interface SwCompiler {
  options: { output: { path?: string } };
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
          getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
          updateAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/** Writes the list into the worker; the shell's build is in the worker's own output folder. */
export class PrecacheManifestPlugin {
  private readonly worker: string;
  constructor(worker = 'sw.js') {
    this.worker = worker;
  }
  apply(compiler: SwCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    const dist = compiler.options.output.path;
    if (!dist) throw new Error('sw.js: sin carpeta de salida');
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier, which keeps `self.__WB_MANIFEST` as written.
        { name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.worker);
          if (!asset) return;
          const code = asset.source.source().toString();
          if (!code.includes('self.__WB_MANIFEST')) throw new Error('sw.js: no lee self.__WB_MANIFEST');
          const list = JSON.stringify(precacheEntries(dist));
          compilation.updateAsset(
            this.worker,
            new sources.RawSource(code.replace('self.__WB_MANIFEST', list)),
          );
        },
      );
    });
  }
}
