/**
 * Back-office: balance cards and balances (spec §2 `tarjeta/solicitud`, `tarjeta/saldo`; §7 "Cards and
 * balance (admin)"; issue 35), ROLE_TARJETA.
 * - Requests: the balance cards customers ask for on /tarjeta-saldo, with their payment reference and
 *   the other requests that used the same one (a fraud hint). Approving credits the customer's balance
 *   (ledger type 'tarjetapago') or, for a gift, issues a one-use code e-mailed to its recipient;
 *   rejecting needs a reason the customer reads. A request is decided once (409 after).
 * - Balances: every customer's, a customer's movements by type, and staff adjustments (an amount, a
 *   sign, a reason). One above `configuracion.ajuste_umbral_aprobacion` waits for a second staff
 *   member's approval; its requester cannot approve it. A debit never takes a balance below zero.
 */
import { z } from '@mercado/shared/zod';
import { toCents } from '../rules/money.ts';
import { listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { MensajesClientes, MotivoSchema, PersonaSchema } from './admin-clientes.ts';
import { MontoEntradaSchema } from './admin-inventario.ts';
import { Decimal4Schema, DineroSchema, IdParamSchema } from './common.ts';
import {
  ESTATUS_SOLICITUD_TARJETA,
  METODOS_TARJETA,
  MovimientoSaldoSchema,
  RutaMovimientoSchema,
  TIPOS_MOVIMIENTO,
} from './tarjeta.ts';

export const AJUSTE_MAXIMO = '100000.00';

/** A check that `ok` holds, with its message. */
const regla = (ok: (v: string) => boolean, message: string) =>
  z.superRefine<string>((v, ctx) => {
    if (!ok(v)) ctx.issues.push({ code: 'custom', message, input: v });
  });

export const MensajesAdminTarjeta = {
  SOLICITUD_DECIDIDA: MensajesClientes.SOLICITUD_DECIDIDA,
  SOLICITUD_NO_EXISTE: 'La solicitud de tarjeta no existe',
  MOTIVO_REQUERIDO: 'Ingrese el motivo del rechazo: el cliente lo verá en sus solicitudes',
  CLIENTE_NO_EXISTE: 'El cliente no existe',
  MOVIMIENTO_NO_EXISTE: 'El movimiento no existe',
  AJUSTE_NO_EXISTE: 'El ajuste no existe',
  AJUSTE_DECIDIDO: 'Este ajuste ya fue decidido por otra persona. Recargue para ver cómo quedó.',
  MONTO_CERO: 'El monto debe ser mayor que cero',
  MONTO_MAXIMO: `El monto no puede ser mayor que $ ${AJUSTE_MAXIMO}`,
  SIGNO_REQUERIDO: 'Indique si el ajuste es un crédito o un débito',
  SALDO_INSUFICIENTE: (saldo: string) =>
    `El débito dejaría el saldo bajo cero: el saldo actual es $ ${saldo}. No se registró el ajuste.`,
  APROBAR_PROPIO:
    'No puede aprobar un ajuste que usted mismo solicitó: debe aprobarlo otra persona del personal',
  SALDO_PROPIO: 'No puede ajustar ni aprobar ajustes de su propio saldo',
  AJUSTE_APLICADO: 'Ajuste aplicado al saldo',
  AJUSTE_PENDIENTE: (umbral: string) =>
    `El ajuste supera $ ${umbral}: queda pendiente hasta que otra persona del personal lo apruebe`,
  FECHA_INVALIDA: 'Fecha inválida (AAAA-MM-DD)',
} as const;

/* ---- tarjeta/solicitud ------------------------------------------------------------------------ */

export const EstatusSolicitudFiltroSchema = z.enum(ESTATUS_SOLICITUD_TARJETA, { error: 'Estatus inválido' });
const DiaFiltroSchema = z.optional(
  z.string({ error: MensajesAdminTarjeta.FECHA_INVALIDA }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesAdminTarjeta.FECHA_INVALIDA),
    regla((v) => !Number.isNaN(Date.parse(v)), MensajesAdminTarjeta.FECHA_INVALIDA),
  ),
);

