/**
 * Picking (issue 19, decision 0030): the orders of a slot being prepared, line by line, and what each
 * mark does.
 *
 * - A line's mark is picked, substituted or missing. Each line "holds" one product's stock: the
 *   ordered product, or its substitute once substituted. Changing what a line holds takes the new
 *   product from the zone's branches (refused without stock) and gives the old one back. A missing
 *   line keeps holding the ordered product: the shelf did not have what the count said, so the unit
 *   is not offered again (a cancellation does not return it either).
 * - A substitute is a product sold in the zone to the order's user type, sold the same way (unit or
 *   weight), in stock, whose price is at most what the customer paid per unit; never for a line whose
 *   customer asked not to replace it.
 * - Closing (EN_PREPARACION → LISTA, `cerrarPreparacion` called by estatus.ts) refuses while a line is
 *   unmarked, once picking has started; then it refunds the missing lines and the cheaper
 *   substitutes' difference to the wallet (the coupon's share taken off, at most what was paid), and
 *   records it on the order so that a later cancellation gives back only the rest.
 * Every mark locks the order row first, so marks, closing and cancelling one order happen one at a time.
 */
import {
  ESTADO_LINEA_NOMBRES,
  type EstadoLinea,
  type FranjasPreparacion,
  type LineaPreparacion,
  type MarcarLineaBody,
  Mensajes,
  MensajesOrden,
  MensajesPreparacion,
  OrdenEstatus,
  type OrdenPreparacion,
  type PreparacionFranja,
  type Sustitutos,
  type TipoEnvio,
  type TokenPayload,
} from '@mercado/shared/contracts';
import {
  divRoundHalfUp,
  fromCents,
  fromThousandths,
  importeLinea,
  toCents,
  toSafeNumber,
  toThousandths,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { registrarCambio } from '../admin/auditoria.ts';
import { patronTexto, plegar, plegarTexto } from '../admin/listado.ts';
import { conflicto } from '../admin/version.ts';
import { NoExiste, Prohibido, Rechazado } from '../errores.ts';
import { bloquearExistencias, devolverASucursal, tomarDeSucursales } from '../existencia-zona.ts';
import { imagenProducto } from '../media.ts';
import { modalidadVenta } from '../producto-vista.ts';
import type { AlcanceZonas } from './admin.ts';
import { numeroOrden, sustitucionDe } from './detalle.ts';
import { pagado, reintegrarASaldo } from './reintegro.ts';

const E = OrdenEstatus;
export const ENTIDAD_PREPARACION = 'orden_preparacion';

export type ZonaPreparacion = { id: number; slug: string; nombre: string };

/** The zone of a picking URL: 403 outside the caller's zones (services/orden/admin.ts's rule), 404 unknown. */
export async function zonaDePreparacion(
  db: Db,
  alcance: AlcanceZonas,
  slug: string,
): Promise<ZonaPreparacion> {
  if (alcance && !alcance.includes(slug)) throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  const zona = await db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!zona) throw new NoExiste('La zona no existe');
  return zona;
}

const cantidadTexto = (v: string) => fromThousandths(toThousandths(v));
const unitarioDe = (precio: string, oferta: string) => (toCents(oferta) > 0 ? oferta : precio);

/** GET …/zona/{zona}: the slots with orders being prepared, earliest first. */
export async function franjasPorPreparar(db: Db, zona: ZonaPreparacion): Promise<FranjasPreparacion> {
  const filas = await db
    .selectFrom('orden as o')
    .innerJoin('orden_detalle as d', 'd.orden_id', 'o.id')
    .leftJoin('orden_preparacion_linea as m', (j) =>
      j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
    )
    .select((eb) => [
      'o.tipo_envio',
      'o.franja_fecha',
      'o.horario_id',
      eb.fn.min('o.franja_etiqueta').as('etiqueta'),
      eb.fn.min('o.franja_inicio').as('inicio'),
      sql<string>`count(distinct o.id)`.as('ordenes'),
      sql<string>`count(*) filter (where m.orden_id is null)`.as('por_marcar'),
    ])
    .where('o.zona_id', '=', zona.id)
    .where('o.estatus', '=', E.EN_PREPARACION)
    .groupBy(['o.tipo_envio', 'o.franja_fecha', 'o.horario_id'])
    .orderBy('o.franja_fecha')
    .orderBy('inicio')
    .orderBy('o.horario_id')
    .execute();
  return {
    franjas: filas.map((f) => ({
      tipo: f.tipo_envio === 'pickup' ? 'pickup' : 'delivery',
      fecha: f.franja_fecha,
      horarioId: f.horario_id,
      etiqueta: f.etiqueta ?? '',
      ordenes: Number(f.ordenes),
      porMarcar: Number(f.por_marcar),
    })),
  };
}

