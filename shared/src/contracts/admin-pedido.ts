/**
 * The orders back-office section `pedido` (issue 19, ROLE_PEDIDO; decisions 0022 and 0029).
 *
 * A staff member who holds zone roles (ROLE_ZONA_<slug>) sees and changes only those zones' orders
 * (another zone's order is 404, naming another zone 403); one who holds none, every zone's.
 * - GET /admin/orden/datafiltro → `OrdenDataFiltro`: the list's filter choices within the caller's zones.
 * - GET /admin/orden?… (`OrdenAdminQuery`) → `OrdenAdminPagina`: paged, sorted and filtered on the server.
 * - GET /admin/orden/nuevas?despues=<id>&… → `OrdenesNuevas`: how many orders matching the same filters
 *   arrived after the newest one the page shows (the list polls it: "3 pedidos nuevos — Mostrar").
 * - GET /admin/orden/{id}/full → `OrdenAdmin`; PUT /admin/orden/{id}/estatus `OrdenEstatusRequest` →
 *   `OrdenAdmin`: only the transitions of `ORDEN_TRANSICIONES`, under the order's row lock. Each line
 *   carries its picking mark (who marked it and when), and the order the refunds to the wallet.
 */
import { z } from '@mercado/shared/zod';
import { DireccionOrdenSchema, listadoQuery, paginadoSchema } from './admin.ts';
import { MarcaLineaSchema } from './admin-preparacion.ts';
import { DineroSchema, FechaSchema, ID_MAX, MontoSchema, SlugParamSchema, variasLineas } from './common.ts';
import {
  MetodoPagoCodigoSchema,
  OrdenDetalleSchema,
  OrdenEstatusSchema,
  OrdenHistorialSchema,
  OrdenLineaSchema,
  OrdenResumenSchema,
  TipoEnvioSchema,
} from './orden.ts';

export const MensajesPedido = {
  FECHA_INVALIDA: 'Indique la fecha como AAAA-MM-DD',
  FRANJA_INVALIDA: 'Horario inválido',
} as const;

/**
 * What staff need besides the customer's view to verify a payment: who placed the order, and the
 * other orders whose payment gave the same reference with the same method (a reused or made-up
 * reference; empty when none).
 */
const RevisionSchema = {
  cliente: z.object({ nombre: z.string(), email: z.string(), telefono: z.nullable(z.string()) }),
  /** Numbers ("P-000123") of the other orders paid with this method and reference. */
  referenciaUsadaEn: z.array(z.string()),
};

/** A status change as staff read it: the customer's view plus who made it (null: the system or the customer). */
export const OrdenAdminHistorialSchema = z.extend(OrdenHistorialSchema, { usuario: z.nullable(z.string()) });
export type OrdenAdminHistorial = z.infer<typeof OrdenAdminHistorialSchema>;

/**
 * Change owed to the customer outside the wallet (decision 0029): the verified method payment of a
 * cancelled order, or the cash handed over above the amount due on delivery. Finance pays it back
 * (`pendiente` → `entregado`).
 */
export const VueltoMotivoSchema = z.enum(['cancelacion', 'efectivo', 'faltante', 'otro'], {
  error: 'Motivo inválido',
});
export const VUELTO_MOTIVOS: Record<z.infer<typeof VueltoMotivoSchema>, string> = {
  cancelacion: 'Pago verificado de un pedido cancelado',
  efectivo: 'Efectivo entregado por encima del monto',
  faltante: 'Productos faltantes de un pedido pagado en efectivo',
  otro: 'Otro motivo registrado por el personal',
};
export const VueltoSchema = z.object({
  id: z.int(),
  monto: DineroSchema,
  /** The same at the order's rate. */
  montoBs: DineroSchema,
  /** How to pay it back: the method the customer paid with. */
  metodo: MetodoPagoCodigoSchema,
  motivo: VueltoMotivoSchema,
  estatus: z.enum(['pendiente', 'entregado']),
  creadoEn: FechaSchema,
});
export type Vuelto = z.infer<typeof VueltoSchema>;

/**
 * A line as ordered, and as picking left it (decision 0030): null while not marked, else picked,
 * substituted (by which product, at what price) or missing, what it refunds, who marked it and when
 * (`marcadoPor`: "Nombre (email)").
 */
export const OrdenAdminLineaSchema = z.extend(OrdenLineaSchema, { marca: z.nullable(MarcaLineaSchema) });
export type OrdenAdminLinea = z.infer<typeof OrdenAdminLineaSchema>;

/**
 * Money given back to the customer's wallet for the order: closing the picking, or a cancellation,
 * rejection or expiry. `estatus`: the status change that made it, by `usuario` ("Nombre (email)";
 * null: the customer or the system).
 */
export const ReintegroOrdenSchema = z.object({
  monto: DineroSchema,
  fecha: FechaSchema,
  descripcion: z.string(),
  estatus: z.nullable(OrdenEstatusSchema),
  usuario: z.nullable(z.string()),
});
export type ReintegroOrden = z.infer<typeof ReintegroOrdenSchema>;

