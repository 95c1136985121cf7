/**
 * Back-office: change owed to customers (`vuelto`, ROLE_TARJETA; issue 35, decisions 0029 and 0034).
 * Rows come from deliveries (cash above the amount due, short-picked lines paid in cash), from
 * cancelled orders whose method payment was verified, and from staff registering a case by hand (one
 * per order and reason). Each is settled once: credited to the customer's balance (ledger tipo
 * 'vuelto') or marked paid in cash with who paid it. The list totals what is still owed per zone and
 * per courier (the staff member who recorded the delivery).
 */
import { z } from '@mercado/shared/zod';
import { toCents } from '../rules/money.ts';
import { listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { VueltoMotivoSchema } from './admin-pedido.ts';
import { DineroSchema, IdParamSchema, SlugParamSchema, unaLinea, variasLineas } from './common.ts';

export const MensajesVuelto = {
  NO_EXISTE: 'El vuelto no existe',
  YA_LIQUIDADO: 'Este vuelto ya fue liquidado por otra persona. Recargue para ver cómo quedó.',
  PEDIDO_NO_EXISTE: 'El pedido no existe',
  PEDIDO_INVALIDO: 'Escriba el número del pedido, por ejemplo P-000123',
  PEDIDO_EN_CURSO: 'El pedido aún está en curso: registre el vuelto cuando se entregue o se cancele',
  PEDIDO_SIN_METODO:
    'El pedido se pagó solo con saldo: lo que se devuelva vuelve al saldo como reintegro, no como vuelto',
  DUPLICADO: 'Ese pedido ya tiene un vuelto registrado por ese motivo',
  MONTO_CERO: 'El vuelto debe ser mayor que cero',
  MONTO_EXCEDE: 'El vuelto no puede pasar del total del pedido',
  NOTA: 'Explique por qué se debe este vuelto (al menos 3 caracteres)',
  NOTA_LARGA: 'La explicación no puede tener más de 300 caracteres',
  PAGADO_POR: 'Indique quién entregó el efectivo',
  PAGADO_POR_LARGO: 'El nombre no puede tener más de 120 caracteres',
  PAGADO_POR_NO_APLICA: 'Quién pagó solo se indica al liquidar en efectivo',
  CUENTA_ELIMINADA: 'La cuenta del cliente fue eliminada: el vuelto solo puede pagarse en efectivo',
  FECHA_INVALIDA: 'Fecha inválida',
  REGISTRADO: 'Vuelto registrado',
  LIQUIDADO: 'Vuelto liquidado',
} as const;

export const VUELTO_ESTADOS = { pendiente: 'Pendiente', entregado: 'Liquidado' } as const;
export const VueltoEstadoSchema = z.enum(['pendiente', 'entregado'], { error: 'Estatus inválido' });
export type VueltoEstado = z.infer<typeof VueltoEstadoSchema>;

export const FORMAS_LIQUIDACION = {
  saldo: 'Acreditado al saldo del cliente',
  efectivo: 'Pagado en efectivo',
} as const;
export const FormaLiquidacionSchema = z.enum(['saldo', 'efectivo'], { error: 'Elija cómo se liquida' });
export type FormaLiquidacion = z.infer<typeof FormaLiquidacionSchema>;

const fechaQuery = z.optional(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesVuelto.FECHA_INVALIDA)),
);

/**
 * `/admin/vuelto?pagina=&orden=&dir=&q=&estado=&zona=&repartidor=&motivo=&desde=&hasta=`: newest first;
 * `q` finds the customer (name, email, phone, document) or the order number; `repartidor` is the
 * staff member who recorded the delivery; `desde`/`hasta` are Caracas days the change was recorded.
 */
export const VueltoListadoQuerySchema = listadoQuery(['fecha', 'monto'], {
  dir: z._default(z.enum(['asc', 'desc'], { error: 'Dirección de orden inválida' }), 'desc'),
  estado: z.optional(VueltoEstadoSchema),
  zona: z.optional(SlugParamSchema),
  repartidor: z.optional(z.string({ error: 'Repartidor inválido' }).check(z.uuid('Repartidor inválido'))),
  motivo: z.optional(VueltoMotivoSchema),
  desde: fechaQuery,
  hasta: fechaQuery,
});
export type VueltoListadoQuery = z.infer<typeof VueltoListadoQuerySchema>;

const persona = z.object({ id: z.string(), nombre: z.string(), email: z.string() });

export const VueltoFilaSchema = z.object({
  id: z.int(),
  orden: z.object({ id: z.int(), numero: z.string() }),
  cliente: persona,
  zona: z.object({ slug: z.string(), nombre: z.string() }),
  /** The staff member who recorded the delivery ("Nombre (email)"); null when it was never delivered. */
  repartidor: z.nullable(z.string()),
  monto: DineroSchema,
  montoBs: DineroSchema,
  motivo: VueltoMotivoSchema,
  estatus: VueltoEstadoSchema,
  forma: z.nullable(FormaLiquidacionSchema),
  creadoEn: z.string(),
});
export type VueltoFila = z.infer<typeof VueltoFilaSchema>;

