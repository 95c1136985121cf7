/**
 * The purchases report (issue 19, spec §2 `reporte/compra-usuario`, ROLE_PUBLICIDAD): each customer's
 * purchases and their total over a period in one zone. A purchase is a paid order (wallet, verified
 * reference, cash collected on delivery); an order not paid yet that may still be one (a reference to
 * verify, cash to collect; not cancelled, expired or rejected: `ORDEN_ESTATUS_CON_COMPRA`) is counted
 * apart, "por cobrar" (issue 33). Amounts in USD, decimal strings.
 */
import { z } from '@mercado/shared/zod';
import { caracasDay } from '../rules/dates.ts';
import { sumarDias } from '../rules/franjas.ts';
import { DireccionOrdenSchema, PaginaAdminSchema, paginadoSchema } from './admin.ts';
import { DiaSchema } from './admin-inventario.ts';
import { DineroSchema, SlugParamSchema } from './common.ts';

export const REPORTE_MAX_DIAS = 366;
/** How many customers the chart shows. */
export const REPORTE_TOP = 10;

const ORDEN_REPORTE = z._default(
  z.enum(['total', 'pedidos', 'nombre', 'ultima'], { error: 'Orden inválido' }),
  'total',
);
const periodo = {
  zona: SlugParamSchema,
  desde: z.optional(DiaSchema),
  hasta: z.optional(DiaSchema),
  orden: ORDEN_REPORTE,
  dir: z._default(DireccionOrdenSchema, 'desc'),
};

/** The period's days (Caracas calendar days, both included): the last 30 days unless given. */
function conPeriodo<T extends { desde?: string | undefined; hasta?: string | undefined }>({
  desde,
  hasta,
  ...resto
}: T) {
  const fin = hasta ?? caracasDay(new Date());
  return { ...resto, desde: desde ?? sumarDias(fin, -29), hasta: fin };
}
const periodoValido = z.superRefine((r: { desde: string; hasta: string }, ctx) => {
  const existe = (dia: string) => {
    const fecha = new Date(`${dia}T12:00:00-04:00`);
    return !Number.isNaN(fecha.getTime()) && caracasDay(fecha) === dia;
  };
  const mensaje = !existe(r.desde)
    ? 'La fecha inicial no existe'
    : !existe(r.hasta)
      ? 'La fecha final no existe'
      : r.desde > r.hasta
        ? 'La fecha inicial no puede ser posterior a la final'
        : r.desde < sumarDias(r.hasta, -(REPORTE_MAX_DIAS - 1))
          ? `Consulte como máximo ${REPORTE_MAX_DIAS} días`
          : null;
  if (mensaje) ctx.addIssue({ code: 'custom', input: r, path: ['desde'], message: mensaje });
});

/** GET /admin/reporte/compra-usuario: the zone, the period, the sort and the page. */
export const CompraUsuarioQuerySchema = z
  .pipe(z.strictObject({ ...periodo, pagina: PaginaAdminSchema }), z.transform(conPeriodo))
  .check(periodoValido);
export type CompraUsuarioQuery = z.output<typeof CompraUsuarioQuerySchema>;

/** GET /admin/reporte/compra-usuario/csv: every customer of the period, in the same order. */
export const CompraUsuarioCsvQuerySchema = z
  .pipe(z.strictObject(periodo), z.transform(conPeriodo))
  .check(periodoValido);
export type CompraUsuarioCsvQuery = z.output<typeof CompraUsuarioCsvQuerySchema>;

export const CompraUsuarioFilaSchema = z.object({
  usuarioId: z.string(),
  nombre: z.string(),
  email: z.string(),
  /** Paid orders and their total. */
  pedidos: z.int(),
  total: DineroSchema,
  /** Orders not paid yet (por cobrar) and their total. */
  pendientes: z.int(),
  totalPendiente: DineroSchema,
  /** The last paid order's moment; null when none is paid yet. */
  ultimaCompra: z.nullable(z.string()),
});
export type CompraUsuarioFila = z.infer<typeof CompraUsuarioFilaSchema>;

export const CompraUsuarioReporteSchema = z.extend(paginadoSchema(CompraUsuarioFilaSchema), {
  desde: z.string(),
  hasta: z.string(),
  /** The whole period: customers who bought, paid orders and their total, orders por cobrar and theirs. */
  resumen: z.object({
    clientes: z.int(),
    pedidos: z.int(),
    total: DineroSchema,
    pendientes: z.int(),
    totalPendiente: DineroSchema,
  }),
  /** The customers who spent most (paid), for the chart. */
  top: z.array(CompraUsuarioFilaSchema),
});
export type CompraUsuarioReporte = z.infer<typeof CompraUsuarioReporteSchema>;