type FilaOrden = {
  id: number;
  cliente: string;
  sustitucion: string;
  nota: string | null;
  subtotal: string;
  descuento: string;
  saldo_usado: string;
  monto_metodo: string;
  metodo_pago: string | null;
  pago_verificado: boolean;
};

const COLS_ORDEN = [
  'o.id',
  'u.nombre as cliente',
  'o.sustitucion',
  'o.nota',
  'o.subtotal',
  'o.descuento',
  'o.saldo_usado',
  'o.monto_metodo',
  'o.metodo_pago',
  'o.pago_verificado',
] as const;

/**
 * What closing refunds for lines whose differences add up to `diferencias` cents: the coupon's share
 * taken off (the customer paid subtotal − discount for the products), at most what was paid.
 */
function reintegroDe(o: FilaOrden, diferencias: number): number {
  const subtotal = toCents(o.subtotal);
  if (diferencias <= 0 || subtotal <= 0) return 0;
  const pagadoProductos = BigInt(subtotal - toCents(o.descuento));
  const neto = toSafeNumber(divRoundHalfUp(BigInt(diferencias) * pagadoProductos, BigInt(subtotal)));
  return Math.min(neto, pagado(o));
}

/** The lines (with their marks) of `ordenIds`, in each order's line order. */
async function lineasDe(db: Db, config: Config, ordenIds: readonly number[]) {
  if (ordenIds.length === 0) return new Map<number, LineaPreparacion[]>();
  const filas = await db
    .selectFrom('orden_detalle as d')
    .innerJoin('producto as p', 'p.id', 'd.producto_id')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .leftJoin('orden_preparacion_linea as m', (j) =>
      j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
    )
    .leftJoin('usuario as s', 's.id', 'm.marcado_por')
    .select([
      'd.orden_id',
      'd.producto_id',
      'd.nombre',
      'd.slug',
      'p.imagen',
      'c.nombre as categoria',
      'd.modalidad_venta',
      'd.cantidad',
      'd.precio_unitario',
      'd.total',
      'd.sustitucion',
      'm.estado',
      'm.sustituto_id',
      'm.sustituto_nombre',
      'm.sustituto_precio_unitario',
      'm.sustituto_total',
      'm.diferencia',
      's.email as marcado_por',
      'm.marcado_en',
      'm.version',
    ])
    .where('d.orden_id', 'in', ordenIds)
    .orderBy('d.orden_id')
    .orderBy('d.orden')
    .execute();
  const out = new Map<number, LineaPreparacion[]>();
  for (const f of filas) {
    const lista = out.get(f.orden_id) ?? [];
    lista.push({
      producto: {
        id: f.producto_id,
        nombre: f.nombre,
        imagen: imagenProducto(config, f.imagen, f.slug),
        categoria: f.categoria,
      },
      modalidadVenta: modalidadVenta(f.modalidad_venta),
      cantidad: cantidadTexto(f.cantidad),
      precioUnitario: f.precio_unitario,
      total: f.total,
      sustitucion: sustitucionDe(f.sustitucion),
      marca:
        f.estado && f.marcado_en && f.version !== null
          ? {
              estado: f.estado,
              sustituto:
                f.sustituto_id !== null
                  ? {
                      id: f.sustituto_id,
                      nombre: f.sustituto_nombre ?? '',
                      precioUnitario: f.sustituto_precio_unitario ?? '0.00',
                      total: f.sustituto_total ?? '0.00',
                    }
                  : null,
              diferencia: f.diferencia ?? '0.00',
              marcadoPor: f.marcado_por,
              marcadoEn: f.marcado_en.toISOString(),
              version: f.version,
            }
          : null,
    });
    out.set(f.orden_id, lista);
  }
  return out;
}

