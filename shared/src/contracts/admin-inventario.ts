/**
 * Back-office inventory (issue 18, spec §2 `inventario`, per zone; decision 0025): a product's stock
 * and cost in each branch of the zone, its prices and offers per user type in the zone, and the CSV
 * import/export of both. Amounts travel as decimal strings; staff may type a comma or a dot.
 */
import { z } from '@mercado/shared/zod';
import { listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { IdParamSchema, SlugParamSchema, UsuarioTipoSchema, variasLineas } from './common.ts';

export const MensajesInventario = {
  NUMERO_INVALIDO: 'Número inválido: use solo dígitos y una coma o un punto decimal',
  EXISTENCIA_NEGATIVA: 'La existencia no puede ser negativa',
  COSTO_NEGATIVO: 'El costo no puede ser negativo',
  PRECIO_NEGATIVO: 'El precio no puede ser negativo',
  OFERTA_NEGATIVA: 'La oferta no puede ser negativa',
  MONTO_NEGATIVO: 'El monto no puede ser negativo',
  OFERTA_NO_MENOR: 'La oferta debe ser menor que el precio',
  BAJO_COSTO: 'El precio no puede ser menor que el costo',
  OFERTA_SIN_FECHA: 'Indique hasta cuándo dura la oferta',
  OFERTA_VENCIDA: 'La fecha de fin de la oferta ya pasó',
  FECHA_INVALIDA: 'Fecha inválida: use AAAA-MM-DD',
  PRODUCTO_DESCONOCIDO: 'Producto desconocido',
  SUCURSAL_DESCONOCIDA: 'Sucursal desconocida',
  SUCURSAL_OTRA_ZONA: 'La sucursal es de otra zona',
  FILA_DUPLICADA: 'Fila duplicada: el producto y la sucursal ya aparecen en la fila',
  PRECIOS_DISTINTOS: 'El producto tiene otros precios en la fila',
  COLUMNAS: 'Faltan columnas: la primera fila debe nombrar',
  CABECERA: 'La primera fila del archivo debe nombrar sus columnas: producto, sucursal, existencia…',
  VACIO: 'El archivo no tiene filas',
  CON_ERRORES: 'El archivo tiene errores: corríjalos y vuelva a cargarlo. No se aplicó ningún cambio',
  YA_REGISTRADO: 'Ese producto ya tiene inventario en la sucursal',
  VERSION_INVALIDA: 'Versión inválida: deje el número que trae el archivo exportado',
  /** Rows of an exported file that someone else changed since (the conventions' conflict, issue 31). */
  CONFLICTO_CSV:
    'Otra persona modificó estas filas después de que usted exportó el archivo. No se aplicarán: exporte de nuevo el inventario y haga esos cambios en el archivo nuevo.',
  /** Rows without a version (a file made by hand) that would change a value already stored. */
  SIN_VERSION:
    'El archivo no dice en qué versión se basan estas filas (columnas version), así que solo pueden crear lo que aún no existe. Para cambiar un valor guardado, parta de «Exportar CSV» y cárguelo con sus columnas de versión.',
} as const;

/**
 * A decimal typed by staff ("12,5", "12.50", "12") as the canonical string with `escala` decimals
 * ("12.50"), or null when it is not one (no thousands separators, no sign, at most `enteros` digits).
 */
export function normalizarDecimal(texto: string, escala: number, enteros: number): string | null {
  const m = new RegExp(`^(\\d{1,${enteros}})(?:[.,](\\d{1,${escala}}))?$`).exec(texto.trim());
  if (!m) return null;
  return `${String(Number(m[1]))}.${(m[2] ?? '').padEnd(escala, '0')}`;
}

/**
 * Why a typed decimal is refused (null: it is one): `negativo` for a number with a minus sign, which
 * says more than "invalid number", else NUMERO_INVALIDO.
 */
export function errorDecimal(
  texto: string,
  escala: number,
  enteros: number,
  negativo: string,
): string | null {
  if (normalizarDecimal(texto, escala, enteros) !== null) return null;
  const sinSigno = /^\s*-\s*(.*)$/.exec(texto)?.[1];
  return sinSigno !== undefined && normalizarDecimal(sinSigno, escala, enteros) !== null
    ? negativo
    : MensajesInventario.NUMERO_INVALIDO;
}

const decimal = (escala: number, enteros: number, negativo: string) =>
  z.pipe(
    z.string({ error: MensajesInventario.NUMERO_INVALIDO }).check(
      z.superRefine((v, ctx) => {
        const mensaje = errorDecimal(v, escala, enteros, negativo);
        if (mensaje) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      }),
    ),
    z.transform((v) => normalizarDecimal(v, escala, enteros)!),
  );
/** Money (USD, numeric(12,2)): "0,00" to "9999999999.99" → "12.50". */
export const MontoEntradaSchema = decimal(2, 10, MensajesInventario.MONTO_NEGATIVO);
/** Stock (numeric(12,3)): up to 9 integer digits and 3 decimals → "12.500". */
export const ExistenciaEntradaSchema = decimal(3, 9, MensajesInventario.EXISTENCIA_NEGATIVA);
/** A calendar day, AAAA-MM-DD. */
export const DiaSchema = z
  .string({ error: MensajesInventario.FECHA_INVALIDA })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesInventario.FECHA_INVALIDA));

