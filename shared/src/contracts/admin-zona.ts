/**
 * The back-office's zones section (issue 18, spec §7 "Admin zones", decision 0026): the zones and,
 * per zone, its pickup addresses (direccion) and their schedules (horario-pickup), delivery areas and
 * their sectors, delivery schedules (horario) with a capacity per slot, dates without delivery
 * (envio-bloqueo) and the storefront header's menu links (link-menu).
 *
 * Each record has its form's body (one schema for register and edit; an edit adds `version`) and its
 * row as the back-office reads it (with `version`, for optimistic concurrency).
 */
import { z } from '@mercado/shared/zod';
import {
  EstatusAdminSchema,
  listadoQuery,
  PaginaAdminSchema,
  paginadoSchema,
  VersionSchema,
} from './admin.ts';
import { ID_MAX, IdParamSchema, idSchema, SlugParamSchema, unaLinea, variasLineas } from './common.ts';

export const MensajesZona = {
  SLUG_RESERVADO: 'Esa dirección web está reservada por el sistema',
  FIN_ANTES_DE_INICIO: 'La hora de fin debe ser posterior a la de inicio',
  FECHA_PASADA: 'La fecha no puede ser anterior a hoy',
  FECHA_BLOQUEADA: 'Esa fecha ya está bloqueada en esta zona',
  URL_EXTERNA: 'Ingrese una dirección completa, por ejemplo https://www.instagram.com/',
  URL_INTERNA: 'Ingrese una ruta de la tienda que empiece por /, por ejemplo /caracas/quienes-somos',
  DIRECCION_DE_OTRA_ZONA: 'La dirección de retiro no pertenece a esta zona',
  DIRECCION_CON_PEDIDOS:
    'Esta dirección tiene pedidos registrados: no se puede eliminar. Desactívela para que no se ofrezca más.',
  /** Lowering a slot's capacity below what is already booked (decision 0026). */
  capacidadBajoReservas: (reservados: number, fecha: string) =>
    `Hay ${reservados} pedido${reservados === 1 ? '' : 's'} reservado${reservados === 1 ? '' : 's'} para el ${fecha}: la capacidad no puede ser menor que ${reservados}`,
  /** Moving a slot that has bookings (decision 0026). */
  franjaConReservas: (fecha: string) =>
    `Esta franja tiene pedidos reservados para el ${fecha}: no se puede cambiar su día ni su horario. Desactívela y registre una nueva.`,
} as const;

/*
 * A zone's slug names its storefront (/:zona), its role (ROLE_ZONA_<slug>) and its back-office pages,
 * so it is fixed once the zone exists; these words are the back-office's own paths below /admin/zona.
 */
export const SLUGS_RESERVADOS = [
  'registrar',
  'verificar',
  'listado',
  'direccion',
  'area',
  'sector',
  'horario',
  'horario-pickup',
  'envio-bloqueo',
  'link-menu',
  'actualizar',
] as const;

const texto = (campo: string, max: number, lineas = unaLinea()) =>
  z
    .string({ error: `Ingrese ${campo}` })
    .check(
      z.trim(),
      z.minLength(1, `Ingrese ${campo}`),
      z.maxLength(max, `No puede tener más de ${max} caracteres`),
      lineas,
    );

const entero = (mensaje: string, min: number, max: number) =>
  z.int({ error: mensaje }).check(z.gte(min, mensaje), z.lte(max, mensaje));

export const ZonaNombreSchema = texto('el nombre', 80);
export const ZonaSlugSchema = z.string({ error: 'Ingrese la dirección web (slug)' }).check(
  z.trim(),
  z.minLength(2, 'La dirección web debe tener al menos 2 caracteres'),
  z.maxLength(60, 'La dirección web no puede tener más de 60 caracteres'),
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Solo minúsculas, números y guiones, por ejemplo san-cristobal'),
  z.superRefine((slug, ctx) => {
    if ((SLUGS_RESERVADOS as readonly string[]).includes(slug))
      ctx.addIssue({ code: 'custom', input: slug, message: MensajesZona.SLUG_RESERVADO });
  }),
);

/** "08:00" (24 h). */
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
export const HoraSchema = z
  .string({ error: 'Ingrese la hora (HH:MM)' })
  .check(z.trim(), z.regex(HORA, 'Ingrese una hora válida en formato HH:MM, por ejemplo 08:30'));

