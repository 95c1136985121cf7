/**
 * CSV import and export of a zone's stock and prices (issue 18, decision 0025). One row a product in a
 * branch: `producto` (id or slug), `sucursal` (id), `existencia`, `costo`, and the zone's price and
 * offer per user type with the offers' last day (`COLUMNAS_CSV`). An empty cell leaves that value as it
 * is. Numbers take a comma or a dot (Venezuelan spreadsheets write "12,50").
 *
 * The preview checks every row and lists every error (unknown product, unknown branch or one of another
 * zone, bad number or date, an offer not below its price, a price or offer below the cost, an offer
 * without an end date or with a past one, a duplicate row, two rows giving one product different
 * prices) and changes nothing. Applying checks again and, without errors, writes everything in one
 * transaction (the zone stock rows locked first, like every inventory write): all or nothing, audited.
 */
import {
  COLUMNAS_CSV,
  type ErrorFila,
  EstatusRegistro,
  MensajesInventario,
  normalizarDecimal,
  type TokenPayload,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { pgTextArray } from '../../search/filters.ts';
import { bloquearExistencias, sincronizarExistencias } from '../existencia-zona.ts';
import { diferencia } from './auditoria.ts';
import { diaValido, entidadPrecio, errorPrecio, hoyCaracas, type ZonaInventario } from './inventario.ts';

type Precio = { precio: string; oferta: string; ofertaHasta: string | null };
type PreciosFila = Record<number, Precio>;

/** One valid row, resolved against the database. */
type FilaValida = {
  fila: number;
  productoId: number;
  sucursalId: number;
  existencia: string | null;
  costo: string | null;
  precios: PreciosFila;
};

/** What the zone's tables hold now for the file's products, to resolve and compare its rows. */
type Estado = Awaited<ReturnType<typeof catalogo>> & Awaited<ReturnType<typeof valoresZona>>;
type Revision = { filas: number; errores: ErrorFila[]; validas: FilaValida[]; estado?: Estado };

const OBLIGATORIAS = ['producto', 'sucursal'] as const;
const TROZO = 5000;
const esId = (v: string) => /^\d+$/.test(v);
/** Ids as one int[] parameter (PostgreSQL's array literal). */
const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The products the file names (by id or slug) and every branch with its zone. */
async function catalogo(db: Db, registros: Record<string, string>[]) {
  const nombrados = [...new Set(registros.map((r) => r.producto ?? ''))];
  const [productos, sucursales] = await Promise.all([
    db
      .selectFrom('producto')
      .select(['id', 'slug'])
      .where((eb) =>
        eb.or([
          eb('id', '=', sql<number>`any(${enteros(nombrados.filter(esId).map(Number))}::int[])`),
          eb('slug', '=', sql<string>`any(${pgTextArray(nombrados)}::text[])`),
        ]),
      )
      .execute(),
    db.selectFrom('sucursal').select(['id', 'zona_id']).execute(),
  ]);
  return {
    productoPorId: new Set(productos.map((p) => p.id)),
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
      .select(['id', 'sucursal_id', 'producto_id', 'existencia', 'costo'])
      .where('sucursal_id', '=', sql<number>`any(${enteros(sucursalIds)}::int[])`)
      .where('producto_id', '=', productos)
      .execute(),
    // A product's types in one row (a JSON object by type): a third of the rows to read.
    db
      .selectFrom('producto_precio')
      .select([
        'producto_id',
        sql<PreciosFila>`json_object_agg(usuario_tipo, json_build_object('precio', precio::text,
          'oferta', oferta::text, 'ofertaHasta', oferta_hasta::text))`.as('porTipo'),
      ])
      .where('zona_id', '=', zona.id)
      .where('producto_id', '=', productos)
      .groupBy('producto_id')
      .execute(),
  ]);
  const precioDe = new Map(precios.map((p) => [p.producto_id, p.porTipo]));
  return { inventario: new Map(inventario.map((i) => [`${i.sucursal_id}:${i.producto_id}`, i])), precioDe };
}

/**
 * Checks every row of `csv` for `zona`; nothing is written. Applying passes `bloquear`, run on the
 * file's products before their stock and prices are read, so what is checked is what gets written.
 */
