// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@mercado/shared/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheEntries } from '../src/pwa/precache-plugin.ts';
import { type Peticion, tratoDe } from '../src/pwa/rutas.ts';
import { TIEMPOS_PWA, tiemposPwa } from '../src/pwa/tiempos.ts';
import { entradaDelShell, firmaDe, remotoRetirado, remotosCambiados } from '../src/pwa/versiones.ts';

const ORIGEN = 'https://tienda.test';
const API = 'https://api.tienda.test';
const pedir = (url: string, cambios: Partial<Omit<Peticion, 'url'>> = {}) =>
  tratoDe({
    url: new URL(url, ORIGEN),
    origen: ORIGEN,
    api: API,
    metodo: 'GET',
    destino: '',
    modo: 'cors',
    autorizada: false,
    ...cambios,
  });

describe("the service worker's routes", () => {
  it('pages go to the network (the shell only offline); a file opened directly is no page', () => {
    expect(pedir('/caracas', { modo: 'navigate' })).toBe('pagina');
    expect(pedir('/', { modo: 'navigate' })).toBe('pagina');
    expect(pedir('/admin/producto/3', { modo: 'navigate' })).toBe('pagina');
    expect(pedir('/remotes/mf_storefront/1.0.0-abc/mf-manifest.json', { modo: 'navigate' })).toBeNull();
    expect(pedir('/registry.json', { modo: 'navigate' })).toBeNull();
  });

  it('the registry, whatever its query, is the registry', () => {
    expect(pedir('/registry.json')).toBe('registro');
    expect(pedir('/registry.json?despliegue=2')).toBe('registro');
  });

  it("the shell's hashed files and the remotes' versioned folders are files; the HTML, sw.js and the manifest are not", () => {
    expect(pedir('/main.6790a1df.js')).toBe('archivo');
    expect(pedir('/435.139df26c.js')).toBe('archivo');
    expect(pedir('/966.45bcb1c1.css')).toBe('archivo');
    expect(pedir('/remotes/mf_checkout/1.0.0-0a1b2c3d4e/remoteEntry.js')).toBe('archivo');
    expect(pedir('/remotes/mf_checkout/1.0.0-0a1b2c3d4e/mf-manifest.json')).toBe('archivo');
    expect(pedir('/')).toBeNull();
    expect(pedir('/sw.js')).toBeNull();
    expect(pedir('/manifest.webmanifest')).toBeNull();
    expect(pedir('https://otro.test/main.6790a1df.js')).toBeNull();
  });

  it('the public store reads are cached for anonymous visitors only, never a write or a per-user call', () => {
    expect(pedir(`${API}/api/website/inicio/caracas`)).toBe('lectura');
    expect(pedir(`${API}/api/website/resolve?zona=caracas`)).toBe('lectura');
    expect(pedir(`${API}/api/zona/listadoapi`)).toBe('lectura');
    expect(pedir(`${API}/api/website/inicio/caracas`, { autorizada: true })).toBeNull();
    expect(pedir(`${API}/api/website/inicio/caracas`, { metodo: 'POST' })).toBeNull();
    expect(pedir(`${API}/api/usuario/carrito/1`)).toBeNull();
    expect(pedir(`${ORIGEN}/api/website/inicio/caracas`)).toBeNull();
  });

  it('every read it caches is a public GET of the endpoint table, and every public read of the shop front is cached', () => {
    const ejemplo = (ruta: string) => `${API}${ruta.replace(/:[a-z]+/gi, 'x')}`;
    const todos = Object.values(endpoints).flatMap((dominio) => Object.values(dominio));
    for (const entrada of todos) {
      const trato = pedir(ejemplo(entrada.path), { metodo: entrada.method });
      if (trato === 'lectura')
        expect(`${entrada.method} ${entrada.access}`, entrada.path).toBe('GET publico');
    }
    for (const entrada of [...Object.values(endpoints.vitrina), ...Object.values(endpoints.website)]) {
      // The API's health and a zone by id (the back-office's) are no part of a store page.
      if (entrada.path === '/health' || entrada.path === '/api/zona/:id/simpleapi') continue;
      expect(pedir(ejemplo(entrada.path)), entrada.path).toBe('lectura');
    }
  });

  it("the API's catalogue images go to the bounded cache; an order's tracking photo, an upload or a bucket's do not", () => {
    expect(pedir(`${API}/media/producto/cafe.webp`, { destino: 'image' })).toBe('imagen');
    expect(pedir(`${API}/media/banner/promo.jpg`)).toBe('imagen');
    expect(pedir(`${API}/media/rastreo/pedido-1.jpg`, { destino: 'image' })).toBeNull();
    expect(pedir(`${API}/media/subidas/tmp/a.png`, { destino: 'image' })).toBeNull();
    // Another origin's (a bucket's) is not the worker's to fetch: the shop's connect-src does not name it.
    expect(pedir('https://bucket.test/productos/cafe.png', { destino: 'image' })).toBeNull();
  });
});

