/**
 * The zones section of the back-office (issue 18, decision 0026): the zones of the caller's zone
 * roles, and each zone's records through `zona-registros.ts` (one way of reading, saving, auditing and
 * checking the zone). The rules of this section:
 * - A new zone starts INACTIVO (shoppers get the maintenance page until staff activate it) and its
 *   creator, with every account that manages users, receives its role ROLE_ZONA_<slug> in the same
 *   transaction; its slug is fixed.
 * - Schedules: a slot's capacity cannot go below the places booked on one of its coming dates, and a
 *   schedule with coming bookings cannot change its day or hours (the promised slot would move);
 *   deactivating it stops new bookings and keeps the booked orders' slots.
 */
import {
  type AreaEntregaAdmin,
  type DireccionRetiroAdmin,
  type EnvioBloqueoAdmin,
  EstatusRegistro,
  type HorarioAdmin,
  type HorarioPickupAdmin,
  type LinkMenuAdmin,
  MensajesAdmin,
  MensajesZona,
  type SectorAdmin,
  SLUGS_RESERVADOS,
  type TokenPayload,
  type ZonaAdmin,
  type ZonaRegistrar,
  zonaRole,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { caracasDay, formatDate, horaCorta, instanteCaracas } from '@mercado/shared/rules';
import { sql } from 'kysely';
import { invalidarAccesos } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { historial, registrarCambio } from './auditoria.ts';
import { paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { gestoresDeUsuarios } from './usuarios.ts';
import { guardarVersionado } from './version.ts';
import {
  crearRegistro,
  listarRegistros,
  type TipoRegistro,
  type ZonaDeRegistro,
  zonaPermitida,
} from './zona-registros.ts';

const INACTIVO = EstatusRegistro.INACTIVO;

// ── Zones ───────────────────────────────────────────────────────────────────────────────────────────

const vistaZona = (z: { id: number; slug: string; nombre: string; estatus: number; version: number }) =>
  ({ id: z.id, slug: z.slug, nombre: z.nombre, estatus: z.estatus, version: z.version }) as ZonaAdmin;

/** The zone of a URL's slug (its role is checked by the entry), 404 when there is none. */
export async function zonaPorSlug(db: Db, slug: string): Promise<ZonaAdmin> {
  const z = await db.selectFrom('zona').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!z) throw new NoExiste();
  return vistaZona(z);
}

/** The zones of the caller's ROLE_ZONA_<slug> roles, one list page. */
export async function listarZonas(
  db: Db,
  usuario: TokenPayload,
  q: {
    pagina: number;
    orden: 'nombre' | 'slug' | 'estatus';
    dir: 'asc' | 'desc';
    q: string;
    estatus?: number;
  },
) {
  const slugs = zoneRoleSlugs(usuario.roles);
  let consulta = db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre', 'estatus', 'version'])
    .where('slug', 'in', slugs.length ? slugs : ['']);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    consulta = consulta.where((eb) =>
      eb.or([eb(plegar('nombre'), 'like', patron), eb(plegar('slug'), 'like', patron)]),
    );
  }
  if (q.estatus) consulta = consulta.where('estatus', '=', q.estatus);
  const pagina = await paginar(consulta, { pagina: q.pagina, columna: q.orden, dir: q.dir, idColumna: 'id' });
  return { ...pagina, items: pagina.items.map(vistaZona) };
}

async function nombreLibre(db: Db, nombre: string, excepto?: number): Promise<boolean> {
  let q = db
    .selectFrom('zona')
    .select('id')
    .where(sql<string>`lower(nombre)`, '=', nombre.trim().toLowerCase());
  if (excepto) q = q.where('id', '!=', excepto);
  return !(await q.executeTakeFirst());
}

async function slugLibre(db: Db, slug: string): Promise<boolean> {
  if ((SLUGS_RESERVADOS as readonly string[]).includes(slug)) return false;
  return !(await db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirst());
}

/** Whether a zone name (not counting zone `id`, the one being edited) and/or a slug is free. */
export async function verificarZona(db: Db, q: { nombre?: string; slug?: string; id?: number }) {
  const libres = await Promise.all([
    q.nombre ? nombreLibre(db, q.nombre, q.id) : true,
    q.slug ? slugLibre(db, q.slug) : true,
  ]);
  return { disponible: libres.every(Boolean) };
}

