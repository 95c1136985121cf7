import {
  CambioClaveRequestSchema,
  CambioTelefonoRequestSchema,
  Mensajes,
  RecuperarClaveRequestSchema,
  RegistroRequestSchema,
  RestablecerClaveRequestSchema,
  UsuarioEstatus,
  UsuarioTipo,
  VerificarCuentaRequestSchema,
  VerificarRegistradoQuerySchema,
} from '@mercado/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { issueRefreshToken, randomToken, revokeAllForUser, sha256 } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { unauthorized, unprocessable } from '../http/errors.ts';
import { queueEmail } from '../mail.ts';
import { findUsuarioByEmail, findUsuarioById, perfilOf } from '../services/usuario.ts';
import { setRefreshCookie } from './auth.ts';

const VERIFICACION_TTL_S = 48 * 3600;
const RECUPERACION_TTL_S = 3600;
const ENLACE_INVALIDO = 'El enlace no es válido o ha expirado. Solicite uno nuevo';

async function createEmailToken(
  db: Db,
  usuarioId: string,
  tipo: 'verificacion' | 'recuperacion',
  ttl: number,
) {
  const token = randomToken();
  await db
    .insertInto('token_email')
    .values({
      usuario_id: usuarioId,
      tipo,
      hash: sha256(token),
      expira_en: new Date(Date.now() + ttl * 1000),
    })
    .execute();
  return token;
}

/** Marks a valid, unused, unexpired token as used and returns its user id (atomic: one use only). */
async function consumeEmailToken(db: Db, token: string, tipo: 'verificacion' | 'recuperacion') {
  const row = await db
    .updateTable('token_email')
    .set({ usado_en: sql<Date>`now()` })
    .where('hash', '=', sha256(token))
    .where('tipo', '=', tipo)
    .where('usado_en', 'is', null)
    .where('expira_en', '>', sql<Date>`now()`)
    .returning('usuario_id')
    .executeTakeFirst();
  return row?.usuario_id ?? null;
}

