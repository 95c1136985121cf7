/**
 * Push notification segments (issue 19, spec §2 `onesignal`, ROLE_ONE_SIGNAL; decision 0032): the
 * customers of one zone (those who placed an order there), optionally of one user type, and by how
 * recently they bought. Their number is counted when read. A notification sent to a segment goes
 * through OneSignal's REST API when the API has its keys, and is recorded as not sent otherwise.
 */
import { z } from '@mercado/shared/zod';
import { listadoQuery, nombreSchema, paginadoSchema } from './admin.ts';
import { IdParamSchema, SlugParamSchema, UsuarioTipoSchema, unaLinea, variasLineas } from './common.ts';

export const MensajesOneSignal = {
  NO_CONFIGURADO: 'No enviado: OneSignal no está configurado',
  SIN_CLIENTES: 'No enviado: el segmento no tiene clientes',
  /** Followed by OneSignal's status and answer. */
  RECHAZADO: 'No enviado: OneSignal respondió',
  SIN_CONEXION: 'No enviado: no se pudo conectar con OneSignal',
  ENVIADO: 'Enviado',
  DIAS_REQUERIDOS: 'Indique el número de días',
} as const;

/**
 * Purchase recency: every customer of the zone, those who bought in the last `dias` days, or those who
 * bought there before but not in the last `dias` days.
 */
export const CompraRecienteSchema = z.enum(['todos', 'compro', 'no-compro'], { error: 'Opción inválida' });
export type CompraReciente = z.infer<typeof CompraRecienteSchema>;
export const COMPRA_RECIENTE_NOMBRES: Record<CompraReciente, string> = {
  todos: 'Todos los clientes de la zona',
  compro: 'Compraron en los últimos días',
  'no-compro': 'No han comprado en los últimos días',
};

const DIAS_INVALIDOS = 'Indique entre 1 y 365 días';

/** POST /admin/onesignal/registrar. */
export const SegmentoBodySchema = z
  .strictObject({
    nombre: nombreSchema(120),
    zona: SlugParamSchema,
    usuarioTipo: z._default(z.nullable(UsuarioTipoSchema), null),
    compra: z._default(CompraRecienteSchema, 'todos'),
    dias: z._default(
      z.nullable(
        z.int({ error: DIAS_INVALIDOS }).check(z.gte(1, DIAS_INVALIDOS), z.lte(365, DIAS_INVALIDOS)),
      ),
      null,
    ),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.compra !== 'todos' && s.dias === null)
        ctx.addIssue({
          code: 'custom',
          input: s,
          path: ['dias'],
          message: MensajesOneSignal.DIAS_REQUERIDOS,
        });
    }),
  );
export type SegmentoBody = z.input<typeof SegmentoBodySchema>;

export const SegmentoParamsSchema = z.strictObject({ segmento: IdParamSchema });
export const SegmentoListadoQuerySchema = listadoQuery(['nombre', 'id']);

export const SegmentoSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  zona: z.object({ slug: z.string(), nombre: z.string() }),
  usuarioTipo: z.nullable(z.int()),
  compra: CompraRecienteSchema,
  dias: z.nullable(z.int()),
  /** Customers in the segment now. */
  clientes: z.int(),
  creadoEn: z.string(),
});
export type Segmento = z.infer<typeof SegmentoSchema>;
export const SegmentoPaginaSchema = paginadoSchema(SegmentoSchema);

/** One notification sent (or not) to a segment. */
export const EnvioPushSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  mensaje: z.string(),
  destinatarios: z.int(),
  /** Notices it wrote in the store, one per customer of the segment (issue 38), pushed or not. */
  avisos: z.int(),
  enviado: z.boolean(),
  /** 'Enviado' or why not ('No enviado: OneSignal no está configurado'...). */
  resultado: z.string(),
  usuario: z.string(),
  creadoEn: z.string(),
});
export type EnvioPush = z.infer<typeof EnvioPushSchema>;

/** GET /admin/onesignal/:segmento: the segment and its latest sends. */
export const SegmentoDetalleSchema = z.extend(SegmentoSchema, { envios: z.array(EnvioPushSchema) });
export type SegmentoDetalle = z.infer<typeof SegmentoDetalleSchema>;

const texto = (campo: string, max: number, lineas = unaLinea()) =>
  z
    .string({ error: `Ingrese ${campo}` })
    .check(
      z.trim(),
      z.minLength(1, `Ingrese ${campo}`),
      z.maxLength(max, `No puede tener más de ${max} caracteres`),
      lineas,
    );

/** POST /admin/onesignal/:segmento/enviar. */
export const EnvioPushBodySchema = z.strictObject({
  titulo: texto('el título', 65),
  mensaje: texto('el mensaje', 240, variasLineas()),
});
export type EnvioPushBody = z.input<typeof EnvioPushBodySchema>;
