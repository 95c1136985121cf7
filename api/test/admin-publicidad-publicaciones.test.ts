/**
 * Advertising publications (issue 33): whose changes wait and go live, publishing only one's own or
 * everyone's, the list of past publications, and restoring one.
 */
import {
  InicioZonaSchema,
  MensajesPublicidad,
  PublicacionesSchema,
  VistaPreviaSchema,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { destacadoBody, visibles } from './admin-publicidad-contexto.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

describe('advertising publications: mine or all, the list, restoring', () => {
  let t: TestApp;
  let ana: string;
  let luis: string;
  const correos = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    const roles = ['ROLE_ADMIN', 'ROLE_PUBLICIDAD', 'ROLE_ZONA_caracas'];
    ana = await tokenConRoles(t, roles);
    luis = await tokenConRoles(t, roles);
    for (const token of [ana, luis]) {
      const { uid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const fila = await t.db
        .selectFrom('usuario')
        .select('email')
        .where('id', '=', uid)
        .executeTakeFirstOrThrow();
      correos.set(token, fila.email);
    }
  }, 60_000);
  afterAll(() => t?.close());

  const pedir = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const base = '/admin/publicidad/zona/caracas';
  const tienda = async () =>
    InicioZonaSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/website/inicio/caracas' })).json(),
    );
  const previa = async (token: string) =>
    VistaPreviaSchema.parse((await pedir(token, 'GET', `${base}/vista-previa`)).json());
  const publicar = async (token: string, alcance: 'mios' | 'todo') =>
    pedir(token, 'POST', `${base}/publicar`, { firma: (await previa(token)).firma, alcance });
  const mensaje = async (token: string, texto: string) => {
    const { version } = (await pedir(token, 'GET', `${base}/publicidad`)).json();
    const res = await pedir(token, 'PUT', `${base}/mensaje-publicidad`, { mensaje: texto, version });
    expect(res.statusCode, res.body).toBe(200);
  };
  const publicaciones = async (token: string) =>
    PublicacionesSchema.parse((await pedir(token, 'GET', `${base}/publicacion`)).json());

  it("one staff member publishes only their changes; the other's wait, listed with their author; restoring makes an earlier publication live again", async () => {
    const [producto] = await visibles(t, 'caracas', 1);
    await mensaje(ana, 'Envío gratis el sábado');
    const bloque = await pedir(luis, 'POST', `${base}/destacado`, {
      ...destacadoBody(),
      titulo: 'Bloque de Luis',
      productos: [producto!.id],
    });
    expect(bloque.statusCode, bloque.body).toBe(201);

    // Each sees whose changes wait, and which are their own.
    expect((await previa(ana)).cambios).toEqual([
      { que: 'Mensaje publicitario', autores: [correos.get(ana)], propio: true },
      { que: 'Destacado «Bloque de Luis»', autores: [correos.get(luis)], propio: false },
    ]);
    expect((await previa(luis)).cambios.map((c) => c.propio)).toEqual([false, true]);

    const mios = await publicar(ana, 'mios');
    expect(mios.statusCode, mios.body).toBe(200);
    expect(mios.json().publicadoPor).toBe(correos.get(ana));
    let store = await tienda();
    expect(store.mensajePublicidad).toBe('Envío gratis el sábado');
    expect(store.destacados.map((d) => d.titulo)).not.toContain('Bloque de Luis');
    // Luis's block still waits; Ana has nothing of hers left to publish.
    const trasAna = await previa(luis);
    expect(trasAna.pendiente).toBe(true);
    expect(trasAna.cambios).toEqual([
      { que: 'Destacado «Bloque de Luis»', autores: [correos.get(luis)], propio: true },
    ]);
    const nada = await publicar(ana, 'mios');
    expect(nada.statusCode).toBe(422);
    expect(nada.json().mensaje).toBe(MensajesPublicidad.SIN_CAMBIOS_PROPIOS);

    expect((await publicar(luis, 'todo')).statusCode).toBe(200);
    store = await tienda();
    expect(store.destacados.map((d) => d.titulo)).toContain('Bloque de Luis');
    expect((await previa(ana)).cambios).toEqual([]);

    // The list: newest first, who, what went live, which one shoppers see.
    const lista = await publicaciones(ana);
    expect(lista.items.map((p) => [p.publicadoPor, p.alcance, p.cambios, p.vigente])).toEqual([
      [
        correos.get(luis),
        'todo',
        [{ que: 'Destacado «Bloque de Luis»', autores: [correos.get(luis)] }],
        true,
      ],
      [correos.get(ana), 'mios', [{ que: 'Mensaje publicitario', autores: [correos.get(ana)] }], false],
    ]);

    // Restoring Ana's publication: Luis's block leaves the store and waits again.
    const deAna = lista.items[1]!.id;
    const restaurada = await pedir(luis, 'POST', `${base}/publicacion/${deAna}/restaurar`);
    expect(restaurada.statusCode, restaurada.body).toBe(200);
    store = await tienda();
    expect(store.mensajePublicidad).toBe('Envío gratis el sábado');
    expect(store.destacados.map((d) => d.titulo)).not.toContain('Bloque de Luis');
    expect((await previa(luis)).cambios).toEqual([
      { que: 'Destacado «Bloque de Luis»', autores: [correos.get(luis)], propio: true },
    ]);
    const despues = await publicaciones(ana);
    expect(despues.total).toBe(3);
    expect(despues.items[0]).toMatchObject({
      alcance: 'restaurar',
      publicadoPor: correos.get(luis),
      restaurada: { id: deAna },
      vigente: true,
    });

    // What shoppers see already is not restored; a publication of another zone is not found here.
    const vigente = await pedir(ana, 'POST', `${base}/publicacion/${despues.items[0]!.id}/restaurar`);
    expect(vigente.statusCode).toBe(422);
    expect(vigente.json().mensaje).toBe(MensajesPublicidad.YA_VIGENTE);
    expect((await pedir(ana, 'POST', `${base}/publicacion/999999/restaurar`)).statusCode).toBe(404);
  });

  it('a piece both changed waits for "Publicar todo": it is not only mine', async () => {
    await mensaje(ana, 'Mensaje de Ana');
    await mensaje(luis, 'Mensaje de Ana y Luis');
    // (Luis's block, waiting since the restoration, is his alone.)
    expect((await previa(ana)).cambios).toContainEqual({
      que: 'Mensaje publicitario',
      autores: [correos.get(ana), correos.get(luis)],
      propio: false,
    });
    expect((await publicar(ana, 'mios')).statusCode).toBe(422);
    expect((await tienda()).mensajePublicidad).not.toBe('Mensaje de Ana y Luis');
    expect((await publicar(ana, 'todo')).statusCode).toBe(200);
    expect((await tienda()).mensajePublicidad).toBe('Mensaje de Ana y Luis');
  });

  it("another's change of a block's order or status stays out of my publication; mine goes live", async () => {
    const bloques = await t.db
      .selectFrom('destacado as d')
      .innerJoin('zona as z', 'z.id', 'd.zona_id')
      .select(['d.id', 'd.titulo'])
      .where('z.slug', '=', 'caracas')
      .where('d.estatus', '=', 1)
      .execute();
    const antes = (await tienda()).destacados.map((d) => d.titulo);
    const ultimo = bloques.find((b) => b.titulo === antes.at(-1))!;
    // Luis makes the last block special (first in the store) and deactivates another; Ana edits the message.
    const leer = async (id: number) => (await pedir(luis, 'GET', `/admin/publicidad/destacado/${id}`)).json();
    const b = await leer(ultimo.id);
    const cuerpo = { titulo: b.titulo, slug: b.slug, prioridad: b.prioridad, estatus: b.estatus };
    const productos = b.productos.map((p: { id: number }) => p.id);
    const especial = await pedir(luis, 'PUT', `/admin/publicidad/destacado/${b.id}`, {
      ...cuerpo,
      especial: true,
      productos,
      version: b.version,
    });
    expect(especial.statusCode, especial.body).toBe(200);
    const otro = await leer(bloques.find((x) => x.titulo === antes[0])!.id);
    await pedir(luis, 'PUT', `/admin/publicidad/destacado/${otro.id}/estatus`, {
      estatus: 2,
      version: otro.version,
    });
    await mensaje(ana, 'Solo el mensaje de Ana');
    expect((await previa(ana)).inicio.destacados[0]!.titulo).toBe(ultimo.titulo);

    expect((await publicar(ana, 'mios')).statusCode).toBe(200);
    const store = await tienda();
    expect(store.mensajePublicidad).toBe('Solo el mensaje de Ana');
    expect(store.destacados.map((d) => d.titulo)).toEqual(antes);
    expect((await previa(luis)).cambios.filter((c) => c.propio)).toHaveLength(2);
  });
});
