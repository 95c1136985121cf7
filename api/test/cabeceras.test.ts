/**
 * Security headers (issue 16): on every response, a Content-Security-Policy that lets the API's own
 * documents load nothing (and the /docs page exactly its script), images the shell's origin may show,
 * no caching of anything a signed-in caller gets, and HSTS only when the public URLs are https.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

const SEARCH_ADMIN = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('every response', () => {
  it('JSON of the API: security headers, same-origin resource policy, no HSTS over http', async () => {
    const res = await t.app.inject({ url: '/api/zona/listadoapi' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('errors and unknown paths too', async () => {
    const res = await t.app.inject({ url: '/no/existe' });
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res.headers);
  });

  it('SVG images: the shell’s origin may show them (cross-origin), cached, and they run nothing', async () => {
    const { slug } = await t.db.selectFrom('producto').select('slug').limit(1).executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: `/media/producto/${slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('the search service under /1/', async () => {
    const res = await t.app.inject({ url: '/1/indexes', headers: SEARCH_ADMIN });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('the /docs page allows its own script and its inline start by hash, nothing else', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(inline).toBeDefined();
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/default-src 'none'/);
    const script = await t.app.inject({ url: '/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('Cache-Control: no-store on what a signed-in caller gets', () => {
  it('sign-in (sets the refresh cookie, answers the token)', async () => {
    const { res } = await login(t.app, 'cliente@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('any request with a bearer, a public entry included', async () => {
    const { body } = await login(t.app, 'cliente@demo.test');
    const perfil = await t.app.inject({ url: '/usuario/perfil', headers: bearer(body.token) });
    expect(perfil.statusCode).toBe(200);
    expect(perfil.headers['cache-control']).toBe('no-store');
    const publica = await t.app.inject({ url: '/api/zona/listadoapi', headers: bearer(body.token) });
    expect(publica.headers['cache-control']).toBe('no-store');
  });

  it('any request with the refresh cookie', async () => {
    const { refresh } = await login(t.app, 'cliente@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: refresh! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an entry for signed-in callers, even answering 401 without a token', async () => {
    const res = await t.app.inject({ url: '/usuario/perfil' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    const admin = await t.app.inject({ url: '/admin/resumen' });
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  let https: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    const db = await createDb({});
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'prod-secret-5f1c9a0e7b2d4c6a8e0f1b3d5c7a9e1f',
      SEARCH_ADMIN_KEY: 'prod-admin-key',
      SEARCH_SEARCH_KEY: 'prod-search-key',
      PUBLIC_URL: 'https://mercado.example',
      API_PUBLIC_URL: 'https://api.mercado.example',
      METRICS_TOKEN: 'prod-metrics-token-9b4e1d7c2a6f8e0b3d5c',
    });
    https = {
      db,
      app: await buildApp({
        db,
        config: { ...config, ordenBarridoSegundos: 0, maxEventLoopDelayMs: 0 },
        logger: false,
      }),
    };
  });
  afterAll(async () => {
    await https.app.close();
    await https.db.destroy();
  });

  it('is sent when the public URLs are https', async () => {
    const res = await https.app.inject({ url: '/health/live' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
