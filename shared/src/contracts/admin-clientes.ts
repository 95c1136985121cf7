/**
 * Back-office: customers and their requests (issue 19, decision 0031): prime requests (`membresia`),
 * customers with blocking (`cliente`), account deletion requests (`borrar-cuenta`) and referrals with
 * their rewards (`referido`); and the customer's own calls to ask for prime or for deletion.
 * A request is decided once: a second decision is refused (409), whoever clicks.
 */
import { z } from '@mercado/shared/zod';
import { listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import {
  DineroSchema,
  IdParamSchema,
  UsuarioEstatusSchema,
  UsuarioTipoSchema,
  variasLineas,
} from './common.ts';

export const MensajesClientes = {
  SOLICITUD_DECIDIDA: 'Esta solicitud ya fue decidida por otra persona. Recargue para ver cómo quedó.',
  YA_ES_PRIME: 'Su cuenta ya es PRIME',
  SOLO_NORMAL: 'Solo las cuentas de tipo normal pueden solicitar la membresía PRIME',
  PRIME_PENDIENTE: 'Ya tiene una solicitud PRIME en revisión',
  BORRADO_PENDIENTE: 'Ya tiene una solicitud para borrar su cuenta en revisión',
  PRIME_SOLICITADA: 'Recibimos su solicitud PRIME. Le avisaremos cuando sea revisada.',
  BORRADO_SOLICITADO: 'Recibimos su solicitud para borrar su cuenta. Le avisaremos cuando sea procesada.',
  CLIENTE_NO_EXISTE: 'El cliente no existe',
  YA_BLOQUEADO: 'El cliente ya está bloqueado',
  NO_BLOQUEADO: 'El cliente no está bloqueado',
  CLIENTE_NO_ACTIVO: 'La cuenta del cliente no está activa',
  CLIENTE_ELIMINADO: 'La cuenta de este cliente fue eliminada',
  PEDIDOS_EN_CURSO:
    'El cliente tiene pedidos en curso: la cuenta se puede borrar cuando se entreguen o se cancelen',
  SIN_PEDIDO_ENTREGADO: 'El referido aún no tiene un pedido entregado: la recompensa no se puede acreditar',
  REFERIDOR_NO_ACTIVO: 'La cuenta de quien refirió no está activa: la recompensa no se puede acreditar',
  NO_ES_PRIME: 'El cliente no es PRIME: no hay membresía que terminar',
  YA_ES_PRIME_CLIENTE: 'El cliente ya es PRIME',
  SIN_MEMBRESIA_TERMINADA: 'El cliente no tiene una membresía terminada por el personal que restablecer',
  MEMBRESIA_VENCIDA:
    'La membresía ya habría vencido: para que vuelva a ser PRIME, apruebe una nueva solicitud PRIME',
} as const;

/** The name of an account whose personal data was removed (decision 0031). */
export const NOMBRE_CUENTA_ELIMINADA = 'Cuenta eliminada';

/** A staff decision's reason (rejections, blocking): required, up to 300 characters. */
export const MotivoSchema = z
  .string({ error: 'Ingrese el motivo' })
  .check(
    z.trim(),
    z.minLength(3, 'Ingrese el motivo (al menos 3 caracteres)'),
    z.maxLength(300, 'El motivo no puede tener más de 300 caracteres'),
    variasLineas(),
  );

export const RechazoBodySchema = z.strictObject({ motivo: MotivoSchema, version: VersionSchema });
export const DecisionBodySchema = z.strictObject({ version: VersionSchema });

export const SolicitudParamsSchema = z.strictObject({ solicitud: IdParamSchema });
export const ReferidoParamsSchema = z.strictObject({ referido: IdParamSchema });
const CLIENTE_INVALIDO = 'Cliente inválido';
export const ClienteParamsSchema = z.strictObject({
  cliente: z.string({ error: CLIENTE_INVALIDO }).check(z.uuid(CLIENTE_INVALIDO)),
});

/** Who a row is about. */
export const PersonaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  estatus: UsuarioEstatusSchema,
  usuarioTipo: UsuarioTipoSchema,
});
export type Persona = z.infer<typeof PersonaSchema>;

