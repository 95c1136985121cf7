import { Mensajes } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailsAccount: 3, loginMaxFailsAddress: 5, loginWindowSeconds: 900 });
});
afterAll(async () => {
  await t?.close();
});

describe('login rate limit (counted in the database)', () => {
  it('per account: after N failures even the right password gets 429, other accounts are fine', async () => {
    for (let i = 0; i < 3; i++) {
      const ip = `10.0.0.${i + 1}`;
      expect((await login(t.app, 'cliente@demo.test', 'malaClave1', ip)).res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'cliente@demo.test', 'Demo1234!', '10.0.0.9');
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body).toEqual({ mensaje: Mensajes.DEMASIADOS_INTENTOS });
    expect(blocked.body.mensaje).toBe(
      'Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos',
    );
    expect((await login(t.app, 'prime@demo.test', 'Demo1234!', '10.0.0.9')).res.statusCode).toBe(200);
  });

  it('the window passes: old failures stop counting', async () => {
    await t.db
      .updateTable('intento_limite')
      .set({ ventana_fin: new Date(Date.now() - 1000) })
      .where('clave', '=', 'login:cuenta:cliente@demo.test')
      .execute();
    expect((await login(t.app, 'cliente@demo.test', 'Demo1234!', '10.0.0.9')).res.statusCode).toBe(200);
  });

  it('a successful login resets the account counter', async () => {
    for (let i = 0; i < 2; i++) await login(t.app, 'mayorista@demo.test', 'malaClave1', '10.1.0.1');
    expect((await login(t.app, 'mayorista@demo.test', 'Demo1234!', '10.1.0.2')).res.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(t.app, 'mayorista@demo.test', 'malaClave1', '10.1.0.3');
    expect((await login(t.app, 'mayorista@demo.test', 'Demo1234!', '10.1.0.4')).res.statusCode).toBe(200);
  });

  it('per address: many failures from one address across accounts → 429 for that address only', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, `nadie${i}@demo.test`, 'malaClave1', ip)).res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'zona@demo.test', 'Demo1234!', ip);
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body.mensaje).toBe(Mensajes.DEMASIADOS_INTENTOS);
    expect((await login(t.app, 'zona@demo.test', 'Demo1234!', '192.0.2.51')).res.statusCode).toBe(200);
  });
});
