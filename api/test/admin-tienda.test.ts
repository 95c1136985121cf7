/**
 * Back-office stores and branches (issue 18): access over every entry (a branch's zone 403 through
 * its id too), validation naming the field, name uniqueness, optimistic concurrency, history, and a
 * branch's status deciding whether its stock counts in its zone's store and search.
 */
import { randomUUID } from 'node:crypto';
import {
  filtroDisponibilidad,
  MensajesAdmin,
  ProductoDetalleSchema,
  SucursalSchema,
  TiendaPaginaSchema,
  TiendaSchema,
  UsuarioTipo,
  zonaRole,
} from '@mercado/shared/contracts';
import { adminTienda } from '@mercado/shared/endpoints/admin-tienda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probarAcceso, tokenConRoles } from './admin-acceso.ts';
import { tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

/** A branch of the zone with its store. */
async function sucursalDe(t: TestApp, zona: string) {
  return t.db
    .selectFrom('sucursal as s')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select(['s.id as sucursal', 's.tienda_id as tienda', 's.version', 's.nombre', 's.direccion'])
    .where('z.slug', '=', zona)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
}
const tiendaId = async (t: TestApp) =>
  (await t.db.selectFrom('tienda').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow()).id;

probarAcceso('tienda: every entry', adminTienda, {
  rolSeccion: 'ROLE_TIENDA',
  rolAjeno: 'ROLE_INVENTARIO',
  zonaDeRegistroPrimero: true,
  casos: {
    listar: { entrada: () => ({}) },
    verificar: { entrada: () => ({ nombre: 'Mercado Central' }) },
    registrar: { estados: [201], entrada: () => ({ nombre: `Tienda ${randomUUID()}` }) },
    leer: { entrada: async (t) => ({ tienda: await tiendaId(t) }) },
    editar: {
      entrada: async (t) => {
        const r = await t.db.selectFrom('tienda').selectAll().orderBy('id').executeTakeFirstOrThrow();
        return {
          tienda: r.id,
          nombre: r.nombre,
          rif: r.rif,
          telefono: r.telefono,
          estatus: 1,
          version: r.version,
        };
      },
    },
    estatus: {
      entrada: async (t) => {
        const r = await t.db.selectFrom('tienda').selectAll().orderBy('id').executeTakeFirstOrThrow();
        return { tienda: r.id, estatus: 1, version: r.version };
      },
    },
    historial: { entrada: async (t) => ({ tienda: await tiendaId(t) }) },
    registrarSucursal: {
      porZona: true,
      estados: [201],
      entrada: async (t, zona) => ({
        tienda: await tiendaId(t),
        nombre: `Sucursal ${randomUUID()}`,
        direccion: 'Av. Principal',
        zona,
      }),
    },
    leerSucursal: { porZona: true, entrada: async (t, zona) => sucursalDe(t, zona) },
    editarSucursal: {
      porZona: true,
      entrada: async (t, zona) => {
        const s = await sucursalDe(t, zona);
        return { ...s, zona };
      },
    },
    estatusSucursal: {
      porZona: true,
      entrada: async (t, zona) => ({ ...(await sucursalDe(t, zona)), estatus: 1 }),
    },
    historialSucursal: { porZona: true, entrada: async (t, zona) => sucursalDe(t, zona) },
  },
});

describe('tienda', () => {
  let t: TestApp;
  let staff: string;
  const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = staff) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.buscador.todo();
    staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TIENDA', zonaRole('caracas')]);
  }, 60_000);
  afterAll(() => t?.close());

  it('validation names the field; a name in use is refused and reported as the user types', async () => {
    const mal = await pedir('POST', '/admin/tienda/registrar', { nombre: '  ', telefono: 'x'.repeat(30) });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json().campos).sort()).toEqual(['nombre', 'telefono']);
    const repetida = await pedir('POST', '/admin/tienda/registrar', { nombre: 'mercado central' });
    expect(repetida.statusCode).toBe(422);
    expect(repetida.json().campos).toEqual({ nombre: MensajesAdmin.NOMBRE_EN_USO });
    const libre = await pedir('GET', '/admin/tienda/verificar?nombre=Mercado%20Nuevo');
    expect(libre.json()).toEqual({ disponible: true });
    expect((await pedir('GET', '/admin/tienda/verificar?nombre=MERCADO%20CENTRAL')).json()).toEqual({
      disponible: false,
    });

    const tienda = await tiendaId(t);
    const sinDireccion = await pedir('POST', `/admin/tienda/${tienda}/sucursal/registrar`, {
      nombre: 'Altamira',
      zona: 'caracas',
    });
    expect(sinDireccion.statusCode).toBe(400);
    expect(Object.keys(sinDireccion.json().campos)).toEqual(['direccion']);
  });

  it('registers a store and a branch, lists them, and two saves of one version: the second is 409', async () => {
    const r = await pedir('POST', '/admin/tienda/registrar', { nombre: 'Bodegón Altamira', rif: 'J-1' });
    expect(r.statusCode).toBe(201);
    const tienda = TiendaSchema.parse(r.json());
    const s = await pedir('POST', `/admin/tienda/${tienda.id}/sucursal/registrar`, {
      nombre: 'Altamira',
      direccion: 'Av. San Juan Bosco',
      zona: 'caracas',
    });
    expect(s.statusCode, s.body).toBe(201);
    expect(SucursalSchema.parse(s.json())).toMatchObject({ nombre: 'Altamira', zona: { slug: 'caracas' } });
    const lista = TiendaPaginaSchema.parse((await pedir('GET', '/admin/tienda?q=altamira')).json());
    expect(lista.items).toEqual([expect.objectContaining({ id: tienda.id, sucursales: 1 })]);

    const otro = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TIENDA']);
    const base = { nombre: 'Bodegón Altamira', rif: 'J-1', version: tienda.version };
    expect(
      (await pedir('PUT', `/admin/tienda/${tienda.id}/editar`, { ...base, telefono: '0212-1' })).statusCode,
    ).toBe(200);
    const tarde = await pedir(
      'PUT',
      `/admin/tienda/${tienda.id}/editar`,
      { ...base, telefono: '0212-2' },
      otro,
    );
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    const h = await pedir('GET', `/admin/tienda/${tienda.id}/historial`);
    expect(h.json().items.map((c: { accion: string }) => c.accion)).toEqual(['editar', 'crear']);
    expect(h.json().items[0].despues).toEqual({ telefono: '0212-1' });
  });

  it('a branch of another zone is 403 through its id too, and cannot be moved there', async () => {
    const v = await sucursalDe(t, 'valencia');
    const c = await sucursalDe(t, 'caracas');
    for (const r of [
      await pedir('GET', `/admin/tienda/${v.tienda}/sucursal/${v.sucursal}`),
      await pedir('PUT', `/admin/tienda/${v.tienda}/sucursal/${v.sucursal}/estatus`, {
        estatus: 2,
        version: v.version,
      }),
      await pedir('PUT', `/admin/tienda/${c.tienda}/sucursal/${c.sucursal}/editar`, {
        nombre: c.nombre,
        direccion: c.direccion,
        zona: 'valencia',
        version: c.version,
      }),
    ]) {
      expect(r.statusCode).toBe(403);
    }
    const todas = await tokenDe(t, 'admin@demo.test');
    // Another store's id in the URL: not found, said in the staff's words.
    const ajena = await pedir('GET', `/admin/tienda/999999/sucursal/${v.sucursal}`, undefined, todas);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json().mensaje).toBe('La sucursal no existe');
    const tienda = await pedir('GET', '/admin/tienda/999999', undefined, todas);
    expect([tienda.statusCode, tienda.json().mensaje]).toEqual([404, 'La tienda no existe']);
  });

  it('deactivating a branch takes its stock out of the zone at once, in the store and in search', async () => {
    const admin = await tokenDe(t, 'admin@demo.test');
    const c = await sucursalDe(t, 'caracas');
    const fila = await t.db
      .selectFrom('inventario as i')
      .innerJoin('producto as p', 'p.id', 'i.producto_id')
      .innerJoin('producto_existencia as e', (j) =>
        j.onRef('e.producto_id', '=', 'p.id').on('e.usuario_tipo', '=', UsuarioTipo.NORMAL),
      )
      .innerJoin('zona as z', (j) => j.onRef('z.id', '=', 'e.zona_id').on('z.slug', '=', 'caracas'))
      .select(['p.id', 'p.slug', 'p.nombre', 'i.existencia', 'e.existencia as zona'])
      .where('i.sucursal_id', '=', c.sucursal)
      .where('i.existencia', '>', '0')
      .where('e.existencia', '>', '0')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const antes = ProductoDetalleSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${fila.slug}` })).json(),
    );
    const r = await pedir(
      'PUT',
      `/admin/tienda/${c.tienda}/sucursal/${c.sucursal}/estatus`,
      { estatus: 2, version: c.version },
      admin,
    );
    expect(r.statusCode, r.body).toBe(200);
    const esperado = (Number(antes.existencia) - Number(fila.existencia)).toFixed(3);
    const despues = await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${fila.slug}` });
    if (esperado === '0.000') expect(despues.statusCode).toBe(404);
    else expect(ProductoDetalleSchema.parse(despues.json()).existencia).toBe(esperado);
    const hits = (
      await t.app.inject({
        method: 'POST',
        url: '/1/indexes/productos/query',
        headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' },
        payload: { query: fila.nombre, filters: filtroDisponibilidad('caracas', UsuarioTipo.NORMAL) },
      })
    ).json().hits as { objectID: string; disponibilidad: Record<string, { existencia: number }> }[];
    const hit = hits.find((h) => h.objectID === String(fila.id));
    if (esperado === '0.000') expect(hit).toBeUndefined();
    else expect(hit?.disponibilidad.caracas_1?.existencia).toBe(Number(esperado));
    const h = await pedir(
      'GET',
      `/admin/tienda/${c.tienda}/sucursal/${c.sucursal}/historial`,
      undefined,
      admin,
    );
    expect(h.json().items[0]).toMatchObject({
      accion: 'estatus',
      antes: { estatus: 1 },
      despues: { estatus: 2 },
    });
  });
});
