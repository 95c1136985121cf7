/**
 * The shared setup of the catalogue back-office tests (admin-catalogo-*.test.ts, issue 18): uploads,
 * forms, one app per file with two catalogue staff and one of tags, and the helpers that read the
 * storefront and the search index.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsuarioTipo } from '@mercado/shared/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

/** `bytes` as a browser's FormData sends an image (field `archivo`). */
export async function multipart(bytes: Uint8Array) {
  const form = new FormData();
  form.append('archivo', new Blob([bytes], { type: 'image/png' }), 'foto.png');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
/** A small PNG upload. */
export const subida = async (color = '#2e86c1') =>
  multipart(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
export const IMAGEN = await subida();

export const idDe = async (t: TestApp, tabla: 'categoria' | 'producto' | 'etiqueta', slug: string) =>
  (await t.db.selectFrom(tabla).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
export const versionDe = async (t: TestApp, tabla: 'categoria' | 'producto' | 'etiqueta', id: number) =>
  (await t.db.selectFrom(tabla).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
let sufijo = 0;
export const unico = (base: string) => `${base}-${Date.now().toString(36)}-${++sufijo}`;

export const PRODUCTO_SEMBRADO = 'cafe-molido-fama-de-america-500-g';
export const productoForm = (categoriaId: number, slug = unico('producto-prueba')) => ({
  nombre: `Producto ${slug}`,
  slug,
  marca: 'Marca',
  presentacion: '1 kg',
  descripcion: '',
  categoriaId,
  etiquetaIds: [],
  impuestoClase: 'general',
  modalidadVenta: 'unidad',
  minimo: '1',
  maximo: '0',
  grupo: '1',
  unidad: '1',
});

export let t: TestApp;
let medios: string;
/** Two staff of the catalogue (CATEGORIA and PRODUCTO), and one of tags. */
export let ana: string;
export let beto: string;
export let tags: string;

export async function llamar(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** The products index's hits for `query` (the objectIDs), asked with the admin key. */
export async function enBuscador(query: string): Promise<string[]> {
  const { appId, adminKey } = t.config.buscador.local;
  const res = await t.app.inject({
    method: 'POST',
    url: `/1/indexes/${t.config.buscador.indexName}/query`,
    headers: {
      'x-algolia-application-id': appId,
      'x-algolia-api-key': adminKey,
      'content-type': 'text/plain',
    },
    payload: JSON.stringify({ query }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().hits as { objectID: string }[]).map((h) => h.objectID);
}

export const enTienda = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${slug}` })).statusCode;
export const enCategoria = async (categoriaSlug: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/categoria/supermercado/${categoriaSlug}?zona=caracas`,
  });
  return res.statusCode === 200 ? (res.json().productos.items as { slug: string }[]).map((p) => p.slug) : [];
};

/** Stock and a price in Caracas for every user type: the inventory section's part, set in the database. */
export async function conStockYPrecio(productoId: number) {
  const zona = await t.db
    .selectFrom('zona')
    .select('id')
    .where('slug', '=', 'caracas')
    .executeTakeFirstOrThrow();
  for (const tipo of [UsuarioTipo.NORMAL, UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA]) {
    await t.db
      .insertInto('producto_precio')
      .values({
        producto_id: productoId,
        zona_id: zona.id,
        usuario_tipo: tipo,
        precio: '3.50',
        oferta: '0.00',
      })
      .execute();
    await t.db
      .insertInto('producto_existencia')
      .values({ producto_id: productoId, zona_id: zona.id, usuario_tipo: tipo, existencia: '20' })
      .execute();
  }
}

/** One app per test file with its own media folder, the search index filled, and the staff's tokens. */
export function prepararCatalogo(): void {
  beforeAll(async () => {
    medios = await mkdtemp(path.join(tmpdir(), 'catalogo-'));
    t = await createTestApp({ medios: { dir: medios, s3: null } });
    await t.app.buscador.todo();
    ana = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO']);
    beto = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO']);
    tags = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_ETIQUETA']);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(medios, { recursive: true, force: true });
  });
}
