import {
  ApiErrorSchema,
  CategoriaSchema,
  MonedaSchema,
  ProductoPaginaSchema,
  ResolveResponseSchema,
  UsuarioEstatus,
  ZonaSchema,
} from '@mercado/shared/contracts';
import { formatMoney, textoPromesaEnvio } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { FAR_AREA_NAME, SHIPPING_RULES_CARACAS } from '../src/db/seed-fixtures.ts';
import { bearer, cacheAlDia, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['cliente', 'prime', 'mayorista', 'sintelefono', 'zona']) {
    tokens[u] = (await login(t.app, `${u}@demo.test`)).body.token;
  }
});
afterAll(async () => {
  await t?.close();
});

async function resolve(token?: string, zona = 'caracas') {
  await cacheAlDia(t.db);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/website/resolve?zona=${zona}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(res.statusCode).toBe(200);
  return ResolveResponseSchema.parse(res.json());
}

async function page(zona: string, pag: number, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/website/productos/${zona}?pag=${pag}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(res.statusCode).toBe(200);
  return ProductoPaginaSchema.parse(res.json());
}

async function all(zona: string, token?: string) {
  await cacheAlDia(t.db);
  const first = await page(zona, 1, token);
  const items = [...first.items];
  for (let p = 2; p <= first.paginas; p++) items.push(...(await page(zona, p, token)).items);
  return new Map(items.map((i) => [i.slug, i]));
}

