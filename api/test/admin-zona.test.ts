/**
 * The back-office's zones section (issue 18, decision 0026; access: admin-zona-acceso.test.ts): validation errors naming the field, name and slug checks, two staff saving one record,
 * the booked-slot rules, the audit, and what shoppers get right after a change (checkout slots, the
 * header's menu links, the maintenance page).
 */
import {
  filtroDisponibilidad,
  MensajesAdmin,
  MensajesTienda,
  MensajesZona,
  UsuarioTipo,
  zonaRole,
} from '@mercado/shared/contracts';
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import { tokenConRoles, ZONA_AJENA, ZONA_PROPIA } from './admin-acceso.ts';
import { cargaDe, horarioBody, nuevo, SEARCH_ADMIN, zonaActual } from './admin-zona-contexto.ts';
import { compradorNuevo, formPago, guardar, idsDe } from './checkout-helpers.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

describe('admin zona: behaviour', () => {
  let t: TestApp;
  let staff: string;
  let otro: string;
  let comprador: { id: string; token: string };

  const pedir = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** The delivery slots the checkout offers the shopper now. */
  const franjas = async () => (await formPago(t, comprador.token, 0)).franjasDelivery;

  beforeAll(async () => {
    t = await createTestApp();
    const roles = ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', zonaRole(ZONA_PROPIA)];
    staff = await tokenConRoles(t, roles);
    otro = await tokenConRoles(t, roles);
    comprador = await compradorNuevo(t, 'zona');
    const id = await idsDe(t, [PRICE_PRODUCT_SLUG]);
    expect(
      (await guardar(t, comprador.token, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]))
        .statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(() => t?.close());

  it('lists only the zones of the caller’s zone roles, paged, sorted and filtered on the server', async () => {
    const r = await pedir(staff, 'GET', '/admin/zona/listado?orden=nombre&dir=desc');
    expect(r.statusCode).toBe(200);
    expect(r.json().items.map((z: { slug: string }) => z.slug)).toEqual([ZONA_PROPIA]);
    const admin = await tokenConRoles(t, [
      'ROLE_ADMIN',
      'ROLE_ZONA_ACTUALIZAR',
      zonaRole(ZONA_PROPIA),
      zonaRole(ZONA_AJENA),
    ]);
    const ambas = (await pedir(admin, 'GET', '/admin/zona/listado?orden=nombre&dir=desc')).json();
    expect(ambas.items.map((z: { slug: string }) => z.slug)).toEqual([ZONA_AJENA, ZONA_PROPIA]);
    const filtrada = (await pedir(admin, 'GET', '/admin/zona/listado?q=VALÉN')).json();
    expect(filtrada.items.map((z: { slug: string }) => z.slug)).toEqual([ZONA_AJENA]);
  });

  it('validation errors name the field, and change nothing', async () => {
    const casos: [string, string, object, string][] = [
      ['POST', `/admin/zona/${ZONA_PROPIA}/horario`, { ...horarioBody, horaInicio: '25:00' }, 'horaInicio'],
      [
        'POST',
        `/admin/zona/${ZONA_PROPIA}/horario`,
        { ...horarioBody, horaInicio: '09:00', horaFin: '08:30' },
        'horaFin',
      ],
      ['POST', `/admin/zona/${ZONA_PROPIA}/horario`, { ...horarioBody, capacidad: -1 }, 'capacidad'],
      ['POST', `/admin/zona/${ZONA_PROPIA}/horario`, { ...horarioBody, capacidad: 2.5 }, 'capacidad'],
      [
        'POST',
        `/admin/zona/${ZONA_PROPIA}/link-menu`,
        { nombre: 'X', url: 'instagram', externo: true, prioridad: 1 },
        'url',
      ],
      [
        'POST',
        `/admin/zona/${ZONA_PROPIA}/link-menu`,
        { nombre: 'X', url: 'https://x.com', externo: false, prioridad: 1 },
        'url',
      ],
      ['POST', `/admin/zona/${ZONA_PROPIA}/envio-bloqueo`, { fecha: '2027-02-30', motivo: null }, 'fecha'],
      [
        'POST',
        `/admin/zona/${ZONA_PROPIA}/horario-pickup`,
        { ...horarioBody, direccionId: null },
        'direccionId',
      ],
      ['POST', '/admin/zona/registrardata', { nombre: 'Mérida', slug: 'Mérida Centro' }, 'slug'],
      ['POST', '/admin/zona/registrardata', { nombre: 'Área', slug: 'horario' }, 'slug'],
      ['POST', '/admin/zona/registrardata', { nombre: '', slug: 'merida' }, 'nombre'],
    ];
    const antes = await t.db
      .selectFrom('zona_horario')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [method, url, body, campo] of casos) {
      const r = await pedir(staff, method as 'POST', url, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(r.json().campos)).toContain(campo);
    }
    const despues = await t.db
      .selectFrom('zona_horario')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(despues.n).toEqual(antes.n);
    const pasada = await pedir(staff, 'POST', `/admin/zona/${ZONA_PROPIA}/envio-bloqueo`, {
      fecha: '2020-01-01',
      motivo: null,
    });
    expect(pasada.statusCode).toBe(422);
    expect(pasada.json().campos).toEqual({ fecha: MensajesZona.FECHA_PASADA });
  });

  it('zone name and slug: checked as the user types and again on save', async () => {
    const libre = async (qs: string) =>
      (await pedir(staff, 'GET', `/admin/zona/verificar?${qs}`)).json().disponible;
    expect(await libre('slug=caracas')).toBe(false);
    expect(await libre('slug=registrar')).toBe(false);
    expect(await libre('slug=merida')).toBe(true);
    expect(await libre('nombre=CARACAS')).toBe(false);
    const caracas = await zonaActual(t, ZONA_PROPIA);
    expect(await libre(`nombre=Caracas&id=${caracas.id}`)).toBe(true);

    const slug = await pedir(staff, 'POST', '/admin/zona/registrardata', {
      nombre: 'Otra Caracas',
      slug: 'caracas',
    });
    expect(slug.statusCode).toBe(422);
    expect(slug.json().campos).toEqual({ slug: MensajesAdmin.SLUG_EN_USO });
    const nombre = await pedir(staff, 'POST', '/admin/zona/registrardata', {
      nombre: 'valencia',
      slug: 'valencia-2',
    });
    expect(nombre.json().campos).toEqual({ nombre: MensajesAdmin.NOMBRE_EN_USO });
    const renombrar = await pedir(staff, 'PUT', `/admin/zona/${ZONA_PROPIA}/editardata`, {
      nombre: 'Valencia',
      version: caracas.version,
    });
    expect(renombrar.statusCode).toBe(422);
    expect(renombrar.json().campos).toEqual({ nombre: MensajesAdmin.NOMBRE_EN_USO });
  });

  it('a new zone starts in maintenance and its creator gets its role at once; others do not', async () => {
    const r = await pedir(staff, 'POST', '/admin/zona/registrardata', { nombre: 'Mérida', slug: 'merida' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ slug: 'merida', nombre: 'Mérida', estatus: 2, version: 1 });
    // The creator's access token is renewed (the browser's copy of the roles gets the new one)...
    expect((await pedir(staff, 'GET', '/admin/zona/merida/editar')).statusCode).toBe(401);
    const { email } = await t.db
      .selectFrom('usuario')
      .select('email')
      .where('id', '=', cargaDe(staff).uid)
      .executeTakeFirstOrThrow();
    const renovado = (await login(t.app, email, undefined, '10.8.0.1')).body.token as string;
    expect(cargaDe(renovado).roles).toContain(zonaRole('merida'));
    staff = renovado;
    // ...and the new zone is theirs at once; nobody else's.
    expect((await pedir(staff, 'GET', '/admin/zona/merida/editar')).statusCode).toBe(200);
    expect((await pedir(otro, 'GET', '/admin/zona/merida/editar')).statusCode).toBe(403);
    const publicas = (await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' })).json();
    expect(publicas.find((z: { slug: string }) => z.slug === 'merida')?.estatus).toBe(2);
  });

  it('the accounts that manage users get a new zone’s role too, so they can still manage its creator', async () => {
    const r = await pedir(staff, 'POST', '/admin/zona/registrardata', { nombre: 'Barinas', slug: 'barinas' });
    expect(r.statusCode).toBe(201);
    // Nobody may change an account holding a role they lack: without the zone's role, the user
    // manager could no longer change the creator's roles.
    const gestor = (await login(t.app, 'admin@demo.test', undefined, '10.8.0.2')).body.token as string;
    expect(cargaDe(gestor).roles).toContain(zonaRole('barinas'));
    const creador = (await pedir(gestor, 'GET', `/admin/usuario/${cargaDe(staff).uid}`)).json();
    expect(creador.roles).toContain(zonaRole('barinas'));
    const cambio = await pedir(gestor, 'PUT', `/admin/usuario/${creador.id}/roles`, {
      roles: creador.roles.filter((rol: string) => rol !== zonaRole('barinas')),
      version: creador.version,
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(cambio.json().roles).not.toContain(zonaRole('barinas'));
    // Both changes ended the creator's access tokens: the next tests go on with a renewed one.
    staff = (await login(t.app, creador.email, undefined, '10.8.0.1')).body.token as string;
  });

  it('two staff saving the same schedule: the second is refused (409) and the first’s values stay', async () => {
    const h = await nuevo.horario(t, ZONA_PROPIA);
    const url = `/admin/zona/horario/${h.id}`;
    const primero = await pedir(staff, 'PUT', url, { ...horarioBody, capacidad: 7, version: h.version });
    expect(primero.statusCode).toBe(200);
    expect(primero.json()).toMatchObject({ capacidad: 7, version: h.version + 1 });
    const segundo = await pedir(otro, 'PUT', url, { ...horarioBody, capacidad: 2, version: h.version });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    expect((await pedir(staff, 'GET', url)).json().capacidad).toBe(7);
    // The same for a zone, a link and a status change.
    const z = await zonaActual(t, ZONA_PROPIA);
    expect(
      (
        await pedir(staff, 'PUT', `/admin/zona/${ZONA_PROPIA}/editardata`, {
          nombre: z.nombre,
          version: z.version,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await pedir(otro, 'PUT', `/admin/zona/${ZONA_PROPIA}/estatus`, { estatus: 1, version: z.version }))
        .statusCode,
    ).toBe(409);
  });

  it('every change is recorded: who, when, before and after, on the record’s history', async () => {
    const l = await nuevo.link(t, ZONA_PROPIA);
    await pedir(staff, 'PUT', `/admin/zona/link-menu/${l.id}`, {
      nombre: 'Blog',
      url: '/blog',
      externo: false,
      prioridad: 0,
      version: l.version,
    });
    const h = (await pedir(otro, 'GET', `/admin/zona/link-menu/${l.id}/historial`)).json();
    expect(h.total).toBe(1);
    expect(h.items[0]).toMatchObject({
      accion: 'editar',
      antes: { prioridad: 9 },
      despues: { prioridad: 0 },
    });
    expect(h.items[0].usuario).toMatch(/^staff-.*@demo\.test$/);
  });

  describe('what shoppers get right after a change', () => {
    it('a schedule’s capacity, hours and status: the checkout’s slot list follows', async () => {
      const [primera] = await franjas();
      const id = primera!.horarioId;
      const antes = (await pedir(staff, 'GET', `/admin/zona/horario/${id}`)).json();
      const r = await pedir(staff, 'PUT', `/admin/zona/horario/${id}`, {
        diaSemana: antes.diaSemana,
        horaInicio: antes.horaInicio,
        horaFin: antes.horaFin,
        capacidad: antes.capacidad + 3,
        corteMinutos: antes.corteMinutos,
        version: antes.version,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect((await franjas()).filter((f) => f.horarioId === id).map((f) => f.capacidad)).toContain(
        antes.capacidad + 3,
      );

      const off = await pedir(staff, 'PUT', `/admin/zona/horario/${id}/estatus`, {
        estatus: 2,
        version: r.json().version,
      });
      expect(off.statusCode).toBe(200);
      expect((await franjas()).some((f) => f.horarioId === id)).toBe(false);

      const creado = await pedir(staff, 'POST', `/admin/zona/${ZONA_PROPIA}/horario`, {
        diaSemana: primera!.fecha ? new Date(`${primera!.fecha}T12:00:00Z`).getUTCDay() : 0,
        horaInicio: '21:00',
        horaFin: '22:30',
        capacidad: 0,
        corteMinutos: 0,
      });
      expect(creado.statusCode, creado.body).toBe(201);
      const nueva = (await franjas()).find((f) => f.horarioId === creado.json().id);
      expect(nueva).toMatchObject({ horaInicio: '21:00', horaFin: '22:30', capacidad: 0, disponibles: 0 });
      expect(nueva?.estado).not.toBe('disponible');
    });

    it('a blocked date: no slot on it', async () => {
      const fecha = (await franjas()).at(-1)!.fecha;
      const r = await pedir(staff, 'POST', `/admin/zona/${ZONA_PROPIA}/envio-bloqueo`, {
        fecha,
        motivo: 'Feriado',
      });
      expect(r.statusCode, r.body).toBe(201);
      expect((await franjas()).some((f) => f.fecha === fecha)).toBe(false);
      const otraVez = await pedir(staff, 'POST', `/admin/zona/${ZONA_PROPIA}/envio-bloqueo`, {
        fecha,
        motivo: null,
      });
      expect(otraVez.statusCode).toBe(422);
      expect(otraVez.json().campos).toEqual({ fecha: MensajesZona.FECHA_BLOQUEADA });
      const borrar = await pedir(staff, 'DELETE', `/admin/zona/envio-bloqueo/${r.json().id}?version=1`);
      expect(borrar.statusCode).toBe(200);
      expect((await franjas()).some((f) => f.fecha === fecha)).toBe(true);
    });

    it('menu links: the store header gets them sorted by priority', async () => {
      const r = await pedir(staff, 'POST', `/admin/zona/${ZONA_PROPIA}/link-menu`, {
        nombre: 'Ofertas',
        url: `/${ZONA_PROPIA}/etiqueta/ofertas`,
        externo: false,
        prioridad: 0,
      });
      expect(r.statusCode, r.body).toBe(201);
      const linksDeLaTienda = async () => {
        const zonas = (await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' })).json();
        return zonas.find((z: { slug: string }) => z.slug === ZONA_PROPIA).links as {
          nombre: string;
          prioridad: number;
        }[];
      };
      const ordenados = (links: { prioridad: number }[]) =>
        links.every((l, i) => i === 0 || links[i - 1]!.prioridad <= l.prioridad);
      const antes = await linksDeLaTienda();
      expect(ordenados(antes)).toBe(true);
      expect(antes.findIndex((l) => l.nombre === 'Ofertas')).toBeLessThan(
        antes.findIndex((l) => l.prioridad > 0),
      );

      const ultima = await pedir(staff, 'PUT', `/admin/zona/link-menu/${r.json().id}`, {
        ...r.json(),
        id: undefined,
        prioridad: 500,
      });
      expect(ultima.statusCode, ultima.body).toBe(200);
      const despues = await linksDeLaTienda();
      expect(ordenados(despues)).toBe(true);
      expect(despues.at(-1)).toMatchObject({ nombre: 'Ofertas', prioridad: 500 });
    });

    it('a zone set INACTIVO: shoppers get the maintenance answer and its products leave search; ACTIVO again: back', async () => {
      // What the store's search finds for the zone (a normal shopper's availability filter).
      const encontrados = async () => {
        const r = await t.app.inject({
          method: 'POST',
          url: `/1/indexes/${t.config.buscador.indexName}/query`,
          headers: SEARCH_ADMIN,
          payload: {
            query: '',
            filters: filtroDisponibilidad(ZONA_PROPIA, UsuarioTipo.NORMAL),
            hitsPerPage: 1,
          },
        });
        return r.json().nbHits as number;
      };
      await t.app.buscador.todo();
      expect(await encontrados()).toBeGreaterThan(0);
      const z = await zonaActual(t, ZONA_PROPIA);
      const off = await pedir(staff, 'PUT', `/admin/zona/${ZONA_PROPIA}/estatus`, {
        estatus: 2,
        version: z.version,
      });
      expect(off.statusCode, off.body).toBe(200);
      const tienda = await t.app.inject({ method: 'GET', url: `/api/website/inicio/${ZONA_PROPIA}` });
      expect(tienda.statusCode).toBe(409);
      expect(tienda.json().mensaje).toBe(MensajesTienda.ZONA_MANTENIMIENTO);
      const zonas = (await t.app.inject({ method: 'GET', url: '/api/zona/listadoapi' })).json();
      expect(zonas.find((x: { slug: string }) => x.slug === ZONA_PROPIA).estatus).toBe(2);
      expect(await encontrados()).toBe(0);

      const on = await pedir(staff, 'PUT', `/admin/zona/${ZONA_PROPIA}/estatus`, {
        estatus: 1,
        version: off.json().version,
      });
      expect(on.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/website/inicio/${ZONA_PROPIA}` })).statusCode,
      ).toBe(200);
    });
  });

  describe('booked slots are kept (decision 0026)', () => {
    it('capacity not below the busiest coming date; day and hours fixed while booked; deactivating allowed', async () => {
      const h = await nuevo.horario(t, ZONA_PROPIA, 5);
      const manana = sumarDias(caracasDay(new Date()), 1);
      await t.db
        .insertInto('franja_reserva')
        .values({ tipo: 'delivery', horario_id: h.id, fecha: manana, reservados: 3 })
        .execute();
      const url = `/admin/zona/horario/${h.id}`;
      const leido = (await pedir(staff, 'GET', url)).json();
      expect(leido.reservasMaximas).toBe(3);

      const baja = await pedir(staff, 'PUT', url, { ...horarioBody, capacidad: 2, version: 1 });
      expect(baja.statusCode).toBe(422);
      expect(Object.keys(baja.json().campos)).toEqual(['capacidad']);
      expect(baja.json().campos.capacidad).toContain('3 pedidos');

      const mover = await pedir(staff, 'PUT', url, {
        ...horarioBody,
        horaInicio: '05:00',
        capacidad: 5,
        version: 1,
      });
      expect(mover.statusCode).toBe(422);
      expect(Object.keys(mover.json().campos)).toEqual(['horaInicio']);

      const justa = await pedir(staff, 'PUT', url, { ...horarioBody, capacidad: 3, version: 1 });
      expect(justa.statusCode, justa.body).toBe(200);
      const off = await pedir(staff, 'PUT', `${url}/estatus`, { estatus: 2, version: 2 });
      expect(off.statusCode).toBe(200);
      const reserva = await t.db
        .selectFrom('franja_reserva')
        .select('reservados')
        .where('horario_id', '=', h.id)
        .executeTakeFirstOrThrow();
      expect(reserva.reservados).toBe(3);
    });

    it('a pickup address without orders is deleted at the version shown', async () => {
      const libre = await nuevo.direccion(t, ZONA_PROPIA);
      expect((await pedir(staff, 'DELETE', `/admin/zona/direccion/${libre.id}?version=1`)).statusCode).toBe(
        200,
      );
      expect((await pedir(staff, 'GET', `/admin/zona/direccion/${libre.id}`)).statusCode).toBe(404);
    });
  });
});