export async function revisarCsv(
  db: Db,
  zona: ZonaInventario,
  csv: string,
  bloquear?: (productoIds: number[]) => Promise<void>,
): Promise<Revision> {
  let registros: Record<string, string>[];
  try {
    registros = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (cabecera: string[]) => cabecera.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      delimiter: csv.split('\n', 1)[0]!.includes(';') ? ';' : ',',
    });
  } catch (err) {
    const mensaje = err instanceof Error ? err.message : String(err);
    return {
      filas: 0,
      errores: [{ fila: 1, columna: null, mensaje: `El archivo no es un CSV válido: ${mensaje}` }],
      validas: [],
    };
  }
  const primera = registros[0];
  if (!primera)
    return {
      filas: 0,
      errores: [{ fila: 1, columna: null, mensaje: MensajesInventario.VACIO }],
      validas: [],
    };
  const faltan = OBLIGATORIAS.filter((c) => !(c in primera));
  if (faltan.length > 0)
    return {
      filas: registros.length,
      errores: [{ fila: 1, columna: null, mensaje: `${MensajesInventario.COLUMNAS} ${faltan.join(', ')}` }],
      validas: [],
    };

  const cat = await catalogo(db, registros);
  const productoDe = (p: string) =>
    esId(p) ? (cat.productoPorId.has(Number(p)) ? Number(p) : undefined) : cat.productoPorSlug.get(p);
  const productoIds = [...new Set(registros.flatMap((r) => productoDe(r.producto ?? '') ?? []))].sort(
    (x, y) => x - y,
  );
  const sucursalIds = [
    ...new Set(
      registros
        .map((r) => r.sucursal ?? '')
        .filter(esId)
        .map(Number),
    ),
  ].filter((id) => cat.zonaDeSucursal.get(id) === zona.id);
  await bloquear?.(productoIds);
  const estado: Estado = { ...cat, ...(await valoresZona(db, zona, productoIds, sucursalIds)) };
  const hoy = hoyCaracas();
  const errores: ErrorFila[] = [];
  const validas: FilaValida[] = [];
  const vistas = new Map<string, number>();
  const preciosVistos = new Map<number, { fila: number; clave: string }>();

  for (const [i, r] of registros.entries()) {
    const fila = i + 2;
    const error = (columna: string | null, mensaje: string) => errores.push({ fila, columna, mensaje });
    const antes = errores.length;
    const celda = (c: string) => r[c] ?? '';

    const productoId = productoDe(celda('producto'));
    if (productoId === undefined) error('producto', MensajesInventario.PRODUCTO_DESCONOCIDO);
    const s = celda('sucursal');
    const zonaSucursal = esId(s) ? estado.zonaDeSucursal.get(Number(s)) : undefined;
    if (zonaSucursal === undefined) error('sucursal', MensajesInventario.SUCURSAL_DESCONOCIDA);
    else if (zonaSucursal !== zona.id) error('sucursal', MensajesInventario.SUCURSAL_OTRA_ZONA);
    const sucursalId = Number(s);

    const numero = (columna: string, escala: number, enteros: number) => {
      const v = celda(columna);
      if (v === '') return null;
      const n = normalizarDecimal(v, escala, enteros);
      if (n === null) error(columna, MensajesInventario.NUMERO_INVALIDO);
      return n;
    };
    const existencia = numero('existencia', 3, 9);
    const costo = numero('costo', 2, 10);
    const hasta = celda('oferta_hasta');
    if (hasta !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(hasta) || !diaValido(hasta)))
      error('oferta_hasta', MensajesInventario.FECHA_INVALIDA);

    if (productoId !== undefined && zonaSucursal === zona.id) {
      const clave = `${sucursalId}:${productoId}`;
      const otra = vistas.get(clave);
      if (otra !== undefined) error(null, `${MensajesInventario.FILA_DUPLICADA} ${otra}`);
      else vistas.set(clave, fila);
    }
    const costoFila =
      costo ??
      (productoId !== undefined ? estado.inventario.get(`${sucursalId}:${productoId}`)?.costo : null) ??
      '0.00';
    const precios: PreciosFila = {};
    for (const t of USUARIO_TIPOS) {
      const precio = numero(`precio_${t.clave}`, 2, 10);
      const oferta = numero(`oferta_${t.clave}`, 2, 10);
      if (precio === null) {
        if (oferta !== null && celda(`oferta_${t.clave}`) !== '')
          error(`oferta_${t.clave}`, `Indique el precio ${t.nombre.toLowerCase()} de la oferta`);
        continue;
      }
      const conOferta = oferta !== null && Number(oferta) > 0;
      const valor = {
        precio,
        oferta: conOferta ? oferta : '0.00',
        ofertaHasta: conOferta && hasta !== '' ? hasta : null,
      };
      const e = errorPrecio({ ...valor, costo: costoFila, hoy });
      if (e)
        error(
          e.campo === 'precio'
            ? `precio_${t.clave}`
            : e.campo === 'oferta'
              ? `oferta_${t.clave}`
              : 'oferta_hasta',
          e.mensaje,
        );
      precios[t.tipo] = valor;
    }
    if (productoId !== undefined && Object.keys(precios).length > 0) {
      const clave = JSON.stringify(precios);
      const otra = preciosVistos.get(productoId);
      if (otra && otra.clave !== clave) error(null, `${MensajesInventario.PRECIOS_DISTINTOS} ${otra.fila}`);
      else if (!otra) preciosVistos.set(productoId, { fila, clave });
    }
    if (errores.length === antes && productoId !== undefined)
      validas.push({ fila, productoId, sucursalId, existencia, costo, precios });
  }
  return { filas: registros.length, errores, validas, estado };
}