/** What is still owed (pending rows) within the list's filters, all together and per group. */
const totalSchema = z.object({ monto: DineroSchema, montoBs: DineroSchema, cantidad: z.int() });
export const VueltoTotalesSchema = z.object({
  pendiente: totalSchema,
  porZona: z.array(z.extend(totalSchema, { slug: z.string(), nombre: z.string() })),
  /** `id` null: change of orders nobody delivered (cancelled ones). */
  porRepartidor: z.array(z.extend(totalSchema, { id: z.nullable(z.string()), nombre: z.string() })),
});
export type VueltoTotales = z.infer<typeof VueltoTotalesSchema>;

export const VueltoPaginaSchema = z.extend(paginadoSchema(VueltoFilaSchema), {
  totales: VueltoTotalesSchema,
});
export type VueltoPagina = z.infer<typeof VueltoPaginaSchema>;

/** The list's filter choices within the caller's zones: zones and the couriers who delivered change. */
export const VueltoDataFiltroSchema = z.object({
  zonas: z.array(z.object({ slug: z.string(), nombre: z.string() })),
  repartidores: z.array(z.object({ id: z.string(), nombre: z.string() })),
});
export type VueltoDataFiltro = z.infer<typeof VueltoDataFiltroSchema>;

export const VueltoParamsSchema = z.strictObject({ vuelto: IdParamSchema });

/** An order as staff type it: "P-000123", "123" or "#123". */
export const NumeroPedidoSchema = z.pipe(
  z
    .string({ error: MensajesVuelto.PEDIDO_INVALIDO })
    .check(z.trim(), z.regex(/^(#|p-?)?0*[1-9]\d{0,8}$/i, MensajesVuelto.PEDIDO_INVALIDO)),
  z.transform((s) => Number(s.replace(/^(#|p-?)?/i, ''))),
);

const NotaSchema = z
  .string({ error: MensajesVuelto.NOTA })
  .check(
    z.trim(),
    z.minLength(3, MensajesVuelto.NOTA),
    z.maxLength(300, MensajesVuelto.NOTA_LARGA),
    variasLineas(),
  );

/** POST /admin/vuelto: a case staff found by hand (the customer is the order's). */
export const VueltoRegistrarBodySchema = z.strictObject({
  pedido: NumeroPedidoSchema,
  monto: z.string({ error: 'Monto inválido' }).check(
    z.trim(),
    z.regex(/^\d{1,10}(\.\d{1,2})?$/, 'Monto inválido'),
    z.superRefine((v, ctx) => {
      if (/^\d{1,10}(\.\d{1,2})?$/.test(v) && toCents(v) <= 0)
        ctx.addIssue({ code: 'custom', input: v, message: MensajesVuelto.MONTO_CERO });
    }),
  ),
  motivo: VueltoMotivoSchema,
  nota: NotaSchema,
});
export type VueltoRegistrarEntrada = z.input<typeof VueltoRegistrarBodySchema>;

/**
 * PUT /admin/vuelto/{id}/liquidar: to the balance, or in cash naming who paid it (`pagadoPor`, only
 * then); `version` is the one the page showed (409 when settled meanwhile).
 */
export const VueltoLiquidarBodySchema = z
  .strictObject({
    forma: FormaLiquidacionSchema,
    pagadoPor: z.optional(
      z
        .string({ error: MensajesVuelto.PAGADO_POR })
        .check(z.trim(), z.maxLength(120, MensajesVuelto.PAGADO_POR_LARGO), unaLinea()),
    ),
    version: VersionSchema,
  })
  .check(
    z.superRefine((b, ctx) => {
      const pagadoPor = b.pagadoPor ?? '';
      if (b.forma === 'efectivo' && pagadoPor.length === 0)
        ctx.addIssue({ code: 'custom', input: b, path: ['pagadoPor'], message: MensajesVuelto.PAGADO_POR });
      if (b.forma === 'saldo' && pagadoPor.length > 0)
        ctx.addIssue({
          code: 'custom',
          input: b,
          path: ['pagadoPor'],
          message: MensajesVuelto.PAGADO_POR_NO_APLICA,
        });
    }),
  );
export type VueltoLiquidarEntrada = z.input<typeof VueltoLiquidarBodySchema>;

/** One change owed, as its page shows it. */
export const VueltoRegistroSchema = z.extend(VueltoFilaSchema, {
  /** Bs per USD of the order: the bolívares are at it. */
  tasa: z.string(),
  metodo: z.string(),
  nota: z.nullable(z.string()),
  /** Who recorded it ("Nombre (email)"); null: the system. */
  creadoPor: z.nullable(z.string()),
  pedido: z.object({
    estatus: z.int(),
    total: DineroSchema,
    montoMetodo: DineroSchema,
    saldoUsado: DineroSchema,
    efectivoRecibido: z.nullable(DineroSchema),
    creadoEn: z.string(),
  }),
  clienteEliminado: z.boolean(),
  liquidacion: z.nullable(
    z.object({
      forma: FormaLiquidacionSchema,
      en: z.string(),
      por: z.nullable(z.string()),
      pagadoPor: z.nullable(z.string()),
      movimientoId: z.nullable(z.int()),
    }),
  ),
  version: z.int(),
});
export type VueltoRegistro = z.infer<typeof VueltoRegistroSchema>;
