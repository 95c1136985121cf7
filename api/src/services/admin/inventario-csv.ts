/**
 * CSV import and export of a zone's stock and prices (issue 18, decision 0025). One row a product in a
 * branch: `producto` (id or slug), `sucursal` (id), `existencia`, `costo`, the zone's price and offer
 * per user type with the offers' last day, and the versions the row was based on (`COLUMNAS_CSV`). An
 * empty cell leaves that value as it is. Numbers take a comma or a dot (Venezuelan spreadsheets write
 * "12,50").
 *
 * The preview reads and checks the file in a worker thread (`inventario-revision.ts`), answers the
 * first errors with their count, each value that would change from what to what, and each conflict: a
 * value changed since the export (or stored already, for a row without a version) is never written
 * (decision 0035). Applying checks again and, without errors, writes the rest in one transaction (the
 * zone stock rows locked first, like every inventory write, each row written only at the version it
 * was checked at): all of it or nothing, audited.
 */
import { Worker } from 'node:worker_threads';
import {
  COLUMNAS_CSV,
  EstatusRegistro,
  MensajesInventario,
  type TokenPayload,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pgTextArray } from '../../search/filters.ts';
import { escribirCsv } from '../csv.ts';
import { Rechazado } from '../errores.ts';
import { bloquearExistencias, sincronizarExistencias } from '../existencia-zona.ts';
import { diferencia } from './auditoria.ts';
import { entidadPrecio, hoyCaracas, type ZonaInventario } from './inventario.ts';
import type { Mensaje } from './inventario-csv-trabajo.ts';
import { type Estado, esId, type PrecioGuardado, type Revision } from './inventario-revision.ts';
import { conflicto } from './version.ts';

const TROZO = 5000;
/** Ids as one int[] parameter (PostgreSQL's array literal). */
const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * A file naming more products than this reads every product instead: matching 200,000 names took
 * PGlite 0.5 to 1.2 s; every product of the catalogue, milliseconds.
 */
const NOMBRES_POR_CONSULTA = 20_000;

/** The products the file names (by id or slug) and every branch with its zone. */
async function catalogo(db: Db, nombres: string[]) {
  const [productos, sucursales] = await Promise.all([
    db
      .selectFrom('producto')
      .select(['id', 'slug', 'nombre'])
      .$if(nombres.length <= NOMBRES_POR_CONSULTA, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('id', '=', sql<number>`any(${enteros(nombres.filter(esId).map(Number))}::int[])`),
            eb('slug', '=', sql<string>`any(${pgTextArray(nombres)}::text[])`),
          ]),
        ),
      )
      .execute(),
    db.selectFrom('sucursal').select(['id', 'zona_id']).execute(),
  ]);
  return {
    productos: new Map(productos.map((p) => [p.id, { slug: p.slug, nombre: p.nombre }])),
    productoPorSlug: new Map(productos.map((p) => [p.slug, p.id])),
    zonaDeSucursal: new Map(sucursales.map((s) => [s.id, s.zona_id])),
  };
}

/** The inventory rows of those products in the file's branches, and their prices in the zone. */
async function valoresZona(db: Db, zona: ZonaInventario, productoIds: number[], sucursalIds: number[]) {
  const productos = sql<number>`any(${enteros(productoIds)}::int[])`;
  const [inventario, precios] = await Promise.all([
    db
      .selectFrom('inventario')
      .select(['id', 'sucursal_id', 'producto_id', 'existencia', 'costo', 'version'])
      .where('sucursal_id', '=', sql<number>`any(${enteros(sucursalIds)}::int[])`)
      .where('producto_id', '=', productos)
      .execute(),
    // A product's types in one row (a JSON object by type): a third of the rows to read.
    db
      .selectFrom('producto_precio')
      .select([
        'producto_id',
        sql<Record<number, PrecioGuardado>>`json_object_agg(usuario_tipo, json_build_object('precio',
          precio::text, 'oferta', oferta::text, 'ofertaHasta', oferta_hasta::text, 'version', version))`.as(
          'porTipo',
        ),
      ])
      .where('zona_id', '=', zona.id)
      .where('producto_id', '=', productos)
      .groupBy('producto_id')
      .execute(),
  ]);
  return {
    inventario: new Map(
      inventario.map((i) => [
        `${i.sucursal_id}:${i.producto_id}`,
        { id: i.id, existencia: i.existencia, costo: i.costo, version: i.version },
      ]),
    ),
    precioDe: new Map(precios.map((p) => [p.producto_id, p.porTipo])),
  };
}