export const USUARIO_TIPOS = [
  { tipo: 1, clave: 'normal', nombre: 'Normal' },
  { tipo: 2, clave: 'prime', nombre: 'Prime' },
  { tipo: 3, clave: 'mayorista', nombre: 'Mayorista' },
] as const;

export const InventarioZonaParamsSchema = z.strictObject({ zona: SlugParamSchema });
export const InventarioParamsSchema = z.strictObject({ zona: SlugParamSchema, inventario: IdParamSchema });
export const InventarioProductoParamsSchema = z.strictObject({
  zona: SlugParamSchema,
  producto: IdParamSchema,
});
export const SucursalProductoParamsSchema = z.strictObject({
  zona: SlugParamSchema,
  sucursal: IdParamSchema,
  producto: IdParamSchema,
});

const bandera = z.optional(
  z.pipe(
    z.enum(['1'], { error: 'Filtro inválido' }),
    z.transform(() => true),
  ),
);
/** The zone's inventory list: one row a product, its stock in the zone (or in `sucursal`) and prices. */
export const InventarioListadoQuerySchema = listadoQuery(['nombre', 'existencia', 'precio', 'id'], {
  categoria: z.optional(IdParamSchema),
  sucursal: z.optional(IdParamSchema),
  /** Products without stock (in the zone, or in `sucursal`). */
  sinExistencia: bandera,
  /** Products with an offer (`activa`) or with one ending within a week (`vence`). */
  oferta: z.optional(z.enum(['activa', 'vence'], { error: 'Filtro inválido' })),
});

export const PrecioVistaSchema = z.object({
  usuarioTipo: z.int(),
  precio: z.nullable(z.string()),
  oferta: z.string(),
  ofertaHasta: z.nullable(z.string()),
  version: z.nullable(z.int()),
});
export type PrecioVista = z.infer<typeof PrecioVistaSchema>;

/** A branch of the zone holding a product, and its stock there. */
export const ExistenciaSucursalSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  tienda: z.string(),
  existencia: z.string(),
});
export const InventarioFilaSchema = z.object({
  productoId: z.int(),
  slug: z.string(),
  nombre: z.string(),
  /** Its size ('1 L', '500 ml'): what tells two products of one name apart. */
  presentacion: z.nullable(z.string()),
  categoria: z.string(),
  estatus: z.int(),
  /** Stock in the zone's active branches (or in the filtered branch). */
  existencia: z.string(),
  /** Normal price in the zone (null: no price), its offer and the offer's last day. */
  precio: z.nullable(z.string()),
  oferta: z.string(),
  ofertaHasta: z.nullable(z.string()),
  /** The zone's active branches holding it (or the filtered branch), with their stock. */
  sucursales: z.array(ExistenciaSucursalSchema),
});
export type InventarioFila = z.infer<typeof InventarioFilaSchema>;
export const InventarioPaginaSchema = paginadoSchema(InventarioFilaSchema);

/** What the zone's list and forms offer to choose from. */
export const InventarioOpcionesSchema = z.object({
  zona: z.object({ id: z.int(), slug: z.string(), nombre: z.string() }),
  sucursales: z.array(z.object({ id: z.int(), nombre: z.string(), tienda: z.string(), estatus: z.int() })),
  categorias: z.array(z.object({ id: z.int(), nombre: z.string() })),
});
export type InventarioOpciones = z.infer<typeof InventarioOpcionesSchema>;

/** The product a page of the inventory is about, with its size. */
const ProductoInventarioSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  presentacion: z.nullable(z.string()),
});

/** One product in one branch. */
export const InventarioSchema = z.object({
  id: z.int(),
  sucursal: z.object({ id: z.int(), nombre: z.string(), tienda: z.string() }),
  producto: ProductoInventarioSchema,
  zona: z.string(),
  existencia: z.string(),
  costo: z.string(),
  version: z.int(),
});
export type Inventario = z.infer<typeof InventarioSchema>;

/** A product in a branch of the zone: its inventory row (null before it has one) and the zone's prices. */
export const SucursalProductoSchema = z.object({
  sucursal: z.object({ id: z.int(), nombre: z.string(), tienda: z.string() }),
  producto: ProductoInventarioSchema,
  inventario: z.nullable(InventarioSchema),
  precios: z.array(PrecioVistaSchema),
});

/** POST …/registrar. */
export const InventarioRegistrarBodySchema = z.strictObject({
  sucursal: IdParamSchema,
  producto: IdParamSchema,
  existencia: ExistenciaEntradaSchema,
  costo: MontoEntradaSchema,
});
export type InventarioRegistrarBody = z.input<typeof InventarioRegistrarBodySchema>;
/** PUT …/:inventario/editar. */
export const InventarioEditarBodySchema = z.strictObject({
  existencia: ExistenciaEntradaSchema,
  costo: MontoEntradaSchema,
  version: VersionSchema,
});
export type InventarioEditarBody = z.input<typeof InventarioEditarBodySchema>;