function ordenPreparacionDe(o: FilaOrden, lineas: LineaPreparacion[]): OrdenPreparacion {
  const diferencias = lineas.reduce((n, l) => n + (l.marca ? toCents(l.marca.diferencia) : 0), 0);
  return {
    id: o.id,
    numero: numeroOrden(o.id),
    cliente: o.cliente,
    sustitucion: sustitucionDe(o.sustitucion),
    nota: o.nota,
    lineas,
    porMarcar: lineas.filter((l) => !l.marca).length,
    reintegro: fromCents(reintegroDe(o, diferencias)),
  };
}

/** One order being prepared in the zone (404 otherwise), as the picking page shows it. */
export async function ordenPreparacion(
  db: Db,
  config: Config,
  zona: ZonaPreparacion,
  ordenId: number,
): Promise<OrdenPreparacion> {
  const o = await db
    .selectFrom('orden as o')
    .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
    .select(COLS_ORDEN)
    .where('o.id', '=', ordenId)
    .where('o.zona_id', '=', zona.id)
    .executeTakeFirst();
  if (!o) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const lineas = await lineasDe(db, config, [o.id]);
  return ordenPreparacionDe(o, lineas.get(o.id) ?? []);
}

/** GET …/franja/{tipo}/{fecha}/{horario}: the slot's orders being prepared and its picking list. */
export async function preparacionFranja(
  db: Db,
  config: Config,
  zona: ZonaPreparacion,
  franja: { tipo: TipoEnvio; fecha: string; horario: number },
): Promise<PreparacionFranja> {
  const ordenes = await db
    .selectFrom('orden as o')
    .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
    .select([...COLS_ORDEN, 'o.franja_etiqueta'])
    .where('o.zona_id', '=', zona.id)
    .where('o.estatus', '=', E.EN_PREPARACION)
    .where('o.tipo_envio', '=', franja.tipo)
    .where('o.franja_fecha', '=', franja.fecha)
    .where('o.horario_id', '=', franja.horario)
    .orderBy('o.id')
    .execute();
  const lineas = await lineasDe(
    db,
    config,
    ordenes.map((o) => o.id),
  );
  const vistas = ordenes.map((o) => ordenPreparacionDe(o, lineas.get(o.id) ?? []));
  const productos = new Map<number, PreparacionFranja['productos'][number]>();
  for (const o of vistas) {
    for (const l of o.lineas) {
      const p = productos.get(l.producto.id) ?? {
        producto: { id: l.producto.id, nombre: l.producto.nombre, categoria: l.producto.categoria },
        modalidadVenta: l.modalidadVenta,
        cantidad: '0',
        ordenes: [],
      };
      p.cantidad = fromThousandths(toThousandths(p.cantidad) + toThousandths(l.cantidad));
      p.ordenes.push({ numero: o.numero, cantidad: l.cantidad, sustitucion: l.sustitucion });
      productos.set(l.producto.id, p);
    }
  }
  const porPasillo = new Intl.Collator('es');
  return {
    zona: { slug: zona.slug, nombre: zona.nombre },
    franja: {
      tipo: franja.tipo,
      fecha: franja.fecha,
      horarioId: franja.horario,
      etiqueta: ordenes[0]?.franja_etiqueta ?? '',
    },
    ordenes: vistas,
    productos: [...productos.values()].sort(
      (a, b) =>
        porPasillo.compare(a.producto.categoria, b.producto.categoria) ||
        porPasillo.compare(a.producto.nombre, b.producto.nombre),
    ),
  };
}

