/**
 * The coupons back-office (issue 35, spec §7 "Coupons"): every rule the checkout applies
 * (`evaluarCupon` and api/src/services/cupon.ts): a percentage or a USD amount, validity days
 * (America/Caracas: from the start of the first to the end of the last), a minimum purchase, total and
 * per-customer limits (0 = none), zones, user types and assigned customers (none = all), the public
 * flag ("Mis cupones" offers it to everyone) and the status. The code is unique and upper-case; the
 * name is unique too (case and accents aside), both checked as staff type and again on save. One form
 * schema for the page and the API.
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, nombreSchema, paginadoSchema, VersionSchema } from './admin.ts';
import { errorDecimal, normalizarDecimal } from './admin-inventario.ts';
import { EmailSchema, ID_MAX, IdParamSchema, idSchema, UsuarioTipoSchema, unaLinea } from './common.ts';

export const MensajesCuponAdmin = {
  NO_EXISTE: 'El cupón no existe',
  CODIGO: 'El código lleva de 3 a 40 letras sin acentos, números, guiones o guiones bajos',
  CODIGO_EN_USO: 'Ya existe un cupón con ese código',
  NOMBRE_EN_USO: 'Ya existe un cupón con ese nombre',
  NUMERO: 'Número inválido: use solo dígitos y una coma o un punto decimal',
  VALOR_NEGATIVO: 'El valor no puede ser negativo',
  VALOR_CERO: 'El valor debe ser mayor que cero',
  PORCENTAJE: 'El porcentaje no puede pasar de 100',
  MINIMO_NEGATIVO: 'La compra mínima no puede ser negativa',
  FECHA: 'Fecha inválida: use AAAA-MM-DD',
  FECHA_FIN: 'La fecha de fin no puede ser anterior a la de inicio',
  LIMITE: 'Ingrese un número entero de 0 en adelante (0 = sin límite)',
  ZONA_NO_EXISTE: 'Una de las zonas elegidas no existe',
  /** The e-mails are appended: "...: ana@x.com". */
  CLIENTE_NO_EXISTE: 'No hay clientes con estos correos',
  DEMASIADOS_CLIENTES: 'Asigne hasta 500 clientes',
} as const;

/** A decimal typed with a comma or a dot → "12.50" (numeric(12,2)). */
const montoCupon = (negativo: string) =>
  z.pipe(
    z.string({ error: MensajesCuponAdmin.NUMERO }).check(
      z.superRefine((v, ctx) => {
        const mensaje = errorDecimal(v, 2, 10, negativo);
        if (mensaje) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      }),
    ),
    z.transform((v) => normalizarDecimal(v, 2, 10) as string),
  );

/** A calendar day, AAAA-MM-DD (America/Caracas). */
export const DiaCuponSchema = z.string({ error: MensajesCuponAdmin.FECHA }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesCuponAdmin.FECHA),
  z.superRefine((d, ctx) => {
    if (Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
      ctx.issues.push({ code: 'custom', message: MensajesCuponAdmin.FECHA, input: d });
  }),
);

const limite = z
  .int({ error: MensajesCuponAdmin.LIMITE })
  .check(z.gte(0, MensajesCuponAdmin.LIMITE), z.lte(ID_MAX, MensajesCuponAdmin.LIMITE));

const cuponForm = {
  codigo: z
    .string({ error: MensajesCuponAdmin.CODIGO })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{3,40}$/, MensajesCuponAdmin.CODIGO)),
  nombre: nombreSchema(120),
  porcentaje: z.boolean({ error: 'Elija si es un porcentaje o un monto' }),
  valor: montoCupon(MensajesCuponAdmin.VALOR_NEGATIVO),
  minimoCompra: montoCupon(MensajesCuponAdmin.MINIMO_NEGATIVO),
  fechaInicio: DiaCuponSchema,
  fechaFin: DiaCuponSchema,
  limiteUsuario: limite,
  limiteTotal: limite,
  publico: z.boolean({ error: 'Indique si el cupón es público' }),
  /** Zone ids; [] = every zone. */
  zonas: z.array(idSchema('Zona inválida')).check(z.maxLength(100, 'Elija hasta 100 zonas')),
  /** User types (1 normal, 2 prime, 3 mayorista); [] = every type. */
  usuarioTipos: z.array(UsuarioTipoSchema).check(z.maxLength(3, 'Tipo de usuario inválido')),
  /** E-mails of the customers it is reserved to; [] = whoever has the code. */
  clientes: z.array(EmailSchema).check(z.maxLength(500, MensajesCuponAdmin.DEMASIADOS_CLIENTES)),
};

