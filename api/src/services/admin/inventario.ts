/**
 * Back-office inventory of a zone (spec §2 `inventario`, decision 0025): each product's stock and cost
 * per branch, its prices and offers per user type in the zone. Every write locks the zone stock rows
 * first (the order placement's lock order), checks the version the form opened, records the change and
 * rewrites the zone stock the storefront reads; the route then tells the search index.
 * The zone comes from the URL (checked by the endpoint table) and, for a branch or an inventory row,
 * from the record too: a branch of another zone is 403 whatever the URL says.
 */

import type { PreciosBodySchema } from '@mercado/shared/contracts';
import {
  type Inventario,
  MensajesInventario,
  type PreciosZona,
  type PrecioVista,
  type TokenPayload,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { caracasDay } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Invalido, NoExiste, Rechazado } from '../errores.ts';
import { bloquearExistencias, sincronizarExistencias } from '../existencia-zona.ts';
import { checkZonaRole } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import { centavos, errorPrecio } from './inventario-revision.ts';
import { conflicto, exigirVersion } from './version.ts';

export type ZonaInventario = { id: number; slug: string; nombre: string };

export async function zonaInventario(db: Db, slug: string): Promise<ZonaInventario> {
  const z = await db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!z) throw new NoExiste();
  return z;
}

/** Today in Caracas, AAAA-MM-DD: an offer may end today, not before. */
export const hoyCaracas = () => caracasDay(new Date());

/* ---------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------- */

function filasInventario(db: Db) {
  return db
    .selectFrom('inventario as i')
    .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
    .innerJoin('tienda as t', 't.id', 's.tienda_id')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .innerJoin('producto as p', 'p.id', 'i.producto_id')
    .select([
      'i.id',
      'i.existencia',
      'i.costo',
      'i.version',
      's.id as sucursal_id',
      's.nombre as sucursal',
      't.nombre as tienda',
      'z.id as zona_id',
      'z.slug as zona',
      'p.id as producto_id',
      'p.slug as producto_slug',
      'p.nombre as producto',
      'p.presentacion as producto_presentacion',
    ]);
}
type FilaInventario = Awaited<ReturnType<ReturnType<typeof filasInventario>['executeTakeFirstOrThrow']>>;
const inventarioVista = (r: FilaInventario): Inventario => ({
  id: r.id,
  sucursal: { id: r.sucursal_id, nombre: r.sucursal, tienda: r.tienda },
  producto: {
    id: r.producto_id,
    slug: r.producto_slug,
    nombre: r.producto,
    presentacion: r.producto_presentacion,
  },
  zona: r.zona,
  existencia: r.existencia,
  costo: r.costo,
  version: r.version,
});

/** The record's zone must be the caller's (403) and the URL's (404). */
function mismaZona(usuario: TokenPayload, zona: ZonaInventario, zonaDelRegistro: string) {
  checkZonaRole(usuario, zonaDelRegistro);
  if (zonaDelRegistro !== zona.slug) throw new NoExiste();
}

export async function leerInventario(
  db: Db,
  usuario: TokenPayload,
  zona: ZonaInventario,
  id: number,
): Promise<Inventario> {
  const r = await filasInventario(db).where('i.id', '=', id).executeTakeFirst();
  if (!r) throw new NoExiste();
  mismaZona(usuario, zona, r.zona);
  return inventarioVista(r);
}

