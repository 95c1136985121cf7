/**
 * Picking's marks (decision 0030): marking a line picked, substituted or missing moves the stock it
 * holds. The rules are in preparacion.ts's header; what may substitute a line, in
 * preparacion-sustitutos.ts.
 */
import {
  ESTADO_LINEA_NOMBRES,
  type EstadoLinea,
  type MarcarLineaBody,
  MensajesOrden,
  MensajesPreparacion,
  OrdenEstatus,
  type OrdenPreparacion,
  type TokenPayload,
} from '@mercado/shared/contracts';
import { fromCents, importeLinea, toCents, toThousandths } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { registrarCambio } from '../admin/auditoria.ts';
import { conflicto } from '../admin/version.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { bloquearExistencias, devolverASucursal, tomarDeSucursales } from '../existencia-zona.ts';
import { ENTIDAD_PREPARACION, ordenPreparacion, type ZonaPreparacion } from './preparacion.ts';
import { candidatos, vecindad } from './preparacion-sustitutos.ts';

const E = OrdenEstatus;

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
      .selectFrom('orden_detalle as d')
      .innerJoin('producto as p', 'p.id', 'd.producto_id')
      .select([
        'd.nombre',
        'd.cantidad',
        'd.modalidad_venta',
        'd.precio_unitario',
        'd.total',
        'd.sustitucion',
        'p.categoria_id',
      ])
      .where('d.orden_id', '=', ordenId)
      .where('d.producto_id', '=', productoId)
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
      if (!(await vecindad(tx, linea.categoria_id)).departamento.has(s.categoria_id))
        throw campo(MensajesPreparacion.SUSTITUTO_OTRO_DEPARTAMENTO);
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
