/**
 * Must not start unsafe (issue 16): in production the settings refuse the development secrets and
 * keys and demand the public URLs, in one line that names what to set; and an app configured for
 * production refuses a token signed with the development secret.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_JWT_SECRET,
  DEV_METRICS_TOKEN,
  DEV_SEARCH_ADMIN_KEY,
  DEV_SEARCH_SEARCH_KEY,
  loadConfig,
} from '../src/config.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

const PRODUCCION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'prod-secret-5f1c9a0e7b2d4c6a8e0f1b3d5c7a9e1f',
  SEARCH_ADMIN_KEY: 'prod-admin-key-7d2e',
  SEARCH_SEARCH_KEY: 'prod-search-key-3a9c',
  PUBLIC_URL: 'https://mercado.example',
  API_PUBLIC_URL: 'https://api.mercado.example',
  METRICS_TOKEN: 'prod-metrics-token-9b4e1d7c2a6f8e0b3d5c',
};

describe('the settings in production', () => {
  it.each([
    ['JWT_SECRET', undefined],
    ['JWT_SECRET', DEV_JWT_SECRET],
    ['JWT_SECRET', 'corto'],
    ['SEARCH_ADMIN_KEY', undefined],
    ['SEARCH_ADMIN_KEY', DEV_SEARCH_ADMIN_KEY],
    ['SEARCH_SEARCH_KEY', undefined],
    ['SEARCH_SEARCH_KEY', DEV_SEARCH_SEARCH_KEY],
    ['SEARCH_SEARCH_KEY', PRODUCCION.SEARCH_ADMIN_KEY],
    ['METRICS_TOKEN', undefined],
    ['METRICS_TOKEN', DEV_METRICS_TOKEN],
    ['METRICS_TOKEN', 'corto'],
    ['PUBLIC_URL', undefined],
    ['API_PUBLIC_URL', undefined],
  ])('refuse %s = %s, naming it in one line', (name, value) => {
    const env = { ...PRODUCCION, [name]: value };
    let message = '';
    try {
      loadConfig(env);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Refusing to start in production: set ${name} \\(`));
    expect(message).not.toContain('\n');
  });

  it('are production with an https public URL and no NODE_ENV, and name every variable missing', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://mercado.example' })).toThrow(
      /set JWT_SECRET .*; SEARCH_ADMIN_KEY .*; SEARCH_SEARCH_KEY .*; API_PUBLIC_URL /,
    );
    expect(() => loadConfig({ API_PUBLIC_URL: 'https://api.mercado.example' })).toThrow(/JWT_SECRET/);
  });

  it('accept proper values, and the public URLs are the ones given (not this instance’s port)', () => {
    const config = loadConfig({ ...PRODUCCION, PORT: '4100' });
    expect(config.produccion).toBe(true);
    expect(config.jwtSecret).toBe(PRODUCCION.JWT_SECRET);
    expect(config.buscador.local).toMatchObject({
      adminKey: PRODUCCION.SEARCH_ADMIN_KEY,
      searchKey: PRODUCCION.SEARCH_SEARCH_KEY,
    });
    expect(config.apiPublicUrl).toBe('https://api.mercado.example');
    expect(config.publicUrl).toBe('https://mercado.example');
    expect(config.maxEventLoopDelayMs).toBe(1000);
    expect(config.metricsToken).toBe(PRODUCCION.METRICS_TOKEN);
  });

  it('read NODE_ENV without case: Production and PRODUCTION are production and refuse the development defaults', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ']) {
      expect(() => loadConfig({ NODE_ENV })).toThrow(/^Refusing to start in production: set JWT_SECRET /);
      expect(loadConfig({ ...PRODUCCION, NODE_ENV }).produccion).toBe(true);
    }
    expect(loadConfig({ NODE_ENV: 'Development' }).produccion).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).produccion).toBe(false);
  });

  it.each(['prod', 'staging', 'produccion'])(
    'refuse NODE_ENV=%s in one line naming the accepted values',
    (NODE_ENV) => {
      let message = '';
      try {
        loadConfig({ ...PRODUCCION, NODE_ENV });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toBe(
        `Refusing to start: NODE_ENV must be development, test or production (any case), got "${NODE_ENV}"`,
      );
    },
  );

  it('development keeps its defaults (no NODE_ENV, http URLs)', () => {
    const config = loadConfig({});
    expect(config.produccion).toBe(false);
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.apiPublicUrl).toBe('http://localhost:4000');
    expect(config.maxEventLoopDelayMs).toBe(0);
  });
});

describe('an app configured for production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...loadConfig(PRODUCCION),
      databaseUrl: process.env.DATABASE_URL ?? '',
      ordenBarridoSegundos: 0,
      // A busy test machine must not shed this test's requests (load shedding: operacion.test.ts).
      maxEventLoopDelayMs: 0,
    });
  });
  afterAll(() => t.close());

  it('refuses a token signed with the development secret, with the same payload its own opens /admin with', async () => {
    const { body } = await login(t.app, 'admin@demo.test');
    const own = await t.app.inject({ url: '/admin/resumen', headers: bearer(body.token) });
    expect(own.statusCode).toBe(200);

    const { iat: _, exp: __, ...payload } = decodeJwt(body.token);
    const forged = await new SignJWT({ ...payload, roles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_CATEGORIA'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(DEV_JWT_SECRET));
    const res = await t.app.inject({ url: '/admin/resumen', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });
});