/** The product's prices in the zone, per user type. */
export const PreciosZonaSchema = z.object({
  producto: ProductoInventarioSchema,
  zona: z.string(),
  /** The highest cost among the zone's branches: no price may be below it. */
  costo: z.string(),
  precios: z.array(PrecioVistaSchema),
});
export type PreciosZona = z.infer<typeof PreciosZonaSchema>;

/** PUT …/producto/:producto/precio: every user type's price (null: the type does not buy it here). */
export const PrecioEntradaSchema = z.strictObject({
  usuarioTipo: UsuarioTipoSchema,
  precio: z.nullable(MontoEntradaSchema),
  /** "0" or empty: no offer. */
  oferta: z._default(MontoEntradaSchema, '0.00'),
  ofertaHasta: z._default(z.nullable(DiaSchema), null),
  /** The version the form opened (null: the type had no price). */
  version: z.nullable(VersionSchema),
});
export const PreciosBodySchema = z.strictObject({
  precios: z.array(PrecioEntradaSchema).check(z.minLength(1, 'Indique los precios'), z.maxLength(3)),
});
export type PreciosBody = z.input<typeof PreciosBodySchema>;

/**
 * The CSV's columns, in the order the export writes them (`nombre` is informative, ignored on import).
 * The `version` columns say what each row was based on: its inventory row's version and each type's
 * price version when it was exported (empty: there was none). The import changes a stored value only
 * when its version is still the one the file names (decision 0035).
 */
export const COLUMNAS_CSV = [
  'producto',
  'nombre',
  'sucursal',
  'existencia',
  'costo',
  'precio_normal',
  'oferta_normal',
  'precio_prime',
  'oferta_prime',
  'precio_mayorista',
  'oferta_mayorista',
  'oferta_hasta',
  'version',
  'version_precio_normal',
  'version_precio_prime',
  'version_precio_mayorista',
] as const;

/** POST …/importar/previa and …/importar/aplicar: the file's text. */
export const ImportarBodySchema = z.strictObject({
  csv: z.string({ error: 'Adjunte el archivo CSV' }).check(
    z.maxLength(8_000_000, 'El archivo es demasiado grande'),
    variasLineas('El archivo no es un CSV de texto'),
    z.superRefine((csv, ctx) => {
      const fin = csv.indexOf('\n');
      if ((fin < 0 ? csv.length : fin) > 500)
        ctx.issues.push({ code: 'custom', message: MensajesInventario.CABECERA, input: csv });
    }),
  ),
});
export const ErrorFilaSchema = z.object({
  fila: z.int(),
  columna: z.nullable(z.string()),
  mensaje: z.string(),
  /** The offending cell as the file has it (a row's extra cells), null when the row as a whole is. */
  valor: z.nullable(z.string()),
});
/** A row with more cells than the header: its values cannot be told apart, so it is refused whole. */
export const mensajeCeldas = (celdas: number, encabezado: number) =>
  `La fila tiene ${celdas} celdas y el encabezado ${encabezado}: revise que ningún valor lleve una coma o un punto y coma sin comillas`;
export type ErrorFila = z.infer<typeof ErrorFilaSchema>;
/**
 * One value a row changes, from what is stored (`antes`, null: nothing yet) to what the file says
 * (`despues`). `campo`: `existencia` or `costo` (of the row's branch), or `precio_<tipo>`,
 * `oferta_<tipo>`, `oferta_hasta_<tipo>` (the zone's price, `sucursal` null).
 */
export const CambioCsvSchema = z.object({
  fila: z.int(),
  producto: z.string(),
  nombre: z.string(),
  sucursal: z.nullable(z.int()),
  campo: z.string(),
  antes: z.nullable(z.string()),
  despues: z.nullable(z.string()),
});
export type CambioCsv = z.infer<typeof CambioCsvSchema>;
/**
 * A value the file would change but that is not applied: the version it names is no longer the stored
 * one (`versionArchivo`), or it names none for a value already stored. `antes` is the stored value now.
 */
export const ConflictoCsvSchema = z.extend(CambioCsvSchema, {
  versionArchivo: z.nullable(z.int()),
  versionActual: z.nullable(z.int()),
});
export type ConflictoCsv = z.infer<typeof ConflictoCsvSchema>;
export const ImportarPreviaSchema = z.object({
  filas: z.int(),
  /** Inventory rows that change (stock or cost) and products whose prices change. */
  existencias: z.int(),
  precios: z.int(),
  /** The first changes, conflicts and errors (a bad file of 200,000 rows answers a few), and how many. */
  cambios: z.array(CambioCsvSchema),
  totalCambios: z.int(),
  conflictos: z.array(ConflictoCsvSchema),
  totalConflictos: z.int(),
  errores: z.array(ErrorFilaSchema),
  totalErrores: z.int(),
});
export type ImportarPrevia = z.infer<typeof ImportarPreviaSchema>;
/** What was applied, and how many values were left as they are for a conflict. */
export const ImportarAplicadoSchema = z.object({
  filas: z.int(),
  existencias: z.int(),
  precios: z.int(),
  conflictos: z.int(),
});
