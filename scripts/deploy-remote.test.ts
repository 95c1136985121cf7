/** What deploy writes in the registry for the shell to request ahead: each exposed module's files. */
import { describe, expect, it } from 'vitest';
import { preloadOf } from './deploy-remote.ts';

describe("a deploy's preload list", () => {
  it("names, per exposed module, the remote's entry, then the module's own JS and CSS, not its lazy chunks", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './app',
          assets: {
            js: { sync: ['738.a.js', '__federation_expose_app.b.js'], async: ['156.c.js'] },
            css: { sync: ['__federation_expose_app.d.css'], async: ['233.e.css'] },
          },
        },
        {
          path: './buscador',
          assets: { js: { sync: ['738.a.js', 'buscador.f.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    };
    expect(preloadOf(manifest)).toEqual({
      './app': [
        'remoteEntry.js',
        '738.a.js',
        '__federation_expose_app.b.js',
        '__federation_expose_app.d.css',
      ],
      './buscador': ['remoteEntry.js', '738.a.js', 'buscador.f.js'],
    });
  });

  it("lists a lazily loaded page's own chunk (named pagina-<id> by its build) under pagina:<id>, once", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './app',
          assets: {
            js: { sync: ['app.b.js'], async: ['156.c.js', 'pagina-producto.4439ac5f.js'] },
            css: { sync: [], async: ['pagina-producto.c98d0b77.css', '252.e.css'] },
          },
        },
        {
          path: './buscador',
          assets: {
            js: { sync: ['buscador.f.js'], async: ['pagina-producto.4439ac5f.js'] },
            css: { sync: [] },
          },
        },
      ],
    };
    expect(preloadOf(manifest)).toEqual({
      './app': ['remoteEntry.js', 'app.b.js'],
      './buscador': ['remoteEntry.js', 'buscador.f.js'],
      'pagina:producto': ['pagina-producto.4439ac5f.js', 'pagina-producto.c98d0b77.css'],
    });
  });

  it('puts the entry in its folder when the manifest gives one', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } },
      exposes: [{ path: './app', assets: { js: { sync: [] }, css: { sync: [] } } }],
    };
    expect(preloadOf(manifest)).toEqual({ './app': ['static/remoteEntry.js'] });
  });
});