/** The order row, locked, when it is in the zone (404 otherwise). */
async function bloquearOrden(tx: Db, zonaId: number, ordenId: number) {
  const o = await tx
    .selectFrom('orden')
    .select(['id', 'estatus', 'usuario_tipo'])
    .where('id', '=', ordenId)
    .where('zona_id', '=', zonaId)
    .forUpdate()
    .executeTakeFirst();
  if (!o) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  return o;
}

/** The zone's active products priced for `usuarioTipo`, with their stock and the customer's unit price. */
function candidatos(db: Db, zonaId: number, usuarioTipo: number) {
  return db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .innerJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .on('pp.zona_id', '=', zonaId)
        .on('pp.usuario_tipo', '=', usuarioTipo),
    )
    .innerJoin('producto_existencia as e', (j) =>
      j
        .onRef('e.producto_id', '=', 'p.id')
        .on('e.zona_id', '=', zonaId)
        .on('e.usuario_tipo', '=', usuarioTipo),
    )
    .select([
      'p.id',
      'p.nombre',
      'p.modalidad_venta',
      'c.nombre as categoria',
      'pp.precio',
      'pp.oferta',
      'e.existencia',
      sql<string>`case when pp.oferta > 0 then pp.oferta else pp.precio end`.as('unitario'),
    ])
    .where('p.estatus', '=', 1);
}

