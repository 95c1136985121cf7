/**
 * The back-office's change owed (`vuelto`, ROLE_TARJETA, issue 35): the list with what is still owed
 * per zone and per courier, and its filter choices. A change belongs to its order's zone: a staff
 * member holding zone roles reaches only those zones (naming another is 403), one holding none the
 * whole store, as with orders (`alcanceDeZonas`). The courier is the staff member who recorded the
 * order's delivery (orders carry no courier of their own); a cancelled order's change has none.
 */

import type {
  VueltoDataFiltro,
  VueltoListadoQuery,
  VueltoPagina,
  VueltoTotales,
} from '@mercado/shared/contracts';
import { Mensajes, OrdenEstatus, type OrdenEstatusValor, type TokenPayload } from '@mercado/shared/contracts';
import { instanteCaracas, sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Prohibido } from '../errores.ts';
import { type AlcanceZonas, alcanceDeZonas } from '../orden/admin.ts';
import { numeroOrden } from '../orden/detalle.ts';
import { paginar, patronTexto, plegarTexto } from './listado.ts';

/** The list's rows joined to their order, zone, customer and courier. */
export function vueltos(db: Db) {
  return db
    .selectFrom('vuelto as v')
    .innerJoin('orden as o', 'o.id', 'v.orden_id')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .innerJoin('usuario as u', 'u.id', 'v.usuario_id')
    .leftJoin('orden_historial as h', (j) =>
      j
        .onRef('h.orden_id', '=', 'v.orden_id')
        .on('h.estatus', '=', OrdenEstatus.ENTREGADA as OrdenEstatusValor),
    )
    .leftJoin('usuario as r', 'r.id', 'h.usuario_id');
}

/** "Nombre (email)" of a joined account. */
export const personaDe = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.nombre`)} || ' (' || ${sql.ref(`${alias}.email`)} || ')'`;

type Filtros = Omit<VueltoListadoQuery, 'pagina' | 'orden' | 'dir' | 'estado'>;

/**
 * The rows within the caller's zones and the filters but the status (the totals keep to pending rows
 * whatever the status filter says). `q` is the customer (name, email, phone, document, folded in
 * `usuario.busqueda`) or the order number.
 */
