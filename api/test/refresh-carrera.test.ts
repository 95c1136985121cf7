/**
 * Issue 16: two tabs, or a retry that lands on another instance, refreshing the same refresh token at
 * the same moment must not sign the shopper out. Within the reuse interval the just-rotated token
 * yields the same successor (as Auth0 and Okta allow); after it, reuse still revokes the whole chain.
 * Meant for PostgreSQL (the requests really run in parallel there); on PGlite they run one at a time.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, login, refreshCookieOf, type TestApp } from './helpers.ts';

const REUSE_SECONDS = 2;
const RUNS = 5;
let t: TestApp;
/** A second API process on the same database. */
let otra: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ refreshReuseSeconds: REUSE_SECONDS, ordenBarridoSegundos: 0 }, { poolMax: 12 });
  otra = await buildApp({ db: t.db, config: t.config, logger: false });
  await otra.ready();
});
afterAll(async () => {
  await otra?.close();
  await t?.close();
});

const refresh = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/refresh_token', cookies: { refresh_token: cookie } });

describe('refreshing one token at the same moment', () => {
  it(`two tabs on one instance and a retry on another: every answer 200 with the same successor (${RUNS} runs)`, async () => {
    for (let run = 1; run <= RUNS; run++) {
      const { refresh: c1 } = await login(t.app, 'cliente@demo.test');
      const answers = await Promise.all([refresh(t.app, c1!), refresh(t.app, c1!), refresh(otra, c1!)]);
      const statuses = answers.map((r) => r.statusCode);
      const successors = new Set(answers.map(refreshCookieOf));
      // The session goes on with the successor, on either instance.
      const next = await refresh(otra, [...successors][0]!);
      console.log(
        `run ${run}: 3 parallel refreshes of one token → ${statuses.join(', ')}; ${successors.size} successor; ` +
          `it refreshes again → ${next.statusCode}`,
      );
      expect(statuses).toEqual([200, 200, 200]);
      expect(successors.size).toBe(1);
      expect([...successors][0]).not.toBe(c1);
      expect(next.statusCode).toBe(200);
    }
  });

  it('after the reuse interval, the rotated token again revokes the whole chain', async () => {
    const { refresh: c1 } = await login(t.app, 'prime@demo.test');
    const r1 = await refresh(t.app, c1!);
    expect(r1.statusCode).toBe(200);
    const c2 = refreshCookieOf(r1)!;
    await new Promise((r) => setTimeout(r, REUSE_SECONDS * 1000 + 500));
    const reuse = await refresh(otra, c1!);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(t.app, c2)).statusCode).toBe(401);
  });

  it('within the interval, a token of a chain revoked meanwhile (sign-out) yields nothing', async () => {
    const { refresh: c1, body } = await login(t.app, 'mayorista@demo.test');
    const r1 = await refresh(t.app, c1!);
    const c2 = refreshCookieOf(r1)!;
    const salida = await t.app.inject({
      method: 'GET',
      url: '/usuario/logout',
      headers: { authorization: `Bearer ${body.token}` },
      cookies: { refresh_token: c2 },
    });
    expect(salida.statusCode).toBe(200);
    expect((await refresh(t.app, c1!)).statusCode).toBe(401);
  });
});
