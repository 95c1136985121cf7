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
  EstatusRegistro,
  MensajesAdmin,
  SLUGS_RESERVADOS,
  type TokenPayload,
  type ZonaAdmin,
  type ZonaRegistrar,
  zonaRole,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { invalidarAccesos } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { historial, registrarCambio } from './auditoria.ts';
import { paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { gestoresDeUsuarios } from './usuarios.ts';
import { guardarVersionado } from './version.ts';
import type { ZonaDeRegistro } from './zona-registros.ts';

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

/** The zone of a URL as the records' functions take it. */
export async function zonaDeUrl(db: Db, slug: string): Promise<ZonaDeRegistro> {
  const z = await zonaPorSlug(db, slug);
  return { id: z.id, slug: z.slug };
}
