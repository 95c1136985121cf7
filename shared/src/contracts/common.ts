import { z } from '@mercado/shared/zod';

/** Money: decimal string with exactly 2 decimals, e.g. "3.45". */
export const DineroSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/, 'Monto inválido'));
/** Tax or rate: decimal string with exactly 4 decimals, e.g. "16.0000". */
export const Decimal4Schema = z.string().check(z.regex(/^-?\d+\.\d{4}$/, 'Valor inválido'));
/** Quantity: decimal string with up to 3 decimals, e.g. "1", "0.500". */
export const CantidadSchema = z.string().check(z.regex(/^\d+(\.\d{1,3})?$/, 'Cantidad inválida'));

/*
 * What a caller sends is bounded by what the database stores, so bad input is a 400 that names the
 * field, never a database error (500): ids fit PostgreSQL's `integer`, quantities its `numeric(10,3)`,
 * amounts its `numeric(12,2)`, and none is negative.
 */

/** The largest id (PostgreSQL `integer`, `serial`). */
export const ID_MAX = 2_147_483_647;
const ID_INVALIDO = 'Identificador inválido';
/** An id in a JSON body: an integer from 1 to `ID_MAX` (`mensaje` names what it identifies). */
export const idSchema = (mensaje = ID_INVALIDO) =>
  z.int({ error: mensaje }).check(z.positive(mensaje), z.lte(ID_MAX, mensaje));
export const IdSchema = idSchema();
/** A quantity a caller sends: "0" to "9999999.999" (numeric(10,3)). */
export const CantidadEntradaSchema = z
  .string({ error: 'Cantidad inválida' })
  .check(z.regex(/^\d{1,7}(\.\d{1,3})?$/, 'Cantidad inválida'));
/** An amount a caller sends (USD): "0.00" to "9999999999.99" (numeric(12,2)); never negative. */
export const MontoSchema = z
  .string({ error: 'Monto inválido' })
  .check(z.regex(/^\d{1,10}\.\d{2}$/, 'Monto inválido'));
/*
 * Text a caller sends holds no control character. PostgreSQL's text refuses NUL (a 500 once it reached
 * a query), and a tab or a line break inside a one-line value (a name, a slug, a code, a search) breaks
 * the lists, CSV exports and e-mails that show it. Multi-line texts (descriptions, addresses, notes,
 * reasons) keep their line breaks and tabs. Every input text without a stricter pattern (an email, a
 * uuid, a slug's [a-z0-9-]) ends its checks with one of the two; z.trim() before it still drops a
 * pasted trailing line break. The bad-input walk (api/test/entrada-invalida.test.ts) sends a NUL to each.
 */
export const MensajesTexto = {
  UNA_LINEA: 'Escriba el texto en una sola línea, sin tabulaciones ni caracteres de control',
  CONTROL: 'El texto contiene caracteres de control no permitidos',
  CLAVE: 'La contraseña no puede tener tabulaciones ni caracteres de control',
} as const;
/** One line: no control character (U+0000–U+001F, U+007F). */
export const unaLinea = (mensaje: string = MensajesTexto.UNA_LINEA) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
  z.regex(/^[^\u0000-\u001f\u007f]*$/, mensaje);
/** Several lines: tabs and line breaks (\t \n \r), no other control character. */
export const variasLineas = (mensaje: string = MensajesTexto.CONTROL) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
  z.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, mensaje);

/** ISO 8601 date-time string. */
export const FechaSchema = z.string().check(z.minLength(1));

export const EmailSchema = z.pipe(
  z
    .string({ error: 'Ingrese un correo válido' })
    .check(z.trim(), z.toLowerCase(), z.maxLength(180, 'El correo no puede tener más de 180 caracteres')),
  z.email({ error: 'Ingrese un correo válido' }),
);

export const PasswordSchema = z
  .string({ error: 'Ingrese la contraseña' })
  .check(
    z.minLength(8, 'La contraseña debe tener al menos 8 caracteres'),
    z.maxLength(72, 'La contraseña no puede tener más de 72 caracteres'),
    unaLinea(MensajesTexto.CLAVE),
  );

/**
 * A Venezuelan number as people type it ("0424 765 4321", "0424-7654321", "+58 424 7654321",
 * "(0424) 765.43.21") in the form kept, `0424-7654321`; anything else is returned as typed.
 */
export function normalizarTelefono(escrito: string): string {
  const cifras = escrito.trim().replace(/[\s().-]/g, '');
  const internacional = /^(?:\+|00)?580?(\d{10})$/.exec(cifras);
  const nacional = internacional ? `0${internacional[1]}` : cifras;
  return /^0\d{10}$/.test(nacional) ? `${nacional.slice(0, 4)}-${nacional.slice(4)}` : escrito;
}

/**
 * The longest a phone field lets people type: room for every spelling `normalizarTelefono` reads
 * ("0058 (0424) 765 - 43 - 21"), so a field never cuts a number before it is read (issue 36).
 */
export const TELEFONO_ESCRITO_MAX = 30;

/** Venezuelan mobile/landline, typed in any usual way (`normalizarTelefono`), kept as `0414-1234567`. */
export const TelefonoSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Ingrese un teléfono válido, por ejemplo 0414-1234567' }),
    z.transform(normalizarTelefono),
  ),
  z.string().check(z.regex(/^0\d{3}-\d{7}$/, 'Ingrese un teléfono válido, por ejemplo 0414-1234567')),
);

export const TipoDocumentoSchema = z.enum(['V', 'E', 'J', 'G'], { error: 'Seleccione el tipo de documento' });
export type TipoDocumento = z.infer<typeof TipoDocumentoSchema>;

export const DocumentoSchema = z
  .string({ error: 'Ingrese el número de documento' })
  .check(
    z.trim(),
    z.regex(/^\d{5,10}$/, 'Ingrese un número de documento válido (solo números, de 5 a 10 dígitos)'),
  );

export const NombreSchema = z
  .string({ error: 'Ingrese su nombre' })
  .check(
    z.trim(),
    z.minLength(2, 'El nombre debe tener al menos 2 caracteres'),
    z.maxLength(120, 'El nombre no puede tener más de 120 caracteres'),
    unaLinea(),
  );

export const UsuarioEstatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export const UsuarioTipoSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const EstatusRegistroSchema = z.union([z.literal(1), z.literal(2)]);

/** A zone as a page names it: the store, a cart, an order. */
export const ZonaResumenSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
});
export type ZonaResumen = z.infer<typeof ZonaResumenSchema>;

/** Every error body of the API. */
export const ApiErrorSchema = z.object({
  mensaje: z.string(),
  campos: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MensajeResponseSchema = z.object({ mensaje: z.string() });
export type MensajeResponse = z.infer<typeof MensajeResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** An id from a path or query string: an integer from 1 to `ID_MAX`. */
export const IdParamSchema = z.coerce
  .number({ error: ID_INVALIDO })
  .check(z.int(ID_INVALIDO), z.positive(ID_INVALIDO), z.lte(ID_MAX, ID_INVALIDO));

/** A slug from a path (zone, product, list...): trimmed, 1–160 characters, one line. */
export const SlugParamSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Valor inválido'),
    z.maxLength(160, 'Valor inválido'),
    unaLinea('Valor inválido'),
  );

/** `/…/:id`. */
export const IdParamsSchema = z.strictObject({ id: IdParamSchema });
/** `/…/:zona`: the zone's slug. */
export const ZonaParamsSchema = z.strictObject({ zona: SlugParamSchema });
