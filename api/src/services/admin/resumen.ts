import {
  type AdminResumen,
  ROLE_ADMIN,
  SECCIONES_ADMIN,
  UsuarioTipo,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { atencionCatalogo } from './atencion.ts';

/**
 * The back office's home: the sections the caller's roles open, a count of records per section (0 for
 * sections whose data does not exist yet) and the zones of the caller's ROLE_ZONA_<slug>.
 */
export async function resumenAdmin(db: Db, rolesDelUsuario: readonly string[]): Promise<AdminResumen> {
  const roles = new Set(rolesDelUsuario);
  const secciones = Object.entries(SECCIONES_ADMIN)
    .filter(([, rol]) => roles.has(rol))
    .map(([seccion]) => seccion);
  const zonas = zoneRoleSlugs([...roles]);
  const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
  const counters: Record<string, () => Promise<number>> = {
    categoria: () =>
      count(
        db
          .selectFrom('categoria')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    producto: () =>
      count(
        db
          .selectFrom('producto')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    zona: () =>
      zonas.length === 0
        ? Promise.resolve(0)
        : count(
            db
              .selectFrom('zona')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('slug', 'in', zonas)
              .executeTakeFirst(),
          ),
    cliente: () =>
      count(
        db
          .selectFrom('usuario')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('usuario_rol')
                  .innerJoin('rol', 'rol.id', 'usuario_rol.rol_id')
                  .whereRef('usuario_rol.usuario_id', '=', 'usuario.id')
                  .where('rol.nombre', '=', ROLE_ADMIN)
                  .select('rol.id'),
              ),
            ),
          )
          .executeTakeFirst(),
      ),
    usuario: () =>
      count(
        db
          .selectFrom('usuario_rol')
          .innerJoin('rol', 'rol.id', 'usuario_rol.rol_id')
          .where('rol.nombre', '=', ROLE_ADMIN)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    membresia: () =>
      count(
        db
          .selectFrom('usuario')
          .where('usuario_tipo', '=', UsuarioTipo.PRIME)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
    config: () => Promise.resolve(1),
  };
  const conteos: Record<string, number> = Object.fromEntries(
    await Promise.all(secciones.map(async (s) => [s, (await counters[s]?.()) ?? 0] as const)),
  );
  if (!roles.has('ROLE_INVENTARIO') || zonas.length === 0) return { secciones, conteos, zonas };
  return { secciones, conteos, zonas, atencion: await atencionCatalogo(db, zonas) };
}
