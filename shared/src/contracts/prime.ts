/**
 * The customer's prime page and referral page (issue 34, spec /prime and /comparte-y-gana): the plans
 * and what they would have saved, the request and how it is paid, the personal referral code and the
 * friends who signed up with it.
 */
import { z } from '@mercado/shared/zod';
import { DineroSchema, unaLinea } from './common.ts';

export const MensajesPrime = {
  SALDO_INSUFICIENTE: 'Su saldo no alcanza para este plan. Elija pagar con una referencia.',
  SALDO_INSUFICIENTE_APROBAR: 'El saldo del cliente ya no alcanza para pagar el plan: rechace la solicitud',
  REFERENCIA_REQUERIDA: 'Ingrese la referencia del pago (al menos 4 caracteres)',
  PLAN_NO_EXISTE: 'El plan elegido no existe',
  MESES_DEL_PLAN: (plan: string, meses: number) =>
    `La solicitud es del plan ${plan}: apruébela por ${meses === 1 ? '1 mes' : `${meses} meses`}, lo que el cliente pagó`,
  CODIGO_NO_EXISTE: 'El código de referido no existe. Revíselo o deje el campo vacío.',
} as const;

export const PlanClaveSchema = z.enum(['mensual', 'anual'], { error: 'Elija un plan' });
export type PlanClave = z.infer<typeof PlanClaveSchema>;
export const PagoPrimeSchema = z.enum(['saldo', 'pago_movil', 'transferencia', 'zelle'], {
  error: 'Elija cómo pagar',
});
export type PagoPrime = z.infer<typeof PagoPrimeSchema>;

export const PlanPrimeSchema = z.object({
  clave: PlanClaveSchema,
  nombre: z.string(),
  meses: z.int(),
  precio: DineroSchema,
});
export type PlanPrime = z.infer<typeof PlanPrimeSchema>;

/** The customer's latest prime request with its plan and payment. */
export const MiSolicitudPrimeSchema = z.object({
  id: z.int(),
  estatus: z.string(),
  creadoEn: z.string(),
  decididoEn: z.nullable(z.string()),
  motivo: z.nullable(z.string()),
  plan: z.nullable(z.string()),
  monto: z.nullable(DineroSchema),
  metodoPago: z.nullable(PagoPrimeSchema),
  referencia: z.nullable(z.string()),
});
export type MiSolicitudPrime = z.infer<typeof MiSolicitudPrimeSchema>;

/** GET /usuario/membresia/planes: everything the prime page shows. */
export const PrimeResumenSchema = z.object({
  planes: z.array(PlanPrimeSchema),
  /** What the last orders would have cost less at prime prices (today's prime price of each line). */
  ahorro: z.object({ ordenes: z.int(), monto: DineroSchema }),
  saldo: DineroSchema,
  /** Where a reference payment goes (the checkout's Pago Móvil, transfer and Zelle accounts). */
  metodos: z.array(
    z.object({
      codigo: PagoPrimeSchema,
      nombre: z.string(),
      datosDestino: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
    }),
  ),
  /** The running membership; `avisar` when it ends within the notice days. */
  membresia: z.nullable(z.object({ fin: z.string(), dias: z.int(), avisar: z.boolean() })),
  solicitud: z.nullable(MiSolicitudPrimeSchema),
});
export type PrimeResumen = z.infer<typeof PrimeResumenSchema>;

/** POST /usuario/membresia/solicitud: the plan and how it is paid (a reference unless the balance). */
export const PrimePedirBodySchema = z
  .strictObject({
    plan: PlanClaveSchema,
    metodoPago: PagoPrimeSchema,
    referencia: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(40, 'La referencia no puede tener más de 40 caracteres'), unaLinea()),
    ),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.metodoPago !== 'saldo' && (b.referencia ?? '').length < 4)
        ctx.addIssue({
          code: 'custom',
          input: b,
          path: ['referencia'],
          message: MensajesPrime.REFERENCIA_REQUERIDA,
        });
    }),
  );
export type PrimePedirBody = z.input<typeof PrimePedirBodySchema>;

/* ---- comparte y gana ------------------------------------------------------------------------- */

export const AmigoEstadoSchema = z.enum([
  'registrado',
  'pedido_entregado',
  'recompensa_acreditada',
  'rechazada',
]);
export type AmigoEstado = z.infer<typeof AmigoEstadoSchema>;

/** GET /usuario/referido: the code, the reward and the friends (first name and initial only). */
export const MisReferidosSchema = z.object({
  codigo: z.string(),
  recompensa: DineroSchema,
  amigos: z.array(
    z.object({ id: z.int(), nombre: z.string(), desde: z.string(), estado: AmigoEstadoSchema }),
  ),
});
export type MisReferidos = z.infer<typeof MisReferidosSchema>;

/** A referral code as typed at sign-up: letters and digits, any case. */
export const CodigoReferidoSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(12, 'El código de referido no es válido'),
    z.regex(/^[A-Za-z0-9]*$/, 'El código de referido no es válido'),
  );