type Nombrados = { productos: string[]; sucursales: number[] };
type Respuesta = { id: number } & ({ revision: Revision } | { nombrados: Nombrados });
type Espera = { resolve: (r: Respuesta) => void; reject: (e: Error) => void };

/** The process's CSV worker, started at the first file; a failed one is replaced at the next. */
let hilo: { worker: Worker; esperas: Map<number, Espera> } | null = null;
let ultimoId = 0;

function hiloCsv() {
  if (hilo) return hilo;
  const worker = new Worker(new URL('./inventario-csv-trabajo.ts', import.meta.url));
  const actual = { worker, esperas: new Map<number, Espera>() };
  // Idle, it does not keep the process alive.
  worker.unref();
  worker.on('message', (r: Respuesta) => {
    actual.esperas.get(r.id)?.resolve(r);
    actual.esperas.delete(r.id);
    if (actual.esperas.size === 0) worker.unref();
  });
  const caer = (error: Error) => {
    if (hilo === actual) hilo = null;
    for (const e of actual.esperas.values()) e.reject(error);
    actual.esperas.clear();
  };
  worker.on('error', caer);
  worker.on('exit', (codigo) => caer(new Error(`El hilo de los CSV terminó (${codigo})`)));
  hilo = actual;
  return actual;
}

function pedir(mensaje: Mensaje): Promise<Respuesta> {
  const { worker, esperas } = hiloCsv();
  return new Promise((resolve, reject) => {
    esperas.set(mensaje.id, { resolve, reject });
    worker.ref();
    worker.postMessage(mensaje);
  });
}

/**
 * Checks every row of `csv` for `zona` in the CSV worker; nothing is written. Applying passes
 * `bloquear`, run on the file's products before their stock and prices are read, so what is checked is
 * what gets written.
 */
export async function revisarCsv(
  db: Db,
  zona: ZonaInventario,
  csv: string,
  bloquear?: (productoIds: number[]) => Promise<void>,
): Promise<Revision> {
  const id = ++ultimoId;
  const leido = await pedir({ id, tipo: 'leer', csv });
  if ('revision' in leido) return leido.revision;
  let estado: Estado;
  try {
    const cat = await catalogo(db, leido.nombrados.productos);
    const productoIds = [
      ...new Set(
        leido.nombrados.productos.flatMap(
          (p) =>
            (esId(p) ? (cat.productos.has(Number(p)) ? Number(p) : []) : cat.productoPorSlug.get(p)) ?? [],
        ),
      ),
    ].sort((x, y) => x - y);
    const sucursalIds = leido.nombrados.sucursales.filter((s) => cat.zonaDeSucursal.get(s) === zona.id);
    await bloquear?.(productoIds);
    estado = { ...cat, ...(await valoresZona(db, zona, productoIds, sucursalIds)) };
  } catch (error) {
    hilo?.worker.postMessage({ id, tipo: 'olvidar' } satisfies Mensaje);
    throw error;
  }
  const r = await pedir({
    id,
    tipo: 'revisar',
    estado,
    zonaId: zona.id,
    hoy: hoyCaracas(),
    aplicar: bloquear !== undefined,
  });
  return (r as { revision: Revision }).revision;
}

export async function previaCsv(db: Db, zona: ZonaInventario, csv: string) {
  const { escribir: _, ...previa } = await revisarCsv(db, zona, csv);
  return previa;
}

/** Rows as one jsonb parameter, read back by `jsonb_to_recordset`: one statement, few parameters. */
const filasJson = (filas: object[]) => sql`${JSON.stringify(filas)}::jsonb`;

/** The rows a statement counted (`with … returning 1`), against those it should have written. */
async function contadas(trx: Db, consulta: ReturnType<typeof sql>, esperadas: number) {
  if (esperadas === 0) return;
  const { rows } = await sql<{
    n: number;
  }>`with escritas as (${consulta}) select count(*)::int as n from escritas`.execute(trx);
  // A row changed since it was checked (a new one another apply created first): nothing is applied.
  if (rows[0]!.n !== esperadas) throw conflicto();
}