/** What every decided-once request carries. */
const decision = {
  id: z.int(),
  cliente: PersonaSchema,
  creadoEn: z.string(),
  decididoEn: z.nullable(z.string()),
  decididoPor: z.nullable(z.string()),
  motivo: z.nullable(z.string()),
  version: z.int(),
};

/* ---- membresia/solicitud (ROLE_MEMBRESIA) ---------------------------------------------------- */

export const MembresiaEstatusSchema = z.enum(['PENDIENTE', 'APROBADA', 'RECHAZADA'], {
  error: 'Estatus inválido',
});
export type MembresiaEstatus = z.infer<typeof MembresiaEstatusSchema>;
export const MembresiaListadoQuerySchema = listadoQuery(['creado', 'nombre', 'id'], {
  estado: z.optional(MembresiaEstatusSchema),
});
export const MembresiaSolicitudSchema = z.object({
  ...decision,
  estatus: MembresiaEstatusSchema,
  /** The membership's end set at approval. */
  fin: z.nullable(z.string()),
  /** The plan the customer chose and how it is paid (issue 34); null on requests made before plans. */
  plan: z.nullable(z.object({ nombre: z.string(), meses: z.int(), precio: DineroSchema })),
  metodoPago: z.nullable(z.string()),
  referencia: z.nullable(z.string()),
});
export type MembresiaSolicitud = z.infer<typeof MembresiaSolicitudSchema>;
export const MembresiaPaginaSchema = paginadoSchema(MembresiaSolicitudSchema);

/**
 * PUT …/aprobar: the membership lasts the months of the plan the customer chose (issue 34; other
 * `meses` are refused, 422); a request made without a plan lasts `meses` (12 by default).
 */
export const MembresiaAprobarBodySchema = z.strictObject({
  meses: z.optional(
    z
      .int({ error: 'Ingrese los meses de la membresía' })
      .check(z.gte(1, 'La membresía dura de 1 a 36 meses'), z.lte(36, 'La membresía dura de 1 a 36 meses')),
  ),
  version: VersionSchema,
});

/* ---- cliente (ROLE_CLIENTE) -------------------------------------------------------------------- */

const opcionNumerica = <const V extends readonly [string, ...string[]]>(valores: V, error: string) =>
  z.optional(z.pipe(z.enum(valores, { error }), z.transform(Number)));

export const ClienteListadoQuerySchema = listadoQuery(['creado', 'nombre', 'email', 'saldo'], {
  /** The account's status (spec §4: ACTIVO 1 … ELIMINADO 5), instead of a record's 1/2. */
  estatus: opcionNumerica(['1', '2', '3', '4', '5'], 'Estatus inválido'),
  tipo: opcionNumerica(['1', '2', '3'], 'Tipo de usuario inválido'),
});
export const ClienteFilaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  tipoDocumento: z.string(),
  documento: z.string(),
  telefono: z.nullable(z.string()),
  estatus: UsuarioEstatusSchema,
  usuarioTipo: UsuarioTipoSchema,
  creadoEn: z.string(),
  saldo: DineroSchema,
});
export type ClienteFila = z.infer<typeof ClienteFilaSchema>;
export const ClientePaginaSchema = paginadoSchema(ClienteFilaSchema);

/** A prime membership staff ended before its time (issue 33): when, the end it had, who and why. */
export const MembresiaTerminadaSchema = z.object({
  terminadaEn: z.string(),
  finPrevisto: z.string(),
  por: z.nullable(z.string()),
  motivo: z.nullable(z.string()),
  /** Whether it can be restored now: the customer is not prime again and its end has not passed. */
  restablecible: z.boolean(),
});
export type MembresiaTerminada = z.infer<typeof MembresiaTerminadaSchema>;

export const ClienteSchema = z.extend(ClienteFilaSchema, {
  /** The current membership's end, when prime. */
  membresiaFin: z.nullable(z.string()),
  /** The customer's last membership, when staff ended it before its time. */
  membresiaTerminada: z.nullable(MembresiaTerminadaSchema),
  pedidos: z.int(),
  /** Why the account is blocked (the last block's reason), while it is. */
  motivoBloqueo: z.nullable(z.string()),
});
export type Cliente = z.infer<typeof ClienteSchema>;

