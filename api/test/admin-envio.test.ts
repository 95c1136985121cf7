/**
 * The shipping back-office (issue 35): a zone's rules listed from the URL's filters; one rule per zone
 * and per area; bands and the prime benefit validated with Spanish messages beside each field (nothing
 * changed on a refusal); saves at the version opened; every change in the rule's history; and the
 * checkout's charge and the store's promise following a saved rule at once.
 */

import { MensajesEnvioAdmin, UsuarioTipo, ZonaSchema } from '@mercado/shared/contracts';
import { envioPara, formatMoney, textoPromesaEnvio } from '@mercado/shared/rules';
import { z } from '@mercado/shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaNueva, reglaDeZona } from './admin-envio-contexto.ts';
import { formPago, tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenDe(t, 'admin@demo.test');
}, 180_000);
afterAll(() => t?.close());

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(admin) });
const dolar = (cents: number) => formatMoney(cents, null);
const cuantas = async () =>
  Number(
    (
      await t.db
        .selectFrom('envio_regla')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The store's promise of a zone (`/api/zona/listadoapi`), to a shopper of `tipo`. */
const promesa = async (slug: string, tipo: number = UsuarioTipo.NORMAL) => {
  const zonas = z
    .array(ZonaSchema)
    .parse((await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' })).json());
  return textoPromesaEnvio(envioPara(zonas.find((zona) => zona.slug === slug)!.envio, tipo), dolar);
};
const zonaWide = async (token: string) =>
  (await formPago(t, token, 0)).reglasEnvio.filter((r) => r.areaId === null).map((r) => [r.desde, r.costo]);

describe('admin envio', () => {
  it("lists a zone's rules with their bands, filtered and sorted by the URL", async () => {
    const todas = (await pedir('GET', '/admin/envio?zona=caracas')).json();
    expect(todas.items.map((r: { area: { nombre: string } | null }) => r.area?.nombre ?? null)).toEqual([
      null,
      'El Hatillo',
    ]);
    expect(todas.items[0].tramos).toEqual([
      { desde: '0.00', costo: '3.00' },
      { desde: '30.00', costo: '1.50' },
      { desde: '60.00', costo: '0.00' },
    ]);
    expect((await pedir('GET', '/admin/envio?zona=caracas&area=zona')).json().total).toBe(1);
    const hatillo = (await pedir('GET', '/admin/envio?zona=caracas&q=hatillo')).json();
    expect(hatillo.items.map((r: { area: { nombre: string } }) => r.area.nombre)).toEqual(['El Hatillo']);
    expect((await pedir('GET', '/admin/envio?zona=caracas&estatus=2')).json().total).toBe(0);
    const desc = (await pedir('GET', '/admin/envio?zona=caracas&orden=area&dir=desc')).json();
    expect(desc.items[0].area.nombre).toBe('El Hatillo');
    expect((await pedir('GET', '/admin/envio?zona=caracas&area=abc')).statusCode).toBe(400);
    expect((await pedir('GET', '/admin/envio')).statusCode).toBe(400);
    const form = (await pedir('GET', '/admin/envio/formregistrar')).json();
    const caracas = form.zonas.find((zona: { slug: string }) => zona.slug === 'caracas');
    expect(caracas.regla).toBe(todas.items[0].id);
    expect(caracas.areas.find((a: { nombre: string }) => a.nombre === 'El Hatillo').regla).toBe(
      todas.items[1].id,
    );
  });

  it("registers an area's rule once, amounts with a comma or a dot; refusals say why and change nothing", async () => {
    const areaId = await areaNueva(t, 'caracas');
    const cuerpo = { zona: 'caracas', areaId, primeGratisDesde: '10' };
    const antes = await cuantas();
    const malos: [object, string, string][] = [
      [{ tramos: [] }, 'tramos', MensajesEnvioAdmin.SIN_TRAMOS],
      [{ tramos: [{ desde: '5', costo: '1' }] }, 'tramos.0.desde', MensajesEnvioAdmin.PRIMER_TRAMO],
      [
        {
          tramos: [
            { desde: '0', costo: '1' },
            { desde: '0,00', costo: '0' },
          ],
        },
        'tramos.1.desde',
        MensajesEnvioAdmin.DESDE_REPETIDO,
      ],
      [{ tramos: [{ desde: '0', costo: '-1' }] }, 'tramos.0.costo', MensajesEnvioAdmin.COSTO_NEGATIVO],
      [{ tramos: [{ desde: '0', costo: 'tres' }] }, 'tramos.0.costo', MensajesEnvioAdmin.NUMERO],
      [
        { tramos: Array.from({ length: 11 }, (_, i) => ({ desde: String(i * 10), costo: '1' })) },
        'tramos',
        MensajesEnvioAdmin.DEMASIADOS_TRAMOS,
      ],
      [
        { tramos: [{ desde: '0', costo: '1' }], primeGratisDesde: '-2' },
        'primeGratisDesde',
        MensajesEnvioAdmin.PRIME_NEGATIVO,
      ],
    ];
    for (const [malo, campo, mensaje] of malos) {
      const r = await pedir('POST', '/admin/envio/registrar', { ...cuerpo, ...malo });
      expect(r.statusCode, JSON.stringify(malo)).toBe(400);
      expect(r.json().campos[campo]).toBe(mensaje);
    }
    const ajena = await areaNueva(t, 'valencia');
    const otraZona = await pedir('POST', '/admin/envio/registrar', {
      ...cuerpo,
      areaId: ajena,
      tramos: [{ desde: '0', costo: '1' }],
    });
    expect(otraZona.statusCode).toBe(422);
    expect(otraZona.json().campos.areaId).toBe(MensajesEnvioAdmin.AREA_AJENA);
    const deZona = await pedir('POST', '/admin/envio/registrar', {
      ...cuerpo,
      areaId: null,
      tramos: [{ desde: '0', costo: '1' }],
    });
    expect(deZona.json().campos.areaId).toBe(MensajesEnvioAdmin.REGLA_DE_ZONA_EXISTE);
    expect(await cuantas()).toBe(antes);

    const tramos = [
      { desde: '0', costo: '4,5' },
      { desde: '25,50', costo: '0' },
    ];
    const creada = await pedir('POST', '/admin/envio/registrar', { ...cuerpo, tramos });
    expect(creada.statusCode, creada.body).toBe(201);
    expect(creada.json()).toMatchObject({
      area: { id: areaId },
      tramos: [
        { desde: '0.00', costo: '4.50' },
        { desde: '25.50', costo: '0.00' },
      ],
      primeGratisDesde: '10.00',
      estatus: 1,
      version: 1,
    });
    const otra = await pedir('POST', '/admin/envio/registrar', { ...cuerpo, tramos });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().campos.areaId).toBe(MensajesEnvioAdmin.REGLA_DE_AREA_EXISTE);
    expect(await cuantas()).toBe(antes + 1);
    const h = (await pedir('GET', `/admin/envio/${creada.json().id}/historial`)).json();
    expect(h.items[0]).toMatchObject({
      accion: 'crear',
      usuario: 'admin@demo.test',
      despues: { tramos: 'Desde $ 0,00: $ 4,50 · Desde $ 25,50: gratis', prime: 'Gratis desde $ 10,00' },
    });
  });

  it('a saved rule is charged at checkout and promised in the store at once; a stale save is refused', async () => {
    const cliente = await tokenDe(t, 'cliente@demo.test');
    const prime = await tokenDe(t, 'prime@demo.test');
    expect(await promesa('caracas')).toBe('Delivery gratis en compras desde $ 60,00 (excepto El Hatillo)');
    const r = await reglaDeZona(t, 'caracas');
    const tramos = [
      { desde: '0', costo: '4' },
      { desde: '50', costo: '0' },
    ];
    const ok = await pedir('PUT', `/admin/envio/${r.id}`, {
      tramos,
      primeGratisDesde: '0',
      version: r.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().version).toBe(r.version + 1);
    expect(await promesa('caracas')).toBe('Delivery gratis en compras desde $ 50,00 (excepto El Hatillo)');
    expect(await zonaWide(cliente)).toEqual([
      ['0.00', '4.00'],
      ['50.00', '0.00'],
    ]);
    // The prime benefit: free from 0 for a prime shopper, whatever the subtotal; promised to them too.
    expect(await zonaWide(prime)).toEqual([['0.00', '0.00']]);
    // Except the areas whose own rule gives prime less (El Hatillo, and the one registered above).
    const primePromesa = await promesa('caracas', UsuarioTipo.PRIME);
    expect(primePromesa).toMatch(/^Delivery gratis \(excepto .*El Hatillo.*\)$/);
    expect(await promesa('caracas')).toMatch(/^Delivery gratis en compras desde/);

    // Bad input on an edit: 400 beside the field, the rule as it was.
    const sinTramos = await pedir('PUT', `/admin/envio/${r.id}`, {
      tramos: [],
      primeGratisDesde: null,
      version: r.version + 1,
    });
    expect(sinTramos.statusCode).toBe(400);
    expect(sinTramos.json().campos.tramos).toBe(MensajesEnvioAdmin.SIN_TRAMOS);
    const estatusMalo = await pedir('PUT', `/admin/envio/${r.id}/estatus`, {
      estatus: 3,
      version: r.version + 1,
    });
    expect(estatusMalo.statusCode).toBe(400);
    expect((await reglaDeZona(t, 'caracas')).version).toBe(r.version + 1);

    const tarde = await pedir('PUT', `/admin/envio/${r.id}`, {
      tramos: [{ desde: '0', costo: '9' }],
      primeGratisDesde: null,
      version: r.version,
    });
    expect(tarde.statusCode).toBe(409);
    expect((await reglaDeZona(t, 'caracas')).tramos).toEqual([
      { desde: '0.00', costo: '4.00' },
      { desde: '50.00', costo: '0.00' },
    ]);
    const h = (await pedir('GET', `/admin/envio/${r.id}/historial`)).json();
    expect(h.items[0]).toMatchObject({
      accion: 'editar',
      usuario: 'admin@demo.test',
      antes: {
        tramos: 'Desde $ 0,00: $ 3,00 · Desde $ 30,00: $ 1,50 · Desde $ 60,00: gratis',
        prime: 'Sin beneficio',
      },
      despues: { tramos: 'Desde $ 0,00: $ 4,00 · Desde $ 50,00: gratis', prime: 'Gratis' },
    });
  });

  it('an inactive area rule no longer applies: the area pays as its zone; unknown rules are 404', async () => {
    const cliente = await tokenDe(t, 'cliente@demo.test');
    const hatillo = (await pedir('GET', '/admin/envio?zona=caracas&q=hatillo')).json().items[0];
    const apagar = await pedir('PUT', `/admin/envio/${hatillo.id}/estatus`, {
      estatus: 2,
      version: hatillo.version,
    });
    expect(apagar.statusCode, apagar.body).toBe(200);
    expect((await formPago(t, cliente, 0)).reglasEnvio.some((r) => r.areaId === hatillo.area.id)).toBe(false);
    expect(await promesa('caracas')).not.toContain('El Hatillo');
    const repetido = await pedir('PUT', `/admin/envio/${hatillo.id}/estatus`, {
      estatus: 1,
      version: hatillo.version,
    });
    expect(repetido.statusCode).toBe(409);
    const h = (await pedir('GET', `/admin/envio/${hatillo.id}/historial`)).json();
    expect(h.items[0]).toMatchObject({
      accion: 'estatus',
      antes: { estatus: 'Activo' },
      despues: { estatus: 'Inactivo' },
    });
    expect((await pedir('GET', '/admin/envio/999999/formeditar')).statusCode).toBe(404);
  });
});