/** What applying the valid rows changes: inventory rows and products whose prices differ. */
function cambios(estado: Estado | undefined, validas: FilaValida[]) {
  const inventario: {
    fila: FilaValida;
    actual: { id: number; existencia: string; costo: string } | undefined;
  }[] = [];
  const precios = new Map<number, PreciosFila>();
  for (const v of validas) {
    const actual = estado?.inventario.get(`${v.sucursalId}:${v.productoId}`);
    const existencia = v.existencia ?? actual?.existencia ?? '0.000';
    const costo = v.costo ?? actual?.costo ?? '0.00';
    if (!actual || Number(actual.existencia) !== Number(existencia) || Number(actual.costo) !== Number(costo))
      inventario.push({ fila: { ...v, existencia, costo }, actual });
    const hoy = estado?.precioDe.get(v.productoId) ?? {};
    const distintos = Object.entries(v.precios).some(([tipo, p]) => {
      const a = hoy[Number(tipo)];
      return (
        !a ||
        Number(a.precio) !== Number(p.precio) ||
        Number(a.oferta) !== Number(p.oferta) ||
        a.ofertaHasta !== p.ofertaHasta
      );
    });
    if (distintos) precios.set(v.productoId, { ...(precios.get(v.productoId) ?? {}), ...v.precios });
  }
  return { inventario, precios, preciosAntes: estado?.precioDe ?? new Map<number, PreciosFila>() };
}

export async function previaCsv(db: Db, zona: ZonaInventario, csv: string) {
  const r = await revisarCsv(db, zona, csv);
  const c = cambios(r.estado, r.validas);
  return { filas: r.filas, existencias: c.inventario.length, precios: c.precios.size, errores: r.errores };
}

/** Rows as one jsonb parameter, read back by `jsonb_to_recordset`: one statement, few parameters. */
const filasJson = (filas: object[]) => sql`${JSON.stringify(filas)}::jsonb`;

/**
 * Applies a file without errors in one transaction (checked again there, its products' zone stock
 * locked first); returns the figures and the products it changed (to reindex).
 */