/** The rules across fields: value > 0, a percentage up to 100, the end not before the start. */
const reglasCupon = z.superRefine(
  (v: { porcentaje: boolean; valor: string; fechaInicio: string; fechaFin: string }, ctx) => {
    if (Number(v.valor) <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MensajesCuponAdmin.VALOR_CERO, input: v });
    else if (v.porcentaje && Number(v.valor) > 100)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MensajesCuponAdmin.PORCENTAJE, input: v });
    if (v.fechaFin < v.fechaInicio)
      ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MensajesCuponAdmin.FECHA_FIN, input: v });
  },
);

/** POST /admin/cupon (register) and, with `version`, PUT /admin/cupon/:id (edit): one form. */
export const CuponRegistrarSchema = z.strictObject(cuponForm).check(reglasCupon);
export const CuponEditarSchema = z.strictObject({ ...cuponForm, version: VersionSchema }).check(reglasCupon);
export type CuponForm = z.output<typeof CuponRegistrarSchema>;

/** A coupon as the back-office lists and edits it. */
export const CuponAdminSchema = z.object({
  id: z.int(),
  codigo: z.string(),
  nombre: z.string(),
  porcentaje: z.boolean(),
  valor: z.string(),
  minimoCompra: z.string(),
  /** AAAA-MM-DD, America/Caracas. */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  limiteUsuario: z.int(),
  limiteTotal: z.int(),
  publico: z.boolean(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  zonas: z.array(z.object({ id: z.int(), nombre: z.string() })),
  usuarioTipos: z.array(z.int()),
  clientes: z.array(z.string()),
  /** Uses that count (not released by a cancelled order). */
  usos: z.int(),
  /** "10 % de descuento en compras desde $ 15,00". */
  descripcion: z.string(),
});
export type CuponAdmin = z.infer<typeof CuponAdminSchema>;

export const CUPON_ORDENES = ['fechaFin', 'codigo', 'nombre', 'valor', 'usos', 'id'] as const;
/** Vigencia: `vigente` (within its days now), `proximo` (not started), `vencido` (ended). */
export const VigenciaCuponSchema = z.enum(['vigente', 'proximo', 'vencido'], { error: 'Vigencia inválida' });
export type VigenciaCupon = z.infer<typeof VigenciaCuponSchema>;
/** GET /admin/cupon: text (code or name), status, zone (one of its zones, or every zone) and vigencia. */
export const CuponListadoQuerySchema = listadoQuery(CUPON_ORDENES, {
  zona: z.optional(IdParamSchema),
  vigencia: z.optional(VigenciaCuponSchema),
});
export const CuponListadoSchema = paginadoSchema(CuponAdminSchema);

/** What the form offers: the zones and the user types. */
export const CuponOpcionesSchema = z.object({
  zonas: z.array(z.object({ id: z.int(), nombre: z.string(), estatus: EstatusAdminSchema })),
  usuarioTipos: z.array(z.object({ tipo: z.int(), nombre: z.string() })),
});
/** GET /admin/cupon/formregistrar. */
export const CuponFormRegistrarSchema = CuponOpcionesSchema;
/** GET /admin/cupon/:id/formeditar: the coupon and the options. */
export const CuponFormEditarSchema = z.extend(CuponOpcionesSchema, { cupon: CuponAdminSchema });
export type CuponFormEditar = z.infer<typeof CuponFormEditarSchema>;

/** GET /admin/cupon/verificar: whether a code or a name is free (not counting the coupon `id`). */
export const CuponVerificarQuerySchema = z.strictObject({
  codigo: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(40), unaLinea())),
  nombre: z.optional(z.string().check(z.trim(), z.maxLength(120), unaLinea())),
  id: z.optional(IdParamSchema),
});

/** One use of a coupon: the order and the customer; `liberado` when its order was cancelled. */
export const CuponUsoSchema = z.object({
  id: z.string(),
  en: z.string(),
  ordenId: z.nullable(z.int()),
  ordenTotal: z.nullable(z.string()),
  descuento: z.nullable(z.string()),
  cliente: z.object({ id: z.string(), nombre: z.string(), email: z.string() }),
  liberado: z.boolean(),
});
export type CuponUso = z.infer<typeof CuponUsoSchema>;
/** GET /admin/cupon/:id/usos?pagina=: newest first, 50 a page, with the uses that count. */
export const CuponUsosSchema = z.extend(paginadoSchema(CuponUsoSchema), {
  vigentes: z.int(),
  clientes: z.int(),
});
export type CuponUsos = z.infer<typeof CuponUsosSchema>;