/** GET /admin/orden/{id}/full, and the answer of a status change. */
export const OrdenAdminSchema = z.extend(OrdenDetalleSchema, {
  ...RevisionSchema,
  lineas: z.array(OrdenAdminLineaSchema),
  /** Oldest first. */
  reintegros: z.array(ReintegroOrdenSchema),
  historial: z.array(OrdenAdminHistorialSchema),
  /** The statuses staff may move it to now (the machine, for its shipping type). */
  siguientes: z.array(OrdenEstatusSchema),
  /**
   * What the wallet paid, what the method paid, whether staff verified the method's payment, and the
   * cash the courier confirmed receiving on delivery (null before, and for other methods).
   */
  montos: z.object({
    saldo: DineroSchema,
    metodo: DineroSchema,
    verificado: z.boolean(),
    efectivoRecibido: z.nullable(DineroSchema),
  }),
  vuelto: z.nullable(VueltoSchema),
});
export type OrdenAdmin = z.infer<typeof OrdenAdminSchema>;

export const OrdenAdminResumenSchema = z.extend(OrdenResumenSchema, {
  ...RevisionSchema,
  metodoPago: z.nullable(MetodoPagoCodigoSchema),
  referencia: z.nullable(z.string()),
});
export type OrdenAdminResumen = z.infer<typeof OrdenAdminResumenSchema>;

export const OrdenAdminPaginaSchema = paginadoSchema(OrdenAdminResumenSchema);
export type OrdenAdminPagina = z.infer<typeof OrdenAdminPaginaSchema>;

/** Sort keys of the list: placed at, total, slot date. */
export const ORDENES_PEDIDO = ['fecha', 'total', 'entrega'] as const;

const fechaQuery = z.optional(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesPedido.FECHA_INVALIDA)),
);

/**
 * `/admin/orden?pagina=&orden=&dir=&q=&estatus=&zona=&desde=&hasta=&metodo=&tipoEnvio=&franja=`: newest
 * first by default; `q` finds the customer (name, email, phone, document) or the order number; `desde`
 * and `hasta` are Caracas days of placement; `franja` a slot's hours ("08:00-11:00", see datafiltro).
 */
export const OrdenAdminQuerySchema = listadoQuery(ORDENES_PEDIDO, {
  dir: z._default(DireccionOrdenSchema, 'desc'),
  estatus: z.optional(
    z.coerce
      .number({ error: 'Estatus inválido' })
      .check(z.int('Estatus inválido'), z.gte(1, 'Estatus inválido'), z.lte(9, 'Estatus inválido')),
  ),
  zona: z.optional(SlugParamSchema),
  desde: fechaQuery,
  hasta: fechaQuery,
  metodo: z.optional(MetodoPagoCodigoSchema),
  tipoEnvio: z.optional(TipoEnvioSchema),
  franja: z.optional(z.string().check(z.regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, MensajesPedido.FRANJA_INVALIDA))),
});
export type OrdenAdminQuery = z.infer<typeof OrdenAdminQuerySchema>;

/** GET /admin/orden/nuevas: the list's filters and the newest order id the page shows. */
export const OrdenesNuevasQuerySchema = z.extend(OrdenAdminQuerySchema, {
  despues: z.coerce
    .number({ error: 'Pedido inválido' })
    .check(z.int('Pedido inválido'), z.gte(0, 'Pedido inválido'), z.lte(ID_MAX, 'Pedido inválido')),
});
export const OrdenesNuevasSchema = z.object({
  /** Orders matching the filters placed after `despues`. */
  nuevas: z.int(),
  /** The newest such order's id (`despues` when none). */
  ultimo: z.int(),
});
export type OrdenesNuevas = z.infer<typeof OrdenesNuevasSchema>;

const OpcionSchema = z.object({ valor: z.string(), nombre: z.string() });
/** GET /admin/orden/datafiltro: the choices of each list filter, within the caller's zones. */
export const OrdenDataFiltroSchema = z.object({
  zonas: z.array(OpcionSchema),
  estatus: z.array(OpcionSchema),
  metodosPago: z.array(OpcionSchema),
  tiposEnvio: z.array(OpcionSchema),
  /** The slots' hours of those zones' delivery and pickup schedules ("08:00-11:00"). */
  franjas: z.array(OpcionSchema),
});
export type OrdenDataFiltro = z.infer<typeof OrdenDataFiltroSchema>;

/** PUT /admin/orden/{id}/estatus */
export const OrdenEstatusRequestSchema = z.strictObject({
  estatus: OrdenEstatusSchema,
  /** Shown on the customer's tracking step (why a payment was rejected or the order cancelled); up to 300. */
  mensaje: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(300, 'El motivo no puede tener más de 300 caracteres'), variasLineas()),
  ),
  /** Optimistic concurrency: the status the staff member saw; a different current one → 409. */
  estatusActual: z.optional(OrdenEstatusSchema),
  /**
   * Delivering a cash order: the cash the courier received (USD), required then and only then; from
   * the amount due to that plus $ 100 (`problemaEfectivo`). The change owed is what it exceeds the
   * amount due by (decision 0034).
   */
  efectivoRecibido: z.optional(MontoSchema),
});
export type OrdenEstatusRequest = z.infer<typeof OrdenEstatusRequestSchema>;