describe('GET /api/website/resolve', () => {
  it('anonymous: currencies, active category tree, the zone with links, no user', async () => {
    const r = await resolve();
    expect(r.usuarioEstatus).toBeNull();
    expect(r.usuarioTipo).toBe(1);
    expect(r.usuarioEsNuevo).toBe(false);
    expect(r.membresia).toBeNull();
    expect(r.moneda.map((m) => [m.id, m.simbolo, m.tipo])).toEqual([
      [1, '$', 'dolar'],
      [2, 'Bs.', 'bolivar'],
    ]);
    expect(r.moneda[1]!.tasa).toBe('236.4500');
    expect(r.zona?.slug).toBe('caracas');
    expect(r.zona?.links.length).toBeGreaterThan(0);
    const slugs = r.categoria.map((c) => c.slug);
    expect(slugs).toContain('viveres');
    expect(slugs).not.toContain('temporada-navidena');
    expect(r.categoria.find((c) => c.slug === 'viveres')!.subcategoria.map((c) => c.slug)).toContain(
      'harinas',
    );
    expect(r.configuracion).toEqual({
      minimoCompra: '10.00',
      iconoCategoria: true,
      costoEmpaquetado: '0.50',
    });
    expect(Number.isNaN(Date.parse(r.fechaServer))).toBe(false);
    // When the rate in effect was set: the latest row of its history (issue 36's rate line).
    const ultima = await t.db
      .selectFrom('tasa_historial')
      .select('creado_en')
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(r.tasaActualizada).toBe(ultima.creado_en.toISOString());
    // No app-store address configured here: the footer shows no link to a store.
    expect(r.apps).toEqual({ appStore: null, googlePlay: null });
  });

  it("the app stores' addresses come from the settings, and only the stores' own https pages", () => {
    const DEV = { JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' };
    const appStore = 'https://apps.apple.com/ve/app/mercado/id1234567890';
    const googlePlay = 'https://play.google.com/store/apps/details?id=com.mercado.app';
    expect(loadConfig({ ...DEV, APP_STORE_URL: appStore, GOOGLE_PLAY_URL: googlePlay }).apps).toEqual({
      appStore,
      googlePlay,
    });
    expect(loadConfig({ ...DEV, APP_STORE_URL: ` ${appStore} ` }).apps).toEqual({
      appStore,
      googlePlay: null,
    });
    for (const [name, value] of [
      ['APP_STORE_URL', 'http://apps.apple.com/ve/app/mercado/id1'],
      ['APP_STORE_URL', 'https://play.google.com/store'],
      ['GOOGLE_PLAY_URL', 'play.google.com/store/apps/details?id=x'],
    ] as const) {
      expect(() => loadConfig({ ...DEV, [name]: value })).toThrow(new RegExp(`^${name} must be an https://`));
    }
  });

  it('the zone brings its active shipping rules, what the store words its delivery promise from', async () => {
    const dolar = (c: number) => formatMoney(c, { tipo: 'dolar' });
    const caracas = (await resolve()).zona!;
    expect(caracas.envio).toEqual({
      tramos: SHIPPING_RULES_CARACAS.map((r) => ({ desde: r.desde, costo: r.costo })),
      primeGratisDesde: null,
      areas: [
        {
          nombre: FAR_AREA_NAME,
          tramos: [
            { desde: '0.00', costo: '5.00' },
            { desde: '60.00', costo: '2.00' },
          ],
          primeGratisDesde: null,
        },
      ],
    });
    expect(textoPromesaEnvio(caracas.envio, dolar)).toBe(
      `Delivery gratis en compras desde $ 60,00 (excepto ${FAR_AREA_NAME})`,
    );
    await cacheAlDia(t.db);
    const listado = await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' });
    const valencia = z
      .array(ZonaSchema)
      .parse(listado.json())
      .find((zona) => zona.slug === 'valencia')!;
    expect(textoPromesaEnvio(valencia.envio, dolar)).toBe('Delivery gratis en compras desde $ 40,00');

    // A band staff change to a cost no longer promises free delivery: valencia then always charges.
    const costoDesde40 = (costo: string) =>
      t.db
        .updateTable('envio_tramo')
        .set({ costo })
        .where('desde', '=', '40.00')
        .where(
          'regla_id',
          'in',
          t.db.selectFrom('envio_regla').select('id').where('zona_id', '=', valencia.id),
        )
        .execute();
    await costoDesde40('2.00');
    try {
      expect(textoPromesaEnvio((await resolve(undefined, 'valencia')).zona!.envio, dolar)).toBe(
        'Delivery desde $ 2,00',
      );
    } finally {
      await costoDesde40('0.00');
    }
  });

  it('an inactive zone comes with its status; an unknown zone is null', async () => {
    expect((await resolve(undefined, 'maracaibo')).zona?.estatus).toBe(2);
    expect((await resolve(undefined, 'atlantida')).zona).toBeNull();
  });

  it('reports the type of each user from the database', async () => {
    expect((await resolve(tokens.cliente)).usuarioTipo).toBe(1);
    const prime = await resolve(tokens.prime);
    expect(prime.usuarioTipo).toBe(2);
    expect(prime.membresia?.fin).toBeDefined();
    expect((await resolve(tokens.mayorista)).usuarioTipo).toBe(3);
  });

  it('reports the status from the database: ACTIVO, then BLOQUEADO and INACTIVO after login', async () => {
    const r = await resolve(tokens.sintelefono);
    expect(r.usuarioEstatus).toBe(UsuarioEstatus.ACTIVO);
    expect(r.usuarioEsNuevo).toBe(true);
    const set = (estatus: number) =>
      t.db.updateTable('usuario').set({ estatus }).where('email', '=', 'sintelefono@demo.test').execute();
    await set(UsuarioEstatus.BLOQUEADO);
    expect((await resolve(tokens.sintelefono)).usuarioEstatus).toBe(UsuarioEstatus.BLOQUEADO);
    await set(UsuarioEstatus.INACTIVO);
    expect((await resolve(tokens.sintelefono)).usuarioEstatus).toBe(UsuarioEstatus.INACTIVO);
    await set(UsuarioEstatus.ACTIVO);
  });

  it('reports a changed plan (type in the DB differs from the token)', async () => {
    await t.db
      .updateTable('usuario')
      .set({ usuario_tipo: 2 })
      .where('email', '=', 'cliente@demo.test')
      .execute();
    expect((await resolve(tokens.cliente)).usuarioTipo).toBe(2);
    await t.db
      .updateTable('usuario')
      .set({ usuario_tipo: 1 })
      .where('email', '=', 'cliente@demo.test')
      .execute();
  });

  it('treats a bad token as anonymous', async () => {
    expect((await resolve('nope')).usuarioEstatus).toBeNull();
  });
});

describe('GET /api/website/productos/{zona}', () => {
  it('pages by 50 and validates against the contract', async () => {
    const p1 = await page('caracas', 1);
    expect(p1.total).toBeGreaterThan(300);
    expect(p1.items).toHaveLength(50);
    expect(p1.pagina).toBe(1);
    expect(p1.paginas).toBe(Math.ceil(p1.total / 50));
    const last = await page('caracas', p1.paginas);
    expect(last.items).toHaveLength(p1.total - 50 * (p1.paginas - 1));
    expect((await page('caracas', p1.paginas + 1)).items).toHaveLength(0);
    const ids = new Set((await all('caracas')).keys());
    expect(ids.size).toBe(p1.total);
    const bad = await t.app.inject({ method: 'GET', url: '/api/website/productos/caracas?pag=0' });
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json()).campos?.pag).toBe('Página inválida');
  });

  it('uses decimal strings for money, tax and weights', async () => {
    const items = await all('caracas');
    const peso = [...items.values()].find((i) => i.modalidadVenta === 'peso')!;
    expect(peso.minimo).toBe('0.500');
    expect(peso.grupo).toBe('0.250');
    const exento = [...items.values()].find((i) =>
      i.slug.startsWith('harina-de-maiz-precocida-blanca-p-a-n'),
    )!;
    expect(exento.impuesto).toBe('0.0000');
    expect(exento.precio).toMatch(/^\d+\.\d{2}$/);
    expect([...items.values()].some((i) => i.oferta !== '0.00')).toBe(true);
  });

  it('prices for the viewer user type (anonymous = normal)', async () => {
    const anon = await all('caracas');
    const normal = await all('caracas', tokens.cliente);
    const prime = await all('caracas', tokens.prime);
    const mayor = await all('caracas', tokens.mayorista);
    const slug = 'cafe-molido-fama-de-america-500-g';
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(anon.get(slug)!.precio).toBe(normal.get(slug)!.precio);
    expect(cents(prime.get(slug)!.precio)).toBeLessThan(cents(normal.get(slug)!.precio));
    expect(cents(mayor.get(slug)!.precio)).toBeLessThan(cents(prime.get(slug)!.precio));
    const db = await t.db
      .selectFrom('producto_precio as pp')
      .innerJoin('producto as p', 'p.id', 'pp.producto_id')
      .innerJoin('zona as z', 'z.id', 'pp.zona_id')
      .select(['pp.usuario_tipo', 'pp.precio'])
      .where('p.slug', '=', slug)
      .where('z.slug', '=', 'caracas')
      .orderBy('pp.usuario_tipo')
      .execute();
    expect(db.map((r) => r.precio)).toEqual([
      normal.get(slug)!.precio,
      prime.get(slug)!.precio,
      mayor.get(slug)!.precio,
    ]);
  });

  it('hides an inactive product', async () => {
    const slug = 'arroz-blanco-tipo-i-mary-1-kg';
    expect((await all('caracas')).has(slug)).toBe(true);
    await t.db.updateTable('producto').set({ estatus: 2 }).where('slug', '=', slug).execute();
    expect((await all('caracas')).has(slug)).toBe(false);
    await t.db.updateTable('producto').set({ estatus: 1 }).where('slug', '=', slug).execute();
  });

  it('hides products of an inactive category and of an inactive parent category', async () => {
    const items = await all('caracas');
    expect([...items.values()].some((i) => i.categoria.slug === 'temporada-navidena')).toBe(false);
    await t.db.updateTable('categoria').set({ estatus: 2 }).where('slug', '=', 'harinas').execute();
    let now = await all('caracas');
    expect([...now.values()].some((i) => i.categoria.slug === 'harinas')).toBe(false);
    expect([...now.values()].some((i) => i.categoria.slug === 'aceites')).toBe(true);
    await t.db.updateTable('categoria').set({ estatus: 1 }).where('slug', '=', 'harinas').execute();
    await t.db.updateTable('categoria').set({ estatus: 2 }).where('slug', '=', 'viveres').execute();
    now = await all('caracas');
    expect([...now.values()].some((i) => i.categoria.slug === 'aceites')).toBe(false);
    expect((await resolve()).categoria.some((c) => c.slug === 'viveres')).toBe(false);
    await t.db.updateTable('categoria').set({ estatus: 1 }).where('slug', '=', 'viveres').execute();
  });

  it('zero stock for one user type hides the product for that type only', async () => {
    const slug = 'malta-malta-polar-lata-355-ml';
    const p = await t.db
      .selectFrom('producto')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const z = await t.db
      .selectFrom('zona')
      .select('id')
      .where('slug', '=', 'caracas')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '0' })
      .where('producto_id', '=', p.id)
      .where('zona_id', '=', z.id)
      .where('usuario_tipo', '=', 3)
      .execute();
    expect((await all('caracas', tokens.mayorista)).has(slug)).toBe(false);
    expect((await all('caracas', tokens.cliente)).has(slug)).toBe(true);
    expect((await all('valencia', tokens.mayorista)).has(slug)).toBe(true);
  });

  it('an inactive zone shows nothing; an unknown zone is 404', async () => {
    const r = await page('maracaibo', 1);
    expect(r.total).toBe(0);
    expect(r.items).toHaveLength(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/website/productos/atlantida' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).mensaje).toBe('La zona solicitada no existe');
  });
});

