/**
 * Back-office inventory of a zone (issue 18, decision 0025): access over every entry (the other zone
 * 403 also through a branch or an inventory id), validation naming the field, optimistic concurrency,
 * the storefront and search seeing a stock or price change at once at each user type's price, the CSV
 * preview with each kind of bad row, an apply that fails halfway leaving nothing changed, the export
 * read back, orders taking stock from the branches, and the home's attention figures.
 */
import {
  AdminResumenSchema,
  filtroDisponibilidad,
  ImportarPreviaSchema,
  InventarioPaginaSchema,
  InventarioSchema,
  MensajesAdmin,
  MensajesInventario,
  PreciosZonaSchema,
  ProductoDetalleSchema,
  UsuarioTipo,
  zonaRole,
} from '@mercado/shared/contracts';
import { adminInventario } from '@mercado/shared/endpoints/admin-inventario';
import { caracasDay } from '@mercado/shared/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vencerOfertas } from '../src/services/indice-stock.ts';
import { probarAcceso, tokenConRoles } from './admin-acceso.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  existencia,
  formPago,
  guardar,
  registrar,
  tokenDe,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

const HOY = caracasDay(new Date());
const diaMas = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function zonaId(t: TestApp, slug: string) {
  return (await t.db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}
/** The zone's first active branch. */
async function sucursalDe(t: TestApp, zona: string) {
  const s = await t.db
    .selectFrom('sucursal as s')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select('s.id')
    .where('z.slug', '=', zona)
    .where('s.estatus', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return s.id;
}
/** An inventory row of the zone's first branch. */
async function filaDe(t: TestApp, zona: string) {
  return t.db
    .selectFrom('inventario')
    .select(['id', 'producto_id', 'version', 'existencia', 'costo'])
    .where('sucursal_id', '=', await sucursalDe(t, zona))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
async function versionPrecio(t: TestApp, zona: string, producto: number, tipo = 1) {
  const r = await t.db
    .selectFrom('producto_precio')
    .select('version')
    .where('zona_id', '=', await zonaId(t, zona))
    .where('producto_id', '=', producto)
    .where('usuario_tipo', '=', tipo)
    .executeTakeFirst();
  return r?.version ?? null;
}

/** The version of a product's inventory row in a branch, as the export writes it. */
async function versionInventario(t: TestApp, sucursal: number, producto: number) {
  const r = await t.db
    .selectFrom('inventario')
    .select('version')
    .where('sucursal_id', '=', sucursal)
    .where('producto_id', '=', producto)
    .executeTakeFirstOrThrow();
  return r.version;
}

probarAcceso('inventario: every entry', adminInventario, {
  rolSeccion: 'ROLE_INVENTARIO',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    listar: { porZona: true, entrada: (_, zona) => ({ zona }) },
    opciones: { porZona: true, entrada: (_, zona) => ({ zona }) },
    exportar: { porZona: true, entrada: (_, zona) => ({ zona }) },
    importarPrevia: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, csv: `producto,sucursal,existencia\n${f.producto_id},${await sucursalDe(t, zona)},7` };
      },
    },
    importarAplicar: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, csv: `producto,sucursal,existencia\n${f.producto_id},${await sucursalDe(t, zona)},7` };
      },
    },
    registrar: {
      porZona: true,
      estados: [201],
      entrada: async (t, zona) => {
        const sucursal = await sucursalDe(t, zona);
        const f = await filaDe(t, zona);
        await t.db.deleteFrom('inventario').where('id', '=', f.id).execute();
        return { zona, sucursal, producto: f.producto_id, existencia: '5', costo: '1,00' };
      },
    },
    leer: { porZona: true, entrada: async (t, zona) => ({ zona, inventario: (await filaDe(t, zona)).id }) },
    editar: {
      porZona: true,
      entrada: async (t, zona) => {
        const f = await filaDe(t, zona);
        return { zona, inventario: f.id, existencia: '9', costo: f.costo, version: f.version };
      },
    },
    historial: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, inventario: (await filaDe(t, zona)).id }),
    },
    sucursalProducto: {
      porZona: true,
      entrada: async (t, zona) => ({
        zona,
        sucursal: await sucursalDe(t, zona),
        producto: (await filaDe(t, zona)).producto_id,
      }),
    },
    precios: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, producto: (await filaDe(t, zona)).producto_id }),
    },
    guardarPrecios: {
      porZona: true,
      entrada: async (t, zona) => {
        const producto = (await filaDe(t, zona)).producto_id;
        return {
          zona,
          producto,
          precios: [{ usuarioTipo: 1, precio: '99.00', version: await versionPrecio(t, zona, producto) }],
        };
      },
    },
    historialPrecios: {
      porZona: true,
      entrada: async (t, zona) => ({ zona, producto: (await filaDe(t, zona)).producto_id }),
    },
  },
});

