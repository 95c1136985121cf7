/**
 * The shared setup of the embedded search service's tests (search*.test.ts, issue 6): the official
 * algoliasearch v5 client pointed at the test server (hosts option), on PGlite and on PostgreSQL
 * (DATABASE_URL), and the records the cases index.
 */
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

export let t: TestApp;
export let base: string;
export let port: number;
export const APP_ID = 'local';
export const ADMIN_KEY = 'local-admin-key';
export const SEARCH_KEY = 'local-search-key';
export const INDEX = 'pruebas';

export const hostsOf = () => [
  { url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const },
];
export const adminClient = () => algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsOf() });
export const searchClient = () => algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsOf() });

/** The status of the client's ApiError (undefined when the call succeeded). */
export async function statusOf(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as { status?: number }).status;
  }
}

export const disp = (existencia: number, precio = '2.00') => ({
  existencia,
  precio,
  oferta: '0.00',
  impuesto: '0.0000',
  modalidad: { venta: 'unidad', minimo: '1', maximo: '12', grupo: '1', unidad: '1' },
});

export const RECORDS = [
  {
    objectID: 'a1',
    nombre: 'Azúcar refinada Montalbán 1 kg',
    marca: 'Montalbán',
    popularidad: 50,
    precio: 2.4,
    etiquetas: ['dulce'],
    disponibilidad: { caracas_1: disp(10) },
  },
  {
    objectID: 'a2',
    nombre: 'Azúcar morena La Pastora 1 kg',
    marca: 'La Pastora',
    popularidad: 90,
    precio: 2.9,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(0), valencia_1: disp(4) },
  },
  {
    objectID: 'p1',
    nombre: 'Pañales Huggies etapa 3',
    marca: 'Huggies',
    popularidad: 10,
    precio: 15,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(3) },
  },
  {
    objectID: 'r1',
    nombre: 'Arroz blanco Primor 1 kg',
    marca: 'Primor',
    popularidad: 70,
    precio: 1.5,
    etiquetas: ['hecho-en-venezuela'],
    disponibilidad: { caracas_1: disp(20) },
  },
  {
    objectID: 'r2',
    nombre: 'Arroz blanco Mary 1 kg',
    marca: 'Mary',
    popularidad: 70,
    precio: 1.4,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(8) },
  },
  {
    objectID: 'r3',
    nombre: 'Arroz parbolizado Primor 1 kg',
    marca: 'Primor',
    popularidad: 20,
    precio: 1.8,
    etiquetas: [],
    disponibilidad: { caracas_2: disp(8) },
  },
  {
    objectID: 'm1',
    nombre: 'Mayonesa Mavesa 445 g',
    marca: 'Mavesa',
    popularidad: 40,
    precio: 3.1,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(5) },
  },
  {
    objectID: 'g1',
    nombre: 'Galleta María Puig',
    marca: 'Puig',
    popularidad: 30,
    precio: 1.1,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(5) },
  },
  {
    objectID: 'h1',
    nombre: 'Harina de maíz precocida P.A.N. 1 kg',
    marca: 'P.A.N.',
    popularidad: 99,
    precio: 1.2,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(50) },
  },
];

export const names = (hits: Record<string, unknown>[]) => hits.map((h) => h.nombre);

/** One app per test file, listening on a free port, its test index set up and filled with RECORDS. */
export function prepararBuscador(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    port = address.port;
    base = `http://127.0.0.1:${port}`;
    const client = adminClient();
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: {
        searchableAttributes: ['nombre', 'marca'],
        attributesForFaceting: ['marca', 'filterOnly(etiquetas)'],
        customRanking: ['desc(popularidad)', 'asc(nombre)'],
      },
    });
    await client.waitForTask({ indexName: INDEX, taskID });
    await client.saveObjects({ indexName: INDEX, objects: RECORDS, waitForTasks: true });
  });

  afterAll(async () => {
    await t?.close();
  });
}