const duplicado = (e: unknown, restriccion: string) => {
  const err = e as { code?: string; constraint?: string; message?: string };
  return (
    err?.code === '23505' && (err.constraint === restriccion || String(err.message).includes(restriccion))
  );
};
const nombreEnUso = () => new Rechazado(MensajesAdmin.NOMBRE_EN_USO, { nombre: MensajesAdmin.NOMBRE_EN_USO });
const slugEnUso = () => new Rechazado(MensajesAdmin.SLUG_EN_USO, { slug: MensajesAdmin.SLUG_EN_USO });

/** Registers an inactive zone and gives its creator and the user managers the zone's role (checked again under the unique keys). */
export async function registrarZona(ctx: AppContext, usuario: TokenPayload, body: ZonaRegistrar) {
  const { db } = ctx;
  if (!(await nombreLibre(db, body.nombre))) throw nombreEnUso();
  if (!(await slugLibre(db, body.slug))) throw slugEnUso();
  try {
    const { zona, receptores } = await db.transaction().execute(async (trx) => {
      const z = await trx
        .insertInto('zona')
        .values({ slug: body.slug, nombre: body.nombre, estatus: INACTIVO })
        .returningAll()
        .executeTakeFirstOrThrow();
      const rol = zonaRole(z.slug);
      await trx
        .insertInto('rol')
        .values({ nombre: rol })
        .onConflict((oc) => oc.column('nombre').doNothing())
        .execute();
      // The creator, and every active account that manages users: nobody may change an account
      // holding a role they lack (usuarios.ts), so without it the user managers could no longer
      // manage the creator, nor give anyone the zone.
      const receptores = [usuario.uid, ...(await gestoresDeUsuarios(trx, usuario.uid))];
      await trx
        .insertInto('usuario_rol')
        .values((eb) =>
          receptores.map((id) => ({
            usuario_id: id,
            rol_id: eb.selectFrom('rol').select('id').where('nombre', '=', rol),
          })),
        )
        .execute();
      await registrarCambio(trx, usuario, {
        entidad: 'zona',
        entidadId: z.id,
        accion: 'crear',
        zonaId: z.id,
        antes: null,
        despues: z,
      });
      // The browser holds the creator's roles in its access token: ending the tokens already issued
      // makes its next call renew the session (refresh cookie), and the new token carries the role.
      for (const id of receptores) await invalidarAccesos(trx, id);
      return { zona: z, receptores };
    });
    for (const id of receptores) ctx.signer.olvidar(id);
    return vistaZona(zona);
  } catch (e) {
    if (duplicado(e, 'zona_slug_key')) throw slugEnUso();
    if (duplicado(e, 'zona_nombre_unico')) throw nombreEnUso();
    throw e;
  }
}

/** Saves a zone's name or status at the version the form opened. */
export async function guardarZona(
  ctx: AppContext,
  usuario: TokenPayload,
  slug: string,
  cambios: { nombre: string } | { estatus: number },
  version: number,
): Promise<ZonaAdmin> {
  const { db } = ctx;
  try {
    const zona = await db.transaction().execute(async (trx) => {
      const { id } = await zonaPorSlug(trx, slug);
      const { despues } = await guardarVersionado(trx, usuario, {
        tabla: 'zona',
        id,
        version,
        accion: 'estatus' in cambios ? 'estatus' : 'editar',
        zona: () => id,
        comprobar: async () => {
          if ('nombre' in cambios && !(await nombreLibre(trx, cambios.nombre, id))) throw nombreEnUso();
        },
        cambios,
      });
      return despues;
    });
    // An inactive zone's products leave the search results for it (the index keeps active zones only).
    if ('estatus' in cambios) await ctx.buscador.todo();
    return vistaZona(zona);
  } catch (e) {
    if (duplicado(e, 'zona_nombre_unico')) throw nombreEnUso();
    throw e;
  }
}

export async function historialZona(db: Db, slug: string, pagina: number) {
  return historial(db, 'zona', (await zonaPorSlug(db, slug)).id, pagina);
}

// ── The kinds of zone records ──────────────────────────────────────────────────────────────────────

const hoyCaracas = sql<string>`(now() at time zone 'America/Caracas')::date`;
/** "viernes, 27 de noviembre de 2026" for a YYYY-MM-DD date (noon, so no zone shifts the day). */
const fechaLarga = (fecha: string) => formatDate(instanteCaracas(fecha, '12:00'));