describe('inventario', () => {
  let t: TestApp;
  let admin: string;
  let caracas: string;
  const tokens: Record<string, string> = {};
  const url = (zona: string, resto = '') => `/admin/inventario/zona/${zona}${resto}`;
  const pedir = (method: 'GET' | 'POST' | 'PUT', u: string, token: string, payload?: object) =>
    t.app.inject({ method, url: u, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** An active product in an active category without stock in caracas (seeded so). */
  async function productoSinStock() {
    const r = await t.db
      .selectFrom('producto as p')
      .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
      .select(['p.id', 'p.slug', 'p.nombre'])
      .where('p.estatus', '=', 1)
      .where('c.estatus', '=', 1)
      .where('c.padre_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('producto_existencia as e')
              .innerJoin('zona as z', 'z.id', 'e.zona_id')
              .select('e.producto_id')
              .whereRef('e.producto_id', '=', 'p.id')
              .where('z.slug', '=', 'caracas')
              .where('e.existencia', '>', '0'),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return r;
  }

  const storefront = (slug: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/website/producto/caracas/${slug}`,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const buscar = async (texto: string, tipo: number) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/productos/query',
      headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' },
      payload: { query: texto, filters: filtroDisponibilidad('caracas', tipo), hitsPerPage: 20 },
    });
    return r.json().hits as {
      objectID: string;
      disponibilidad: Record<string, { precio: string; existencia: number }>;
    }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.buscador.todo();
    admin = await tokenDe(t, 'admin@demo.test');
    caracas = await tokenDe(t, 'inventario@demo.test');
    for (const email of ['cliente@demo.test', 'prime@demo.test', 'mayorista@demo.test'])
      tokens[email] = await tokenDe(t, email);
  }, 60_000);
  afterAll(() => t?.close());

  it('a branch or an inventory row of another zone is 403 whatever the URL says; of both zones, 404 under the other', async () => {
    const ajena = await filaDe(t, 'valencia');
    const sucursalAjena = await sucursalDe(t, 'valencia');
    for (const r of [
      await pedir('GET', url('caracas', `/${ajena.id}`), caracas),
      await pedir('GET', url('caracas', `/${ajena.id}/historial`), caracas),
      await pedir('PUT', url('caracas', `/${ajena.id}/editar`), caracas, {
        existencia: '1',
        costo: '1.00',
        version: ajena.version,
      }),
      await pedir('GET', url('caracas', `/sucursal/${sucursalAjena}/producto/${ajena.producto_id}`), caracas),
      await pedir('POST', url('caracas', '/registrar'), caracas, {
        sucursal: sucursalAjena,
        producto: ajena.producto_id,
        existencia: '1',
        costo: '1',
      }),
    ]) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().mensaje).toBe('No tiene los permisos de la Zona necesaria para esta área');
    }
    expect((await pedir('GET', url('caracas', `/${ajena.id}`), admin)).statusCode).toBe(404);
    const despues = await filaDe(t, 'valencia');
    expect(despues.version).toBe(ajena.version);
  });

  it('validation errors name the field; a comma or a dot decimal is accepted', async () => {
    const f = await filaDe(t, 'caracas');
    const mal = await pedir('PUT', url('caracas', `/${f.id}/editar`), caracas, {
      existencia: 'doce',
      costo: '1.234,50',
      version: f.version,
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().campos).toEqual({
      existencia: MensajesInventario.NUMERO_INVALIDO,
      costo: MensajesInventario.NUMERO_INVALIDO,
    });
    const bien = await pedir('PUT', url('caracas', `/${f.id}/editar`), caracas, {
      existencia: '12,5',
      costo: '1.5',
      version: f.version,
    });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(InventarioSchema.parse(bien.json())).toMatchObject({ existencia: '12.500', costo: '1.50' });

    const precios = (p: object) =>
      pedir('PUT', url('caracas', `/producto/${f.producto_id}/precio`), caracas, { precios: [p] });
    const version = await versionPrecio(t, 'caracas', f.producto_id);
    const casos: [object, string, string][] = [
      [{ precio: '1,00' }, 'precios.0.precio', MensajesInventario.BAJO_COSTO],
      [
        { precio: '5.00', oferta: '5.00', ofertaHasta: diaMas(3) },
        'precios.0.oferta',
        MensajesInventario.OFERTA_NO_MENOR,
      ],
      [
        { precio: '5.00', oferta: '1.00', ofertaHasta: diaMas(3) },
        'precios.0.oferta',
        MensajesInventario.BAJO_COSTO,
      ],
      [{ precio: '5.00', oferta: '4.00' }, 'precios.0.ofertaHasta', MensajesInventario.OFERTA_SIN_FECHA],
      [
        { precio: '5.00', oferta: '4.00', ofertaHasta: '2020-01-01' },
        'precios.0.ofertaHasta',
        MensajesInventario.OFERTA_VENCIDA,
      ],
      [{ precio: 'cinco' }, 'precios.0.precio', MensajesInventario.NUMERO_INVALIDO],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await precios({ usuarioTipo: 1, version, ...cuerpo });
      expect(r.statusCode, JSON.stringify(cuerpo)).toBe(400);
      expect(r.json().campos).toEqual({ [campo]: mensaje });
    }
    expect(await versionPrecio(t, 'caracas', f.producto_id)).toBe(version);
  });

  it('two staff saving the same record: the second is refused (409) and the first save stands', async () => {
    const f = await filaDe(t, 'caracas');
    const otro = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_INVENTARIO', zonaRole('caracas')]);
    const primero = await pedir('PUT', url('caracas', `/${f.id}/editar`), caracas, {
      existencia: '20',
      costo: f.costo,
      version: f.version,
    });
    expect(primero.statusCode).toBe(200);
    const segundo = await pedir('PUT', url('caracas', `/${f.id}/editar`), otro, {
      existencia: '30',
      costo: f.costo,
      version: f.version,
    });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    expect((await filaDe(t, 'caracas')).existencia).toBe('20.000');

    const version = await versionPrecio(t, 'caracas', f.producto_id);
    const guardar = (token: string, precio: string) =>
      pedir('PUT', url('caracas', `/producto/${f.producto_id}/precio`), token, {
        precios: [{ usuarioTipo: 1, precio, version }],
      });
    expect((await guardar(caracas, '50.00')).statusCode).toBe(200);
    const tarde = await guardar(otro, '60.00');
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    const historial = await pedir(
      'GET',
      url('caracas', `/producto/${f.producto_id}/precio/historial`),
      caracas,
    );
    expect(historial.json().items[0]).toMatchObject({
      accion: 'editar',
      usuario: 'inventario@demo.test',
      despues: { tipo1: { precio: '50.00' } },
    });
  });

  it('a product given stock and prices in caracas is in the store and in search at once, at each type’s price; without stock it is gone', async () => {
    const p = await productoSinStock();
    expect((await storefront(p.slug)).statusCode).toBe(404);
    const sucursal = await sucursalDe(t, 'caracas');
    const existente = await t.db
      .selectFrom('inventario')
      .select(['id', 'version'])
      .where('sucursal_id', '=', sucursal)
      .where('producto_id', '=', p.id)
      .executeTakeFirst();
    const fila = existente
      ? await pedir('PUT', url('caracas', `/${existente.id}/editar`), admin, {
          existencia: '25',
          costo: '2,00',
          version: existente.version,
        })
      : await pedir('POST', url('caracas', '/registrar'), admin, {
          sucursal,
          producto: p.id,
          existencia: '25',
          costo: '2,00',
        });
    expect([200, 201]).toContain(fila.statusCode);
    const precios = PreciosZonaSchema.parse(
      (await pedir('GET', url('caracas', `/producto/${p.id}/precio`), admin)).json(),
    );
    const guardado = await pedir('PUT', url('caracas', `/producto/${p.id}/precio`), admin, {
      precios: [
        { usuarioTipo: 1, precio: '7,40', version: precios.precios[0]!.version },
        { usuarioTipo: 2, precio: '6.90', version: precios.precios[1]!.version },
        {
          usuarioTipo: 3,
          precio: '6.10',
          oferta: '5,80',
          ofertaHasta: diaMas(5),
          version: precios.precios[2]!.version,
        },
      ],
    });
    expect(guardado.statusCode, guardado.body).toBe(200);

    const esperado = [
      [undefined, '7.40', '0.00'],
      [tokens['cliente@demo.test'], '7.40', '0.00'],
      [tokens['prime@demo.test'], '6.90', '0.00'],
      [tokens['mayorista@demo.test'], '6.10', '5.80'],
    ] as const;
    for (const [token, precio, oferta] of esperado) {
      const r = await storefront(p.slug, token);
      expect(r.statusCode, r.body).toBe(200);
      expect(ProductoDetalleSchema.parse(r.json())).toMatchObject({ precio, oferta, existencia: '25.000' });
    }
    for (const [tipo, precio] of [
      [UsuarioTipo.NORMAL, '7.40'],
      [UsuarioTipo.PRIME, '6.90'],
      [UsuarioTipo.MAYORISTA, '6.10'],
    ] as const) {
      const hit = (await buscar(p.nombre, tipo)).find((h) => h.objectID === String(p.id));
      expect(hit?.disponibilidad[`caracas_${tipo}`]).toMatchObject({ precio, existencia: 25 });
    }

    // Prime stops buying it here: gone for prime only.
    const v = PreciosZonaSchema.parse(
      (await pedir('GET', url('caracas', `/producto/${p.id}/precio`), admin)).json(),
    );
    await pedir('PUT', url('caracas', `/producto/${p.id}/precio`), admin, {
      precios: [{ usuarioTipo: 2, precio: null, version: v.precios[1]!.version }],
    });
    expect((await storefront(p.slug, tokens['prime@demo.test'])).statusCode).toBe(404);
    expect((await storefront(p.slug, tokens['cliente@demo.test'])).statusCode).toBe(200);
    expect((await buscar(p.nombre, UsuarioTipo.PRIME)).map((h) => h.objectID)).not.toContain(String(p.id));

    // Stock 0 in every branch: gone everywhere.
    const filas = await t.db
      .selectFrom('inventario as i')
      .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
      .select(['i.id', 'i.version', 'i.costo'])
      .where('s.zona_id', '=', await zonaId(t, 'caracas'))
      .where('i.producto_id', '=', p.id)
      .execute();
    for (const f of filas) {
      const r = await pedir('PUT', url('caracas', `/${f.id}/editar`), admin, {
        existencia: '0',
        costo: f.costo,
        version: f.version,
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await storefront(p.slug)).statusCode).toBe(404);
    expect((await buscar(p.nombre, UsuarioTipo.NORMAL)).map((h) => h.objectID)).not.toContain(String(p.id));
  });

  it('the list pages, sorts and filters on the server', async () => {
    const lista = async (q: string) => {
      const r = await pedir('GET', url('caracas', `?${q}`), caracas);
      expect(r.statusCode, r.body).toBe(200);
      return InventarioPaginaSchema.parse(r.json());
    };
    const todos = await lista('');
    expect(todos.items).toHaveLength(50);
    const sin = await lista('sinExistencia=1&orden=nombre');
    expect(sin.total).toBeGreaterThan(0);
    expect(sin.items.every((i) => i.existencia === '0.000')).toBe(true);
    const porExistencia = await lista('orden=existencia&dir=desc');
    const cifras = porExistencia.items.map((i) => Number(i.existencia));
    expect(cifras).toEqual([...cifras].sort((a, b) => b - a));
    const ofertas = await lista('oferta=activa');
    expect(ofertas.total).toBeGreaterThan(0);
    expect(ofertas.items.every((i) => Number(i.oferta) > 0 && i.ofertaHasta! >= HOY)).toBe(true);
    const cafe = await lista('q=cafe');
    expect(cafe.items.every((i) => /caf[eé]/i.test(i.nombre) || i.slug.includes('cafe'))).toBe(true);
    const malo = await pedir('GET', url('caracas', '?orden=nada'), caracas);
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json().campos)).toEqual(['orden']);
  });

  it('an offer past its last day ends with the sweep: the store shows the price alone', async () => {
    const conOferta = await t.db
      .selectFrom('producto_precio as pp')
      .innerJoin('producto as p', 'p.id', 'pp.producto_id')
      .innerJoin('producto_existencia as e', (j) =>
        j
          .onRef('e.producto_id', '=', 'pp.producto_id')
          .onRef('e.zona_id', '=', 'pp.zona_id')
          .onRef('e.usuario_tipo', '=', 'pp.usuario_tipo'),
      )
      .select(['p.id', 'p.slug', 'pp.zona_id'])
      .where('pp.zona_id', '=', await zonaId(t, 'caracas'))
      .where('pp.usuario_tipo', '=', 1)
      .where('pp.oferta', '>', '0')
      .where('e.existencia', '>', '0')
      .where('p.estatus', '=', 1)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    expect(
      Number(ProductoDetalleSchema.parse((await storefront(conOferta.slug)).json()).oferta),
    ).toBeGreaterThan(0);
    await t.db
      .updateTable('producto_precio')
      .set({ oferta_hasta: diaMas(-3) })
      .where('producto_id', '=', conOferta.id)
      .where('zona_id', '=', conOferta.zona_id)
      .execute();
    expect(await vencerOfertas(t.db)).toEqual([conOferta.id]);
    expect(ProductoDetalleSchema.parse((await storefront(conOferta.slug)).json()).oferta).toBe('0.00');
  });

  describe('CSV', () => {
    it('the preview lists every bad row and changes nothing', async () => {
      const [a, b, c] = await t.db
        .selectFrom('inventario')
        .select(['producto_id', 'costo'])
        .where('sucursal_id', '=', await sucursalDe(t, 'caracas'))
        .orderBy('producto_id')
        .limit(3)
        .execute();
      const suc = await sucursalDe(t, 'caracas');
      const ajena = await sucursalDe(t, 'valencia');
      const slugB = (
        await t.db
          .selectFrom('producto')
          .select('slug')
          .where('id', '=', b!.producto_id)
          .executeTakeFirstOrThrow()
      ).slug;
      const csv = [
        'producto,sucursal,existencia,costo,precio_normal,oferta_normal,precio_prime,oferta_prime,precio_mayorista,oferta_mayorista,oferta_hasta',
        `${a!.producto_id},${suc},"10,5",1.00,"5,00",,,,,,`, // 2 good (comma decimals)
        `no-existe,${suc},1,,,,,,,,`, // 3 unknown product
        `${a!.producto_id},99999,1,,,,,,,,`, // 4 unknown branch
        `${a!.producto_id},${ajena},1,,,,,,,,`, // 5 branch of another zone
        `${b!.producto_id},${suc},doce,,,,,,,,`, // 6 bad number
        `${slugB},${suc},1,2.00,3.00,3.00,,,,,${diaMas(2)}`, // 7 offer not below the price
        `${c!.producto_id},${suc},1,2.00,1.50,,,,,,`, // 8 price below cost
        `${c!.producto_id},${await sucursalDe(t, 'caracas')},,,,,,,,,`.replace(`${suc},`, `${suc},`), // 9 duplicate of 8
        `${a!.producto_id},${suc},1,1.00,9.00,8.00,,,,,`.replace(`${a!.producto_id},`, `${b!.producto_id},`), // 10 offer without end
      ];
      csv.push(`${a!.producto_id},${suc},1,1.00,6.00,5.00,,,,,2020-01-01`); // 11 past end date (and duplicate of 2)
      const antes = await t.db
        .selectFrom('inventario')
        .select(['id', 'existencia', 'version'])
        .orderBy('id')
        .execute();
      const r = await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv: csv.join('\n') });
      expect(r.statusCode, r.body).toBe(200);
      const previa = ImportarPreviaSchema.parse(r.json());
      expect(previa.filas).toBe(10);
      const errores = previa.errores.map((e) => [e.fila, e.columna, e.mensaje]);
      expect(errores).toEqual(
        expect.arrayContaining([
          [3, 'producto', MensajesInventario.PRODUCTO_DESCONOCIDO],
          [4, 'sucursal', MensajesInventario.SUCURSAL_DESCONOCIDA],
          [5, 'sucursal', MensajesInventario.SUCURSAL_OTRA_ZONA],
          [6, 'existencia', MensajesInventario.NUMERO_INVALIDO],
          [7, 'oferta_normal', MensajesInventario.OFERTA_NO_MENOR],
          [8, 'precio_normal', MensajesInventario.BAJO_COSTO],
          [9, null, `${MensajesInventario.FILA_DUPLICADA} 8`],
          [10, 'oferta_hasta', MensajesInventario.OFERTA_SIN_FECHA],
          [11, 'oferta_hasta', MensajesInventario.OFERTA_VENCIDA],
          [11, null, `${MensajesInventario.FILA_DUPLICADA} 2`],
        ]),
      );
      expect(previa.errores.some((e) => e.fila === 2)).toBe(false);
      const aplicar = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, {
        csv: csv.join('\n'),
      });
      expect(aplicar.statusCode).toBe(422);
      expect(
        await t.db.selectFrom('inventario').select(['id', 'existencia', 'version']).orderBy('id').execute(),
      ).toEqual(antes);

      const sinColumnas = await pedir('POST', url('caracas', '/importar/previa'), caracas, {
        csv: 'nombre,existencia\nx,1',
      });
      expect(sinColumnas.json().errores).toEqual([
        { fila: 1, columna: null, mensaje: `${MensajesInventario.COLUMNAS} producto, sucursal` },
      ]);
    });

    it('applying a good file changes stock and prices in one go, audited, and the store and search show them', async () => {
      const p = await productoSinStock();
      const [s1, s2] = await t.db
        .selectFrom('sucursal as s')
        .innerJoin('zona as z', 'z.id', 's.zona_id')
        .select('s.id')
        .where('z.slug', '=', 'caracas')
        .where('s.estatus', '=', 1)
        .orderBy('s.id')
        .limit(2)
        .execute();
      // The versions the rows are based on, as an export writes them.
      const precios = (await Promise.all([1, 2, 3].map((tipo) => versionPrecio(t, 'caracas', p.id, tipo))))
        .map((v) => v ?? '')
        .join(';');
      const csv = [
        'producto;sucursal;existencia;costo;precio_normal;oferta_normal;precio_prime;oferta_prime;precio_mayorista;oferta_mayorista;oferta_hasta;version;version_precio_normal;version_precio_prime;version_precio_mayorista',
        `${p.slug};${s1!.id};4;1,10;3,20;2,90;3,00;;2,80;;${diaMas(4)};${await versionInventario(t, s1!.id, p.id)};${precios}`,
        `${p.slug};${s2!.id};6,5;1,10;3,20;2,90;3,00;;2,80;;${diaMas(4)};${await versionInventario(t, s2!.id, p.id)};${precios}`,
      ].join('\n');
      const previa = ImportarPreviaSchema.parse(
        (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv })).json(),
      );
      expect(previa).toMatchObject({ filas: 2, existencias: 2, precios: 1, errores: [], totalConflictos: 0 });
      const r = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ filas: 2, existencias: 2, precios: 1, conflictos: 0 });

      const normal = ProductoDetalleSchema.parse((await storefront(p.slug)).json());
      expect(normal).toMatchObject({ precio: '3.20', oferta: '2.90', existencia: '10.500' });
      const may = ProductoDetalleSchema.parse(
        (await storefront(p.slug, tokens['mayorista@demo.test'])).json(),
      );
      expect(may).toMatchObject({ precio: '2.80', oferta: '0.00' });
      const hit = (await buscar(p.nombre, UsuarioTipo.PRIME)).find((h) => h.objectID === String(p.id));
      expect(hit?.disponibilidad.caracas_2).toMatchObject({ precio: '3.00', existencia: 10.5 });

      const fila = await t.db
        .selectFrom('inventario')
        .select('id')
        .where('sucursal_id', '=', s1!.id)
        .where('producto_id', '=', p.id)
        .executeTakeFirstOrThrow();
      const h = await pedir('GET', url('caracas', `/${fila.id}/historial`), caracas);
      expect(h.json().items[0]).toMatchObject({
        accion: 'importar',
        usuario: 'inventario@demo.test',
        despues: { existencia: '4.000' },
      });
      // The same file again changes nothing.
      expect(
        ImportarPreviaSchema.parse(
          (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv })).json(),
        ),
      ).toMatchObject({
        filas: 2,
        existencias: 0,
        precios: 0,
        errores: [],
        totalConflictos: 0,
      });
    });

    it('an apply that fails halfway leaves nothing changed', async () => {
      const filas = await t.db
        .selectFrom('inventario')
        .select(['producto_id'])
        .where('sucursal_id', '=', await sucursalDe(t, 'caracas'))
        .orderBy('producto_id')
        .limit(40)
        .execute();
      const suc = await sucursalDe(t, 'caracas');
      const ultimo = filas.at(-1)!.producto_id;
      const lineas = [];
      for (const f of filas)
        lineas.push(
          `${f.producto_id},${suc},77,0.50,40.00,${await versionInventario(t, suc, f.producto_id)},${(await versionPrecio(t, 'caracas', f.producto_id)) ?? ''}`,
        );
      const csv = [
        'producto,sucursal,existencia,costo,precio_normal,version,version_precio_normal',
        ...lineas,
      ].join('\n');
      // The database refuses the last product's price: the stock rows were already written by then.
      // One statement per call: PGlite's extended protocol takes no multi-statement SQL.
      await sql
        .raw(
          `create function rechazar_precio() returns trigger language plpgsql as $$ begin raise exception 'rechazado'; end $$`,
        )
        .execute(t.db);
      await sql
        .raw(
          `create trigger rechazar_precio before insert or update on producto_precio for each row
           when (new.producto_id = ${ultimo}) execute function rechazar_precio()`,
        )
        .execute(t.db);
      const foto = async () => ({
        inventario: await t.db.selectFrom('inventario').selectAll().orderBy('id').execute(),
        precios: await t.db
          .selectFrom('producto_precio')
          .selectAll()
          .orderBy('producto_id')
          .orderBy('zona_id')
          .orderBy('usuario_tipo')
          .execute(),
        existencias: await t.db
          .selectFrom('producto_existencia')
          .selectAll()
          .orderBy('producto_id')
          .orderBy('zona_id')
          .orderBy('usuario_tipo')
          .execute(),
        auditoria: (
          await t.db
            .selectFrom('auditoria')
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      });
      const antes = await foto();
      try {
        const r = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
        expect(r.statusCode).toBe(500);
        expect(await foto()).toEqual(antes);
      } finally {
        await sql.raw('drop trigger rechazar_precio on producto_precio').execute(t.db);
        await sql.raw('drop function rechazar_precio()').execute(t.db);
      }
      const ok = await pedir('POST', url('caracas', '/importar/aplicar'), caracas, { csv });
      expect(ok.json()).toEqual({ filas: 40, existencias: 40, precios: 40, conflictos: 0 });
    });

    it('the export holds the zone’s rows, and reads back without errors or changes', async () => {
      const r = await pedir('GET', url('caracas', '/exportar'), caracas);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/csv');
      const lineas = r.body.trim().split('\n');
      expect(lineas[0]).toBe(
        'producto,nombre,sucursal,existencia,costo,precio_normal,oferta_normal,precio_prime,oferta_prime,precio_mayorista,oferta_mayorista,oferta_hasta,version,version_precio_normal,version_precio_prime,version_precio_mayorista',
      );
      const enZona = await t.db
        .selectFrom('inventario as i')
        .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('s.zona_id', '=', await zonaId(t, 'caracas'))
        .executeTakeFirstOrThrow();
      expect(lineas).toHaveLength(enZona.n + 1);
      const previa = ImportarPreviaSchema.parse(
        (await pedir('POST', url('caracas', '/importar/previa'), caracas, { csv: r.body })).json(),
      );
      expect(previa.errores.filter((e) => e.mensaje !== MensajesInventario.OFERTA_VENCIDA)).toEqual([]);
      expect(previa).toMatchObject({ filas: enZona.n, existencias: 0, precios: 0, totalConflictos: 0 });
    });
  });

  it('an order takes its stock from the zone’s branches, the fullest first; cancelling gives it back', async () => {
    const p = await productoSinStock();
    const ramas = await t.db
      .selectFrom('inventario as i')
      .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
      .select(['i.id', 'i.version', 'i.sucursal_id'])
      .where('s.zona_id', '=', await zonaId(t, 'caracas'))
      .where('i.producto_id', '=', p.id)
      .orderBy('s.id')
      .execute();
    expect(ramas.length).toBeGreaterThanOrEqual(2);
    for (const [i, f] of ramas.entries()) {
      const r = await pedir('PUT', url('caracas', `/${f.id}/editar`), admin, {
        existencia: i === 0 ? '2' : i === 1 ? '3' : '0',
        costo: '1.00',
        version: f.version,
      });
      expect(r.statusCode).toBe(200);
    }
    const precios = PreciosZonaSchema.parse(
      (await pedir('GET', url('caracas', `/producto/${p.id}/precio`), admin)).json(),
    );
    await pedir('PUT', url('caracas', `/producto/${p.id}/precio`), admin, {
      precios: [{ usuarioTipo: 1, precio: '5.00', version: precios.precios[0]!.version }],
    });
    const comprador = await compradorNuevo(t, 'inventario');
    expect((await guardar(t, comprador.token, 1, [{ producto: p.id, cantidad: '4' }])).statusCode).toBe(200);
    const fp = await formPago(t, comprador.token, 1);
    const orden = await registrar(t, comprador.token, 1, cuerpoPickup(fp));
    expect(orden.statusCode, orden.body).toBe(201);

    const stock = async () => ({
      ramas: (
        await t.db
          .selectFrom('inventario')
          .select('existencia')
          .where(
            'id',
            'in',
            ramas.map((r) => r.id),
          )
          .orderBy('sucursal_id')
          .execute()
      ).map((r) => r.existencia),
      zona: await existencia(t, p.id),
      // What staff read in the zone's inventory list.
      lista: InventarioPaginaSchema.parse(
        (await pedir('GET', url('caracas', `?q=${p.slug}`), admin)).json(),
      ).items.find((i) => i.productoId === p.id)?.existencia,
    });
    expect(await stock()).toEqual({
      ramas: ['1.000', '0.000', ...ramas.slice(2).map(() => '0.000')],
      zona: '1.000',
      lista: '1.000',
    });

    const cancelada = await pedir('PUT', `/admin/orden/${orden.json().orden.id}/estatus`, admin, {
      estatus: 7,
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(await stock()).toEqual({
      ramas: ['5.000', '0.000', ...ramas.slice(2).map(() => '0.000')],
      zona: '5.000',
      lista: '5.000',
    });
  });

  it('the home shows, per zone, what needs attention, each figure the count of the list it opens', async () => {
    const r = AdminResumenSchema.parse((await pedir('GET', '/admin/resumen', caracas)).json());
    expect(r.atencion?.map((a) => a.zona)).toEqual(['caracas']);
    const a = r.atencion![0]!;
    const sin = InventarioPaginaSchema.parse(
      (await pedir('GET', url('caracas', '?sinExistencia=1&estatus=1'), caracas)).json(),
    );
    expect(a.sinExistencia).toBe(sin.total);
    const vence = InventarioPaginaSchema.parse(
      (await pedir('GET', url('caracas', '?oferta=vence'), caracas)).json(),
    );
    expect(a.ofertasPorVencer).toBe(vence.total);
    expect(a.ofertasPorVencer).toBeGreaterThan(0);
    expect(a.categoriasSinProductos).toBeGreaterThanOrEqual(0);
    const todos = AdminResumenSchema.parse((await pedir('GET', '/admin/resumen', admin)).json());
    expect(todos.atencion?.map((z) => z.zona).sort()).toEqual(['caracas', 'maracaibo', 'valencia']);
  });
});
