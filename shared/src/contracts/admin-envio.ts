/**
 * The shipping back-office (issue 35, spec §2 `envio`): one rule per zone, or per area of it (an
 * area's rule replaces its zone's), with its cost bands by order subtotal (from `desde` on, `costo`;
 * 0 is free shipping) and the prime benefit (prime shoppers ship free from `primeGratisDesde`, 0 =
 * always; empty = as everyone). The checkout charges and the store promises from these rules
 * (`tramosPara` in rules). One form schema for the page and the API; amounts with a comma or a dot.
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { errorDecimal, normalizarDecimal } from './admin-inventario.ts';
import { DineroSchema, IdParamSchema, idSchema, SlugParamSchema } from './common.ts';

export const MensajesEnvioAdmin = {
  NO_EXISTE: 'La regla de envío no existe',
  NUMERO: 'Número inválido: use solo dígitos y una coma o un punto decimal',
  DESDE_NEGATIVO: 'El monto desde no puede ser negativo',
  COSTO_NEGATIVO: 'El costo no puede ser negativo',
  PRIME_NEGATIVO: 'El monto para PRIME no puede ser negativo',
  SIN_TRAMOS: 'Agregue al menos un tramo',
  DEMASIADOS_TRAMOS: 'Una regla puede tener hasta 10 tramos',
  PRIMER_TRAMO: 'El primer tramo debe empezar desde 0',
  DESDE_REPETIDO: 'Otro tramo ya empieza en este monto',
  ZONA_DESCONOCIDA: 'Zona desconocida',
  AREA_AJENA: 'Esa área no pertenece a la zona',
  REGLA_DE_ZONA_EXISTE: 'Esta zona ya tiene su regla de envío: edítela en el listado',
  REGLA_DE_AREA_EXISTE: 'Esta área ya tiene su regla de envío: edítela en el listado',
} as const;

export const MAX_TRAMOS = 10;

/** A decimal typed with a comma or a dot → "12.50" (numeric(12,2)). */
const monto = (negativo: string) =>
  z.pipe(
    z.string({ error: MensajesEnvioAdmin.NUMERO }).check(
      z.superRefine((v, ctx) => {
        const mensaje = errorDecimal(v, 2, 10, negativo);
        if (mensaje) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      }),
    ),
    z.transform((v) => normalizarDecimal(v, 2, 10) as string),
  );

export const TramoEntradaSchema = z.strictObject({
  desde: monto(MensajesEnvioAdmin.DESDE_NEGATIVO),
  costo: monto(MensajesEnvioAdmin.COSTO_NEGATIVO),
});

/** The bands: 1 to 10, the first from 0, no two from the same amount (each refusal beside its field). */
const TramosSchema = z.array(TramoEntradaSchema, { error: MensajesEnvioAdmin.SIN_TRAMOS }).check(
  z.minLength(1, MensajesEnvioAdmin.SIN_TRAMOS),
  z.maxLength(MAX_TRAMOS, MensajesEnvioAdmin.DEMASIADOS_TRAMOS),
  z.superRefine((tramos, ctx) => {
    // Normalised amounts ("0.00"), so equal amounts are equal strings.
    const desdes = tramos.map((t) => t.desde);
    if (desdes.length && !desdes.includes('0.00'))
      ctx.issues.push({
        code: 'custom',
        message: MensajesEnvioAdmin.PRIMER_TRAMO,
        input: tramos,
        path: [0, 'desde'],
      });
    desdes.forEach((d, i) => {
      if (desdes.indexOf(d) < i)
        ctx.issues.push({
          code: 'custom',
          message: MensajesEnvioAdmin.DESDE_REPETIDO,
          input: d,
          path: [i, 'desde'],
        });
    });
  }),
);

const reglaForm = {
  tramos: TramosSchema,
  /** null: prime shoppers pay as everyone. */
  primeGratisDesde: z.nullable(monto(MensajesEnvioAdmin.PRIME_NEGATIVO)),
};

/** POST /admin/envio/registrar: the zone (slug), its area (null: the zone-wide rule) and the rule. */
export const EnvioReglaBodySchema = z.strictObject({
  zona: SlugParamSchema,
  areaId: z.nullable(idSchema('Área inválida')),
  ...reglaForm,
  estatus: z._default(EstatusAdminSchema, 1),
});
export type EnvioReglaBody = z.input<typeof EnvioReglaBodySchema>;

/** PUT /admin/envio/:envio: the bands and the prime benefit, with the version the form opened. */
export const EnvioReglaEditarSchema = z.strictObject({ ...reglaForm, version: VersionSchema });
export type EnvioReglaEditar = z.input<typeof EnvioReglaEditarSchema>;

export const EnvioParamsSchema = z.strictObject({ envio: IdParamSchema });

/**
 * GET /admin/envio?zona=caracas&area=&estatus=&q=&orden=&dir=&pagina= — a zone's rules (the zone's
 * role). `area`: 'zona' for the zone-wide rule alone, or an area's id; `q` finds areas by name.
 */
export const EnvioListadoQuerySchema = listadoQuery(['area', 'id'], {
  zona: SlugParamSchema,
  area: z.optional(z.union([z.literal('zona'), IdParamSchema], { error: 'Área inválida' })),
});

export const TramoSchema = z.object({ desde: DineroSchema, costo: DineroSchema });

export const EnvioReglaSchema = z.object({
  id: z.int(),
  zona: z.object({ id: z.int(), slug: z.string(), nombre: z.string() }),
  /** null: the zone-wide rule. */
  area: z.nullable(z.object({ id: z.int(), nombre: z.string() })),
  tramos: z.array(TramoSchema),
  primeGratisDesde: z.nullable(DineroSchema),
  estatus: z.int(),
  version: z.int(),
});
export type EnvioRegla = z.infer<typeof EnvioReglaSchema>;
export const EnvioReglaPaginaSchema = paginadoSchema(EnvioReglaSchema);

/** GET /admin/envio/formregistrar: the caller's zones and their areas, each with its rule's id if any. */
export const EnvioFormDataSchema = z.object({
  zonas: z.array(
    z.object({
      slug: z.string(),
      nombre: z.string(),
      /** The zone-wide rule's id, when there is one. */
      regla: z.nullable(z.int()),
      areas: z.array(z.object({ id: z.int(), nombre: z.string(), regla: z.nullable(z.int()) })),
    }),
  ),
});
export type EnvioFormData = z.infer<typeof EnvioFormDataSchema>;
