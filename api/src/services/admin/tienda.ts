/**
 * Back-office stores and their branches (spec §2 `tienda`). A branch belongs to one zone: reading or
 * changing it needs that zone's role (and moving it, the new zone's too), whichever way it is reached.
 * A branch's status decides whether its stock counts in its zone (decision 0025), so a status change
 * rewrites the zone's stock and tells the search index.
 */

import type {
  SucursalBodySchema,
  TiendaBodySchema,
  TiendaListadoQuerySchema,
} from '@mercado/shared/contracts';
import {
  MensajesAdmin,
  MensajesTiendaAdmin,
  type Sucursal,
  type SucursalBody,
  type Tienda,
  type TiendaFila,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { bloquearExistencias, sincronizarExistencias } from '../existencia-zona.ts';
import { checkZonaRole } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { guardarVersionado } from './version.ts';

type TiendaDatos = Omit<z.output<typeof TiendaBodySchema>, 'estatus'> & { estatus?: number };
type SucursalDatos = z.output<typeof SucursalBodySchema>;
type ListadoTiendas = z.output<typeof TiendaListadoQuerySchema>;

const nombreEnUso = () => new Rechazado(MensajesAdmin.NOMBRE_EN_USO, { nombre: MensajesAdmin.NOMBRE_EN_USO });

const ORDEN_TIENDAS = { nombre: 't.nombre', id: 't.id', sucursales: 'sucursales' } as const;

export async function listarTiendas(db: Db, q: ListadoTiendas): Promise<Pagina<TiendaFila>> {
  let consulta = db
    .selectFrom('tienda as t')
    .select(['t.id', 't.nombre', 't.rif', 't.telefono', 't.estatus', 't.version'])
    .select((eb) =>
      eb
        .selectFrom('sucursal as s')
        .whereRef('s.tienda_id', '=', 't.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('sucursales'),
    );
  if (q.q) consulta = consulta.where(plegar('t.nombre'), 'like', patronTexto(plegarTexto(q.q)));
  if (q.estatus) consulta = consulta.where('t.estatus', '=', q.estatus);
  const pagina = await paginar(consulta, {
    pagina: q.pagina,
    columna: ORDEN_TIENDAS[q.orden],
    dir: q.dir,
    idColumna: 't.id',
  });
  return { ...pagina, items: pagina.items.map((t) => ({ ...t, sucursales: Number(t.sucursales ?? 0) })) };
}

export async function nombreTiendaDisponible(db: Db, nombre: string, id?: number): Promise<boolean> {
  let q = db.selectFrom('tienda').select('id').where(plegar('nombre'), '=', plegarTexto(nombre.trim()));
  if (id) q = q.where('id', '<>', id);
  return (await q.executeTakeFirst()) === undefined;
}

function sucursalesDe(db: Db) {
  return db
    .selectFrom('sucursal as s')
    .innerJoin('tienda as t', 't.id', 's.tienda_id')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select([
      's.id',
      's.tienda_id',
      't.nombre as tienda',
      'z.id as zona_id',
      'z.slug as zona_slug',
      'z.nombre as zona_nombre',
      's.nombre',
      's.direccion',
      's.telefono',
      's.estatus',
      's.version',
    ]);
}
type FilaSucursal = Awaited<ReturnType<ReturnType<typeof sucursalesDe>['executeTakeFirstOrThrow']>>;
const sucursalVista = (s: FilaSucursal): Sucursal => ({
  id: s.id,
  tiendaId: s.tienda_id,
  tienda: s.tienda,
  zona: { id: s.zona_id, slug: s.zona_slug, nombre: s.zona_nombre },
  nombre: s.nombre,
  direccion: s.direccion,
  telefono: s.telefono,
  estatus: s.estatus,
  version: s.version,
});

export async function leerTienda(db: Db, id: number): Promise<Tienda> {
  const t = await db
    .selectFrom('tienda')
    .select(['id', 'nombre', 'rif', 'telefono', 'estatus', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!t) throw new NoExiste(MensajesTiendaAdmin.NO_EXISTE);
  const sucursales = await sucursalesDe(db).where('s.tienda_id', '=', id).orderBy('s.nombre').execute();
  return { ...t, sucursales: sucursales.map(sucursalVista) };
}

async function guardarTienda(
  db: Db,
  usuario: TokenPayload,
  datos: TiendaDatos,
  id?: number,
  version?: number,
) {
  if (!(await nombreTiendaDisponible(db, datos.nombre, id))) throw nombreEnUso();
  const valores = { nombre: datos.nombre, rif: datos.rif, telefono: datos.telefono, estatus: datos.estatus };
  const tiendaId = await db.transaction().execute(async (trx) => {
    if (id === undefined) {
      const row = await trx.insertInto('tienda').values(valores).returning('id').executeTakeFirstOrThrow();
      await registrarCambio(trx, usuario, {
        entidad: 'tienda',
        entidadId: row.id,
        accion: 'crear',
        antes: null,
        despues: valores,
      });
      return row.id;
    }
    await guardarVersionado(trx, usuario, {
      tabla: 'tienda',
      id,
      version: version ?? 0,
      accion: 'editar',
      cambios: (antes) => ({ ...valores, estatus: valores.estatus ?? antes.estatus }),
    });
    return id;
  });
  return leerTienda(db, tiendaId);
}

export const registrarTienda = (db: Db, usuario: TokenPayload, datos: TiendaDatos) =>
  guardarTienda(db, usuario, datos);
export const editarTienda = (
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: TiendaDatos & { version: number },
) => guardarTienda(db, usuario, datos, id, datos.version);

export async function estatusTienda(
  db: Db,
  usuario: TokenPayload,
  id: number,
  cambio: { estatus: number; version: number },
): Promise<Tienda> {
  await db.transaction().execute((trx) =>
    guardarVersionado(trx, usuario, {
      tabla: 'tienda',
      id,
      version: cambio.version,
      accion: 'estatus',
      cambios: { estatus: cambio.estatus },
    }),
  );
  return leerTienda(db, id);
}

/** The branch `id` of store `tiendaId` (404 otherwise), after checking the caller holds its zone. */
export async function leerSucursal(
  db: Db,
  usuario: TokenPayload,
  tiendaId: number,
  id: number,
): Promise<Sucursal> {
  const s = await sucursalesDe(db)
    .where('s.id', '=', id)
    .where('s.tienda_id', '=', tiendaId)
    .executeTakeFirst();
  if (!s) throw new NoExiste(MensajesTiendaAdmin.SUCURSAL_NO_EXISTE);
  checkZonaRole(usuario, s.zona_slug);
  return sucursalVista(s);
}

async function zonaPorSlug(db: Db, slug: string): Promise<number> {
  const z = await db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!z) throw new Rechazado('Zona desconocida', { zona: 'Zona desconocida' });
  return z.id;
}

/** What the audit keeps of a branch: its row, and its zone by name as its history shows it. */
async function registroSucursal(db: Db, fila: { zona_id: number }) {
  const z = await db.selectFrom('zona').select('nombre').where('id', '=', fila.zona_id).executeTakeFirst();
  return { ...fila, zona: z?.nombre ?? null };
}

async function nombreSucursalLibre(db: Db, tiendaId: number, nombre: string, id?: number) {
  let q = db
    .selectFrom('sucursal')
    .select('id')
    .where('tienda_id', '=', tiendaId)
    .where(plegar('nombre'), '=', plegarTexto(nombre.trim()));
  if (id) q = q.where('id', '<>', id);
  if (await q.executeTakeFirst()) throw nombreEnUso();
}

/** Stock of a branch's products counts in its zone while active: rewrite the zone rows it touches. */
async function resincronizar(trx: Db, zonaIds: number[], sucursalId: number): Promise<number[]> {
  const productos = (
    await trx.selectFrom('inventario').select('producto_id').where('sucursal_id', '=', sucursalId).execute()
  ).map((r) => r.producto_id);
  for (const zonaId of new Set(zonaIds)) {
    await bloquearExistencias(trx, zonaId, productos);
    await sincronizarExistencias(trx, zonaId, productos);
  }
  return productos;
}

export async function registrarSucursal(
  db: Db,
  usuario: TokenPayload,
  tiendaId: number,
  datos: SucursalDatos,
): Promise<Sucursal> {
  await leerTienda(db, tiendaId);
  await nombreSucursalLibre(db, tiendaId, datos.nombre);
  const zonaId = await zonaPorSlug(db, datos.zona);
  const valores = {
    tienda_id: tiendaId,
    zona_id: zonaId,
    nombre: datos.nombre,
    direccion: datos.direccion,
    telefono: datos.telefono,
    estatus: datos.estatus,
  };
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('sucursal').values(valores).returning('id').executeTakeFirstOrThrow();
    await registrarCambio(trx, usuario, {
      entidad: 'sucursal',
      entidadId: row.id,
      accion: 'crear',
      zonaId,
      antes: null,
      despues: await registroSucursal(trx, valores),
    });
    return row.id;
  });
  return leerSucursal(db, usuario, tiendaId, id);
}