describe('zones, currencies, categories, media', () => {
  it('lists zones and one zone by id', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' })).json();
    const zonas = z.array(ZonaSchema).parse(list);
    expect(zonas.map((zona) => zona.slug).sort()).toEqual(['caracas', 'maracaibo', 'valencia']);
    const one = await t.app.inject({ method: 'GET', url: `/api/zona/${zonas[0]!.id}/simpleapi` });
    expect(ZonaSchema.parse(one.json()).id).toBe(zonas[0]!.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/zona/9999/simpleapi' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/zona/abc/simpleapi' })).statusCode).toBe(400);
  });

  it('lists currencies and the category menu', async () => {
    z.array(MonedaSchema).parse((await t.app.inject({ method: 'GET', url: '/api/moneda/mercado' })).json());
    const cats = z
      .array(CategoriaSchema)
      .parse((await t.app.inject({ method: 'GET', url: '/api/categoria/menuwebsite' })).json());
    expect(cats.length).toBeGreaterThanOrEqual(10);
    expect(cats[0]!.icono).toBeTruthy();
  });

  it('category icons are SVG images the API serves (Lucide), never emoji', async () => {
    const cats = z
      .array(CategoriaSchema)
      .parse((await t.app.inject({ method: 'GET', url: '/api/categoria/menuwebsite' })).json());
    const iconos = cats.flatMap((c) => [c.icono, ...c.subcategoria.map((s) => s.icono)]);
    for (const icono of iconos) {
      expect(icono).toMatch(/^http:\/\/localhost:4000\/media\/icono\/[a-z0-9-]+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: new URL(icono!).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<!-- @license lucide-static v[\d.]+ - ISC -->\s*<svg/);
    }
    const cafe = await t.app.inject({ method: 'GET', url: '/media/icono/coffee.svg' });
    expect(cafe.body).toContain('stroke="#146b2d"');
    expect((await t.app.inject({ method: 'GET', url: '/media/icono/no-existe.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/icono/..%2Fpackage.json' })).statusCode).toBe(
      400,
    );
    // The category's tile draws the same icon, not an emoji as text.
    const tile = (await t.app.inject({ method: 'GET', url: '/media/categoria/cafe-azucar-y-cacao.svg' }))
      .body;
    expect(tile).toContain('<path d="M10 2v2"');
    expect(tile).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('serves generated SVG images with a long cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/producto/arroz-blanco-tipo-i-mary-1-kg.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Mary');
    const cat = await t.app.inject({ method: 'GET', url: '/media/categoria/viveres.svg' });
    expect(cat.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/media/producto/no-existe.svg' })).statusCode).toBe(
      404,
    );
  });

  it('answers an unknown route with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensaje: 'La ruta solicitada no existe' });
  });
});