/**
 * Applies a file without errors in one transaction (checked again there, its products' zone stock
 * locked first): the values without a conflict, each row only at the version it was checked at.
 * Returns the figures and the products it changed (to reindex).
 */
export async function aplicarCsv(db: Db, usuario: TokenPayload, zona: ZonaInventario, csv: string) {
  return db.transaction().execute(async (trx) => {
    const r = await revisarCsv(trx, zona, csv, (ids) => bloquearExistencias(trx, zona.id, ids));
    if (r.totalErrores > 0)
      throw new Rechazado(MensajesInventario.CON_ERRORES, { csv: MensajesInventario.CON_ERRORES });
    const { inventario, precios } = r.escribir!;
    // Rows that repeat what is stored change nothing: only the others' zone stock and index records.
    const productos = [
      ...new Set([...inventario.map((i) => i.productoId), ...precios.map((p) => p.productoId)]),
    ];
    const auditoria: { entidad: string; entidad_id: string; antes: unknown; despues: unknown }[] = [];
    const auditar = (id: number, f: (typeof inventario)[number]) => {
      const d = diferencia(f.actual ? { existencia: f.actual.existencia, costo: f.actual.costo } : null, {
        existencia: f.existencia,
        costo: f.costo,
      });
      auditoria.push({ entidad: 'inventario', entidad_id: String(id), antes: d.antes, despues: d.despues });
    };

    for (let i = 0; i < inventario.length; i += TROZO) {
      const parte = inventario.slice(i, i + TROZO);
      const guardadas = parte.filter((f) => f.actual);
      const nuevas = parte.filter((f) => !f.actual);
      await contadas(
        trx,
        sql`update inventario i set existencia = f.existencia, costo = f.costo, version = i.version + 1
          from jsonb_to_recordset(${filasJson(
            guardadas.map((f) => ({
              id: f.actual!.id,
              version: f.actual!.version,
              existencia: f.existencia,
              costo: f.costo,
            })),
          )}) as f(id int, version int, existencia numeric, costo numeric)
          where i.id = f.id and i.version = f.version
          returning 1`,
        guardadas.length,
      );
      for (const f of guardadas) auditar(f.actual!.id, f);
      if (nuevas.length === 0) continue;
      const { rows: creadas } = await sql<{ id: number; sucursal_id: number; producto_id: number }>`
        insert into inventario (sucursal_id, producto_id, existencia, costo)
        select f.sucursal_id, f.producto_id, f.existencia, f.costo
        from jsonb_to_recordset(${filasJson(
          nuevas.map((f) => ({
            sucursal_id: f.sucursalId,
            producto_id: f.productoId,
            existencia: f.existencia,
            costo: f.costo,
          })),
        )}) as f(sucursal_id int, producto_id int, existencia numeric, costo numeric)
        on conflict (sucursal_id, producto_id) do nothing
        returning id, sucursal_id, producto_id`.execute(trx);
      if (creadas.length !== nuevas.length) throw conflicto();
      const idDe = new Map(creadas.map((f) => [`${f.sucursal_id}:${f.producto_id}`, f.id]));
      for (const f of nuevas) auditar(idDe.get(`${f.sucursalId}:${f.productoId}`)!, f);
    }

    const porTipo = precios.flatMap((p) =>
      Object.entries(p.porTipo).map(([tipo, nuevo]) => ({
        producto_id: p.productoId,
        usuario_tipo: Number(tipo),
        version: p.antes[Number(tipo)]?.version ?? null,
        precio: nuevo.precio,
        oferta: nuevo.oferta,
        oferta_hasta: nuevo.ofertaHasta,
      })),
    );
    for (let i = 0; i < porTipo.length; i += TROZO) {
      const parte = porTipo.slice(i, i + TROZO);
      const guardados = parte.filter((p) => p.version !== null);
      const nuevos = parte.filter((p) => p.version === null);
      const recordset = (filas: typeof parte) => sql`jsonb_to_recordset(${filasJson(filas)})
        as f(producto_id int, usuario_tipo int, version int, precio numeric, oferta numeric, oferta_hasta date)`;
      await contadas(
        trx,
        sql`update producto_precio p
          set precio = f.precio, oferta = f.oferta, oferta_hasta = f.oferta_hasta, version = p.version + 1
          from ${recordset(guardados)}
          where p.producto_id = f.producto_id and p.zona_id = ${zona.id} and p.usuario_tipo = f.usuario_tipo
            and p.version = f.version
          returning 1`,
        guardados.length,
      );
      await contadas(
        trx,
        sql`insert into producto_precio (producto_id, zona_id, usuario_tipo, precio, oferta, oferta_hasta)
          select f.producto_id, ${zona.id}::int, f.usuario_tipo, f.precio, f.oferta, f.oferta_hasta
          from ${recordset(nuevos)}
          on conflict (producto_id, zona_id, usuario_tipo) do nothing
          returning 1`,
        nuevos.length,
      );
    }
    for (const p of precios) {
      const tipos = Object.keys(p.porTipo);
      auditoria.push({
        entidad: 'producto_precio',
        entidad_id: entidadPrecio(zona, p.productoId),
        antes: Object.fromEntries(
          tipos.map((t) => {
            const a = p.antes[Number(t)];
            return [
              `tipo${t}`,
              a ? { precio: a.precio, oferta: a.oferta, ofertaHasta: a.ofertaHasta } : null,
            ];
          }),
        ),
        despues: Object.fromEntries(tipos.map((t) => [`tipo${t}`, p.porTipo[Number(t)]])),
      });
    }
    for (let i = 0; i < auditoria.length; i += TROZO) {
      await sql`
        insert into auditoria (entidad, entidad_id, accion, zona_id, usuario_id, usuario_email, antes, despues)
        select f.entidad, f.entidad_id, 'importar', ${zona.id}::int, ${usuario.uid}::uuid,
          coalesce((select email from usuario where id = ${usuario.uid}::uuid), ${usuario.uid}),
          f.antes, f.despues
        from jsonb_to_recordset(${filasJson(auditoria.slice(i, i + TROZO))})
          as f(entidad text, entidad_id text, antes jsonb, despues jsonb)`.execute(trx);
    }
    await sincronizarExistencias(trx, zona.id, productos);
    return {
      filas: r.filas,
      existencias: r.existencias,
      precios: r.precios,
      conflictos: r.totalConflictos,
      productos,
    };
  });
}

