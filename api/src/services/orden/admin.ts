/**
 * Orders as staff (ROLE_PEDIDO) read them: the list's filter choices, the list and what is new in it,
 * and one order, each with what a payment check needs (the customer, the other orders paid with the
 * same reference).
 *
 * Zones: an order belongs to its zone. A staff member who holds zone roles (ROLE_ZONA_<slug>) sees
 * and changes only those zones' orders — another zone's order is "not found", as if it did not exist,
 * and naming another zone in a filter is refused (403); one who holds none keeps the whole store, as
 * in every back-office section the spec does not flag for zones. `alcanceDeZonas` says which.
 */
import {
  METODOS_PAGO,
  Mensajes,
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenAdmin,
  type OrdenAdminHistorial,
  type OrdenAdminPagina,
  type OrdenAdminQuery,
  type OrdenDataFiltro,
  OrdenEstatus,
  type OrdenEstatusValor,
  type OrdenesNuevas,
  TIPOS_ENVIO,
  type TipoEnvio,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { horaCorta, instanteCaracas, siguientesEstatus, sumarDias } from '@mercado/shared/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { patronTexto, plegarTexto } from '../admin/listado.ts';
import { NoExiste, Prohibido } from '../errores.ts';
import { numeroOrden, ordenDetalle } from './detalle.ts';
import { type FiltroOrdenes, idsDePagina, paginaDe, resumenesDeOrdenes } from './pagina.ts';
import { marcasDeOrden, reintegrosDeOrden } from './preparacion-pedido.ts';

/** The zones whose orders a staff member reaches: those of their zone roles, or null for every zone. */
export type AlcanceZonas = readonly string[] | null;

export function alcanceDeZonas(roles: readonly string[]): AlcanceZonas {
  const zonas = zoneRoleSlugs(roles);
  return zonas.length > 0 ? zonas : null;
}

/**
 * Whether the order exists (the check before reading or changing it): an unknown id is false (404);
 * an order of a zone the caller does not hold is refused as every zone record is (403, the zone's
 * message the shell's guard and the back-office show under 'Área restringida').
 */
export async function ordenEnAlcance(db: Db, alcance: AlcanceZonas, id: number): Promise<boolean> {
  const orden = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .select('z.slug')
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!orden) return false;
  if (alcance && !alcance.includes(orden.slug)) throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  return true;
}

type Revision = Pick<OrdenAdmin, 'cliente' | 'referenciaUsadaEn'>;

/**
 * The customer of each order and the other orders whose payment gave the same method and reference
 * (compared trimmed and case-insensitive): a reference used twice is shown to staff, who decide.
 */
async function revisiones(db: Db, ids: readonly number[]): Promise<Map<number, Revision>> {
  const out = new Map<number, Revision>();
  if (ids.length === 0) return out;
  const [clientes, repetidas] = await Promise.all([
    db
      .selectFrom('orden as o')
      .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
      .select(['o.id', 'u.nombre', 'u.email', 'u.telefono'])
      .where('o.id', 'in', ids)
      .execute(),
    db
      .selectFrom('orden as o')
      .innerJoin('orden as otra', (join) =>
        join
          .onRef('otra.metodo_pago', '=', 'o.metodo_pago')
          .onRef('otra.id', '<>', 'o.id')
          // Implied by the comparison below, but PostgreSQL needs it said to use the partial index
          // on references (0007) instead of reading every order.
          .on('otra.referencia', 'is not', null)
          .on((eb) =>
            eb(
              eb.fn('upper', [eb.fn('btrim', ['otra.referencia'])]),
              '=',
              eb.fn('upper', [eb.fn('btrim', ['o.referencia'])]),
            ),
          ),
      )
      .select(['o.id', 'otra.id as otra'])
      .where('o.id', 'in', ids)
      .where('o.referencia', 'is not', null)
      .orderBy('otra.id')
      .execute(),
  ]);
  for (const c of clientes) {
    out.set(c.id, {
      cliente: { nombre: c.nombre, email: c.email, telefono: c.telefono },
      referenciaUsadaEn: [],
    });
  }
  for (const r of repetidas) out.get(r.id)?.referenciaUsadaEn.push(numeroOrden(r.otra));
  return out;
}

/** The list's filters (without paging and sorting), within the caller's zones: 403 naming another zone. */
type FiltrosLista = Omit<OrdenAdminQuery, 'pagina' | 'orden' | 'dir'>;

