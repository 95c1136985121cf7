/**
 * Back-office inventory of a zone (issue 18, decision 0025): validation naming the field, optimistic
 * concurrency, the storefront and search seeing a stock or price change at once at each user type's
 * price, orders taking stock from the branches, and the home's attention figures.
 */
import {
  AdminResumenSchema,
  CategoriaAdminListadoSchema,
  InventarioPaginaSchema,
  InventarioSchema,
  MensajesAdmin,
  MensajesInventario,
  PreciosZonaSchema,
  ProductoDetalleSchema,
  UsuarioTipo,
  zonaRole,
} from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { vencerOfertas } from '../src/services/indice-stock.ts';
import { tokenConRoles } from './admin-acceso.ts';
import {
  admin,
  buscar,
  caracas,
  diaMas,
  filaDe,
  HOY,
  pedir,
  prepararInventario,
  productoSinStock,
  storefront,
  sucursalDe,
  t,
  tokens,
  url,
  versionPrecio,
  zonaId,
} from './admin-inventario-contexto.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  existencia,
  formPago,
  guardar,
  registrar,
} from './checkout-helpers.ts';

prepararInventario();

describe('inventario', () => {
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
    // Each row says its size and the zone's branches holding it, whose stock adds up to the zone's.
    expect(todos.items.some((i) => i.presentacion)).toBe(true);
    for (const i of todos.items)
      expect(i.sucursales.reduce((n, s) => n + Number(s.existencia), 0)).toBeCloseTo(Number(i.existencia));
    const suc = await sucursalDe(t, 'caracas');
    const enUna = await lista(`sucursal=${suc}`);
    expect(enUna.items.every((i) => i.sucursales.length === 1 && i.sucursales[0]!.id === suc)).toBe(true);
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
    const vacias = CategoriaAdminListadoSchema.parse(
      (await pedir('GET', '/admin/categoria?sinProductos=1&estatus=1', admin)).json(),
    );
    expect(a.categoriasSinProductos).toBe(vacias.total);
    const todos = AdminResumenSchema.parse((await pedir('GET', '/admin/resumen', admin)).json());
    expect(todos.atencion?.map((z) => z.zona).sort()).toEqual(['caracas', 'maracaibo', 'valencia']);
  });
});
