import { z } from '@mercado/shared/zod';
import {
  DocumentoSchema,
  EmailSchema,
  MensajesTexto,
  NombreSchema,
  PasswordSchema,
  TelefonoSchema,
  TipoDocumentoSchema,
  UsuarioEstatusSchema,
  UsuarioTipoSchema,
  unaLinea,
  variasLineas,
} from './common.ts';
import { CodigoReferidoSchema } from './prime.ts';

/** POST /login_check */
export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  // Login does not enforce the length rule (old passwords), only presence.
  password: z
    .string({ error: 'Ingrese la contraseña' })
    .check(z.minLength(1, 'Ingrese la contraseña'), z.maxLength(200), unaLinea(MensajesTexto.CLAVE)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /login_check and POST /refresh_token: `refresh` = epoch seconds when the refresh token expires. */
export const TokenResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refresh: z.int(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Access JWT payload (HS256). */
export const TokenPayloadSchema = z.object({
  uid: z.string().check(z.uuid()),
  roles: z.array(z.string()),
  usuarioTipo: z.object({ tipo: UsuarioTipoSchema }),
  exp: z.int(),
  iat: z.optional(z.int()),
});
export type TokenPayload = z.infer<typeof TokenPayloadSchema>;

/** GET /api/usuario/verificarregistrado?email= */
export const VerificarRegistradoQuerySchema = z.strictObject({ email: EmailSchema });
export const VerificarRegistradoResponseSchema = z.object({ registrado: z.boolean() });
export type VerificarRegistradoResponse = z.infer<typeof VerificarRegistradoResponseSchema>;

/** POST /api/usuario/registro → 201 MensajeResponse */
export const RegistroRequestSchema = z.strictObject({
  nombre: NombreSchema,
  email: EmailSchema,
  password: PasswordSchema,
  tipoDocumento: TipoDocumentoSchema,
  documento: DocumentoSchema,
  telefono: TelefonoSchema,
  /** A friend's code of /comparte-y-gana (issue 34); empty when none. */
  referido: z.optional(CodigoReferidoSchema),
});
export type RegistroRequest = z.input<typeof RegistroRequestSchema>;

/** POST /api/usuario/verificar */
export const VerificarCuentaRequestSchema = z.strictObject({
  token: z
    .string({ error: 'El enlace no es válido' })
    .check(z.minLength(10, 'El enlace no es válido'), z.maxLength(200), unaLinea('El enlace no es válido')),
});
export type VerificarCuentaRequest = z.infer<typeof VerificarCuentaRequestSchema>;

/** POST /api/usuario/recuperar-clave */
export const RecuperarClaveRequestSchema = z.strictObject({ email: EmailSchema });
export type RecuperarClaveRequest = z.input<typeof RecuperarClaveRequestSchema>;

/** POST /api/usuario/restablecer-clave */
export const RestablecerClaveRequestSchema = z.strictObject({
  token: z
    .string({ error: 'El enlace no es válido' })
    .check(z.minLength(10, 'El enlace no es válido'), z.maxLength(200), unaLinea('El enlace no es válido')),
  password: PasswordSchema,
});
export type RestablecerClaveRequest = z.infer<typeof RestablecerClaveRequestSchema>;

export const MembresiaSchema = z.object({ fin: z.string() });
export type Membresia = z.infer<typeof MembresiaSchema>;

/** GET /usuario/perfil */
export const PerfilSchema = z.object({
  uid: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.nullable(z.string()),
  tipoDocumento: TipoDocumentoSchema,
  documento: z.string(),
  usuarioTipo: UsuarioTipoSchema,
  roles: z.array(z.string()),
  estatus: UsuarioEstatusSchema,
  membresia: z.nullable(MembresiaSchema),
});
export type Perfil = z.infer<typeof PerfilSchema>;

/** PUT /usuario/perfil/telefono → Perfil */
export const CambioTelefonoRequestSchema = z.strictObject({ telefono: TelefonoSchema });
export type CambioTelefonoRequest = z.input<typeof CambioTelefonoRequestSchema>;

/** PUT /usuario/perfil/clave → MensajeResponse */
export const CambioClaveRequestSchema = z.strictObject({
  actual: z
    .string({ error: 'Ingrese su contraseña actual' })
    .check(z.minLength(1, 'Ingrese su contraseña actual'), z.maxLength(200), unaLinea(MensajesTexto.CLAVE)),
  nueva: PasswordSchema,
});
export type CambioClaveRequest = z.infer<typeof CambioClaveRequestSchema>;

/* ---- The profile's e-mail, sessions and deletion (issue 34) ------------------------------------- */

const ClaveActualSchema = z
  .string({ error: 'Ingrese su contraseña actual' })
  .check(z.minLength(1, 'Ingrese su contraseña actual'), z.maxLength(200), unaLinea(MensajesTexto.CLAVE));

/** PUT /usuario/perfil/correo → MensajeResponse: the new address gets a link; it counts once followed. */
export const CambioCorreoRequestSchema = z.strictObject({ email: EmailSchema, password: ClaveActualSchema });
export type CambioCorreoRequest = z.input<typeof CambioCorreoRequestSchema>;

/** POST /api/usuario/correo/verificar: the token of the new address's link. */
export const VerificarCorreoRequestSchema = VerificarCuentaRequestSchema;

/** What the customer types to confirm the deletion request. */
export const CONFIRMACION_BORRADO = 'BORRAR';

/** POST /usuario/borrar-cuenta/solicitud: the password, the typed confirmation and, if wished, why. */
export const BorrarCuentaSolicitarSchema = z.strictObject({
  password: ClaveActualSchema,
  confirmacion: z
    .string({ error: `Escriba ${CONFIRMACION_BORRADO} para confirmar` })
    .check(
      z.trim(),
      z.regex(new RegExp(`^${CONFIRMACION_BORRADO}$`, 'i'), `Escriba ${CONFIRMACION_BORRADO} para confirmar`),
    ),
  motivo: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(300, 'El motivo no puede tener más de 300 caracteres'), variasLineas()),
    '',
  ),
});
export type BorrarCuentaSolicitar = z.input<typeof BorrarCuentaSolicitarSchema>;

/** One open session of the user (a refresh token family): its device, place and last use. */
export const SesionSchema = z.object({
  id: z.string(),
  /** "Chrome 131", "Safari 17.5"; 'Navegador desconocido' without a User-Agent. */
  navegador: z.string(),
  /** "Android 14", "Windows 10"; null when unknown. */
  sistema: z.nullable(z.string()),
  dispositivo: z.enum(['movil', 'tableta', 'computadora', 'desconocido']),
  /** The request's address as the API saw it. */
  direccion: z.nullable(z.string()),
  inicio: z.string(),
  ultimoUso: z.string(),
  /** The session of the device asking. */
  actual: z.boolean(),
});
export type Sesion = z.infer<typeof SesionSchema>;
export const SesionesSchema = z.array(SesionSchema);

export const SesionParamsSchema = z.strictObject({
  id: z.string({ error: 'Sesión inválida' }).check(z.uuid('Sesión inválida')),
});
