/**
 * The coupons back-office (issue 35): registering and editing with the form's rules and its Spanish
 * messages (nothing saved on a refusal), the code and name check, the stale version refused, the
 * history, the usage panel, and a coupon made here applied by the checkout at once with every rule:
 * user types, zones, assigned customers, dates, minimum, limits and status.
 */
import {
  CarritoVistaSchema,
  type CuponAdmin,
  CuponAdminSchema,
  CuponFormEditarSchema,
  CuponListadoSchema,
  MensajesAdmin,
  MensajesCupon,
  MensajesCuponAdmin,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_PERCENT_CODE,
  OTRA_ZONA_SLUG,
  PRICE_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  formPago,
  guardar,
  idsDe,
  registrar,
  tokenDe,
  zonaId,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let producto: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ cuponMaxFailsUsuario: 1000, cuponMaxFailsAddress: 1000 });
  admin = await tokenDe(t, 'admin@demo.test');
  producto = (await idsDe(t, [PRICE_PRODUCT_SLUG]))[PRICE_PRODUCT_SLUG]!;
}, 120_000);
afterAll(() => t?.close());

const hoy = () => new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);
const dia = (dias: number) =>
  new Date(Date.now() - 4 * 3600_000 + dias * 86_400_000).toISOString().slice(0, 10);

/** A valid form, unique code and name, changed by `cambios`. */
function form(cambios: Record<string, unknown> = {}) {
  n += 1;
  return {
    codigo: `admin${n}x`,
    nombre: `Cupón de prueba ${n}`,
    porcentaje: true,
    valor: '10',
    minimoCompra: '0',
    fechaInicio: hoy(),
    fechaFin: dia(30),
    limiteUsuario: 0,
    limiteTotal: 0,
    publico: false,
    zonas: [],
    usuarioTipos: [],
    clientes: [],
    ...cambios,
  };
}

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function crear(cambios: Record<string, unknown> = {}): Promise<CuponAdmin> {
  const r = await pedir('POST', '/admin/cupon', form(cambios));
  expect(r.statusCode, r.body).toBe(201);
  return CuponAdminSchema.parse(r.json());
}