/** The zone's rows: every product with inventory in a branch of the zone, with the zone's prices. */
export async function exportarCsv(db: Db, zona: ZonaInventario): Promise<string> {
  const [filas, precios] = await Promise.all([
    db
      .selectFrom('inventario as i')
      .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
      .innerJoin('producto as p', 'p.id', 'i.producto_id')
      .select([
        'p.id as producto_id',
        'p.slug',
        'p.nombre',
        's.id as sucursal_id',
        'i.existencia',
        'i.costo',
        'i.version',
      ])
      .where('s.zona_id', '=', zona.id)
      .where('s.estatus', '=', EstatusRegistro.ACTIVO)
      .orderBy('p.nombre')
      .orderBy('p.id')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('producto_precio')
      .select(['producto_id', 'usuario_tipo', 'precio', 'oferta', 'oferta_hasta', 'version'])
      .where('zona_id', '=', zona.id)
      .execute(),
  ]);
  const precioDe = new Map(precios.map((p) => [`${p.producto_id}:${p.usuario_tipo}`, p]));
  const registros = filas.map((f) => {
    const porTipo = USUARIO_TIPOS.map((t) => precioDe.get(`${f.producto_id}:${t.tipo}`));
    const hasta = porTipo.find((p) => p && Number(p.oferta) > 0)?.oferta_hasta ?? '';
    return [
      f.slug,
      f.nombre,
      f.sucursal_id,
      f.existencia,
      f.costo,
      ...porTipo.flatMap((p) => (p ? [p.precio, Number(p.oferta) > 0 ? p.oferta : ''] : ['', ''])),
      hasta,
      f.version,
      ...porTipo.map((p) => p?.version ?? ''),
    ];
  });
  return escribirCsv(registros, {
    columnas: COLUMNAS_CSV,
    numericas: COLUMNAS_CSV.filter((c) => c !== 'producto' && c !== 'nombre' && c !== 'oferta_hasta'),
  });
}