export async function usuarioRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards } = ctx;

  app.get('/api/usuario/verificarregistrado', async (request) => {
    const { email } = VerificarRegistradoQuerySchema.parse(request.query);
    const user = await findUsuarioByEmail(db, email);
    return { registrado: Boolean(user && user.estatus !== UsuarioEstatus.ELIMINADO) };
  });

  app.post('/api/usuario/registro', async (request, reply) => {
    const body = RegistroRequestSchema.parse(request.body);
    if (await findUsuarioByEmail(db, body.email)) {
      throw unprocessable('El correo ya se encuentra registrado', {
        email: 'El correo ya se encuentra registrado. Inicie sesión o recupere su contraseña',
      });
    }
    const claveHash = await hashPassword(body.password);
    const { token, email } = await db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('usuario')
        .values({
          email: body.email,
          nombre: body.nombre,
          clave_hash: claveHash,
          tipo_documento: body.tipoDocumento,
          documento: body.documento,
          telefono: body.telefono,
          usuario_tipo: UsuarioTipo.NORMAL,
          estatus: UsuarioEstatus.VERIFICAR_EMAIL,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!user)
        throw unprocessable('El correo ya se encuentra registrado', {
          email: 'El correo ya se encuentra registrado',
        });
      const rol = await tx
        .selectFrom('rol')
        .select('id')
        .where('nombre', '=', 'ROLE_USER')
        .executeTakeFirst();
      if (rol) await tx.insertInto('usuario_rol').values({ usuario_id: user.id, rol_id: rol.id }).execute();
      const t = await createEmailToken(tx, user.id, 'verificacion', VERIFICACION_TTL_S);
      return { token: t, email: user.email };
    });
    const enlace = `${config.publicUrl}/auth/verificar-cuenta?token=${encodeURIComponent(token)}`;
    await queueEmail(db, request.log, {
      para: email,
      asunto: 'Verifique su cuenta',
      cuerpo: `Hola ${body.nombre}, bienvenido. Para activar su cuenta abra este enlace: ${enlace}`,
      enlace,
    });
    return reply.status(201).send({
      mensaje: 'Registro exitoso. Revise su correo electrónico para activar su cuenta',
    });
  });

  app.post('/api/usuario/verificar', async (request) => {
    const { token } = VerificarCuentaRequestSchema.parse(request.body);
    const usuarioId = await consumeEmailToken(db, token, 'verificacion');
    if (!usuarioId) throw unprocessable(ENLACE_INVALIDO);
    await db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.ACTIVO })
      .where('id', '=', usuarioId)
      .where('estatus', '=', UsuarioEstatus.VERIFICAR_EMAIL)
      .execute();
    return { mensaje: 'Su cuenta ha sido verificada. Ya puede iniciar sesión' };
  });

  app.post('/api/usuario/recuperar-clave', async (request) => {
    const { email } = RecuperarClaveRequestSchema.parse(request.body);
    const user = await findUsuarioByEmail(db, email);
    if (user && user.estatus !== UsuarioEstatus.ELIMINADO) {
      const token = await createEmailToken(db, user.id, 'recuperacion', RECUPERACION_TTL_S);
      const enlace = `${config.publicUrl}/auth/recuperar-clave?token=${encodeURIComponent(token)}`;
      await queueEmail(db, request.log, {
        para: user.email,
        asunto: 'Recuperación de contraseña',
        cuerpo: `Hola ${user.nombre}. Para crear una nueva contraseña abra este enlace (válido por 1 hora): ${enlace}`,
        enlace,
      });
    }
    return {
      mensaje: 'Si el correo está registrado, recibirá un enlace para restablecer su contraseña',
    };
  });

  app.post('/api/usuario/restablecer-clave', async (request) => {
    const body = RestablecerClaveRequestSchema.parse(request.body);
    const claveHash = await hashPassword(body.password);
    const usuarioId = await consumeEmailToken(db, body.token, 'recuperacion');
    if (!usuarioId) throw unprocessable(ENLACE_INVALIDO);
    await db.updateTable('usuario').set({ clave_hash: claveHash }).where('id', '=', usuarioId).execute();
    // The link proves the mailbox: an account still waiting for verification becomes active.
    await db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.ACTIVO })
      .where('id', '=', usuarioId)
      .where('estatus', '=', UsuarioEstatus.VERIFICAR_EMAIL)
      .execute();
    await db
      .updateTable('token_email')
      .set({ usado_en: sql<Date>`now()` })
      .where('usuario_id', '=', usuarioId)
      .where('tipo', '=', 'recuperacion')
      .where('usado_en', 'is', null)
      .execute();
    await revokeAllForUser(db, usuarioId);
    return { mensaje: 'Su contraseña ha sido actualizada. Ya puede iniciar sesión' };
  });

  app.get('/usuario/perfil', { preHandler: guards.requireUser }, async (request) => {
    const perfil = await perfilOf(db, request.usuario!.uid);
    if (!perfil) throw unauthorized(Mensajes.SESION_EXPIRADA);
    return perfil;
  });

  app.put('/usuario/perfil/telefono', { preHandler: guards.requireUser }, async (request) => {
    const { telefono } = CambioTelefonoRequestSchema.parse(request.body);
    const uid = request.usuario!.uid;
    const res = await db.updateTable('usuario').set({ telefono }).where('id', '=', uid).executeTakeFirst();
    if (!res.numUpdatedRows) throw unauthorized(Mensajes.SESION_EXPIRADA);
    return (await perfilOf(db, uid))!;
  });

  // Revokes every refresh token of the user, then starts a new session for this device.
  app.put('/usuario/perfil/clave', { preHandler: guards.requireUser }, async (request, reply) => {
    const body = CambioClaveRequestSchema.parse(request.body);
    const user = await findUsuarioById(db, request.usuario!.uid);
    if (!user) throw unauthorized(Mensajes.SESION_EXPIRADA);
    if (!(await verifyPassword(body.actual, user.clave_hash))) {
      throw unprocessable('La contraseña actual no es correcta', {
        actual: 'La contraseña actual no es correcta',
      });
    }
    const claveHash = await hashPassword(body.nueva);
    await db.updateTable('usuario').set({ clave_hash: claveHash }).where('id', '=', user.id).execute();
    await revokeAllForUser(db, user.id);
    setRefreshCookie(ctx, reply, await issueRefreshToken(db, config, user.id));
    return { mensaje: 'Su contraseña ha sido actualizada. Las demás sesiones fueron cerradas' };
  });
}