/** PUT …/orden/{orden}/linea/{producto}: marks the line; returns the order and the products whose stock moved. */
export async function marcarLinea(
  db: Db,
  config: Config,
  usuario: TokenPayload,
  zona: ZonaPreparacion,
  ordenId: number,
  productoId: number,
  body: MarcarLineaBody,
): Promise<{ orden: OrdenPreparacion; productos: number[] }> {
  const productos = await db.transaction().execute(async (tx) => {
    const o = await bloquearOrden(tx, zona.id, ordenId);
    if (o.estatus !== E.EN_PREPARACION) throw new Rechazado(MensajesPreparacion.NO_EN_PREPARACION);
    const linea = await tx
      .selectFrom('orden_detalle')
      .select(['nombre', 'cantidad', 'modalidad_venta', 'precio_unitario', 'total', 'sustitucion'])
      .where('orden_id', '=', ordenId)
      .where('producto_id', '=', productoId)
      .executeTakeFirst();
    if (!linea) throw new NoExiste(MensajesPreparacion.LINEA_NO_EXISTE);
    const antes = await tx
      .selectFrom('orden_preparacion_linea')
      .select(['estado', 'sustituto_id', 'sustituto_nombre', 'version'])
      .where('orden_id', '=', ordenId)
      .where('producto_id', '=', productoId)
      .executeTakeFirst();
    if ((antes?.version ?? undefined) !== body.version) throw conflicto();

    let sustituto: { id: number; nombre: string; unitario: string; total: number } | null = null;
    if (body.estado === 'sustituido') {
      if (linea.sustitucion === 'no_reemplazar')
        throw new Rechazado(MensajesPreparacion.NO_REEMPLAZAR, { estado: MensajesPreparacion.NO_REEMPLAZAR });
      if (body.sustituto === productoId)
        throw new Rechazado(MensajesPreparacion.SUSTITUTO_MISMO, {
          sustituto: MensajesPreparacion.SUSTITUTO_MISMO,
        });
      const s = await candidatos(tx, zona.id, o.usuario_tipo)
        .where('p.id', '=', body.sustituto!)
        .executeTakeFirst();
      const campo = (m: string) => new Rechazado(m, { sustituto: m });
      if (!s) throw campo(MensajesPreparacion.SUSTITUTO_NO_DISPONIBLE);
      if (s.modalidad_venta !== linea.modalidad_venta) throw campo(MensajesPreparacion.SUSTITUTO_MODALIDAD);
      if (toCents(s.unitario) > toCents(linea.precio_unitario))
        throw campo(MensajesPreparacion.SUSTITUTO_CARO);
      sustituto = {
        id: s.id,
        nombre: s.nombre,
        unitario: s.unitario,
        total: importeLinea(toCents(s.unitario), toThousandths(linea.cantidad)),
      };
    }

    // The stock the line holds moves when what it holds changes (decision 0030).
    const tenia =
      antes?.estado === 'sustituido' && antes.sustituto_id !== null ? antes.sustituto_id : productoId;
    const tiene = sustituto?.id ?? productoId;
    const movidos: number[] = [];
    if (tenia !== tiene) {
      await bloquearExistencias(tx, zona.id, [tenia, tiene]);
      const disponible = await tx
        .selectFrom('producto_existencia')
        .select('existencia')
        .where('producto_id', '=', tiene)
        .where('zona_id', '=', zona.id)
        .where('usuario_tipo', '=', o.usuario_tipo)
        .executeTakeFirst();
      if (!disponible || toThousandths(disponible.existencia) < toThousandths(linea.cantidad)) {
        throw new Rechazado(MensajesPreparacion.SUSTITUTO_SIN_EXISTENCIA, {
          sustituto: MensajesPreparacion.SUSTITUTO_SIN_EXISTENCIA,
        });
      }
      await tomarDeSucursales(tx, zona.id, tiene, linea.cantidad);
      await devolverASucursal(tx, zona.id, o.usuario_tipo, tenia, linea.cantidad);
      movidos.push(tenia, tiene);
    }

    const diferencia = diferenciaDe(body.estado, toCents(linea.total), sustituto?.total ?? 0);
    const fila = {
      estado: body.estado,
      sustituto_id: sustituto?.id ?? null,
      sustituto_nombre: sustituto?.nombre ?? null,
      sustituto_precio_unitario: sustituto?.unitario ?? null,
      sustituto_total: sustituto ? fromCents(sustituto.total) : null,
      diferencia: fromCents(diferencia),
      marcado_por: usuario.uid,
      marcado_en: sql<Date>`now()`,
    };
    await tx
      .insertInto('orden_preparacion_linea')
      .values({ orden_id: ordenId, producto_id: productoId, ...fila })
      .onConflict((oc) =>
        oc
          .columns(['orden_id', 'producto_id'])
          .doUpdateSet({ ...fila, version: sql<number>`orden_preparacion_linea.version + 1` }),
      )
      .execute();
    const texto = (estado: EstadoLinea | undefined, nombre: string | null | undefined) =>
      estado === undefined
        ? null
        : estado === 'sustituido'
          ? `Sustituido por ${nombre}`
          : ESTADO_LINEA_NOMBRES[estado];
    await registrarCambio(tx, usuario, {
      entidad: ENTIDAD_PREPARACION,
      entidadId: ordenId,
      accion: antes ? 'editar' : 'crear',
      zonaId: zona.id,
      antes: { [linea.nombre]: texto(antes?.estado, antes?.sustituto_nombre) },
      despues: { [linea.nombre]: texto(body.estado, sustituto?.nombre) },
    });
    return movidos;
  });
  return { orden: await ordenPreparacion(db, config, zona, ordenId), productos };
}

/** What a line refunds: nothing picked, all of it missing, the price difference substituted. */
function diferenciaDe(estado: EstadoLinea, totalCents: number, sustitutoCents: number): number {
  if (estado === 'faltante') return totalCents;
  if (estado === 'sustituido') return Math.max(0, totalCents - sustitutoCents);
  return 0;
}