/** ?q= searches the customer's name or e-mail and the payment reference; desde/hasta are Caracas days. */
export const SolicitudesTarjetaQuerySchema = listadoQuery(['creado', 'monto', 'id'], {
  estado: z.optional(EstatusSolicitudFiltroSchema),
  metodo: z.optional(z.enum(METODOS_TARJETA, { error: 'Método de pago inválido' })),
  desde: DiaFiltroSchema,
  hasta: DiaFiltroSchema,
});

export const SolicitudTarjetaParamsSchema = z.strictObject({ solicitud: IdParamSchema });

/** Another request paid with the same reference. */
export const MismaReferenciaSchema = z.object({
  id: z.int(),
  cliente: z.string(),
  email: z.string(),
  monto: DineroSchema,
  estatus: EstatusSolicitudFiltroSchema,
  creadoEn: z.string(),
});

export const SolicitudTarjetaAdminSchema = z.object({
  id: z.int(),
  cliente: PersonaSchema,
  monto: DineroSchema,
  /** At the request's rate. */
  montoBs: DineroSchema,
  tasa: Decimal4Schema,
  destino: z.enum(['propio', 'regalo']),
  emailDestino: z.nullable(z.string()),
  metodo: z.enum(METODOS_TARJETA),
  metodoNombre: z.string(),
  referencia: z.string(),
  banco: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  estatus: EstatusSolicitudFiltroSchema,
  creadoEn: z.string(),
  decididoEn: z.nullable(z.string()),
  decididoPor: z.nullable(z.string()),
  motivo: z.nullable(z.string()),
  version: z.int(),
  /** How many other requests used the same reference. */
  repetidas: z.int(),
});
export type SolicitudTarjetaAdmin = z.infer<typeof SolicitudTarjetaAdminSchema>;
export const SolicitudesTarjetaAdminSchema = paginadoSchema(SolicitudTarjetaAdminSchema);

export const SolicitudTarjetaDetalleSchema = z.extend(SolicitudTarjetaAdminSchema, {
  mismaReferencia: z.array(MismaReferenciaSchema),
  /** The credit, once approved for the customer. */
  movimientoId: z.nullable(z.int()),
  /** The gift code issued at approval, and whether it was redeemed. */
  regalo: z.nullable(z.object({ codigo: z.string(), usado: z.boolean() })),
});
export type SolicitudTarjetaDetalle = z.infer<typeof SolicitudTarjetaDetalleSchema>;

/** PUT …/:solicitud/estatus: approve, or reject with the reason the customer reads. */
export const SolicitudEstatusBodySchema = z
  .strictObject({
    estatus: z.enum(['APROBADA', 'RECHAZADA'], { error: 'Indique si aprueba o rechaza la solicitud' }),
    motivo: z.optional(MotivoSchema),
    version: VersionSchema,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.estatus === 'RECHAZADA' && !v.motivo)
        ctx.issues.push({
          code: 'custom',
          message: MensajesAdminTarjeta.MOTIVO_REQUERIDO,
          input: v.motivo,
          path: ['motivo'],
        });
    }),
  );

/* ---- tarjeta/saldo ---------------------------------------------------------------------------- */

export const SaldosQuerySchema = listadoQuery(['saldo', 'nombre', 'email']);

export const SaldoClienteFilaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  saldo: DineroSchema,
  movimientos: z.int(),
  ultimoMovimiento: z.nullable(z.string()),
});
export type SaldoClienteFila = z.infer<typeof SaldoClienteFilaSchema>;
export const SaldosPaginaSchema = paginadoSchema(SaldoClienteFilaSchema);

const USUARIO_INVALIDO = 'Cliente inválido';
export const SaldoUsuarioParamsSchema = z.strictObject({
  usuario: z.string({ error: USUARIO_INVALIDO }).check(z.uuid(USUARIO_INVALIDO)),
});

export const TotalPorTipoSchema = z.object({
  tipo: z.enum(TIPOS_MOVIMIENTO),
  total: DineroSchema,
  cantidad: z.int(),
});

export const SaldoClienteSchema = z.object({
  cliente: PersonaSchema,
  saldo: DineroSchema,
  saldoBs: DineroSchema,
  tasa: Decimal4Schema,
  porTipo: z.array(TotalPorTipoSchema),
  /** Adjustments waiting for a second approval. */
  ajustesPendientes: z.int(),
  /** USD: an adjustment above it waits for a second approval. */
  umbralAprobacion: DineroSchema,
});
export type SaldoCliente = z.infer<typeof SaldoClienteSchema>;