/** "2026-12-24": a real calendar date. */
export const FechaDiaSchema = z.string({ error: 'Ingrese la fecha' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Ingrese una fecha válida (AAAA-MM-DD)'),
  z.superRefine((f, ctx) => {
    const d = new Date(`${f}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== f)
      ctx.addIssue({ code: 'custom', input: f, message: 'Ingrese una fecha válida (AAAA-MM-DD)' });
  }),
);

const OrdenSchema = entero('El orden debe ser un número entero entre 0 y 10000', 0, 10_000);
const DiaSemanaSchema = entero('Seleccione el día de la semana', 0, 6);
const CapacidadSchema = entero('La capacidad debe ser un número entero entre 0 y 10000', 0, 10_000);
const CorteSchema = entero('El corte debe ser un número entero de minutos entre 0 y 1440', 0, 1440);

/** Params of a record reached by its id (its zone is the record's). */
export const RegistroParamsSchema = z.strictObject({ id: IdParamSchema });
/** Params of a zone's page or list (its zone is the URL's). */
export const ZonaAdminParamsSchema = z.strictObject({ zona: SlugParamSchema });
export const ZonaHistorialQuerySchema = z.strictObject({ pagina: PaginaAdminSchema });

// ── Zones ───────────────────────────────────────────────────────────────────────────────────────────

export const ZonaAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  estatus: EstatusAdminSchema,
  version: z.int(),
});
export type ZonaAdmin = z.infer<typeof ZonaAdminSchema>;
export const ZonaAdminPaginaSchema = paginadoSchema(ZonaAdminSchema);
export const ZonaListadoQuerySchema = listadoQuery(['nombre', 'slug', 'estatus']);

/** Registering a zone: its name and slug (the zone starts INACTIVO, in maintenance, decision 0026). */
export const ZonaRegistrarSchema = z.strictObject({ nombre: ZonaNombreSchema, slug: ZonaSlugSchema });
export type ZonaRegistrar = z.infer<typeof ZonaRegistrarSchema>;
/** Editing a zone: its name (the slug is fixed). */
export const ZonaEditarSchema = z.strictObject({ nombre: ZonaNombreSchema, version: VersionSchema });
export const ZonaEstatusSchema = z.strictObject({ estatus: EstatusAdminSchema, version: VersionSchema });

/** GET /admin/zona/verificar?nombre=|slug=&id= (`id`: the zone being edited, not counted). */
export const ZonaVerificarQuerySchema = z.strictObject({
  nombre: z.optional(
    z.string().check(z.trim(), z.maxLength(80, 'Valor inválido'), unaLinea('Valor inválido')),
  ),
  slug: z.optional(z.string().check(z.trim(), z.maxLength(60, 'Valor inválido'), unaLinea('Valor inválido'))),
  id: z.optional(IdParamSchema),
});

// ── Pickup addresses (direccion) ────────────────────────────────────────────────────────────────────

const direccionCampos = {
  nombre: texto('el nombre', 120),
  direccion: texto('la dirección', 300, variasLineas()),
  orden: OrdenSchema,
};
export const DireccionRetiroSchema = z.strictObject(direccionCampos);
export const DireccionRetiroEditarSchema = z.strictObject({ ...direccionCampos, version: VersionSchema });
export const DireccionRetiroAdminSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  direccion: z.string(),
  orden: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
});
export type DireccionRetiroAdmin = z.infer<typeof DireccionRetiroAdminSchema>;
export const DireccionRetiroListadoQuerySchema = listadoQuery(['orden', 'nombre', 'estatus']);

// ── Delivery areas and their sectors ───────────────────────────────────────────────────────────────

const areaCampos = { nombre: texto('el nombre', 120), orden: OrdenSchema };
export const AreaEntregaSchema = z.strictObject(areaCampos);
export const AreaEntregaEditarSchema = z.strictObject({ ...areaCampos, version: VersionSchema });
export const AreaEntregaAdminSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  orden: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  /** How many sectors it has. */
  sectores: z.int(),
});
export type AreaEntregaAdmin = z.infer<typeof AreaEntregaAdminSchema>;
export const AreaEntregaListadoQuerySchema = listadoQuery(['orden', 'nombre', 'estatus']);

export const SectorAdminSchema = z.object({
  id: z.int(),
  areaId: z.int(),
  nombre: z.string(),
  orden: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
});
export type SectorAdmin = z.infer<typeof SectorAdminSchema>;
export const SectorListadoQuerySchema = AreaEntregaListadoQuerySchema;

// ── Delivery and pickup schedules ──────────────────────────────────────────────────────────────────

const horarioCampos = {
  diaSemana: DiaSemanaSchema,
  horaInicio: HoraSchema,
  horaFin: HoraSchema,
  capacidad: CapacidadSchema,
  corteMinutos: CorteSchema,
};
/**
 * Runs whenever both hours are valid, even if another field is not (a refinement is skipped by
 * default after any issue): the form shows an end before the start at once, beside the others.
 */
const finDespuesDeInicio = z.superRefine(
  (h: { horaInicio: string; horaFin: string }, ctx) => {
    if (h.horaFin <= h.horaInicio)
      ctx.addIssue({
        code: 'custom',
        input: h,
        path: ['horaFin'],
        message: MensajesZona.FIN_ANTES_DE_INICIO,
      });
  },
  {
    when: ({ value }) => {
      const h = value as { horaInicio?: unknown; horaFin?: unknown } | null;
      return (
        typeof h?.horaInicio === 'string' &&
        HORA.test(h.horaInicio.trim()) &&
        typeof h.horaFin === 'string' &&
        HORA.test(h.horaFin.trim())
      );
    },
  },
);

/** A weekly delivery slot: day (0 Sunday … 6 Saturday), hours, places per date, booking cut-off. */
export const HorarioSchema = z.strictObject(horarioCampos).check(finDespuesDeInicio);
export type HorarioEntrada = z.infer<typeof HorarioSchema>;
export const HorarioEditarSchema = z
  .strictObject({ ...horarioCampos, version: VersionSchema })
  .check(finDespuesDeInicio);
const horarioAdmin = {
  id: z.int(),
  diaSemana: z.int(),
  horaInicio: z.string(),
  horaFin: z.string(),
  capacidad: z.int(),
  corteMinutos: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  /** The most places booked in one of its coming dates: the capacity cannot go below it. */
  reservasMaximas: z.int(),
};
export const HorarioAdminSchema = z.object(horarioAdmin);
export type HorarioAdmin = z.infer<typeof HorarioAdminSchema>;
const DiaFiltroSchema = z.optional(
  z.pipe(z.enum(['0', '1', '2', '3', '4', '5', '6'], { error: 'Día inválido' }), z.transform(Number)),
);
export const HorarioListadoQuerySchema = listadoQuery(['dia', 'capacidad', 'estatus'], {
  dia: DiaFiltroSchema,
});

/** A pickup slot belongs to one of the zone's pickup addresses (chosen when it is registered). */
export const HorarioPickupRegistrarSchema = z
  .strictObject({ direccionId: idSchema('Seleccione la dirección de retiro'), ...horarioCampos })
  .check(finDespuesDeInicio);
export const HorarioPickupAdminSchema = z.object({
  ...horarioAdmin,
  direccionId: z.int(),
  direccion: z.string(),
});
export type HorarioPickupAdmin = z.infer<typeof HorarioPickupAdminSchema>;
export const HorarioPickupListadoQuerySchema = listadoQuery(['dia', 'direccion', 'capacidad', 'estatus'], {
  dia: DiaFiltroSchema,
  direccionId: z.optional(IdParamSchema),
});

// ── Dates without delivery ─────────────────────────────────────────────────────────────────────────

const bloqueoCampos = {
  fecha: FechaDiaSchema,
  motivo: z.nullable(
    z
      .string({ error: 'Escriba el motivo, o déjelo vacío' })
      .check(z.trim(), z.maxLength(200, 'No puede tener más de 200 caracteres'), variasLineas()),
  ),
};
export const EnvioBloqueoSchema = z.strictObject(bloqueoCampos);
export const EnvioBloqueoEditarSchema = z.strictObject({ ...bloqueoCampos, version: VersionSchema });
export const EnvioBloqueoAdminSchema = z.object({
  id: z.int(),
  fecha: z.string(),
  motivo: z.nullable(z.string()),
  version: z.int(),
});
export type EnvioBloqueoAdmin = z.infer<typeof EnvioBloqueoAdminSchema>;
export const EnvioBloqueoListadoQuerySchema = listadoQuery(['fecha'], {
  /** Only dates from today on (the default) or every date. */
  pasadas: z.optional(z.enum(['1'], { error: 'Valor inválido' })),
});

// ── Storefront header menu links ───────────────────────────────────────────────────────────────────

/** An external link is a full http(s) address; a store link a path of the store ('/caracas/...'). */
const linkCampos = {
  nombre: texto('el nombre', 60),
  url: texto('la dirección', 300),
  externo: z.boolean({ error: 'Indique si el enlace es externo' }),
  prioridad: entero('La prioridad debe ser un número entero entre 0 y 10000', 0, 10_000),
};
const urlSegunTipo = z.superRefine((l: { url: string; externo: boolean }, ctx) => {
  const ok = l.externo ? urlExterna(l.url) : /^\/[^\s/][^\s]*$|^\/$/.test(l.url);
  if (!ok)
    ctx.addIssue({
      code: 'custom',
      input: l,
      path: ['url'],
      message: l.externo ? MensajesZona.URL_EXTERNA : MensajesZona.URL_INTERNA,
    });
});
export const LinkMenuSchema = z.strictObject(linkCampos).check(urlSegunTipo);
export const LinkMenuEditarSchema = z
  .strictObject({ ...linkCampos, version: VersionSchema })
  .check(urlSegunTipo);
function urlExterna(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}
export const LinkMenuAdminSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  url: z.string(),
  externo: z.boolean(),
  prioridad: z.int(),
  version: z.int(),
});
export type LinkMenuAdmin = z.infer<typeof LinkMenuAdminSchema>;
export const LinkMenuListadoQuerySchema = listadoQuery(['prioridad', 'nombre']);

/** DELETE …?version=: the version the page shows (a DELETE has no body). */
export const BorrarQuerySchema = z.strictObject({
  version: z.coerce
    .number({ error: 'Versión inválida' })
    .check(z.int('Versión inválida'), z.positive('Versión inválida'), z.lte(ID_MAX, 'Versión inválida')),
});
export const BorradoSchema = z.object({ id: z.int() });