/** PUT /admin/cliente/:cliente/bloqueo: block (`bloquear: true`) or unblock, with the reason. */
export const BloqueoBodySchema = z.strictObject({
  bloquear: z.boolean({ error: 'Indique si bloquea o desbloquea' }),
  motivo: MotivoSchema,
});

/**
 * PUT /admin/cliente/:cliente/membresia: end the prime membership now (`terminar: true`) or restore
 * the one staff ended, with an optional reason. The intent is the concurrency check, as in blocking:
 * ending what another person already ended (or restoring twice) is a 409.
 */
export const MembresiaClienteBodySchema = z.strictObject({
  terminar: z.boolean({ error: 'Indique si termina o restablece la membresía' }),
  motivo: z._default(
    z
      .string({ error: 'Motivo inválido' })
      .check(z.trim(), z.maxLength(300, 'El motivo no puede tener más de 300 caracteres'), variasLineas()),
    '',
  ),
});

export const ClienteOrdenesQuerySchema = z.strictObject({
  pagina: z._default(
    z.coerce
      .number({ error: 'Página inválida' })
      .check(z.int('Página inválida'), z.gte(1, 'Página inválida'), z.lte(100000, 'Página inválida')),
    1,
  ),
});

/* ---- borrar-cuenta (ROLE_CLIENTE) -------------------------------------------------------------- */

export const BorrarCuentaEstatusSchema = z.enum(['PENDIENTE', 'EJECUTADA', 'RECHAZADA'], {
  error: 'Estatus inválido',
});
export type BorrarCuentaEstatus = z.infer<typeof BorrarCuentaEstatusSchema>;
export const BorrarCuentaListadoQuerySchema = listadoQuery(['creado', 'id'], {
  estado: z.optional(BorrarCuentaEstatusSchema),
});
export const BorrarCuentaSolicitudSchema = z.object({
  ...decision,
  estatus: BorrarCuentaEstatusSchema,
  /** What the customer wrote when asking. */
  motivoCliente: z.nullable(z.string()),
  /** The customer's orders in progress: while any, the account cannot be deleted. */
  pedidosEnCurso: z.int(),
});
export type BorrarCuentaSolicitud = z.infer<typeof BorrarCuentaSolicitudSchema>;
export const BorrarCuentaPaginaSchema = paginadoSchema(BorrarCuentaSolicitudSchema);

/* ---- referido (ROLE_ATENCION_CLIENTE) ---------------------------------------------------------- */

export const ReferidoEstatusSchema = z.enum(['PENDIENTE', 'ACREDITADA', 'RECHAZADA'], {
  error: 'Estatus inválido',
});
export type ReferidoEstatus = z.infer<typeof ReferidoEstatusSchema>;
export const ReferidoListadoQuerySchema = listadoQuery(['creado', 'id', 'recompensa'], {
  estado: z.optional(ReferidoEstatusSchema),
});
export const ReferidoSchema = z.object({
  id: z.int(),
  referidor: PersonaSchema,
  referido: PersonaSchema,
  creadoEn: z.string(),
  /** The referred customer's first delivered order, if any (the reward waits for it). */
  primerPedido: z.nullable(z.object({ id: z.int(), numero: z.string(), fecha: z.string() })),
  recompensa: DineroSchema,
  estatus: ReferidoEstatusSchema,
  decididoEn: z.nullable(z.string()),
  decididoPor: z.nullable(z.string()),
  motivo: z.nullable(z.string()),
  version: z.int(),
});
export type Referido = z.infer<typeof ReferidoSchema>;
export const ReferidoPaginaSchema = paginadoSchema(ReferidoSchema);

/* ---- the customer's own requests --------------------------------------------------------------- */

/** A customer's request as the customer sees it (null when none was made). */
export const MiSolicitudSchema = z.object({
  id: z.int(),
  estatus: z.string(),
  creadoEn: z.string(),
  decididoEn: z.nullable(z.string()),
  /** The staff's reason, when rejected. */
  motivo: z.nullable(z.string()),
});
export type MiSolicitud = z.infer<typeof MiSolicitudSchema>;
export const MiSolicitudRespuestaSchema = z.object({ mensaje: z.string(), solicitud: MiSolicitudSchema });
