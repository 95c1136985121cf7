/**
 * The sign-in throttle (decision 0017, issue 31): failures only, per account and address, per
 * address, and a per-account ceiling over every address that spares the addresses where the account
 * signed in lately. Parallel sign-ins: intentos-concurrentes.test.ts.
 */
import { Mensajes } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailsAccountAddress: 5,
    loginMaxFailsAddress: 10,
    loginMaxFailsAccount: 8,
    loginWindowSeconds: 900,
  });
});
afterAll(async () => {
  await t?.close();
});

const MALA = 'malaClave1';

describe('sign-in throttle (counted in the database)', () => {
  it('5 wrong passwords from address X: X waits, even with the right one; the customer signs in from Y', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, 'cliente@demo.test', MALA, '10.0.0.1')).res.statusCode).toBe(401);
    const enX = await login(t.app, 'cliente@demo.test', 'Demo1234!', '10.0.0.1');
    expect(enX.res.statusCode).toBe(429);
    expect(enX.body).toEqual({ mensaje: Mensajes.DEMASIADOS_INTENTOS });
    expect(enX.body.mensaje).toBe(
      'Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos',
    );
    expect(Number(enX.res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(t.app, 'cliente@demo.test', 'Demo1234!', '10.0.0.2')).res.statusCode).toBe(200);
    // Another account from X is not held back by the customer's failures there.
    expect((await login(t.app, 'prime@demo.test', 'Demo1234!', '10.0.0.1')).res.statusCode).toBe(200);
  });

  it('successes are not counted: many in a row from one address all sign in', async () => {
    for (let i = 0; i < 12; i++)
      expect((await login(t.app, 'prime@demo.test', 'Demo1234!', '10.0.3.1')).res.statusCode).toBe(200);
  });

  it('the per-account ceiling: failures from many addresses stop new addresses, not one where the account signed in', async () => {
    const conocida = '10.1.0.1';
    expect((await login(t.app, 'mayorista@demo.test', 'Demo1234!', conocida)).res.statusCode).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await login(t.app, 'mayorista@demo.test', MALA, `10.1.1.${i + 1}`)).res.statusCode).toBe(401);
    expect((await login(t.app, 'mayorista@demo.test', MALA, '10.1.1.99')).res.statusCode).toBe(429);
    // A new address waits, right password or not: the ceiling still holds against guessing.
    const nueva = await login(t.app, 'mayorista@demo.test', 'Demo1234!', '10.1.2.1');
    expect(nueva.res.statusCode).toBe(429);
    expect(nueva.body.mensaje).toBe(Mensajes.DEMASIADOS_INTENTOS);
    // The customer's own address is spared.
    expect((await login(t.app, 'mayorista@demo.test', 'Demo1234!', conocida)).res.statusCode).toBe(200);
  });

  it('the window passes: old failures stop counting', async () => {
    await t.db
      .updateTable('intento_limite')
      .set({ ventana_fin: new Date(Date.now() - 1000) })
      .where('clave', 'in', [
        'login:cuenta:mayorista@demo.test',
        'login:cuenta-direccion:cliente@demo.test:10.0.0.1',
      ])
      .execute();
    expect((await login(t.app, 'mayorista@demo.test', 'Demo1234!', '10.1.2.1')).res.statusCode).toBe(200);
    expect((await login(t.app, 'cliente@demo.test', 'Demo1234!', '10.0.0.1')).res.statusCode).toBe(200);
  });

  it("a successful sign-in clears the account's failures from that address", async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 4; i++) await login(t.app, 'zona@demo.test', MALA, ip);
    expect((await login(t.app, 'zona@demo.test', 'Demo1234!', ip)).res.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, 'zona@demo.test', MALA, ip);
    expect((await login(t.app, 'zona@demo.test', 'Demo1234!', ip)).res.statusCode).toBe(200);
  });

  it('per address: many failures from one address across accounts → 429 for that address only', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 10; i++) {
      expect((await login(t.app, `nadie${i}@demo.test`, MALA, ip)).res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'catalogo@demo.test', 'Demo1234!', ip);
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body.mensaje).toBe(Mensajes.DEMASIADOS_INTENTOS);
    expect((await login(t.app, 'catalogo@demo.test', 'Demo1234!', '192.0.2.51')).res.statusCode).toBe(200);
  });
});
