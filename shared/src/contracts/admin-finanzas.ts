/**
 * The finance team's books (issue 35, section `finanzas`, ROLE_TARJETA): the daily summary of a
 * period and the check that the balance ledger equals the balances. Days are Caracas calendar days;
 * every figure is in USD and in bolívares at that day's rate (the last `tasa_historial` row created
 * before the day ends; before the first one, the bolívar's current rate). Amounts are decimal strings.
 */
import { z } from '@mercado/shared/zod';
import { caracasDay } from '../rules/dates.ts';
import { sumarDias } from '../rules/franjas.ts';
import { DiaSchema } from './admin-inventario.ts';
import { DineroSchema, SlugParamSchema } from './common.ts';

export const RESUMEN_MAX_DIAS = 366;

const existe = (dia: string) => {
  const fecha = new Date(`${dia}T12:00:00-04:00`);
  return !Number.isNaN(fecha.getTime()) && caracasDay(fecha) === dia;
};

/** GET /admin/finanzas/resumen(/csv): the period (the last 30 days unless given) and an optional zone. */
export const ResumenQuerySchema = z
  .pipe(
    z.strictObject({
      desde: z.optional(DiaSchema),
      hasta: z.optional(DiaSchema),
      zona: z.optional(SlugParamSchema),
    }),
    z.transform(({ desde, hasta, zona }) => {
      const fin = hasta ?? caracasDay(new Date());
      return { desde: desde ?? sumarDias(fin, -29), hasta: fin, zona: zona || null };
    }),
  )
  .check(
    z.superRefine((r: { desde: string; hasta: string }, ctx) => {
      const mensaje = !existe(r.desde)
        ? 'La fecha inicial no existe'
        : !existe(r.hasta)
          ? 'La fecha final no existe'
          : r.desde > r.hasta
            ? 'La fecha inicial no puede ser posterior a la final'
            : r.desde < sumarDias(r.hasta, -(RESUMEN_MAX_DIAS - 1))
              ? `Consulte como máximo ${RESUMEN_MAX_DIAS} días`
              : null;
      if (mensaje) ctx.addIssue({ code: 'custom', input: r, path: ['desde'], message: mensaje });
    }),
  );
export type ResumenQuery = z.output<typeof ResumenQuerySchema>;

/** How many, and how much in USD and in bolívares. */
export const CifraSchema = z.object({ cantidad: z.int(), usd: DineroSchema, bs: DineroSchema });
export type Cifra = z.infer<typeof CifraSchema>;

/**
 * A measure of the summary. `principal`: the ones drawn and in the table's columns ('pedidos',
 * 'saldo-emitido', …); `detalle`: their breakdown ('pedidos:pago_movil', 'saldo-emitido:reintegro',
 * 'vuelto-liquidado:efectivo'), in the totals and the CSV.
 */
export const MedidaSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  grupo: z.enum(['principal', 'detalle']),
});
export type Medida = z.infer<typeof MedidaSchema>;

export const DiaResumenSchema = z.object({
  dia: z.string(),
  /** Bs per USD in effect that day. */
  tasa: z.string(),
  /** Every measure's figures, by its key (zero when nothing happened). */
  cifras: z.record(z.string(), CifraSchema),
});
export type DiaResumen = z.infer<typeof DiaResumenSchema>;

export const ResumenDiarioSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  zona: z.nullable(z.string()),
  medidas: z.array(MedidaSchema),
  dias: z.array(DiaResumenSchema),
  /** The period's totals by measure (bolívares: the sum of each day's). */
  totales: z.record(z.string(), CifraSchema),
});
export type ResumenDiario = z.infer<typeof ResumenDiarioSchema>;

/** One way the ledger and the balances disagree. */
export const DiferenciaSchema = z.object({
  regla: z.enum(['suma', 'encadenado', 'negativo', 'reverso', 'totales']),
  usuarioId: z.nullable(z.string()),
  email: z.nullable(z.string()),
  movimientoId: z.nullable(z.int()),
  esperado: z.string(),
  encontrado: z.string(),
  detalle: z.string(),
});
export type Diferencia = z.infer<typeof DiferenciaSchema>;

/** GET /admin/finanzas/cuadre: whether the ledger equals the balances, and every difference. */
export const CuadreSchema = z.object({
  cuadra: z.boolean(),
  revisadoEn: z.string(),
  usuarios: z.int(),
  movimientos: z.int(),
  /** Credits and debits of all time, and the balances they leave. */
  emitido: DineroSchema,
  gastado: DineroSchema,
  saldos: DineroSchema,
  /** The first `CUADRE_MAX_DIFERENCIAS`; `totalDiferencias` counts them all. */
  diferencias: z.array(DiferenciaSchema),
  totalDiferencias: z.int(),
});
export type Cuadre = z.infer<typeof CuadreSchema>;
export const CUADRE_MAX_DIFERENCIAS = 200;