/** GET …/linea/{producto}/sustitutos?q=: up to 20 products that may replace the line, same category first. */
export async function sustitutosDe(
  db: Db,
  zona: ZonaPreparacion,
  ordenId: number,
  productoId: number,
  q: string,
): Promise<Sustitutos> {
  const linea = await db
    .selectFrom('orden_detalle as d')
    .innerJoin('orden as o', 'o.id', 'd.orden_id')
    .innerJoin('producto as p', 'p.id', 'd.producto_id')
    .select(['o.usuario_tipo', 'd.cantidad', 'd.modalidad_venta', 'd.precio_unitario', 'p.categoria_id'])
    .where('d.orden_id', '=', ordenId)
    .where('d.producto_id', '=', productoId)
    .where('o.zona_id', '=', zona.id)
    .executeTakeFirst();
  if (!linea) throw new NoExiste(MensajesPreparacion.LINEA_NO_EXISTE);
  let consulta = candidatos(db, zona.id, linea.usuario_tipo)
    .where('p.id', '<>', productoId)
    .where('p.modalidad_venta', '=', linea.modalidad_venta)
    .where(
      sql<boolean>`case when pp.oferta > 0 then pp.oferta else pp.precio end <= ${linea.precio_unitario}::numeric`,
    )
    .where('e.existencia', '>=', linea.cantidad);
  if (q) consulta = consulta.where(plegar('p.nombre'), 'like', patronTexto(plegarTexto(q)));
  const filas = await consulta
    .orderBy(sql`p.categoria_id = ${linea.categoria_id}`, 'desc')
    .orderBy('unitario', 'desc')
    .orderBy('p.nombre')
    .limit(20)
    .execute();
  return {
    items: filas.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      categoria: f.categoria,
      precioUnitario: unitarioDe(f.precio, f.oferta),
      total: fromCents(importeLinea(toCents(f.unitario), toThousandths(linea.cantidad))),
      existencia: cantidadTexto(f.existencia),
    })),
  };
}

/**
 * EN_PREPARACION → LISTA (called by estatus.ts with the order row locked): refused while a line is
 * unmarked once picking started (an order never picked closes as all picked); refunds what the
 * marks owe and records it on the order.
 */
export async function cerrarPreparacion(tx: Db, ordenId: number): Promise<void> {
  const marcas = await tx
    .selectFrom('orden_detalle as d')
    .leftJoin('orden_preparacion_linea as m', (j) =>
      j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
    )
    .select(['m.estado', 'm.diferencia'])
    .where('d.orden_id', '=', ordenId)
    .execute();
  const marcadas = marcas.filter((m) => m.estado !== null);
  if (marcadas.length === 0) return;
  if (marcadas.length < marcas.length) throw new Rechazado(MensajesPreparacion.SIN_MARCAR);
  const o = await tx
    .selectFrom('orden as o')
    .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
    .select([...COLS_ORDEN, 'o.usuario_id'])
    .where('o.id', '=', ordenId)
    .executeTakeFirstOrThrow();
  const reintegro = reintegroDe(
    o,
    marcadas.reduce((n, m) => n + toCents(m.diferencia ?? '0'), 0),
  );
  await tx
    .updateTable('orden')
    .set({ reintegro_preparacion: fromCents(reintegro) })
    .where('id', '=', ordenId)
    .execute();
  if (reintegro > 0) {
    await reintegrarASaldo(
      tx,
      o.usuario_id,
      ordenId,
      reintegro,
      `Reintegro del pedido ${numeroOrden(ordenId)}: productos faltantes o sustituidos por otros de menor precio`,
    );
  }
}

/**
 * For a cancellation (estatus.ts `devolver`, order row locked): the stock each line holds (the
 * substitute of a substituted line; nothing for a missing one), by product, and what closing the
 * picking already refunded (cents).
 */
export async function loQueRetiene(
  tx: Db,
  ordenId: number,
): Promise<{ lineas: { producto_id: number; cantidad: string }[]; reintegrado: number }> {
  const [filas, orden] = await Promise.all([
    tx
      .selectFrom('orden_detalle as d')
      .leftJoin('orden_preparacion_linea as m', (j) =>
        j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
      )
      .select([
        sql<number>`coalesce(m.sustituto_id, d.producto_id)`.as('producto_id'),
        'd.cantidad',
        'm.estado',
      ])
      .where('d.orden_id', '=', ordenId)
      .execute(),
    tx
      .selectFrom('orden')
      .select('reintegro_preparacion')
      .where('id', '=', ordenId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lineas: filas
      .filter((f) => f.estado !== 'faltante')
      .map((f) => ({ producto_id: f.producto_id, cantidad: f.cantidad }))
      .sort((a, b) => a.producto_id - b.producto_id),
    reintegrado: toCents(orden.reintegro_preparacion ?? '0'),
  };
}
