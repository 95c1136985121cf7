/**
 * What every back-office section shares (issue 18, decision 0022; `admin-conventions.md`):
 * - Lists: `listadoQuery({ orden, filtros })` is a section's query (page, sort, text filter, status
 *   and its own filters), held in the page's URL; `paginadoSchema(item)` is the answer.
 * - Optimistic concurrency: a record a form edits carries `version`; a save sends the version it
 *   opened and a stale one is refused with 409 `MensajesAdmin.CONFLICTO`.
 * - History: `HistorialSchema`, the changes recorded for one record (who, when, before, after).
 */
import { z } from '@mercado/shared/zod';
import type { $ZodLooseShape } from 'zod/v4/core';
import { SLUG_VALIDO } from '../rules/slug.ts';
import { PAGE_SIZE } from './catalogo.ts';
import { ID_MAX, IdParamSchema, unaLinea } from './common.ts';

export const MensajesAdmin = {
  CONFLICTO:
    'Otra persona modificó este registro mientras usted lo editaba. Sus cambios no se guardaron: recargue para ver la versión actual y vuelva a aplicarlos.',
  SLUG_EN_USO: 'Esa dirección web ya está en uso',
  NOMBRE_EN_USO: 'Ese nombre ya está en uso',
  GUARDADO: 'Cambios guardados',
  REGISTRADO: 'Registro creado',
} as const;

/** A record's slug (spec §5): generated from the name, editable, unique per entity. */
export const SlugSchema = z
  .string({ error: 'Ingrese el slug' })
  .check(
    z.trim(),
    z.minLength(1, 'Ingrese el slug'),
    z.maxLength(120, 'El slug no puede tener más de 120 caracteres'),
    z.regex(SLUG_VALIDO, 'El slug solo puede tener letras minúsculas, números y guiones'),
  );

/** A record's name: trimmed, 1 to `max` characters. */
export const nombreSchema = (max = 120) =>
  z
    .string({ error: 'Ingrese el nombre' })
    .check(
      z.trim(),
      z.minLength(1, 'Ingrese el nombre'),
      z.maxLength(max, `El nombre no puede tener más de ${max} caracteres`),
      unaLinea(),
    );

/** Record status (spec §4): ACTIVO 1 / INACTIVO 2. */
export const EstatusAdminSchema = z.union([z.literal(1), z.literal(2)], { error: 'Estatus inválido' });

/** Sort direction; the sort key is a section's own enum. */
export const DireccionOrdenSchema = z.enum(['asc', 'desc'], { error: 'Dirección de orden inválida' });

const PAGINA_INVALIDA = 'Página inválida';

/** A list's page from the query string: 1.. (50 rows a page, spec §9). */
export const PaginaAdminSchema = z._default(
  z.coerce
    .number({ error: PAGINA_INVALIDA })
    .check(z.int(PAGINA_INVALIDA), z.gte(1, PAGINA_INVALIDA), z.lte(100000, PAGINA_INVALIDA)),
  1,
);

/** The text filter: trimmed, up to 100 characters ('' = none). */
export const FiltroTextoSchema = z._default(
  z.string().check(z.trim(), z.maxLength(100, 'El filtro no puede tener más de 100 caracteres'), unaLinea()),
  '',
);

/** Status filter from the query string ('1' | '2'); absent = both. */
export const EstatusFiltroSchema = z.optional(
  z.pipe(z.enum(['1', '2'], { error: 'Estatus inválido' }), z.transform(Number)),
);

/**
 * A section's list query: `pagina`, `orden` (one of `ordenes`, default the first), `dir`, `q`, `estatus`
 * and the section's own `filtros` (query-string schemas, all optional).
 */
export function listadoQuery<
  const O extends readonly [string, ...string[]],
  F extends $ZodLooseShape = Record<never, never>,
>(ordenes: O, filtros?: F) {
  return z.strictObject({
    pagina: PaginaAdminSchema,
    orden: z._default(z.enum(ordenes, { error: 'Orden inválido' }), ordenes[0] as O[number]),
    dir: z._default(DireccionOrdenSchema, 'asc'),
    q: FiltroTextoSchema,
    estatus: EstatusFiltroSchema,
    ...(filtros ?? ({} as F)),
  });
}

/** One page of a list: its rows, the page, the number of pages and of rows, and the page size. */
export function paginadoSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pagina: z.int(),
    paginas: z.int(),
    total: z.int(),
    porPagina: z.int(),
  });
}
export const POR_PAGINA_ADMIN = PAGE_SIZE;

/** The version a form opened (optimistic concurrency): an `integer` column, so 1 to `ID_MAX`. */
export const VersionSchema = z
  .int({ error: 'Versión inválida' })
  .check(z.positive('Versión inválida'), z.lte(ID_MAX, 'Versión inválida'));

/** PUT …/:id/estatus. */
export const EstatusBodySchema = z.strictObject({ estatus: EstatusAdminSchema, version: VersionSchema });

/** GET …/:id/historial?pagina= */
export const HistorialQuerySchema = z.strictObject({ pagina: PaginaAdminSchema });
export const HistorialParamsSchema = z.strictObject({ id: IdParamSchema });

export const AccionAuditoriaSchema = z.enum(['crear', 'editar', 'estatus', 'borrar', 'importar']);
export type AccionAuditoria = z.infer<typeof AccionAuditoriaSchema>;

/** One recorded change: who, when, what, and the fields that changed (before → after). */
export const CambioSchema = z.object({
  id: z.string(),
  accion: AccionAuditoriaSchema,
  usuario: z.string(),
  en: z.string(),
  antes: z.nullable(z.record(z.string(), z.unknown())),
  despues: z.nullable(z.record(z.string(), z.unknown())),
});
export type Cambio = z.infer<typeof CambioSchema>;
export const HistorialSchema = paginadoSchema(CambioSchema);
export type Historial = z.infer<typeof HistorialSchema>;

/** GET …/verificar?slug=&id= — whether a name or slug is free (spec §5), as the user types. */
export const DisponibleSchema = z.object({ disponible: z.boolean() });