export async function aplicarCsv(db: Db, usuario: TokenPayload, zona: ZonaInventario, csv: string) {
  return db.transaction().execute(async (trx) => {
    const r = await revisarCsv(trx, zona, csv, (ids) => bloquearExistencias(trx, zona.id, ids));
    if (r.errores.length > 0)
      throw new HttpError(422, MensajesInventario.CON_ERRORES, { csv: MensajesInventario.CON_ERRORES });
    const c = cambios(r.estado, r.validas);
    // Rows that repeat what is stored change nothing: only the others' zone stock and index records.
    const productos = [...new Set([...c.inventario.map((i) => i.fila.productoId), ...c.precios.keys()])];
    const auditoria: { entidad: string; entidad_id: string; antes: unknown; despues: unknown }[] = [];

    for (let i = 0; i < c.inventario.length; i += TROZO) {
      const parte = c.inventario.slice(i, i + TROZO);
      const { rows: filas } = await sql<{ id: number; sucursal_id: number; producto_id: number }>`
        insert into inventario (sucursal_id, producto_id, existencia, costo)
        select f.sucursal_id, f.producto_id, f.existencia, f.costo
        from jsonb_to_recordset(${filasJson(
          parte.map(({ fila }) => ({
            sucursal_id: fila.sucursalId,
            producto_id: fila.productoId,
            existencia: fila.existencia,
            costo: fila.costo,
          })),
        )}) as f(sucursal_id int, producto_id int, existencia numeric, costo numeric)
        on conflict (sucursal_id, producto_id) do update
          set existencia = excluded.existencia, costo = excluded.costo, version = inventario.version + 1
        returning id, sucursal_id, producto_id`.execute(trx);
      const idDe = new Map(filas.map((f) => [`${f.sucursal_id}:${f.producto_id}`, f.id]));
      for (const { fila, actual } of parte) {
        const d = diferencia(actual ? { existencia: actual.existencia, costo: actual.costo } : null, {
          existencia: fila.existencia,
          costo: fila.costo,
        });
        auditoria.push({
          entidad: 'inventario',
          entidad_id: String(idDe.get(`${fila.sucursalId}:${fila.productoId}`)),
          antes: d.antes,
          despues: d.despues,
        });
      }
    }

    const precios = [...c.precios.entries()].flatMap(([productoId, porTipo]) =>
      Object.entries(porTipo).map(([tipo, p]) => ({
        producto_id: productoId,
        usuario_tipo: Number(tipo),
        precio: p.precio,
        oferta: p.oferta,
        oferta_hasta: p.ofertaHasta,
      })),
    );
    for (let i = 0; i < precios.length; i += TROZO) {
      await sql`
        insert into producto_precio (producto_id, zona_id, usuario_tipo, precio, oferta, oferta_hasta)
        select f.producto_id, ${zona.id}::int, f.usuario_tipo, f.precio, f.oferta, f.oferta_hasta
        from jsonb_to_recordset(${filasJson(precios.slice(i, i + TROZO))})
          as f(producto_id int, usuario_tipo int, precio numeric, oferta numeric, oferta_hasta date)
        on conflict (producto_id, zona_id, usuario_tipo) do update
          set precio = excluded.precio, oferta = excluded.oferta, oferta_hasta = excluded.oferta_hasta,
            version = producto_precio.version + 1`.execute(trx);
    }
    for (const [productoId, porTipo] of c.precios) {
      const antes = c.preciosAntes.get(productoId) ?? {};
      auditoria.push({
        entidad: 'producto_precio',
        entidad_id: entidadPrecio(zona, productoId),
        antes: Object.fromEntries(Object.keys(porTipo).map((t) => [`tipo${t}`, antes[Number(t)] ?? null])),
        despues: Object.fromEntries(Object.entries(porTipo).map(([t, p]) => [`tipo${t}`, p])),
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
    return { filas: r.filas, existencias: c.inventario.length, precios: c.precios.size, productos };
  });
}

/** The zone's rows: every product with inventory in a branch of the zone, with the zone's prices. */
export async function exportarCsv(db: Db, zona: ZonaInventario): Promise<string> {
  const [filas, precios] = await Promise.all([
    db
      .selectFrom('inventario as i')
      .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
      .innerJoin('producto as p', 'p.id', 'i.producto_id')
      .select(['p.id as producto_id', 'p.slug', 'p.nombre', 's.id as sucursal_id', 'i.existencia', 'i.costo'])
      .where('s.zona_id', '=', zona.id)
      .where('s.estatus', '=', EstatusRegistro.ACTIVO)
      .orderBy('p.nombre')
      .orderBy('p.id')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('producto_precio')
      .select(['producto_id', 'usuario_tipo', 'precio', 'oferta', 'oferta_hasta'])
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
    ];
  });
  return stringify(registros, { header: true, columns: [...COLUMNAS_CSV] });
}