/**
 * The zones are named by their ids, read first: with the ids in the query the orders' indexes that
 * start with the zone serve a zone's list in its order (with the slugs, PostgreSQL joined the zones
 * and sorted all of a zone's orders to find one page). The customer text is compared with
 * `usuario.busqueda`, the customer's name, email, phone and document already folded (0021).
 */
async function filtroLista(db: Db, alcance: AlcanceZonas, f: FiltrosLista): Promise<FiltroOrdenes> {
  if (f.zona !== undefined && alcance && !alcance.includes(f.zona)) {
    throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  }
  const slugs = f.zona !== undefined ? [f.zona] : alcance;
  const zonas = slugs
    ? (await db.selectFrom('zona').select('id').where('slug', 'in', slugs).execute()).map((z) => z.id)
    : null;
  const numero = /^p?-?0*(\d{1,9})$/i.exec(f.q);
  const [inicio, fin] = f.franja?.split('-') ?? [];
  return (eb) =>
    eb.and([
      ...(zonas ? [zonas.length > 0 ? eb('o.zona_id', 'in', zonas) : eb.lit(false)] : []),
      ...(f.estatus !== undefined ? [eb('o.estatus', '=', f.estatus as OrdenEstatusValor)] : []),
      ...(f.desde !== undefined ? [eb('o.creado_en', '>=', instanteCaracas(f.desde, '00:00'))] : []),
      ...(f.hasta !== undefined
        ? [eb('o.creado_en', '<', instanteCaracas(sumarDias(f.hasta, 1), '00:00'))]
        : []),
      ...(f.metodo !== undefined ? [eb('o.metodo_pago', '=', f.metodo)] : []),
      ...(f.tipoEnvio !== undefined ? [eb('o.tipo_envio', '=', f.tipoEnvio)] : []),
      ...(inicio && fin ? [eb('o.franja_inicio', '=', inicio), eb('o.franja_fin', '=', fin)] : []),
      ...(f.q
        ? [
            eb.or([
              ...(numero ? [eb('o.id', '=', Number(numero[1]))] : []),
              eb.exists(
                eb
                  .selectFrom('usuario as u')
                  .select('u.id')
                  .whereRef('u.id', '=', 'o.usuario_id')
                  .where('u.busqueda', 'like', patronTexto(plegarTexto(f.q))),
              ),
            ]),
          ]
        : []),
    ]);
}

const COLUMNA_ORDEN = { fecha: 'o.creado_en', total: 'o.total', entrega: 'o.franja_fecha' } as const;

/** GET /admin/orden: filtered, sorted (newest first by default) and paged on the server. */
export async function ordenesAdmin(
  db: Db,
  alcance: AlcanceZonas,
  query: OrdenAdminQuery,
): Promise<OrdenAdminPagina> {
  const { pagina, orden, dir, ...filtros } = query;
  const { ids, total } = await idsDePagina(db, await filtroLista(db, alcance, filtros), pagina, {
    columna: COLUMNA_ORDEN[orden],
    dir,
  });
  const [items, revision] = await Promise.all([resumenesDeOrdenes(db, ids), revisiones(db, ids)]);
  return paginaDe(
    items.map((o) => ({ ...o, ...revision.get(o.id)! })),
    pagina,
    total,
  );
}

/** GET /admin/orden/nuevas: the orders matching the list's filters placed after the newest one shown. */
export async function ordenesNuevas(
  db: Db,
  alcance: AlcanceZonas,
  query: OrdenAdminQuery & { despues: number },
): Promise<OrdenesNuevas> {
  const { pagina: _p, orden: _o, dir: _d, despues, ...filtros } = query;
  const filtro = await filtroLista(db, alcance, filtros);
  const r = await db
    .selectFrom('orden as o')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('o.id').as('ultimo')])
    .where('o.id', '>', despues)
    .where(filtro)
    .executeTakeFirstOrThrow();
  return { nuevas: Number(r.n), ultimo: r.ultimo ?? despues };
}

