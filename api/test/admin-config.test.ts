/**
 * The back-office's configuration (issue 35, decision 0047): the day's rate with its confirmation
 * threshold and history, each value's edit with the value it opened (409 when stale), bad input in
 * Spanish with nothing changed, and every change in the back-office record.
 */
import { ConfigAdminSchema, ConfigDataSchema, HistorialSchema } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin@demo.test')).body.token;
}, 300_000);
afterAll(() => t?.close());

const put = (ruta: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/admin/config/${ruta}/editar`, headers: bearer(admin), payload });
const datos = async (pagina = 1) =>
  ConfigDataSchema.parse(
    (await t.app.inject({ url: `/admin/config/configdata?pagina=${pagina}`, headers: bearer(admin) })).json(),
  );
const historial = async () =>
  HistorialSchema.parse(
    (await t.app.inject({ url: '/admin/config/historial', headers: bearer(admin) })).json(),
  );
const tasaEnBd = async () =>
  (await t.db.selectFrom('moneda').select('tasa').where('id', '=', 2).executeTakeFirstOrThrow()).tasa;
const filasHistorial = async () =>
  Number(
    (
      await t.db
        .selectFrom('tasa_historial')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('configdata', () => {
  it('gives the configuration at the columns’ scale and the history started with the seeded rate', async () => {
    const d = await datos();
    expect(d.configuracion).toEqual({
      tasa: '236.4500',
      minimoCompra: expect.stringMatching(/^\d+\.\d{2}$/),
      iconoCategoria: expect.any(Boolean),
      costoEmpaquetado: expect.stringMatching(/^\d+\.\d{2}$/),
      igtf: expect.stringMatching(/^\d+\.\d{4}$/),
      tasaUmbralConfirmacion: '10.00',
      ajusteUmbralAprobacion: '100.00',
    });
    expect(d.historialTasa.items.at(-1)).toMatchObject({
      tasa: '236.4500',
      anterior: null,
      cambio: null,
      usuario: null,
    });
  });
});

describe('the day’s rate', () => {
  it('a change within the threshold is saved, kept in the rate history with who and the % and in the record', async () => {
    const r = await put('tasa', { tasa: '240,5', anterior: '236.45' });
    expect(r.statusCode, r.body).toBe(200);
    expect(ConfigAdminSchema.parse(r.json()).tasa).toBe('240.5000');
    expect(await tasaEnBd()).toBe('240.5000');
    const [ultima] = (await datos()).historialTasa.items;
    expect(ultima).toMatchObject({
      tasa: '240.5000',
      anterior: '236.4500',
      cambio: '1.71',
      usuario: 'admin@demo.test',
    });
    const [cambio] = (await historial()).items;
    expect(cambio).toMatchObject({
      accion: 'editar',
      usuario: 'admin@demo.test',
      antes: { tasa: '236.4500' },
      despues: { tasa: '240.5000' },
    });
  });

  it('a change above the threshold is refused with both rates and the %, unless confirmed', async () => {
    const antes = await filasHistorial();
    const r = await put('tasa', { tasa: '2405', anterior: '240.5' });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(
      'La tasa cambia 900,00 % (de Bs. 240,5000 a Bs. 2.405,0000), más que el 10,00 % permitido sin confirmar. Revise el valor y confírmelo.',
    );
    expect(r.json().campos.tasa).toBe(r.json().mensaje);
    expect(await tasaEnBd()).toBe('240.5000');
    expect(await filasHistorial()).toBe(antes);

    const bajada = await put('tasa', { tasa: '200', anterior: '240.5', confirmar: false });
    expect(bajada.statusCode).toBe(422);

    const confirmada = await put('tasa', { tasa: '265', anterior: '240.5', confirmar: true });
    expect(confirmada.statusCode, confirmada.body).toBe(200);
    expect(await tasaEnBd()).toBe('265.0000');
    expect((await datos()).historialTasa.items[0]).toMatchObject({ anterior: '240.5000', cambio: '10.19' });
  });

  it('the threshold itself is configurable: raised, the same change no longer asks', async () => {
    expect((await put('tasaumbral', { tasaUmbralConfirmacion: '25', anterior: '10' })).statusCode).toBe(200);
    const r = await put('tasa', { tasa: '318', anterior: '265' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await put('tasaumbral', { tasaUmbralConfirmacion: '10', anterior: '25' })).statusCode).toBe(200);
  });

  it('a stale rate (someone set it since the form opened) is a 409; the same rate again a 422', async () => {
    const viejo = await put('tasa', { tasa: '320', anterior: '265' });
    expect(viejo.statusCode).toBe(409);
    expect(viejo.json().mensaje).toMatch(/Otra persona cambió este valor/);
    const igual = await put('tasa', { tasa: '318,0', anterior: '318' });
    expect(igual.statusCode).toBe(422);
    expect(igual.json().campos.tasa).toBe('La tasa nueva es igual a la actual');
    expect(await tasaEnBd()).toBe('318.0000');
  });

  it.each([
    [{ tasa: '0', anterior: '318' }, 'tasa', 'La tasa debe ser mayor que cero'],
    [{ tasa: '-5', anterior: '318' }, 'tasa', 'La tasa no puede ser negativa'],
    [
      { tasa: '3.18e2', anterior: '318' },
      'tasa',
      'Número inválido: use solo dígitos y una coma o un punto decimal',
    ],
    [
      { tasa: '318,12345', anterior: '318' },
      'tasa',
      'Número inválido: use solo dígitos y una coma o un punto decimal',
    ],
    [
      { tasa: 318, anterior: '318' },
      'tasa',
      'Número inválido: use solo dígitos y una coma o un punto decimal',
    ],
    [{ tasa: '320' }, 'anterior', expect.any(String)],
  ])('bad input %j is a Spanish 400 on %s, nothing changed', async (cuerpo, campo, mensaje) => {
    const antes = await filasHistorial();
    const r = await put('tasa', cuerpo);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().campos[campo]).toEqual(mensaje);
    expect(await tasaEnBd()).toBe('318.0000');
    expect(await filasHistorial()).toBe(antes);
  });

  it('ten saves at once from the same rate: one is kept, nine are 409, one history row', async () => {
    const antes = await filasHistorial();
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put('tasa', { tasa: `319.0${i}`, anterior: '318' })),
    );
    const estados = respuestas.map((r) => r.statusCode).toSorted();
    expect(estados).toEqual([200, ...Array(9).fill(409)]);
    expect(await filasHistorial()).toBe(antes + 1);
    const ganadora = respuestas.find((r) => r.statusCode === 200)!.json().tasa;
    expect(await tasaEnBd()).toBe(ganadora);
    expect((await put('tasa', { tasa: '318', anterior: ganadora })).statusCode).toBe(200);
  });

  it('pages the rate history, 50 a page, newest first', async () => {
    let anterior = '318.0000';
    for (let i = 1; i <= 50; i++) {
      const tasa = `318.${String(i).padStart(2, '0')}00`;
      expect((await put('tasa', { tasa, anterior })).statusCode).toBe(200);
      anterior = tasa;
    }
    const p1 = await datos(1);
    expect(p1.historialTasa).toMatchObject({ pagina: 1, paginas: 2, porPagina: 50 });
    expect(p1.historialTasa.items[0]?.tasa).toBe('318.5000');
    const p2 = await datos(2);
    expect(p2.historialTasa.items.at(-1)?.tasa).toBe('236.4500');
    expect(p1.historialTasa.total).toBe(p2.historialTasa.total);
  });
});

describe('the other values', () => {
  const casos = [
    ['minimocompra', 'minimoCompra', '12,5', '12.50'],
    ['costoempaquetado', 'costoEmpaquetado', '1.25', '1.25'],
    ['igtf', 'igtf', '3,5', '3.5000'],
    ['ajusteumbral', 'ajusteUmbralAprobacion', '250', '250.00'],
    ['tasaumbral', 'tasaUmbralConfirmacion', '15,5', '15.50'],
  ] as const;

  it.each(casos)(
    '%s: saved from the value it opened, recorded before and after',
    async (ruta, campo, escrito, guardado) => {
      const actual = (await datos()).configuracion[campo];
      const r = await put(ruta, { [campo]: escrito, anterior: actual });
      expect(r.statusCode, r.body).toBe(200);
      expect((await datos()).configuracion[campo]).toBe(guardado);
      expect((await historial()).items[0]).toMatchObject({
        antes: { [campo]: actual },
        despues: { [campo]: guardado },
      });
      // The same form saved again, from the value it opened: someone else's change is not overwritten.
      const otra = await put(ruta, { [campo]: '2', anterior: actual });
      expect(otra.statusCode).toBe(409);
      expect((await datos()).configuracion[campo]).toBe(guardado);
    },
  );

  it('category icons on and off, recorded', async () => {
    const { iconoCategoria } = (await datos()).configuracion;
    const r = await put('iconocategoria', { iconoCategoria: !iconoCategoria, anterior: iconoCategoria });
    expect(r.statusCode, r.body).toBe(200);
    expect((await datos()).configuracion.iconoCategoria).toBe(!iconoCategoria);
    expect((await historial()).items[0]).toMatchObject({
      antes: { iconoCategoria },
      despues: { iconoCategoria: !iconoCategoria },
    });
    expect(
      (await put('iconocategoria', { iconoCategoria: 'si', anterior: !iconoCategoria })).statusCode,
    ).toBe(400);
  });

  it.each([
    [
      'minimocompra',
      { minimoCompra: '-1', anterior: '12.50' },
      'minimoCompra',
      'El monto no puede ser negativo',
    ],
    ['igtf', { igtf: '100,5', anterior: '3.5' }, 'igtf', 'El IGTF no puede pasar de 100 %'],
    ['igtf', { igtf: '-3', anterior: '3.5' }, 'igtf', 'El porcentaje no puede ser negativo'],
    [
      'tasaumbral',
      { tasaUmbralConfirmacion: '0', anterior: '15.5' },
      'tasaUmbralConfirmacion',
      'El umbral debe ser mayor que cero',
    ],
    [
      'tasaumbral',
      { tasaUmbralConfirmacion: '1000,01', anterior: '15.5' },
      'tasaUmbralConfirmacion',
      'El umbral no puede pasar de 1000 %',
    ],
    [
      'costoempaquetado',
      { costoEmpaquetado: '1,2,3', anterior: '1.25' },
      'costoEmpaquetado',
      'Número inválido: use solo dígitos y una coma o un punto decimal',
    ],
    ['ajusteumbral', { ajusteUmbralAprobacion: '5', anterior: '250', otro: 1 }, undefined, undefined],
  ])('%s %j: a Spanish 400, nothing changed', async (ruta, cuerpo, campo, mensaje) => {
    const antes = (await datos()).configuracion;
    const cambios = (await historial()).total;
    const r = await put(ruta, cuerpo);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().mensaje).toBeTruthy();
    if (campo) expect(r.json().campos[campo]).toBe(mensaje);
    expect((await datos()).configuracion).toEqual(antes);
    expect((await historial()).total).toBe(cambios);
  });
});
