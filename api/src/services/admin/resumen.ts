import {
  type AdminResumen,
  type AdminRole,
  ROLE_ADMIN,
  UsuarioTipo,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { atencionCatalogo } from './atencion.ts';

/**
 * The back-office sections and the role each needs besides ROLE_ADMIN (spec §6): GET /admin/resumen
 * lists those the caller's roles open. Which remote draws a section is the front-end's business
 * (that remote's description), not the API's.
 */
const SECCIONES: Record<string, AdminRole> = {
  tienda: 'ROLE_TIENDA',
  categoria: 'ROLE_CATEGORIA',
  etiqueta: 'ROLE_ETIQUETA',
  producto: 'ROLE_PRODUCTO',
  zona: 'ROLE_ZONA_ACTUALIZAR',
  'lista-rapida': 'ROLE_LISTA_RAPIDA',
  publicidad: 'ROLE_PUBLICIDAD',
  'buscador-historial': 'ROLE_PUBLICIDAD',
  reporte: 'ROLE_PUBLICIDAD',
  onesignal: 'ROLE_ONE_SIGNAL',
  inventario: 'ROLE_INVENTARIO',
  config: 'ROLE_CONFIG',
  pedido: 'ROLE_PEDIDO',
  membresia: 'ROLE_MEMBRESIA',
  tarjeta: 'ROLE_TARJETA',
  vuelto: 'ROLE_TARJETA',
  cupon: 'ROLE_CUPON',
  envio: 'ROLE_ENVIO',
  cliente: 'ROLE_CLIENTE',
  'borrar-cuenta': 'ROLE_CLIENTE',
  usuario: 'ROLE_USUARIO_ADMIN',
  referido: 'ROLE_ATENCION_CLIENTE',
};

/**
 * The back office's home: the sections the caller's roles open, a count of records per section (0 for
 * sections whose data does not exist yet) and the zones of the caller's ROLE_ZONA_<slug>.
 */
export async function resumenAdmin(db: Db, rolesDelUsuario: readonly string[]): Promise<AdminResumen> {
  const roles = new Set(rolesDelUsuario);
  const secciones = Object.entries(SECCIONES)
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