describe('what a tab compares to know a new version is out', () => {
  const cargados = [
    {
      name: 'mf_storefront',
      version: '1.0.0-a',
      entry: 'https://t/remotes/mf_storefront/1.0.0-a/remoteEntry.js',
    },
    {
      name: 'mf_checkout',
      version: '1.0.0-b',
      entry: 'https://t/remotes/mf_checkout/1.0.0-b/remoteEntry.js',
    },
  ];

  it('a remote whose live version differs, or a new one, is changed; the same versions are not', () => {
    expect(remotosCambiados(cargados, cargados)).toEqual([]);
    const vivos = [
      { ...cargados[0]!, version: '1.0.0-c' },
      cargados[1]!,
      { ...cargados[1]!, name: 'mf_nuevo' },
    ];
    expect(remotosCambiados(cargados, vivos).map((r) => r.name)).toEqual(['mf_storefront', 'mf_nuevo']);
    expect(remotoRetirado(cargados, [cargados[0]!])).toBe(true);
    expect(remotoRetirado(cargados, cargados)).toBe(false);
  });

  it("the shell's entry is the one the HTML names", () => {
    const html =
      '<head><link rel="preload" href="/435.139df26c.js"><script defer src="/main.6790a1df.js"></script>';
    expect(entradaDelShell(html)).toBe('/main.6790a1df.js');
    expect(entradaDelShell('<html>mantenimiento</html>')).toBeNull();
  });

  it('one set of new versions has one key, whatever their order', () => {
    const a = { name: 'a', version: '1', entry: '' };
    const b = { name: 'b', version: '2', entry: '' };
    expect(firmaDe('/main.1.js', [a, b])).toBe(firmaDe('/main.1.js', [b, a]));
    expect(firmaDe(null, [a])).not.toBe(firmaDe(null, [{ ...a, version: '3' }]));
  });
});

describe("the worker's timings", () => {
  it("are the spec's unless a test sets whole, non-negative ms", () => {
    expect(tiemposPwa({})).toEqual(TIEMPOS_PWA);
    expect(TIEMPOS_PWA).toEqual({ registroMs: 30_000, inicioRevisionMs: 90_000, cadaRevisionMs: 60_000 });
    expect(
      tiemposPwa({ mercadoPwa: { cadaRevisionMs: 1000, registroMs: -1, inicioRevisionMs: '0' } }),
    ).toEqual({
      ...TIEMPOS_PWA,
      cadaRevisionMs: 1000,
    });
  });
});

describe('the precache list', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('is the HTML, what it names, the manifest and the icons; hashed names are their own revision', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sw-precache-'));
    mkdirSync(path.join(dist, 'iconos'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<link rel="manifest" href="/manifest.webmanifest"><link rel="preload" href="/435.139df26c.js"><script src="/main.6790a1df.js"></script>',
    );
    for (const file of [
      'manifest.webmanifest',
      '435.139df26c.js',
      'main.6790a1df.js',
      'iconos/icono-192.png',
      '999.aaaaaaaa.js',
    ])
      writeFileSync(path.join(dist, file), file);
    const entries = precacheEntries(dist);
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      [
        '/435.139df26c.js',
        '/iconos/icono-192.png',
        '/index.html',
        '/main.6790a1df.js',
        '/manifest.webmanifest',
      ].sort(),
    );
    expect(entries.find((entry) => entry.url === '/main.6790a1df.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/index.html')?.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fails the build when the HTML names a file that is not there', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sw-precache-'));
    writeFileSync(path.join(dist, 'index.html'), '<script src="/main.6790a1df.js"></script>');
    expect(() => precacheEntries(dist)).toThrow(/main\.6790a1df\.js/);
  });
});
