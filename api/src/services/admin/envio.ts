/**
 * The back-office's shipping rules (issue 35, spec §2 `envio`): one rule per zone (area null) or per
 * area, its bands in `envio_tramo`, its prime benefit, status and version. The checkout and the store
 * read the active ones (`reglasEnvio`, catalogo's `envioDeZonas`) on each request, so a saved rule
 * is charged and promised at once. Every write records its change (who, when, before, after) in the
 * same transaction; the audit keeps the rule in words, as the list shows it.
 */

import type {
  EnvioListadoQuerySchema,
  EnvioReglaBodySchema,
  EnvioReglaEditarSchema,
} from '@mercado/shared/contracts';
import {
  type EnvioFormData,
  type EnvioRegla,
  MensajesEnvioAdmin,
  type TokenPayload,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { formatMoney, textoTramos, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { type Pagina, paginar, patronTexto, plegarTexto } from './listado.ts';
import { crearVersionado, guardarVersionado } from './version.ts';

type Listado = z.output<typeof EnvioListadoQuerySchema>;
type Registrar = z.output<typeof EnvioReglaBodySchema>;
type Editar = z.output<typeof EnvioReglaEditarSchema>;

const TODA_LA_ZONA = 'Toda la zona';
const dolares = (cents: number) => formatMoney(cents, null);

function reglas(db: Db) {
  return db
    .selectFrom('envio_regla as r')
    .innerJoin('zona as z', 'z.id', 'r.zona_id')
    .leftJoin('zona_area as a', 'a.id', 'r.area_id')
    .select([
      'r.id',
      'r.zona_id',
      'z.slug as zona_slug',
      'z.nombre as zona_nombre',
      'r.area_id',
      'a.nombre as area_nombre',
      'r.prime_gratis_desde',
      'r.estatus',
      'r.version',
      // The zone-wide rule first, then the areas by name.
      sql<string>`coalesce(a.nombre, '')`.as('area_orden'),
    ]);
}
type Fila = Awaited<ReturnType<ReturnType<typeof reglas>['executeTakeFirstOrThrow']>>;

async function tramosDe(db: Db, ids: readonly number[]) {
  const porRegla = new Map<number, { desde: string; costo: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return porRegla;
  const filas = await db
    .selectFrom('envio_tramo')
    .select(['regla_id', 'desde', 'costo'])
    .where('regla_id', 'in', ids)
    .orderBy('regla_id')
    .orderBy('desde')
    .execute();
  for (const f of filas) porRegla.get(f.regla_id)?.push({ desde: f.desde, costo: f.costo });
  return porRegla;
}

async function vistas(db: Db, filas: Fila[]): Promise<EnvioRegla[]> {
  const tramos = await tramosDe(
    db,
    filas.map((f) => f.id),
  );
  return filas.map((f) => ({
    id: f.id,
    zona: { id: f.zona_id, slug: f.zona_slug, nombre: f.zona_nombre },
    area: f.area_id === null ? null : { id: f.area_id, nombre: f.area_nombre ?? '' },
    tramos: tramos.get(f.id) ?? [],
    primeGratisDesde: f.prime_gratis_desde,
    estatus: f.estatus,
    version: f.version,
  }));
}

const ORDEN = { area: 'area_orden', id: 'r.id' } as const;

/** A zone's rules, a page of them (the zone's role was checked by the entry). */
export async function listarReglas(db: Db, q: Listado): Promise<Pagina<EnvioRegla>> {
  let consulta = reglas(db).where('z.slug', '=', q.zona);
  if (q.area === 'zona') consulta = consulta.where('r.area_id', 'is', null);
  else if (q.area !== undefined) consulta = consulta.where('r.area_id', '=', q.area);
  if (q.estatus !== undefined) consulta = consulta.where('r.estatus', '=', q.estatus);
  if (q.q)
    consulta = consulta.where(
      sql<string>`lower(translate(coalesce(a.nombre, ${TODA_LA_ZONA}), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`,
      'like',
      patronTexto(plegarTexto(q.q)),
    );
  const pagina = await paginar(consulta, {
    pagina: q.pagina,
    columna: ORDEN[q.orden],
    dir: q.dir,
    idColumna: 'r.id',
  });
  return { ...pagina, items: await vistas(db, pagina.items) };
}

/** The zones whose role the caller holds, their areas, and which already have a rule. */
export async function formRegistrar(db: Db, usuario: TokenPayload): Promise<EnvioFormData> {
  const slugs = zoneRoleSlugs(usuario.roles);
  if (slugs.length === 0) return { zonas: [] };
  const [zonas, areas, existentes] = await Promise.all([
    db
      .selectFrom('zona')
      .select(['id', 'slug', 'nombre'])
      .where('slug', 'in', slugs)
      .orderBy('nombre')
      .execute(),
    db
      .selectFrom('zona_area as a')
      .innerJoin('zona as z', 'z.id', 'a.zona_id')
      .select(['a.id', 'a.zona_id', 'a.nombre'])
      .where('z.slug', 'in', slugs)
      .orderBy('a.orden')
      .orderBy('a.nombre')
      .execute(),
    db
      .selectFrom('envio_regla as r')
      .innerJoin('zona as z', 'z.id', 'r.zona_id')
      .select(['r.id', 'r.zona_id', 'r.area_id'])
      .where('z.slug', 'in', slugs)
      .execute(),
  ]);
  const regla = (zonaId: number, areaId: number | null) =>
    existentes.find((r) => r.zona_id === zonaId && r.area_id === areaId)?.id ?? null;
  return {
    zonas: zonas.map((z) => ({
      slug: z.slug,
      nombre: z.nombre,
      regla: regla(z.id, null),
      areas: areas
        .filter((a) => a.zona_id === z.id)
        .map((a) => ({ id: a.id, nombre: a.nombre, regla: regla(z.id, a.id) })),
    })),
  };
}

export async function leerRegla(db: Db, id: number): Promise<EnvioRegla> {
  const fila = await reglas(db).where('r.id', '=', id).executeTakeFirst();
  if (!fila) throw new NoExiste(MensajesEnvioAdmin.NO_EXISTE);
  const [regla] = await vistas(db, [fila]);
  return regla!;
}

/** The slug of the rule's zone (the route checks the caller's role for it), undefined without it. */
export async function zonaDeRegla(db: Db, id: number): Promise<string | undefined> {
  const fila = await db
    .selectFrom('envio_regla as r')
    .innerJoin('zona as z', 'z.id', 'r.zona_id')
    .select('z.slug')
    .where('r.id', '=', id)
    .executeTakeFirst();
  return fila?.slug;
}

/** What the history keeps of a rule: its area, its bands and prime benefit in words, its status. */
async function registro(
  trx: Db,
  fila: { id: number; area_id: number | null; prime_gratis_desde: string | null; estatus: number },
) {
  const [tramos, area] = await Promise.all([
    tramosDe(trx, [fila.id]),
    fila.area_id === null
      ? null
      : trx.selectFrom('zona_area').select('nombre').where('id', '=', fila.area_id).executeTakeFirst(),
  ]);
  const regla = { tramos: tramos.get(fila.id) ?? [], primeGratisDesde: null };
  const prime = fila.prime_gratis_desde;
  return {
    area: area?.nombre ?? TODA_LA_ZONA,
    tramos: textoTramos(regla, dolares),
    prime:
      prime === null
        ? 'Sin beneficio'
        : toCents(prime) === 0
          ? 'Gratis'
          : `Gratis desde ${dolares(toCents(prime))}`,
    estatus: fila.estatus === 1 ? 'Activo' : 'Inactivo',
  };
}

async function escribirTramos(trx: Db, reglaId: number, tramos: Registrar['tramos']): Promise<void> {
  await trx.deleteFrom('envio_tramo').where('regla_id', '=', reglaId).execute();
  await trx
    .insertInto('envio_tramo')
    .values(tramos.map((t) => ({ regla_id: reglaId, desde: t.desde, costo: t.costo })))
    .execute();
}

const yaExiste = (areaId: number | null) => {
  const mensaje =
    areaId === null ? MensajesEnvioAdmin.REGLA_DE_ZONA_EXISTE : MensajesEnvioAdmin.REGLA_DE_AREA_EXISTE;
  return new Rechazado(mensaje, { areaId: mensaje });
};

/** A new rule for a zone or one of its areas: one each (422 naming the field otherwise). */
export async function registrarRegla(db: Db, usuario: TokenPayload, datos: Registrar): Promise<EnvioRegla> {
  const zona = await db.selectFrom('zona').select('id').where('slug', '=', datos.zona).executeTakeFirst();
  if (!zona)
    throw new Rechazado(MensajesEnvioAdmin.ZONA_DESCONOCIDA, { zona: MensajesEnvioAdmin.ZONA_DESCONOCIDA });
  if (datos.areaId !== null) {
    const area = await db
      .selectFrom('zona_area')
      .select('id')
      .where('id', '=', datos.areaId)
      .where('zona_id', '=', zona.id)
      .executeTakeFirst();
    if (!area) throw new Rechazado(MensajesEnvioAdmin.AREA_AJENA, { areaId: MensajesEnvioAdmin.AREA_AJENA });
  }
  const existente = () => {
    const q = db.selectFrom('envio_regla').select('id').where('zona_id', '=', zona.id);
    return (
      datos.areaId === null ? q.where('area_id', 'is', null) : q.where('area_id', '=', datos.areaId)
    ).executeTakeFirst();
  };
  if (await existente()) throw yaExiste(datos.areaId);
  try {
    const fila = await db.transaction().execute((trx) =>
      crearVersionado(trx, usuario, {
        tabla: 'envio_regla',
        valores: {
          zona_id: zona.id,
          area_id: datos.areaId,
          prime_gratis_desde: datos.primeGratisDesde,
          estatus: datos.estatus,
        },
        zonaId: zona.id,
        escribir: (f) => escribirTramos(trx, f.id, datos.tramos),
        registro: (f) => registro(trx, f),
      }),
    );
    return leerRegla(db, fila.id);
  } catch (err) {
    // Two staff registering the same zone's (or area's) rule at once: the unique index refuses one.
    if ((err as { code?: string }).code === '23505') throw yaExiste(datos.areaId);
    throw err;
  }
}

/** Saves a rule's bands and prime benefit, at the version the form opened (409 otherwise). */
export async function editarRegla(
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: Editar,
): Promise<EnvioRegla> {
  await db.transaction().execute((trx) =>
    guardarVersionado(trx, usuario, {
      tabla: 'envio_regla',
      id,
      version: datos.version,
      accion: 'editar',
      noExiste: MensajesEnvioAdmin.NO_EXISTE,
      zona: (antes) => antes.zona_id,
      cambios: { prime_gratis_desde: datos.primeGratisDesde },
      escribir: (despues) => escribirTramos(trx, despues.id, datos.tramos),
      registro: (fila) => registro(trx, fila),
    }),
  );
  return leerRegla(db, id);
}

export async function estatusRegla(
  db: Db,
  usuario: TokenPayload,
  id: number,
  cambio: { estatus: number; version: number },
): Promise<EnvioRegla> {
  await db.transaction().execute((trx) =>
    guardarVersionado(trx, usuario, {
      tabla: 'envio_regla',
      id,
      version: cambio.version,
      accion: 'estatus',
      noExiste: MensajesEnvioAdmin.NO_EXISTE,
      zona: (antes) => antes.zona_id,
      cambios: { estatus: cambio.estatus },
      registro: (fila) => registro(trx, fila),
    }),
  );
  return leerRegla(db, id);
}