async function sucursalDeZona(db: Db, usuario: TokenPayload, zona: ZonaInventario, id: number) {
  const s = await db
    .selectFrom('sucursal as s')
    .innerJoin('tienda as t', 't.id', 's.tienda_id')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select(['s.id', 's.nombre', 't.nombre as tienda', 'z.slug as zona'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!s)
    throw new Rechazado(MensajesInventario.SUCURSAL_DESCONOCIDA, {
      sucursal: MensajesInventario.SUCURSAL_DESCONOCIDA,
    });
  mismaZona(usuario, zona, s.zona);
  return { id: s.id, nombre: s.nombre, tienda: s.tienda };
}

async function productoDe(db: Db, id: number, campo = 'producto') {
  const p = await db
    .selectFrom('producto')
    .select(['id', 'slug', 'nombre', 'presentacion'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p)
    throw new Rechazado(MensajesInventario.PRODUCTO_DESCONOCIDO, {
      [campo]: MensajesInventario.PRODUCTO_DESCONOCIDO,
    });
  return p;
}

/** Gives a product stock and cost in a branch of the zone; returns the row and the product to reindex. */
export async function registrarInventario(
  db: Db,
  usuario: TokenPayload,
  zona: ZonaInventario,
  datos: { sucursal: number; producto: number; existencia: string; costo: string },
): Promise<Inventario> {
  const sucursal = await sucursalDeZona(db, usuario, zona, datos.sucursal);
  const producto = await productoDe(db, datos.producto);
  const id = await db.transaction().execute(async (trx) => {
    await bloquearExistencias(trx, zona.id, [datos.producto]);
    const valores = {
      sucursal_id: datos.sucursal,
      producto_id: datos.producto,
      existencia: datos.existencia,
      costo: datos.costo,
    };
    const row = await trx
      .insertInto('inventario')
      .values(valores)
      .onConflict((oc) => oc.columns(['sucursal_id', 'producto_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row)
      throw new Rechazado(MensajesInventario.YA_REGISTRADO, {
        producto: MensajesInventario.YA_REGISTRADO,
      });
    await registrarCambio(trx, usuario, {
      entidad: 'inventario',
      entidadId: row.id,
      accion: 'crear',
      zonaId: zona.id,
      antes: null,
      despues: { ...valores, sucursal: `${sucursal.tienda} · ${sucursal.nombre}`, producto: producto.nombre },
    });
    await sincronizarExistencias(trx, zona.id, [datos.producto]);
    return row.id;
  });
  return leerInventario(db, usuario, zona, id);
}

export async function editarInventario(
  db: Db,
  usuario: TokenPayload,
  zona: ZonaInventario,
  id: number,
  datos: { existencia: string; costo: string; version: number },
): Promise<Inventario> {
  const actual = await leerInventario(db, usuario, zona, id);
  await db.transaction().execute(async (trx) => {
    await bloquearExistencias(trx, zona.id, [actual.producto.id]);
    const antes = await trx
      .selectFrom('inventario')
      .select(['existencia', 'costo', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    exigirVersion(antes.version, datos.version);
    const despues = { existencia: datos.existencia, costo: datos.costo };
    await trx
      .updateTable('inventario')
      .set({ ...despues, version: antes.version + 1 })
      .where('id', '=', id)
      .execute();
    await registrarCambio(trx, usuario, {
      entidad: 'inventario',
      entidadId: id,
      accion: 'editar',
      zonaId: zona.id,
      antes,
      despues,
    });
    await sincronizarExistencias(trx, zona.id, [actual.producto.id]);
  });
  return leerInventario(db, usuario, zona, id);
}

/* ---------------------------------------------------------------------------------------------- */

export const entidadPrecio = (zona: ZonaInventario, productoId: number) => `${zona.id}:${productoId}`;

async function preciosVista(db: Db, zona: ZonaInventario, productoId: number): Promise<PrecioVista[]> {
  const filas = await db
    .selectFrom('producto_precio')
    .select(['usuario_tipo', 'precio', 'oferta', 'oferta_hasta', 'version'])
    .where('producto_id', '=', productoId)
    .where('zona_id', '=', zona.id)
    .execute();
  return [UsuarioTipo.NORMAL, UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA].map((tipo) => {
    const f = filas.find((r) => r.usuario_tipo === tipo);
    return {
      usuarioTipo: tipo,
      precio: f?.precio ?? null,
      oferta: f?.oferta ?? '0.00',
      ofertaHasta: f?.oferta_hasta ?? null,
      version: f?.version ?? null,
    };
  });
}

/** The highest cost of the product among the zone's branches ('0.00' without any). */
async function costoEnZona(db: Db, zonaId: number, productoId: number): Promise<string> {
  const r = await db
    .selectFrom('inventario as i')
    .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
    .select(sql<string | null>`max(i.costo)`.as('costo'))
    .where('s.zona_id', '=', zonaId)
    .where('i.producto_id', '=', productoId)
    .executeTakeFirst();
  return r?.costo ?? '0.00';
}

export async function preciosZona(db: Db, zona: ZonaInventario, productoId: number): Promise<PreciosZona> {
  const producto = await productoDe(db, productoId);
  return {
    producto,
    zona: zona.slug,
    costo: await costoEnZona(db, zona.id, productoId),
    precios: await preciosVista(db, zona, productoId),
  };
}

export async function sucursalProducto(
  db: Db,
  usuario: TokenPayload,
  zona: ZonaInventario,
  sucursalId: number,
  productoId: number,
) {
  const sucursal = await sucursalDeZona(db, usuario, zona, sucursalId);
  const producto = await productoDe(db, productoId);
  const fila = await filasInventario(db)
    .where('i.sucursal_id', '=', sucursalId)
    .where('i.producto_id', '=', productoId)
    .executeTakeFirst();
  return {
    sucursal,
    producto,
    inventario: fila ? inventarioVista(fila) : null,
    precios: await preciosVista(db, zona, productoId),
  };
}

type PreciosEntrada = z.output<typeof PreciosBodySchema>['precios'];

/** Saves every given type's price in the zone (null: the type no longer buys it here). */
export async function guardarPrecios(
  db: Db,
  usuario: TokenPayload,
  zona: ZonaInventario,
  productoId: number,
  precios: PreciosEntrada,
): Promise<PreciosZona> {
  await productoDe(db, productoId);
  const costo = await costoEnZona(db, zona.id, productoId);
  const hoy = hoyCaracas();
  const campos: Record<string, string> = {};
  for (const [i, p] of precios.entries()) {
    if (precios.findIndex((o) => o.usuarioTipo === p.usuarioTipo) !== i)
      campos[`precios.${i}.usuarioTipo`] = 'Tipo de usuario repetido';
    if (p.precio === null) continue;
    const error = errorPrecio({ precio: p.precio, oferta: p.oferta, ofertaHasta: p.ofertaHasta, costo, hoy });
    if (error) campos[`precios.${i}.${error.campo}`] = error.mensaje;
  }
  if (Object.keys(campos).length > 0) throw new Invalido('Datos inválidos', campos);

  await db.transaction().execute(async (trx) => {
    await bloquearExistencias(trx, zona.id, [productoId]);
    const actuales = await trx
      .selectFrom('producto_precio')
      .select(['usuario_tipo', 'precio', 'oferta', 'oferta_hasta', 'version'])
      .where('producto_id', '=', productoId)
      .where('zona_id', '=', zona.id)
      .orderBy('usuario_tipo')
      .forUpdate()
      .execute();
    const antes: Record<string, unknown> = {};
    const despues: Record<string, unknown> = {};
    for (const p of precios) {
      const actual = actuales.find((a) => a.usuario_tipo === p.usuarioTipo);
      if ((actual?.version ?? null) !== p.version) throw conflicto();
      const clave = `tipo${p.usuarioTipo}`;
      antes[clave] = actual
        ? { precio: actual.precio, oferta: actual.oferta, ofertaHasta: actual.oferta_hasta }
        : null;
      const oferta = centavos(p.oferta) > 0 ? p.oferta : '0.00';
      const ofertaHasta = centavos(p.oferta) > 0 ? p.ofertaHasta : null;
      despues[clave] = p.precio === null ? null : { precio: p.precio, oferta, ofertaHasta };
      const filtro = trx
        .deleteFrom('producto_precio')
        .where('producto_id', '=', productoId)
        .where('zona_id', '=', zona.id)
        .where('usuario_tipo', '=', p.usuarioTipo);
      if (p.precio === null) {
        if (actual) await filtro.execute();
        continue;
      }
      await trx
        .insertInto('producto_precio')
        .values({
          producto_id: productoId,
          zona_id: zona.id,
          usuario_tipo: p.usuarioTipo,
          precio: p.precio,
          oferta,
          oferta_hasta: ofertaHasta,
        })
        .onConflict((oc) =>
          oc.columns(['producto_id', 'zona_id', 'usuario_tipo']).doUpdateSet({
            precio: p.precio!,
            oferta,
            oferta_hasta: ofertaHasta,
            version: sql<number>`producto_precio.version + 1`,
          }),
        )
        .execute();
    }
    await registrarCambio(trx, usuario, {
      entidad: 'producto_precio',
      entidadId: entidadPrecio(zona, productoId),
      accion: 'editar',
      zonaId: zona.id,
      antes,
      despues,
    });
    await sincronizarExistencias(trx, zona.id, [productoId]);
  });
  return preciosZona(db, zona, productoId);
}