export const MovimientosQuerySchema = z.strictObject({
  pagina: z._default(IdParamSchema, 1),
  tipo: z.optional(z.enum(TIPOS_MOVIMIENTO, { error: 'Tipo de movimiento inválido' })),
});
export const MovimientosPaginaSchema = paginadoSchema(MovimientoSaldoSchema);

export const MovimientoAdminParamsSchema = z.strictObject({ tipo: RutaMovimientoSchema, id: IdParamSchema });
export const MovimientoAdminSchema = z.object({
  movimiento: MovimientoSaldoSchema,
  cliente: PersonaSchema,
  orden: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  tarjetaRegalo: z.nullable(z.object({ codigo: z.string(), monto: DineroSchema })),
  solicitudId: z.nullable(z.int()),
  ajuste: z.nullable(z.object({ id: z.int(), motivo: z.string() })),
});
export type MovimientoAdmin = z.infer<typeof MovimientoAdminSchema>;

/* ---- adjustments -------------------------------------------------------------------------------- */

export const SIGNOS_AJUSTE = ['credito', 'debito'] as const;
export const ESTATUS_AJUSTE = ['PENDIENTE', 'APLICADO', 'RECHAZADO'] as const;
export const EstatusAjusteSchema = z.enum(ESTATUS_AJUSTE, { error: 'Estatus inválido' });

/** An adjustment's amount: "12,50" or "12.50", more than 0 and at most `AJUSTE_MAXIMO`. */
export const MontoAjusteSchema = z.pipe(
  MontoEntradaSchema,
  z.string().check(
    regla((v) => toCents(v) > 0, MensajesAdminTarjeta.MONTO_CERO),
    regla((v) => toCents(v) <= toCents(AJUSTE_MAXIMO), MensajesAdminTarjeta.MONTO_MAXIMO),
  ),
);

/** POST /admin/tarjeta/saldo/:usuario/ajuste */
export const AjusteBodySchema = z.strictObject({
  monto: MontoAjusteSchema,
  signo: z.enum(SIGNOS_AJUSTE, { error: MensajesAdminTarjeta.SIGNO_REQUERIDO }),
  motivo: MotivoSchema,
});

export const AjusteSchema = z.object({
  id: z.int(),
  cliente: PersonaSchema,
  monto: DineroSchema,
  signo: z.enum(SIGNOS_AJUSTE),
  motivo: z.string(),
  estatus: EstatusAjusteSchema,
  /** Above the threshold when requested: it needed a second approval. */
  requiereAprobacion: z.boolean(),
  solicitadoPor: z.nullable(z.string()),
  creadoEn: z.string(),
  decididoPor: z.nullable(z.string()),
  decididoEn: z.nullable(z.string()),
  motivoRechazo: z.nullable(z.string()),
  movimientoId: z.nullable(z.int()),
  version: z.int(),
});
export type Ajuste = z.infer<typeof AjusteSchema>;
export const AjustesPaginaSchema = paginadoSchema(AjusteSchema);
export const AjusteHechoSchema = z.object({ mensaje: z.string(), ajuste: AjusteSchema });

/** Pending first, then newest; ?usuario= narrows to one customer. */
export const AjustesQuerySchema = listadoQuery(['creado', 'monto', 'id'], {
  estado: z.optional(EstatusAjusteSchema),
  usuario: z.optional(z.string({ error: USUARIO_INVALIDO }).check(z.uuid(USUARIO_INVALIDO))),
});

export const AjusteParamsSchema = z.strictObject({ id: IdParamSchema });
/** PUT /admin/tarjeta/saldo/ajuste/:ajuste/estatus: the second approval, or the rejection with its reason. */
export const AjusteEstatusBodySchema = z
  .strictObject({
    estatus: z.enum(['APLICADO', 'RECHAZADO'], { error: 'Indique si aprueba o rechaza el ajuste' }),
    motivo: z.optional(MotivoSchema),
    version: VersionSchema,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.estatus === 'RECHAZADO' && !v.motivo)
        ctx.issues.push({
          code: 'custom',
          message: 'Ingrese el motivo del rechazo',
          input: v.motivo,
          path: ['motivo'],
        });
    }),
  );