/** Edits or changes the status of a branch; returns the products whose zone stock moved. */
export async function editarSucursal(
  db: Db,
  usuario: TokenPayload,
  tiendaId: number,
  id: number,
  cambio: (Partial<SucursalBody> & { estatus?: number }) & { version: number },
  accion: 'editar' | 'estatus',
): Promise<{ sucursal: Sucursal; productos: number[] }> {
  const actual = await leerSucursal(db, usuario, tiendaId, id);
  if (cambio.nombre !== undefined) await nombreSucursalLibre(db, tiendaId, cambio.nombre, id);
  const zonaId = cambio.zona !== undefined ? await zonaPorSlug(db, cambio.zona) : actual.zona.id;
  const productos = await db.transaction().execute(async (trx) => {
    const { antes, despues } = await guardarVersionado(trx, usuario, {
      tabla: 'sucursal',
      id,
      version: cambio.version,
      accion,
      zona: () => zonaId,
      registro: (fila) => registroSucursal(trx, fila),
      cambios: (antes) => ({
        zona_id: zonaId,
        nombre: cambio.nombre ?? antes.nombre,
        direccion: cambio.direccion ?? antes.direccion,
        telefono: cambio.telefono === undefined ? antes.telefono : cambio.telefono,
        estatus: cambio.estatus ?? antes.estatus,
      }),
    });
    const cuenta = antes.estatus !== despues.estatus || antes.zona_id !== despues.zona_id;
    return cuenta ? resincronizar(trx, [antes.zona_id, despues.zona_id], id) : [];
  });
  return { sucursal: await leerSucursal(db, usuario, tiendaId, id), productos };
}