const cuenta = async () =>
  Number((await t.db.selectFrom('cupon').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A cart of `token` (page 2) with 3 of the price product, and the answer of applying `codigo` to it. */
async function aplicar(token: string, codigo: string, zona = ZONA_SLUG) {
  const c = CarritoVistaSchema.parse(
    (await guardar(t, token, 2, [{ producto, cantidad: '3' }], zona)).json(),
  );
  return t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${c.id}/cupon/${codigo}/aplicar`,
    headers: bearer(token),
  });
}

describe('register and edit', () => {
  it('registers: code upper-cased, comma decimals, days, zones, types and customers; formeditar and the list show it', async () => {
    const valencia = await zonaId(t, OTRA_ZONA_SLUG);
    const c = await crear({
      codigo: '  verano-26 ',
      valor: '12,5',
      porcentaje: false,
      minimoCompra: '20',
      limiteUsuario: 2,
      limiteTotal: 100,
      publico: true,
      zonas: [valencia],
      usuarioTipos: [UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA],
      clientes: ['Prime@Demo.test'],
    });
    expect(c).toMatchObject({
      codigo: 'VERANO-26',
      valor: '12.50',
      minimoCompra: '20.00',
      porcentaje: false,
      fechaInicio: hoy(),
      fechaFin: dia(30),
      limiteUsuario: 2,
      limiteTotal: 100,
      publico: true,
      estatus: 1,
      version: 1,
      zonas: [{ id: valencia, nombre: expect.any(String) }],
      usuarioTipos: [2, 3],
      clientes: ['prime@demo.test'],
      usos: 0,
      descripcion: '$ 12,50 de descuento en compras desde $ 20,00',
    });
    const fe = CuponFormEditarSchema.parse((await pedir('GET', `/admin/cupon/${c.id}/formeditar`)).json());
    expect(fe.cupon).toEqual(c);
    expect(fe.usuarioTipos.map((x) => x.nombre)).toEqual(['Normal', 'Prime', 'Mayorista']);
    expect(fe.zonas.map((z) => z.id)).toContain(valencia);
    const lista = CuponListadoSchema.parse((await pedir('GET', '/admin/cupon?q=verano-26')).json());
    expect(lista.items.map((x) => x.id)).toEqual([c.id]);
  });

  it('bad input: a 400 naming the field with its Spanish message, and nothing saved', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ valor: '150' }, 'valor', MensajesCuponAdmin.PORCENTAJE],
      [{ valor: '0' }, 'valor', MensajesCuponAdmin.VALOR_CERO],
      [{ valor: '-3' }, 'valor', MensajesCuponAdmin.VALOR_NEGATIVO],
      [{ valor: '1.234' }, 'valor', MensajesCuponAdmin.NUMERO],
      [{ minimoCompra: '-1' }, 'minimoCompra', MensajesCuponAdmin.MINIMO_NEGATIVO],
      [{ fechaInicio: dia(5), fechaFin: dia(4) }, 'fechaFin', MensajesCuponAdmin.FECHA_FIN],
      [{ fechaInicio: '2026-13-45' }, 'fechaInicio', MensajesCuponAdmin.FECHA],
      [{ limiteUsuario: -1 }, 'limiteUsuario', MensajesCuponAdmin.LIMITE],
      [{ limiteTotal: 1.5 }, 'limiteTotal', MensajesCuponAdmin.LIMITE],
      [{ codigo: 'no vale' }, 'codigo', MensajesCuponAdmin.CODIGO],
      [{ nombre: '  ' }, 'nombre', 'Ingrese el nombre'],
      [{ usuarioTipos: [4] }, 'usuarioTipos.0', expect.any(String) as unknown as string],
      [{ clientes: ['no-es-correo'] }, 'clientes.0', 'Ingrese un correo válido'],
    ];
    const antes = await cuenta();
    for (const [cambios, campo, mensaje] of casos) {
      const r = await pedir('POST', '/admin/cupon', form(cambios));
      expect(r.statusCode, JSON.stringify(cambios)).toBe(400);
      expect(r.json().campos?.[campo], `${JSON.stringify(cambios)} ${r.body}`).toEqual(mensaje);
    }
    // A fixed amount may pass 100.
    await crear({ porcentaje: false, valor: '150' });
    expect(await cuenta()).toBe(antes + 1);
  });

  it('code (any case) and name (case and accents aside) unique: checked as typed and on save (409); unknown zone or customer 422', async () => {
    const c = await crear({ nombre: 'Navidad Única' });
    const verificar = async (qs: string) =>
      (await pedir('GET', `/admin/cupon/verificar?${qs}`)).json().disponible;
    expect(await verificar(`codigo=${c.codigo.toLowerCase()}`)).toBe(false);
    expect(await verificar(`codigo=${c.codigo}&id=${c.id}`)).toBe(true);
    expect(await verificar('nombre=navidad unica')).toBe(false);
    expect(await verificar('codigo=LIBRE123&nombre=Otro nombre')).toBe(true);
    const antes = await cuenta();
    const codigo = await pedir('POST', '/admin/cupon', form({ codigo: COUPON_PERCENT_CODE.toLowerCase() }));
    expect(codigo.statusCode).toBe(409);
    expect(codigo.json().campos).toEqual({ codigo: MensajesCuponAdmin.CODIGO_EN_USO });
    const nombre = await pedir('POST', '/admin/cupon', form({ nombre: 'NAVIDAD UNICA' }));
    expect(nombre.statusCode).toBe(409);
    expect(nombre.json().campos).toEqual({ nombre: MensajesCuponAdmin.NOMBRE_EN_USO });
    const zona = await pedir('POST', '/admin/cupon', form({ zonas: [999999] }));
    expect(zona.statusCode).toBe(422);
    expect(zona.json().campos).toEqual({ zonas: MensajesCuponAdmin.ZONA_NO_EXISTE });
    const cliente = await pedir('POST', '/admin/cupon', form({ clientes: ['nadie@demo.test'] }));
    expect(cliente.statusCode).toBe(422);
    expect(cliente.json().mensaje).toBe(`${MensajesCuponAdmin.CLIENTE_NO_EXISTE}: nadie@demo.test`);
    expect(await cuenta()).toBe(antes);
    // Editing keeps its own code and name.
    const { id, version, usos: _u, descripcion: _d, estatus: _e, zonas: _z, ...resto } = c;
    const r = await pedir('PUT', `/admin/cupon/${id}`, { ...resto, zonas: [], valor: '15', version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ valor: '15.00', version: 2 });
  });

  it('a save from a stale version is refused (409) and changes nothing; a status change needs the current version too', async () => {
    const c = await crear();
    const cuerpo = (valor: string) => ({
      ...form({ codigo: c.codigo, nombre: c.nombre }),
      valor,
      version: 1,
    });
    expect((await pedir('PUT', `/admin/cupon/${c.id}`, cuerpo('20'))).statusCode).toBe(200);
    const segunda = await pedir('PUT', `/admin/cupon/${c.id}`, cuerpo('30'));
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    const estatus = await pedir('PUT', `/admin/cupon/${c.id}/estatus`, { estatus: 2, version: 1 });
    expect(estatus.statusCode).toBe(409);
    const fe = CuponFormEditarSchema.parse((await pedir('GET', `/admin/cupon/${c.id}/formeditar`)).json());
    expect(fe.cupon).toMatchObject({ valor: '20.00', estatus: 1, version: 2 });
    expect(
      (await pedir('PUT', '/admin/cupon/999999', { ...cuerpo('5'), codigo: 'OTRO999' })).statusCode,
    ).toBe(404);
  });

  it('every change is in the history: who, what, before and after', async () => {
    const c = await crear({ usuarioTipos: [UsuarioTipo.PRIME] });
    await pedir('PUT', `/admin/cupon/${c.id}`, {
      ...form({ codigo: c.codigo, nombre: c.nombre, usuarioTipos: [] }),
      valor: '25',
      version: 1,
    });
    await pedir('PUT', `/admin/cupon/${c.id}/estatus`, { estatus: 2, version: 2 });
    const h = (await pedir('GET', `/admin/cupon/${c.id}/historial`)).json();
    expect(h.items.map((x: { accion: string }) => x.accion)).toEqual(['estatus', 'editar', 'crear']);
    expect(h.items[0]).toMatchObject({
      usuario: 'admin@demo.test',
      antes: { estatus: 1 },
      despues: { estatus: 2 },
    });
    expect(h.items[1]).toMatchObject({
      antes: { valor: '10.00', usuarioTipos: ['Prime'] },
      despues: { valor: '25.00', usuarioTipos: [] },
    });
    expect(h.items[2].despues).toMatchObject({ codigo: c.codigo, valor: '10.00' });
  });

  it('list: filters by status, zone (its own or every zone) and vigencia; sorts; 50 a page', async () => {
    const valencia = await zonaId(t, OTRA_ZONA_SLUG);
    const enValencia = await crear({ zonas: [valencia], nombre: 'Solo Valencia filtro' });
    const futuro = await crear({ fechaInicio: dia(3), fechaFin: dia(9), nombre: 'Futuro filtro' });
    const ids = async (qs: string) =>
      CuponListadoSchema.parse((await pedir('GET', `/admin/cupon?${qs}`)).json()).items.map((x) => x.id);
    expect(await ids(`zona=${valencia}&q=filtro`)).toEqual(
      expect.arrayContaining([enValencia.id, futuro.id]),
    );
    expect(await ids(`zona=${await zonaId(t, ZONA_SLUG)}&q=filtro`)).toEqual([futuro.id]);
    expect(await ids('vigencia=proximo&q=filtro')).toEqual([futuro.id]);
    expect(await ids('vigencia=vigente&q=filtro')).toEqual([enValencia.id]);
    expect(await ids('estatus=2&q=filtro')).toEqual([]);
    const desc = await ids('orden=id&dir=desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await pedir('GET', '/admin/cupon?vigencia=siempre')).statusCode).toBe(400);
    expect((await pedir('GET', '/admin/cupon?orden=nada')).statusCode).toBe(400);
  });
});

describe('the checkout applies a coupon made here at once', () => {
  it('user types: empty = all; otherwise only those types, and "Mis cupones" follows', async () => {
    const normal = await compradorNuevo(t, 'tipo-normal');
    const prime = await compradorNuevo(t, 'tipo-prime', UsuarioTipo.PRIME);
    const c = await crear({ usuarioTipos: [UsuarioTipo.PRIME], publico: true });
    const r = await aplicar(normal.token, c.codigo);
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(MensajesCupon.NO_EXISTE);
    expect((await aplicar(prime.token, c.codigo)).statusCode).toBe(200);
    const mis = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/cupon/cuponesusuario/${ZONA_SLUG}`,
          headers: bearer(token),
        })
      )
        .json()
        .cupones.map((x: { codigo: string }) => x.codigo);
    expect(await mis(prime.token)).toContain(c.codigo);
    expect(await mis(normal.token)).not.toContain(c.codigo);
    const todos = await crear({ usuarioTipos: [] });
    expect((await aplicar(normal.token, todos.codigo)).statusCode).toBe(200);
  });

  it('zones, assigned customers, dates, minimum and status; an edit applies on the next read', async () => {
    const u = await compradorNuevo(t, 'reglas');
    const otro = await compradorNuevo(t, 'reglas-otro');
    const email = (
      await t.db.selectFrom('usuario').select('email').where('id', '=', u.id).executeTakeFirstOrThrow()
    ).email;
    const motivo = async (token: string, codigo: string) => {
      const r = await aplicar(token, codigo);
      return r.statusCode === 200 ? 'ok' : r.json().mensaje;
    };
    const zona = await crear({ zonas: [await zonaId(t, OTRA_ZONA_SLUG)] });
    expect(await motivo(u.token, zona.codigo)).toBe(MensajesCupon.ZONA);
    const asignado = await crear({ clientes: [email] });
    expect(await motivo(u.token, asignado.codigo)).toBe('ok');
    expect(await motivo(otro.token, asignado.codigo)).toBe(MensajesCupon.NO_EXISTE);
    const futuro = await crear({ fechaInicio: dia(2), fechaFin: dia(5) });
    expect(await motivo(u.token, futuro.codigo)).toMatch(/^El cupón aún no está vigente/);
    const minimo = await crear({ minimoCompra: '500' });
    expect(await motivo(u.token, minimo.codigo)).toBe('El cupón requiere una compra mínima de $ 500,00');
    // Deactivated: refused at once; active again: applies.
    const c = await crear({ valor: '10' });
    expect(await motivo(u.token, c.codigo)).toBe('ok');
    expect((await pedir('PUT', `/admin/cupon/${c.id}/estatus`, { estatus: 2, version: 1 })).statusCode).toBe(
      200,
    );
    expect(await motivo(u.token, c.codigo)).toBe(MensajesCupon.NO_EXISTE);
    expect((await pedir('PUT', `/admin/cupon/${c.id}/estatus`, { estatus: 1, version: 2 })).statusCode).toBe(
      200,
    );
    // The value edited: the cart's discount follows.
    const antes = CarritoVistaSchema.parse((await aplicar(u.token, c.codigo)).json());
    const { id: _i, version: _v, usos: _u, descripcion: _d, estatus: _e, zonas: _z, ...resto } = c;
    expect(
      (await pedir('PUT', `/admin/cupon/${c.id}`, { ...resto, zonas: [], valor: '20', version: 3 }))
        .statusCode,
    ).toBe(200);
    const despues = CarritoVistaSchema.parse((await aplicar(u.token, c.codigo)).json());
    const pct = (v: typeof antes, p: number) =>
      (Math.round((Math.round(Number(v.totales.subtotal) * 100) * p) / 100) / 100).toFixed(2);
    expect(antes.totales.descuentoCupon).toBe(pct(antes, 10));
    expect(despues.totales.descuentoCupon).toBe(pct(despues, 20));
  });

  it('limits: per customer and in total, counted from orders placed with it; the usage panel lists them', async () => {
    const a = await compradorNuevo(t, 'limite-a');
    const b = await compradorNuevo(t, 'limite-b');
    const c = await crear({ limiteUsuario: 1, limiteTotal: 2, valor: '5' });
    for (const token of [a.token, b.token]) {
      expect((await aplicar(token, c.codigo)).statusCode).toBe(200);
      const r = await registrar(t, token, 2, cuerpoPickup(await formPago(t, token, 2)));
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await aplicar(a.token, c.codigo)).json().mensaje).toBe(MensajesCupon.LIMITE_TOTAL);
    const { id: _i, version: _v, usos: _u, descripcion: _d, estatus: _e, zonas: _z, ...resto } = c;
    await pedir('PUT', `/admin/cupon/${c.id}`, { ...resto, zonas: [], limiteTotal: 0, version: 1 });
    expect((await aplicar(a.token, c.codigo)).json().mensaje).toBe(MensajesCupon.LIMITE_USUARIO);
    const usos = (await pedir('GET', `/admin/cupon/${c.id}/usos`)).json();
    expect(usos).toMatchObject({ total: 2, vigentes: 2, clientes: 2, pagina: 1, porPagina: 50 });
    expect(usos.items.map((x: { cliente: { id: string } }) => x.cliente.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(usos.items[0]).toMatchObject({
      ordenId: expect.any(Number),
      liberado: false,
      descuento: expect.any(String),
    });
    expect(
      CuponAdminSchema.parse((await pedir('GET', `/admin/cupon/${c.id}/formeditar`)).json().cupon).usos,
    ).toBe(2);
    expect((await pedir('GET', '/admin/cupon/999999/usos')).statusCode).toBe(404);
  });
});
