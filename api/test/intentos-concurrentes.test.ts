/**
 * Issue 16: throttles that hold under concurrency. Each attempt is counted before it is evaluated, so
 * of 30 parallel wrong attempts at most the limit are evaluated and the rest are answered 429 with
 * `Retry-After`. Meant for PostgreSQL (the requests really run in parallel there); PGlite runs one
 * query at a time. Each case prints its figure.
 */
import { Mensajes, MensajesCupon } from '@mercado/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { PRICE_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import { DEMASIADOS_INTENTOS } from '../src/services/intentos.ts';
import { compradorNuevo, guardar, idsDe } from './checkout-helpers.ts';
import { bearer, createTestApp, login, PASSWORD, type TestApp } from './helpers.ts';

const PARALELOS = 30;
/** Above the per-address limit sign-in had before (20), below today's (100). */
const MISMA_DIRECCION = 25;
const LIMITE = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      loginMaxFailsAccount: LIMITE,
      cuponMaxFailsUsuario: LIMITE,
      ordenBarridoSegundos: 0,
      limites: {
        ...loadConfig({}).limites,
        verificarRegistradoDireccion: { max: 10, ventanaSegundos: 900 },
      },
    },
    { poolMax: 12 },
  );
});
afterAll(async () => {
  await t?.close();
});

