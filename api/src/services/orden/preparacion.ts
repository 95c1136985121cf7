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
 * - Closing (EN_PREPARACION → LISTA, `cerrarPreparacion` in preparacion-cierre.ts, called by
 *   estatus.ts) refuses while a line is unmarked, once picking has started; then it refunds the
 *   missing lines and the cheaper substitutes' difference to the wallet (the coupon's share taken
 *   off, at most what was paid), and records it on the order so that a later cancellation gives
 *   back only the rest.
 * Every mark locks the order row first, so marks, closing and cancelling one order happen one at a time.
 */
import {
  type FranjasPreparacion,
  type LineaPreparacion,
  Mensajes,
  MensajesOrden,
  OrdenEstatus,
  type OrdenPreparacion,
  type PreparacionFranja,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import {
  divRoundHalfUp,
  fromCents,
  fromThousandths,
  toCents,
  toSafeNumber,
  toThousandths,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Prohibido } from '../errores.ts';
import { imagenProducto } from '../media.ts';
import { modalidadVenta } from '../producto-vista.ts';
import type { AlcanceZonas } from './admin.ts';
import { numeroOrden, sustitucionDe } from './detalle.ts';
import { pagado } from './reintegro.ts';

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

export const cantidadTexto = (v: string) => fromThousandths(toThousandths(v));
export const unitarioDe = (precio: string, oferta: string) => (toCents(oferta) > 0 ? oferta : precio);

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

export const COLS_ORDEN = [
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
export function reintegroDe(o: FilaOrden, diferencias: number): number {
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