describe('admin and CORS', () => {
  it('GET /admin/resumen: 401 without bearer, 403 without ROLE_ADMIN', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/admin/resumen' });
    expect(none.statusCode).toBe(401);
    const cliente = await t.app.inject({
      method: 'GET',
      url: '/admin/resumen',
      headers: bearer(tokens.cliente!),
    });
    expect(cliente.statusCode).toBe(403);
    expect(cliente.json()).toEqual({ mensaje: 'No tiene los permisos necesarios para esta área' });
  });

  it('filters sections and counts to the caller roles', async () => {
    const { body: cat } = await login(t.app, 'catalogo@demo.test');
    const r1 = (
      await t.app.inject({ method: 'GET', url: '/admin/resumen', headers: bearer(cat.token) })
    ).json();
    expect(r1.secciones).toEqual(['categoria', 'producto']);
    expect(r1.conteos.producto).toBeGreaterThan(300);
    expect(r1.zonas).toEqual([]);
    const r2 = (
      await t.app.inject({ method: 'GET', url: '/admin/resumen', headers: bearer(tokens.zona!) })
    ).json();
    expect(r2).toEqual({ secciones: ['zona'], conteos: { zona: 1 }, zonas: ['caracas'] });
    const { body: admin } = await login(t.app, 'admin@demo.test');
    const r3 = (
      await t.app.inject({ method: 'GET', url: '/admin/resumen', headers: bearer(admin.token) })
    ).json();
    expect(r3.secciones).toHaveLength(24);
    expect(r3.zonas.sort()).toEqual(['caracas', 'maracaibo', 'valencia']);
  });

  it('allows the configured origin with credentials and refuses another', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/login_check',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/login_check',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/moneda/mercado',
      headers: { origin: 'http://evil.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