/** GET /admin/orden/datafiltro: the filters' choices within the caller's zones. */
export async function dataFiltro(db: Db, alcance: AlcanceZonas): Promise<OrdenDataFiltro> {
  let zonas = db.selectFrom('zona').select(['id', 'slug', 'nombre']).orderBy('nombre');
  if (alcance) zonas = zonas.where('slug', 'in', alcance);
  const filas = await zonas.execute();
  const ids = filas.map((z) => z.id);
  const [metodos, horarios] = await Promise.all([
    db.selectFrom('metodo_pago').select(['codigo', 'nombre']).orderBy('orden').execute(),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('zona_horario')
          .select(['hora_inicio', 'hora_fin'])
          .where('zona_id', 'in', ids)
          .union(
            db
              .selectFrom('zona_horario_pickup as h')
              .innerJoin('zona_direccion as d', 'd.id', 'h.direccion_id')
              .select(['h.hora_inicio', 'h.hora_fin'])
              .where('d.zona_id', 'in', ids),
          )
          .execute(),
  ]);
  const franjas = [
    ...new Set(horarios.map((h) => `${horaCorta(h.hora_inicio)}-${horaCorta(h.hora_fin)}`)),
  ].sort();
  return {
    zonas: filas.map((z) => ({ valor: z.slug, nombre: z.nombre })),
    estatus: Object.values(OrdenEstatus).map((e) => ({ valor: String(e), nombre: ORDEN_ESTATUS_NOMBRES[e] })),
    metodosPago: METODOS_PAGO.flatMap((codigo) => {
      const m = metodos.find((x) => x.codigo === codigo);
      return m ? [{ valor: codigo, nombre: m.nombre }] : [];
    }),
    tiposEnvio: TIPOS_ENVIO.map((t) => ({
      valor: t,
      nombre: t === 'pickup' ? 'Retiro en tienda' : 'Entrega a domicilio',
    })),
    franjas: franjas.map((f) => ({ valor: f, nombre: f.replace('-', ' a ') })),
  };
}

/** The status history with the staff member who made each change (null: the customer or the system). */
async function historialConAutor(db: Db, id: number): Promise<OrdenAdminHistorial[]> {
  const filas = await db
    .selectFrom('orden_historial as h')
    .leftJoin('usuario as u', 'u.id', 'h.usuario_id')
    .select(['h.estatus', 'h.mensaje', 'h.creado_en', 'u.nombre', 'u.email'])
    .where('h.orden_id', '=', id)
    .orderBy('h.id')
    .execute();
  return filas.map((h) => {
    const estatus = h.estatus as OrdenEstatusValor;
    return {
      estatus,
      nombre: ORDEN_ESTATUS_NOMBRES[estatus],
      fecha: h.creado_en.toISOString(),
      mensaje: h.mensaje,
      usuario: h.email ? `${h.nombre} (${h.email})` : null,
    };
  });
}

/** GET /admin/orden/{id}/full (and the answer of a status change): 404 outside the caller's zones. */
export async function ordenAdmin(
  db: Db,
  config: Config,
  alcance: AlcanceZonas,
  id: number,
): Promise<OrdenAdmin> {
  if (!(await ordenEnAlcance(db, alcance, id))) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const [detalle, revision, historial, montos, vuelto, marcas, reintegros] = await Promise.all([
    ordenDetalle(db, config, id),
    revisiones(db, [id]),
    historialConAutor(db, id),
    db
      .selectFrom('orden')
      .select(['saldo_usado', 'monto_metodo', 'pago_verificado', 'efectivo_recibido'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('vuelto').selectAll().where('orden_id', '=', id).orderBy('id').executeTakeFirst(),
    marcasDeOrden(db, id),
    reintegrosDeOrden(db, id),
  ]);
  return {
    ...detalle,
    ...revision.get(id)!,
    lineas: detalle.lineas.map((l) => ({ ...l, marca: marcas.get(l.producto.id) ?? null })),
    reintegros,
    historial,
    siguientes: siguientesEstatus(detalle.estatus, detalle.tipoEnvio as TipoEnvio),
    montos: {
      saldo: montos.saldo_usado,
      metodo: montos.monto_metodo,
      verificado: montos.pago_verificado,
      efectivoRecibido: montos.efectivo_recibido,
    },
    vuelto: vuelto
      ? {
          id: vuelto.id,
          monto: vuelto.monto,
          montoBs: vuelto.monto_bs,
          metodo: vuelto.metodo as NonNullable<OrdenAdmin['pago']['metodo']>,
          motivo: vuelto.motivo,
          estatus: vuelto.estatus,
          creadoEn: vuelto.creado_en.toISOString(),
        }
      : null,
  };
}