/** Sends `n` requests at once; returns how many got each status (and checks every 429's headers). */
async function enParalelo(n: number, enviar: (i: number) => Promise<LightMyRequestResponse>) {
  const respuestas = await Promise.all(Array.from({ length: n }, (_, i) => enviar(i)));
  const por: Record<number, number> = {};
  for (const r of respuestas) {
    por[r.statusCode] = (por[r.statusCode] ?? 0) + 1;
    if (r.statusCode === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
  return { por, respuestas };
}

function figura(que: string, por: Record<number, number>, evaluado: number) {
  const resto = Object.entries(por)
    .filter(([s]) => Number(s) !== evaluado)
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ');
  console.log(`${PARALELOS} parallel ${que} → ${por[evaluado] ?? 0} evaluated (${evaluado}), ${resto}`);
}

describe(`${PARALELOS} parallel wrong attempts: at most the limit evaluated, the rest 429`, () => {
  it('sign-in, one account from many addresses', async () => {
    const { por, respuestas } = await enParalelo(PARALELOS, (i) =>
      login(t.app, 'prime@demo.test', 'malaClave1', `10.16.0.${i + 1}`).then((r) => r.res),
    );
    figura('wrong sign-ins', por, 401);
    expect(por).toEqual({ 401: LIMITE, 429: PARALELOS - LIMITE });
    const limitada = respuestas.find((r) => r.statusCode === 429)!;
    expect(limitada.json()).toEqual({ mensaje: Mensajes.DEMASIADOS_INTENTOS });
    // Even the right password waits for the window (no address of these signed in before); another
    // account from those addresses does not.
    expect((await login(t.app, 'prime@demo.test', PASSWORD, '10.16.1.1')).res.statusCode).toBe(429);
    expect((await login(t.app, 'mayorista@demo.test', PASSWORD, '10.16.0.1')).res.statusCode).toBe(200);
  });

  it('sign-in with the right password, 10 at once from one address: every one signs in (successes are not counted)', async () => {
    const { por } = await enParalelo(10, () =>
      login(t.app, 'cliente@demo.test', PASSWORD, '10.16.7.1').then((r) => r.res),
    );
    console.log(`10 parallel right sign-ins of one account from one address → ${JSON.stringify(por)}`);
    expect(por).toEqual({ 200: 10 });
  });

  it('sign-in, one account from one address: at most the limit evaluated; the account still signs in where it did before', async () => {
    expect((await login(t.app, 'zona@demo.test', PASSWORD, '10.16.8.2')).res.statusCode).toBe(200);
    const { por } = await enParalelo(PARALELOS, () =>
      login(t.app, 'zona@demo.test', 'malaClave1', '10.16.8.1').then((r) => r.res),
    );
    figura('wrong sign-ins from one address', por, 401);
    expect(por).toEqual({ 401: LIMITE, 429: PARALELOS - LIMITE });
    expect((await login(t.app, 'zona@demo.test', PASSWORD, '10.16.8.1')).res.statusCode).toBe(429);
    // 30 failures also passed the account's ceiling (5 here): a new address waits, a known one does not.
    expect((await login(t.app, 'zona@demo.test', PASSWORD, '10.16.8.3')).res.statusCode).toBe(429);
    expect((await login(t.app, 'zona@demo.test', PASSWORD, '10.16.8.2')).res.statusCode).toBe(200);
  });

  it('sign-in from one address shared by many people (a mobile carrier): generous per address', async () => {
    const ip = '10.16.2.1';
    const por: Record<number, number> = {};
    for (let i = 0; i < MISMA_DIRECCION; i++) {
      const { res } = await login(t.app, `nadie${i}@demo.test`, 'malaClave1', ip);
      por[res.statusCode] = (por[res.statusCode] ?? 0) + 1;
    }
    console.log(
      `${MISMA_DIRECCION} wrong sign-ins of different accounts from one address, one after another → ${JSON.stringify(por)}`,
    );
    expect(por).toEqual({ 401: MISMA_DIRECCION });
    expect((await login(t.app, 'cliente@demo.test', PASSWORD, ip)).res.statusCode).toBe(200);
  }, 120_000);

  it('coupon codes', async () => {
    const u = await compradorNuevo(t, 'cupones-paralelos');
    const id = await idsDe(t, [PRICE_PRODUCT_SLUG]);
    const carrito = (
      await guardar(t, u.token, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }])
    ).json();
    const { por, respuestas } = await enParalelo(PARALELOS, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/usuario/carrito/${carrito.id}/cupon/NOEXISTE${i}/aplicar`,
        headers: bearer(u.token),
        remoteAddress: `10.16.3.${i + 1}`,
      }),
    );
    figura('unknown coupon codes', por, 422);
    expect(por).toEqual({ 422: LIMITE, 429: PARALELOS - LIMITE });
    expect(respuestas.find((r) => r.statusCode === 429)!.json().mensaje).toBe(
      MensajesCupon.DEMASIADOS_INTENTOS,
    );
  });

  it('password change with a wrong current password', async () => {
    const u = await compradorNuevo(t, 'clave-paralela');
    const { por } = await enParalelo(PARALELOS, () =>
      t.app.inject({
        method: 'PUT',
        url: '/usuario/perfil/clave',
        headers: bearer(u.token),
        payload: { actual: 'noEsLaClave1', nueva: 'NuevaClave2026' },
      }),
    );
    figura('password changes with a wrong current password', por, 422);
    expect(por).toEqual({
      422: t.config.limites.claveCuenta.max,
      429: PARALELOS - t.config.limites.claveCuenta.max,
    });
  });

  it('password recovery of one e-mail', async () => {
    const { por, respuestas } = await enParalelo(PARALELOS, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuario/recuperar-clave',
        payload: { email: 'cliente@demo.test' },
        remoteAddress: `10.16.4.${i + 1}`,
      }),
    );
    const max = t.config.limites.recuperarCorreo.max;
    figura('recoveries of one e-mail', por, 200);
    expect(por).toEqual({ 200: max, 429: PARALELOS - max });
    expect(respuestas.find((r) => r.statusCode === 429)!.json().mensaje).toBe(DEMASIADOS_INTENTOS);
  });

  it('sign-up with one e-mail', async () => {
    const { por } = await enParalelo(PARALELOS, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuario/registro',
        payload: {
          nombre: 'Rafa Paralelo',
          email: 'rafa.paralelo@correo.test',
          password: 'ClaveSegura1',
          tipoDocumento: 'V',
          documento: '20111222',
          telefono: '0414-7654321',
        },
        remoteAddress: `10.16.5.${i + 1}`,
      }),
    );
    const max = t.config.limites.registroCorreo.max;
    figura('sign-ups with one e-mail', por, 201);
    expect(por).toEqual({ 201: max, 429: PARALELOS - max });
  });

  it('verificarregistrado from one address', async () => {
    const { por } = await enParalelo(PARALELOS, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/api/usuario/verificarregistrado?email=persona${i}%40correo.test`,
        remoteAddress: '10.16.6.1',
      }),
    );
    const max = t.config.limites.verificarRegistradoDireccion.max;
    figura('verificarregistrado calls from one address', por, 200);
    expect(por).toEqual({ 200: max, 429: PARALELOS - max });
  });
});
