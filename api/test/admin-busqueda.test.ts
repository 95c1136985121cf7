/**
 * The back-office's search merchandising (issue 37): access on every entry (PUBLICIDAD, and a rule's
 * zone role); synonyms and a zone's rules registered, edited, toggled and deleted through the API,
 * which keeps them in the search service through the official client; every change in the history;
 * a stale form refused (409); and the preview of a query, whose results differ before and after a
 * synonym and a pinned product.
 */

import {
  MensajesBusquedaAdmin,
  plegarPalabra,
  ReglaBodySchema,
  SinonimoBodySchema,
} from '@mercado/shared/contracts';
import { adminBusqueda } from '@mercado/shared/endpoints/admin-busqueda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STOCK_FOR_NORMAL_SLUG } from '../src/db/seed-fixtures.ts';
import {
  clienteBuscador,
  leerConsecuencia,
  reglaDe,
  vistaSinonimo,
} from '../src/services/admin/busqueda-algolia.ts';
import { probarAcceso } from './admin-acceso.ts';
import { tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

const REGLA_MINIMA = {
  patron: 'cafe',
  anclaje: 'contains' as const,
  promover: [] as number[],
  ocultar: [] as number[],
  impulso: 'ninguno' as const,
  impulsoValor: '',
  aviso: 'Café de la semana',
  descripcion: '',
  activa: true,
  desde: '',
  hasta: '',
};

/** A rule of `zona` saved straight in the service (as another tool would), read back through the API. */
async function reglaGuardada(t: TestApp, zona: string) {
  const cliente = clienteBuscador(t.app, t.config);
  const indexName = t.config.buscador.indexName;
  const rule = reglaDe(`prueba-${zona}-${Math.random().toString(16).slice(2, 10)}`, zona, REGLA_MINIMA);
  const { taskID } = await cliente.saveRule({ indexName, objectID: rule.objectID, rule });
  await cliente.waitForTask({ indexName, taskID });
  const admin = await tokenDe(t, 'admin@demo.test');
  const leida = await t.app.inject({
    method: 'GET',
    url: `/admin/busqueda/reglas/${rule.objectID}`,
    headers: bearer(admin),
  });
  // admin@demo.test holds every zone's role.
  return { regla: rule.objectID, huella: leida.json().huella as string };
}

/** A regular synonym saved straight in the service: its id and fingerprint. */
async function sinonimoGuardado(t: TestApp) {
  const cliente = clienteBuscador(t.app, t.config);
  const indexName = t.config.buscador.indexName;
  const objectID = `prueba-${Math.random().toString(16).slice(2, 10)}`;
  const synonymHit = { objectID, type: 'synonym' as const, synonyms: ['ocumo', 'malanga'] };
  const { taskID } = await cliente.saveSynonym({ indexName, objectID, synonymHit });
  await cliente.waitForTask({ indexName, taskID });
  return { sinonimo: objectID, huella: vistaSinonimo(synonymHit).huella };
}

let indices: Promise<number> | undefined;
probarAcceso('admin busqueda: every entry', adminBusqueda, {
  rolSeccion: 'ROLE_PUBLICIDAD',
  rolAjeno: 'ROLE_CUPON',
  casos: {
    sinonimos: { entrada: () => ({}) },
    registrarSinonimo: {
      estados: [201],
      entrada: () => ({ tipo: 'synonym', entrada: '', palabras: ['auyama', 'calabaza'] }),
    },
    sinonimo: { entrada: async (t) => ({ sinonimo: (await sinonimoGuardado(t)).sinonimo }) },
    editarSinonimo: {
      entrada: async (t) => ({
        ...(await sinonimoGuardado(t)),
        tipo: 'synonym',
        entrada: '',
        palabras: ['ocumo', 'malanga', 'taro'],
      }),
    },
    borrarSinonimo: { entrada: (t) => sinonimoGuardado(t) },
    historialSinonimo: { entrada: async (t) => ({ sinonimo: (await sinonimoGuardado(t)).sinonimo }) },
    zonas: { entrada: () => ({}) },
    reglas: { porZona: true, entrada: (_, zona) => ({ zona }) },
    registrarRegla: { porZona: true, estados: [201], entrada: (_, zona) => ({ zona, ...REGLA_MINIMA }) },
    regla: { porZona: true, entrada: async (t, zona) => ({ regla: (await reglaGuardada(t, zona)).regla }) },
    editarRegla: {
      porZona: true,
      entrada: async (t, zona) => ({ ...(await reglaGuardada(t, zona)), ...REGLA_MINIMA, patron: 'te' }),
    },
    estatusRegla: {
      porZona: true,
      entrada: async (t, zona) => ({ ...(await reglaGuardada(t, zona)), activa: false }),
    },
    borrarRegla: { porZona: true, entrada: (t, zona) => reglaGuardada(t, zona) },
    historialRegla: {
      porZona: true,
      entrada: async (t, zona) => ({ regla: (await reglaGuardada(t, zona)).regla }),
    },
    opciones: { entrada: () => ({}) },
    productos: { entrada: () => ({ q: 'arroz' }) },
    vistaPrevia: {
      porZona: true,
      entrada: async (t, zona) => {
        // The preview searches the store's products index: built once.
        indices ??= t.app.buscador.todo();
        await indices;
        return { zona, q: 'arroz' };
      },
    },
  },
});

describe('admin busqueda', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.buscador.todo();
    admin = await tokenDe(t, 'admin@demo.test');
  }, 180_000);
  afterAll(() => t?.close());

  const pedir = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(admin) });
  const vista = async (q: string) =>
    (await pedir('GET', `/admin/busqueda/vista-previa?zona=caracas&q=${encodeURIComponent(q)}`)).json() as {
      sin: { hits: { objectID: string; nombre: string; destacado: boolean }[]; nbHits: number };
      con: {
        hits: { objectID: string; nombre: string; destacado: boolean }[];
        nbHits: number;
        avisos: string[];
      };
    };
  const historial = async (url: string) =>
    (await pedir('GET', `${url}/historial`)).json().items as {
      accion: string;
      usuario: string;
      antes: Record<string, unknown> | null;
      despues: Record<string, unknown> | null;
    }[];

  it('a synonym: registered, found in the preview, edited, listed, recorded, deleted', async () => {
    // "Menestra" (legumes) is on no label: before the synonym nothing, after it the black beans.
    const antes = await vista('menestra');
    expect(antes.con.nbHits).toBe(0);

    const malo = await pedir('POST', '/admin/busqueda/sinonimos/registrar', {
      tipo: 'synonym',
      entrada: '',
      palabras: ['menestra'],
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().campos.palabras).toBe(MensajesBusquedaAdmin.MINIMO_REGULAR);
    const repetido = await pedir('POST', '/admin/busqueda/sinonimos/registrar', {
      tipo: 'oneWaySynonym',
      entrada: 'menestra',
      palabras: ['Caraotas negras', 'caraotas NEGRAS'],
    });
    expect(repetido.json().campos['palabras.1']).toBe(MensajesBusquedaAdmin.PALABRA_REPETIDA);

    const res = await pedir('POST', '/admin/busqueda/sinonimos/registrar', {
      tipo: 'oneWaySynonym',
      entrada: 'menestra',
      palabras: ['caraotas negras'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({ tipo: 'oneWaySynonym', entrada: 'menestra', palabras: ['caraotas negras'] });

    const despues = await vista('menestra');
    expect(despues.sin.nbHits).toBe(0);
    expect(despues.con.nbHits).toBeGreaterThan(0);
    expect(despues.con.hits.every((h) => /caraotas negras/i.test(h.nombre))).toBe(true);

    const lista = (await pedir('GET', '/admin/busqueda/sinonimos?q=menestra')).json();
    expect(lista.items.map((i: { objectID: string }) => i.objectID)).toContain(s.objectID);

    const url = `/admin/busqueda/sinonimos/${s.objectID}`;
    const cuerpo = { tipo: 'synonym', entrada: '', palabras: ['menestra', 'caraotas negras'] };
    expect((await pedir('PUT', url, { ...cuerpo, huella: '0123456789abcdef' })).statusCode).toBe(409);
    const editado = await pedir('PUT', url, { ...cuerpo, huella: s.huella });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ tipo: 'synonym', entrada: null });
    // Regular now: the label's words find "menestra"'s products and the other way round.
    expect((await vista('menestra')).con.nbHits).toBeGreaterThan(0);

    const borrado = await pedir('DELETE', `${url}?huella=${editado.json().huella}`);
    expect(borrado.statusCode, borrado.body).toBe(200);
    expect((await pedir('GET', url)).statusCode).toBe(404);
    expect((await vista('menestra')).con.nbHits).toBe(0);

    const cambios = await historial(url);
    expect(cambios.map((c) => c.accion)).toEqual(['borrar', 'editar', 'crear']);
    expect(cambios.every((c) => c.usuario === 'admin@demo.test')).toBe(true);
    expect(cambios[1]).toMatchObject({
      antes: { tipo: 'De una vía', entrada: 'menestra', palabras: 'caraotas negras' },
      despues: { tipo: 'Regular', palabras: 'menestra, caraotas negras' },
    });
  });

  it("a zone's rule: a pinned product first with its banner, edited, disabled, deleted, recorded", async () => {
    const antes = await vista('arroz');
    expect(antes.sin.hits.length).toBeGreaterThan(2);
    const ultimo = antes.sin.hits.at(-1)!;
    expect(antes.con.hits[0]!.objectID).not.toBe(ultimo.objectID);

    const sinEfecto = await pedir('POST', '/admin/busqueda/reglas/registrar', {
      ...REGLA_MINIMA,
      zona: 'caracas',
      aviso: '',
    });
    expect(sinEfecto.json().campos.promover).toBe(MensajesBusquedaAdmin.SIN_EFECTO);

    const res = await pedir('POST', '/admin/busqueda/reglas/registrar', {
      ...REGLA_MINIMA,
      zona: 'caracas',
      patron: 'arroz',
      promover: [Number(ultimo.objectID)],
      aviso: 'Arroz de la semana',
    });
    expect(res.statusCode, res.body).toBe(201);
    const regla = res.json();
    expect(regla).toMatchObject({ zona: 'caracas', patron: 'arroz', activa: true });
    expect(regla.promover.map((p: { nombre: string }) => p.nombre)).toEqual([ultimo.nombre]);

    const con = await vista('arroz');
    expect(con.sin.hits[0]!.objectID).toBe(antes.sin.hits[0]!.objectID);
    expect(con.con.hits[0]).toMatchObject({ objectID: ultimo.objectID, destacado: true });
    expect(con.con.hits.filter((h) => h.destacado)).toHaveLength(1);
    expect(con.sin.hits.some((h) => h.destacado)).toBe(false);
    expect(con.con.avisos).toEqual(['Arroz de la semana']);
    // Another zone's shoppers do not get Caracas' rule.
    const valencia = (await pedir('GET', '/admin/busqueda/vista-previa?zona=valencia&q=arroz')).json();
    expect(valencia.con.avisos).toEqual([]);

    const lista = (await pedir('GET', '/admin/busqueda/reglas?zona=caracas')).json();
    expect(lista.items.map((r: { objectID: string }) => r.objectID)).toContain(regla.objectID);
    expect(
      (await pedir('GET', '/admin/busqueda/reglas?zona=valencia'))
        .json()
        .items.map((r: { objectID: string }) => r.objectID),
    ).not.toContain(regla.objectID);

    const url = `/admin/busqueda/reglas/${regla.objectID}`;
    const cuerpo = { ...REGLA_MINIMA, patron: 'arroz', anclaje: 'is', promover: [Number(ultimo.objectID)] };
    expect((await pedir('PUT', url, { ...cuerpo, huella: '0123456789abcdef' })).statusCode).toBe(409);
    const editada = await pedir('PUT', url, { ...cuerpo, aviso: '', huella: regla.huella });
    expect(editada.statusCode, editada.body).toBe(200);
    expect((await vista('arroz')).con.avisos).toEqual([]);
    // "Is": the pin is for "arroz" alone, not for a longer query.
    expect((await vista('arroz blanco')).con.hits[0]?.objectID).not.toBe(ultimo.objectID);

    const apagada = await pedir('PUT', `${url}/estatus`, { activa: false, huella: editada.json().huella });
    expect(apagada.statusCode, apagada.body).toBe(200);
    expect(apagada.json().activa).toBe(false);
    expect((await vista('arroz')).con.hits[0]!.objectID).toBe(antes.con.hits[0]!.objectID);

    expect((await pedir('DELETE', `${url}?huella=${apagada.json().huella}`)).statusCode).toBe(200);
    expect((await pedir('GET', url)).statusCode).toBe(404);

    const cambios = await historial(url);
    expect(cambios.map((c) => c.accion)).toEqual(['borrar', 'estatus', 'editar', 'crear']);
    expect(cambios[3]!.despues).toMatchObject({
      busqueda: 'Contiene «arroz»',
      destacados: ultimo.nombre,
      aviso: 'Arroz de la semana',
      estatus: 'Activa',
    });
    expect(cambios[2]).toMatchObject({
      antes: { busqueda: 'Contiene «arroz»', aviso: 'Arroz de la semana' },
      despues: { busqueda: 'Es exactamente «arroz»', aviso: '' },
    });
    expect(cambios[1]).toMatchObject({ antes: { estatus: 'Activa' }, despues: { estatus: 'Inactiva' } });
  });

  it("a pinned product the zone's shoppers cannot buy stays out (filterPromotes)", async () => {
    const { id } = await t.db
      .selectFrom('producto')
      .select('id')
      .where('slug', '=', OUT_OF_STOCK_FOR_NORMAL_SLUG)
      .executeTakeFirstOrThrow();
    const res = await pedir('POST', '/admin/busqueda/reglas/registrar', {
      ...REGLA_MINIMA,
      zona: 'caracas',
      patron: 'harina',
      promover: [id],
      aviso: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { con } = await vista('harina');
    expect(con.hits.length).toBeGreaterThan(0);
    expect(con.hits.map((h) => h.objectID)).not.toContain(String(id));
    const { objectID, huella } = res.json();
    await pedir('DELETE', `/admin/busqueda/reglas/${objectID}?huella=${huella}`);
  });

  it('a rule boosts a brand, hides a product and keeps its validity days', async () => {
    const antes = await vista('harina');
    expect(antes.sin.hits.length).toBeGreaterThan(1);
    const escondido = antes.sin.hits[0]!;
    const opciones = (await pedir('GET', '/admin/busqueda/opciones')).json();
    expect(opciones.categorias.length).toBeGreaterThan(0);
    expect(opciones.marcas).toContain('P.A.N.');
    const res = await pedir('POST', '/admin/busqueda/reglas/registrar', {
      ...REGLA_MINIMA,
      zona: 'caracas',
      patron: 'harina',
      anclaje: 'startsWith',
      ocultar: [Number(escondido.objectID)],
      impulso: 'marca',
      impulsoValor: 'P.A.N.',
      aviso: '',
      desde: '2026-01-01',
      hasta: '2099-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ impulso: 'marca', impulsoValor: 'P.A.N.', desde: '2026-01-01' });
    const despues = await vista('harina');
    expect(despues.con.hits.map((h) => h.objectID)).not.toContain(escondido.objectID);
    expect(despues.con.nbHits).toBe(antes.sin.nbHits - 1);

    const fechas = await pedir('POST', '/admin/busqueda/reglas/registrar', {
      ...REGLA_MINIMA,
      zona: 'caracas',
      desde: '2026-05-02',
      hasta: '2026-05-01',
    });
    expect(fechas.json().campos.hasta).toBe(MensajesBusquedaAdmin.FECHAS_ORDEN);
    const { huella, objectID } = res.json();
    await pedir('DELETE', `/admin/busqueda/reglas/${objectID}?huella=${huella}`);
  });
});

describe("a rule in the form's words and back (pure)", () => {
  const forma = {
    ...REGLA_MINIMA,
    patron: 'harina pan',
    anclaje: 'startsWith' as const,
    promover: [7, 3],
    ocultar: [9],
    impulso: 'categoria' as const,
    impulsoValor: 'Harinas y Pastas',
    desde: '2026-12-01',
    hasta: '2026-12-31',
  };

  it("is Algolia's rule: the zone's context, pins at their positions, the boost, Caracas days", () => {
    const rule = reglaDe('r1', 'caracas', forma);
    expect(rule.conditions).toEqual([
      { pattern: 'harina pan', anchoring: 'startsWith', alternatives: false, context: 'zona-caracas' },
    ]);
    expect(rule.consequence).toEqual({
      params: { optionalFilters: ['categoria.nombre:Harinas y Pastas'] },
      promote: [
        { objectID: '7', position: 0 },
        { objectID: '3', position: 1 },
      ],
      filterPromotes: true,
      hide: [{ objectID: '9' }],
      userData: { banner: 'Café de la semana' },
    });
    // Caracas is UTC−4: the first day starts at 04:00 UTC, the last ends at 03:59:59 UTC the day after.
    expect(rule.validity).toEqual([
      { from: Date.UTC(2026, 11, 1, 4) / 1000, until: Date.UTC(2027, 0, 1, 3, 59, 59) / 1000 },
    ]);
    expect(leerConsecuencia(rule)).toEqual(forma);
  });

  it("boosts the zone's offers for every user type, and reads back a rule without extras", () => {
    const ofertas = reglaDe('r2', 'valencia', { ...forma, impulso: 'ofertas', impulsoValor: '' });
    expect(ofertas.consequence?.params).toEqual({
      optionalFilters: ['ofertas:valencia_1', 'ofertas:valencia_2', 'ofertas:valencia_3'],
    });
    expect(leerConsecuencia(ofertas)).toMatchObject({ impulso: 'ofertas', impulsoValor: '' });
    const simple = reglaDe('r3', 'caracas', REGLA_MINIMA);
    expect(simple.validity).toBeUndefined();
    expect(leerConsecuencia(simple)).toEqual(REGLA_MINIMA);
  });

  it('refuses a rule that changes nothing, dates in the wrong order or alone, a product pinned and hidden', () => {
    const errores = (cuerpo: object) => {
      const r = ReglaBodySchema.safeParse({ zona: 'caracas', ...REGLA_MINIMA, ...cuerpo });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errores({ aviso: '' })).toEqual({ promover: MensajesBusquedaAdmin.SIN_EFECTO });
    expect(errores({ desde: '2026-01-02' })).toEqual({ hasta: MensajesBusquedaAdmin.FECHAS_JUNTAS });
    expect(errores({ desde: '2026-01-02', hasta: '2026-01-01' })).toEqual({
      hasta: MensajesBusquedaAdmin.FECHAS_ORDEN,
    });
    expect(errores({ promover: [4], ocultar: [4] })).toEqual({
      ocultar: MensajesBusquedaAdmin.PROMOVIDO_Y_OCULTO,
    });
    expect(errores({ impulso: 'marca' })).toEqual({ impulsoValor: MensajesBusquedaAdmin.IMPULSO_VALOR });
    expect(errores({})).toEqual({});
  });

  it("compares a synonym's words as the engine does: case and accents aside, ñ kept", () => {
    expect(plegarPalabra('  Maracuyá  ')).toBe('maracuya');
    expect(plegarPalabra('Pañal')).not.toBe(plegarPalabra('panal'));
    const mensajes = (palabras: string[]) => {
      const r = SinonimoBodySchema.safeParse({ tipo: 'oneWaySynonym', entrada: 'Parchita', palabras });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(mensajes(['maracuyá', 'MARACUYA'])).toEqual([
      ['palabras.1', MensajesBusquedaAdmin.PALABRA_REPETIDA],
    ]);
    expect(mensajes(['maracuyá', 'parchita'])).toEqual([['entrada', MensajesBusquedaAdmin.ENTRADA_EN_LISTA]]);
    expect(mensajes(['maracuyá'])).toEqual([]);
  });
});