function filtrados(db: Db, alcance: AlcanceZonas, f: Filtros) {
  if (f.zona !== undefined && alcance && !alcance.includes(f.zona))
    throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  const zonas = f.zona !== undefined ? [f.zona] : alcance;
  const numero = /^(#|p-?)?0*(\d{1,9})$/i.exec(f.q);
  return vueltos(db).where((eb) =>
    eb.and([
      ...(zonas ? [zonas.length > 0 ? eb('z.slug', 'in', zonas) : eb.lit(false)] : []),
      ...(f.repartidor !== undefined ? [eb('h.usuario_id', '=', f.repartidor)] : []),
      ...(f.motivo !== undefined ? [eb('v.motivo', '=', f.motivo)] : []),
      ...(f.desde !== undefined ? [eb('v.creado_en', '>=', instanteCaracas(f.desde, '00:00'))] : []),
      ...(f.hasta !== undefined
        ? [eb('v.creado_en', '<', instanteCaracas(sumarDias(f.hasta, 1), '00:00'))]
        : []),
      ...(f.q
        ? [
            eb.or([
              ...(numero ? [eb('v.orden_id', '=', Number(numero[2]))] : []),
              eb('u.busqueda', 'like', patronTexto(plegarTexto(f.q))),
            ]),
          ]
        : []),
    ]),
  );
}

const suma = (columna: string) => sql<string>`coalesce(sum(${sql.ref(columna)}), 0)::numeric(16,2)::text`;
const cantidad = sql<string>`count(*)`;

/** What is still owed within the filters: all together, per zone and per courier (largest first). */
async function totales(base: ReturnType<typeof filtrados>): Promise<VueltoTotales> {
  const pendientes = base.where('v.estatus', '=', 'pendiente');
  const [total, porZona, porRepartidor] = await Promise.all([
    pendientes
      .select([suma('v.monto').as('monto'), suma('v.monto_bs').as('monto_bs'), cantidad.as('n')])
      .executeTakeFirstOrThrow(),
    pendientes
      .select([
        'z.slug',
        'z.nombre',
        suma('v.monto').as('monto'),
        suma('v.monto_bs').as('monto_bs'),
        cantidad.as('n'),
      ])
      .groupBy(['z.slug', 'z.nombre'])
      .orderBy(sql`sum(v.monto)`, 'desc')
      .orderBy('z.nombre')
      .execute(),
    pendientes
      .select([
        'r.id',
        sql<string | null>`case when r.id is null then null else ${personaDe('r')} end`.as('nombre'),
        suma('v.monto').as('monto'),
        suma('v.monto_bs').as('monto_bs'),
        cantidad.as('n'),
      ])
      .groupBy(['r.id', 'r.nombre', 'r.email'])
      .orderBy(sql`sum(v.monto)`, 'desc')
      .orderBy('r.nombre')
      .execute(),
  ]);
  const fila = (t: { monto: string; monto_bs: string; n: string }) => ({
    monto: t.monto,
    montoBs: t.monto_bs,
    cantidad: Number(t.n),
  });
  return {
    pendiente: fila(total),
    porZona: porZona.map((z) => ({ ...fila(z), slug: z.slug, nombre: z.nombre })),
    porRepartidor: porRepartidor.map((r) => ({ ...fila(r), id: r.id, nombre: r.nombre ?? 'Sin repartidor' })),
  };
}

const COLUMNA = { fecha: 'v.creado_en', monto: 'v.monto' } as const;

/** GET /admin/vuelto: filtered, sorted (newest first by default) and paged on the server, with the totals. */
export async function listarVueltos(
  db: Db,
  usuario: TokenPayload,
  q: VueltoListadoQuery,
): Promise<VueltoPagina> {
  const { pagina, orden, dir, estado, ...resto } = q;
  const base = filtrados(db, alcanceDeZonas(usuario.roles), resto);
  const consulta = base
    .$if(estado !== undefined, (c) => c.where('v.estatus', '=', estado as 'pendiente'))
    .select([
      'v.id',
      'v.orden_id',
      'v.monto',
      'v.monto_bs',
      'v.motivo',
      'v.estatus',
      'v.forma_liquidacion',
      'v.creado_en',
      'u.id as cliente_id',
      'u.nombre as cliente_nombre',
      'u.email as cliente_email',
      'z.slug as zona_slug',
      'z.nombre as zona_nombre',
      sql<string | null>`case when r.id is null then null else ${personaDe('r')} end`.as('repartidor'),
    ]);
  const [filas, suma] = await Promise.all([
    paginar(consulta, { pagina, columna: COLUMNA[orden], dir, idColumna: 'v.id' }),
    totales(base),
  ]);
  return {
    ...filas,
    items: filas.items.map((v) => ({
      id: v.id,
      orden: { id: v.orden_id, numero: numeroOrden(v.orden_id) },
      cliente: { id: v.cliente_id, nombre: v.cliente_nombre, email: v.cliente_email },
      zona: { slug: v.zona_slug, nombre: v.zona_nombre },
      repartidor: v.repartidor,
      monto: v.monto,
      montoBs: v.monto_bs,
      motivo: v.motivo,
      estatus: v.estatus as 'pendiente' | 'entregado',
      forma: v.forma_liquidacion as 'saldo' | 'efectivo' | null,
      creadoEn: v.creado_en.toISOString(),
    })),
    totales: suma,
  };
}

/** GET /admin/vuelto/datafiltro: the caller's zones, and the couriers who delivered orders owing change. */
export async function dataFiltroVuelto(db: Db, usuario: TokenPayload): Promise<VueltoDataFiltro> {
  const alcance = alcanceDeZonas(usuario.roles);
  const [zonas, repartidores] = await Promise.all([
    db
      .selectFrom('zona')
      .select(['slug', 'nombre'])
      .$if(alcance !== null, (c) => c.where('slug', 'in', alcance?.length ? alcance : ['']))
      .orderBy('nombre')
      .execute(),
    filtrados(db, alcance, { q: '' })
      .where('r.id', 'is not', null)
      .select(['r.id', personaDe('r').as('nombre')])
      .distinct()
      .orderBy('nombre')
      .execute(),
  ]);
  return { zonas, repartidores: repartidores.map((r) => ({ id: r.id as string, nombre: r.nombre })) };
}

/**
 * The zone of the change an entry reaches by its id (registerEndpoints' 4th argument): undefined when
 * there is none (404); null for a staff member without zone roles (the whole store); else its slug,
 * whose zone role the route checks (403) before reading the body.
 */
export async function zonaDeVuelto(
  db: Db,
  id: number,
  usuario: TokenPayload,
): Promise<string | null | undefined> {
  const fila = await db
    .selectFrom('vuelto as v')
    .innerJoin('orden as o', 'o.id', 'v.orden_id')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .select('z.slug')
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!fila) return undefined;
  return alcanceDeZonas(usuario.roles) === null ? null : fila.slug;
}