export const direccionRetiro: TipoRegistro<DireccionRetiroAdmin> = {
  tabla: 'zona_direccion',
  consulta: (db) =>
    db
      .selectFrom('zona_direccion')
      .select(['zona_direccion.id', 'nombre', 'direccion', 'orden', 'estatus', 'version']),
  vista: (f) => f as DireccionRetiroAdmin,
  alBorrar: async (trx, fila) => {
    const pedido = await trx
      .selectFrom('orden')
      .select('id')
      .where('pickup_id', '=', fila.id)
      .executeTakeFirst();
    if (pedido) throw new Rechazado(MensajesZona.DIRECCION_CON_PEDIDOS);
  },
};

export const areaEntrega: TipoRegistro<AreaEntregaAdmin> = {
  tabla: 'zona_area',
  consulta: (db) =>
    db
      .selectFrom('zona_area')
      .select(['zona_area.id', 'nombre', 'orden', 'estatus', 'version'])
      .select((eb) =>
        eb
          .selectFrom('zona_sector')
          .whereRef('zona_sector.area_id', '=', 'zona_area.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('sectores'),
      ),
  vista: (f) => ({ ...(f as AreaEntregaAdmin), sectores: Number(f.sectores ?? 0) }),
  unico: {
    restriccion: 'zona_area_zona_id_nombre_key',
    campo: 'nombre',
    mensaje: MensajesAdmin.NOMBRE_EN_USO,
  },
};

export const sectorEntrega: TipoRegistro<SectorAdmin> = {
  tabla: 'zona_sector',
  consulta: (db) =>
    db
      .selectFrom('zona_sector')
      .select(['zona_sector.id', 'area_id', 'nombre', 'orden', 'estatus', 'version']),
  vista: ({ area_id, ...f }) => ({ ...(f as Omit<SectorAdmin, 'areaId'>), areaId: area_id as number }),
  unico: {
    restriccion: 'zona_sector_area_id_nombre_key',
    campo: 'nombre',
    mensaje: MensajesAdmin.NOMBRE_EN_USO,
  },
};

type FilaHorario = {
  id: number;
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
  capacidad: number;
  corte_minutos: number;
  estatus: number;
  version: number;
  reservas_maximas: number | null;
};
const vistaHorario = (f: FilaHorario): HorarioAdmin => ({
  id: f.id,
  diaSemana: f.dia_semana,
  horaInicio: horaCorta(f.hora_inicio),
  horaFin: horaCorta(f.hora_fin),
  capacidad: f.capacidad,
  corteMinutos: f.corte_minutos,
  estatus: f.estatus as HorarioAdmin['estatus'],
  version: f.version,
  reservasMaximas: Number(f.reservas_maximas ?? 0),
});

/** The most places booked on one of the schedule's coming dates (today included, Caracas). */
const reservasMaximas = (tipo: 'delivery' | 'pickup', tabla: 'zona_horario' | 'zona_horario_pickup') =>
  sql<number>`(select coalesce(max(fr.reservados), 0)::int from franja_reserva fr
    where fr.tipo = ${tipo} and fr.horario_id = ${sql.ref(`${tabla}.id`)} and fr.fecha >= ${hoyCaracas})`;

/**
 * A schedule's save keeps its booked slots (decision 0026): its coming bookings are locked (a checkout
 * booking one of its slots waits for this save, and then sees the new capacity); moving a schedule
 * that has any is refused on the moved field, and a capacity below the busiest date's bookings is
 * refused on `capacidad`.
 */
const conservarReservas =
  (tipo: 'delivery' | 'pickup') =>
  async (trx: Db, antes: Record<string, unknown>, despues: Record<string, unknown>): Promise<void> => {
    const movidos = (
      [
        ['diaSemana', 'dia_semana'],
        ['horaInicio', 'hora_inicio'],
        ['horaFin', 'hora_fin'],
      ] as const
    ).filter(([, col]) =>
      col === 'dia_semana'
        ? antes[col] !== despues[col]
        : horaCorta(String(antes[col])) !== horaCorta(String(despues[col])),
    );
    const baja = Number(despues.capacidad) < Number(antes.capacidad);
    if (movidos.length === 0 && !baja) return;
    const reservas = await trx
      .selectFrom('franja_reserva')
      .select(['fecha', 'reservados'])
      .where('tipo', '=', tipo)
      .where('horario_id', '=', Number(antes.id))
      .where('fecha', '>=', hoyCaracas)
      .where('reservados', '>', 0)
      .orderBy('reservados', 'desc')
      .orderBy('fecha')
      .forUpdate()
      .execute();
    const mayor = reservas[0];
    if (!mayor) return;
    if (movidos.length > 0) {
      const mensaje = MensajesZona.franjaConReservas(fechaLarga(mayor.fecha));
      throw new Rechazado(mensaje, Object.fromEntries(movidos.map(([campo]) => [campo, mensaje])));
    }
    if (Number(despues.capacidad) < mayor.reservados) {
      const mensaje = MensajesZona.capacidadBajoReservas(mayor.reservados, fechaLarga(mayor.fecha));
      throw new Rechazado(mensaje, { capacidad: mensaje });
    }
  };

export const horarioEntrega: TipoRegistro<HorarioAdmin> = {
  tabla: 'zona_horario',
  consulta: (db) =>
    db
      .selectFrom('zona_horario')
      .select([
        'zona_horario.id',
        'dia_semana',
        'hora_inicio',
        'hora_fin',
        'capacidad',
        'corte_minutos',
        'estatus',
        'version',
        sql<string>`dia_semana::text || hora_inicio::text`.as('dia'),
        reservasMaximas('delivery', 'zona_horario').as('reservas_maximas'),
      ]),
  vista: (f) => vistaHorario(f as FilaHorario),
  alGuardar: conservarReservas('delivery'),
};

export const horarioRetiro: TipoRegistro<HorarioPickupAdmin> = {
  tabla: 'zona_horario_pickup',
  consulta: (db) =>
    db
      .selectFrom('zona_horario_pickup')
      .innerJoin('zona_direccion', 'zona_direccion.id', 'zona_horario_pickup.direccion_id')
      .select([
        'zona_horario_pickup.id',
        'zona_horario_pickup.dia_semana',
        'zona_horario_pickup.hora_inicio',
        'zona_horario_pickup.hora_fin',
        'zona_horario_pickup.capacidad',
        'zona_horario_pickup.corte_minutos',
        'zona_horario_pickup.estatus',
        'zona_horario_pickup.version',
        'zona_horario_pickup.direccion_id',
        'zona_direccion.nombre as direccion',
        sql<string>`zona_horario_pickup.dia_semana::text || zona_horario_pickup.hora_inicio::text`.as('dia'),
        reservasMaximas('pickup', 'zona_horario_pickup').as('reservas_maximas'),
      ]),
  vista: (f) => ({
    ...vistaHorario(f as FilaHorario),
    direccionId: f.direccion_id as number,
    direccion: f.direccion as string,
  }),
  alGuardar: conservarReservas('pickup'),
};

/** A blocked date is today or later (Caracas); a past one has no slots to block. */
export function exigirFechaFutura(fecha: string, ahora = new Date()): void {
  if (fecha < caracasDay(ahora))
    throw new Rechazado(MensajesZona.FECHA_PASADA, { fecha: MensajesZona.FECHA_PASADA });
}

export const envioBloqueo: TipoRegistro<EnvioBloqueoAdmin> = {
  tabla: 'zona_envio_bloqueo',
  consulta: (db) =>
    db.selectFrom('zona_envio_bloqueo').select(['zona_envio_bloqueo.id', 'fecha', 'motivo', 'version']),
  vista: (f) => f as EnvioBloqueoAdmin,
  unico: {
    restriccion: 'zona_envio_bloqueo_zona_id_fecha_key',
    campo: 'fecha',
    mensaje: MensajesZona.FECHA_BLOQUEADA,
  },
};

export const linkMenu: TipoRegistro<LinkMenuAdmin> = {
  tabla: 'zona_link_menu',
  consulta: (db) =>
    db
      .selectFrom('zona_link_menu')
      .select(['zona_link_menu.id', 'nombre', 'url', 'externo', 'prioridad', 'version']),
  vista: (f) => f as LinkMenuAdmin,
};

/** The zone of a URL as the records' functions take it. */
export async function zonaDeUrl(db: Db, slug: string): Promise<ZonaDeRegistro> {
  const z = await zonaPorSlug(db, slug);
  return { id: z.id, slug: z.slug };
}

// ── The lists of a zone's records ──────────────────────────────────────────────────────────────────

/** Text filter over a column, accent- and case-insensitive ('' = none). */
const texto =
  (columna: string, q: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: the records' queries are untyped (zona-registros.ts)
  (consulta: any) =>
    q ? consulta.where(plegar(columna), 'like', patronTexto(plegarTexto(q))) : consulta;

type Lista<O extends string> = { pagina: number; orden: O; dir: 'asc' | 'desc'; q: string; estatus?: number };

export async function listarDirecciones(db: Db, zona: string, l: Lista<'orden' | 'nombre' | 'estatus'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    direccionRetiro,
    (c) => {
      const f = texto('zona_direccion.nombre', l.q)(c.where('zona_direccion.zona_id', '=', z.id));
      return l.estatus ? f.where('zona_direccion.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_direccion.${l.orden}`, dir: l.dir },
  );
}

export async function listarAreas(db: Db, zona: string, l: Lista<'orden' | 'nombre' | 'estatus'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    areaEntrega,
    (c) => {
      const f = texto('zona_area.nombre', l.q)(c.where('zona_area.zona_id', '=', z.id));
      return l.estatus ? f.where('zona_area.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_area.${l.orden}`, dir: l.dir },
  );
}

/** The sectors of area `areaId` (its zone's role required). */
export async function listarSectores(
  db: Db,
  usuario: TokenPayload,
  areaId: number,
  l: Lista<'orden' | 'nombre' | 'estatus'>,
) {
  await zonaPermitida(db, usuario, 'zona_area', areaId);
  return listarRegistros(
    db,
    sectorEntrega,
    (c) => {
      const f = texto('zona_sector.nombre', l.q)(c.where('zona_sector.area_id', '=', areaId));
      return l.estatus ? f.where('zona_sector.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_sector.${l.orden}`, dir: l.dir },
  );
}

export async function listarHorarios(
  db: Db,
  zona: string,
  l: Lista<'dia' | 'capacidad' | 'estatus'> & { dia?: number },
) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    horarioEntrega,
    (c) => {
      let f = c.where('zona_horario.zona_id', '=', z.id);
      if (l.estatus) f = f.where('zona_horario.estatus', '=', l.estatus);
      return l.dia === undefined ? f : f.where('zona_horario.dia_semana', '=', l.dia);
    },
    // 'dia' is the rows' day-and-start key (an output column of the query).
    { pagina: l.pagina, columna: l.orden === 'dia' ? 'dia' : `zona_horario.${l.orden}`, dir: l.dir },
  );
}

export async function listarHorariosPickup(
  db: Db,
  zona: string,
  l: Lista<'dia' | 'direccion' | 'capacidad' | 'estatus'> & { dia?: number; direccionId?: number },
) {
  const z = await zonaDeUrl(db, zona);
  const columna = {
    dia: 'dia',
    direccion: 'direccion',
    capacidad: 'zona_horario_pickup.capacidad',
    estatus: 'zona_horario_pickup.estatus',
  }[l.orden];
  return listarRegistros(
    db,
    horarioRetiro,
    (c) => {
      let f = c.where('zona_direccion.zona_id', '=', z.id);
      if (l.estatus) f = f.where('zona_horario_pickup.estatus', '=', l.estatus);
      if (l.direccionId) f = f.where('zona_horario_pickup.direccion_id', '=', l.direccionId);
      return l.dia === undefined ? f : f.where('zona_horario_pickup.dia_semana', '=', l.dia);
    },
    { pagina: l.pagina, columna, dir: l.dir },
  );
}

/** A pickup schedule of one of the URL zone's addresses. */
export async function registrarHorarioPickup(
  db: Db,
  usuario: TokenPayload,
  zona: string,
  direccionId: number,
  columnas: Record<string, unknown>,
) {
  const z = await zonaDeUrl(db, zona);
  const deLaDireccion = await zonaPermitida(db, usuario, 'zona_direccion', direccionId);
  if (deLaDireccion.id !== z.id)
    throw new Rechazado(MensajesZona.DIRECCION_DE_OTRA_ZONA, {
      direccionId: MensajesZona.DIRECCION_DE_OTRA_ZONA,
    });
  return crearRegistro(db, usuario, horarioRetiro, z, { ...columnas, direccion_id: direccionId });
}

/** The zone's blocked dates from today on (or every one, `pasadas`), by date. */
export async function listarBloqueos(db: Db, zona: string, l: Lista<'fecha'> & { pasadas?: '1' }) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    envioBloqueo,
    (c) => {
      const f = texto('zona_envio_bloqueo.motivo', l.q)(c.where('zona_envio_bloqueo.zona_id', '=', z.id));
      return l.pasadas ? f : f.where('zona_envio_bloqueo.fecha', '>=', hoyCaracas);
    },
    { pagina: l.pagina, columna: 'zona_envio_bloqueo.fecha', dir: l.dir },
  );
}

export async function listarLinks(db: Db, zona: string, l: Lista<'prioridad' | 'nombre'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    linkMenu,
    (c) => texto('zona_link_menu.nombre', l.q)(c.where('zona_link_menu.zona_id', '=', z.id)),
    { pagina: l.pagina, columna: `zona_link_menu.${l.orden}`, dir: l.dir },
  );
}
