/**
 * Customers in the back-office (spec §2 `cliente`, ROLE_CLIENTE; issue 19): every account without
 * ROLE_ADMIN, searched by name, email, document or phone; one customer with their balance, type and
 * orders (the orders of the caller's zones when the caller holds zone roles, as everywhere orders are
 * read); blocking and unblocking with a reason. Blocking also bumps the account's session version: the
 * tokens already issued stop at their next call (403 'Bloqueado/Inactivo', `tokens.ts`), and
 * unblocking does not bring them back (the customer signs in again).
 */
import {
  type Cliente,
  type ClienteFila,
  type ClienteListadoQuerySchema,
  MensajesClientes,
  type OrdenPagina,
  ROLE_ADMIN,
  type TokenPayload,
  UsuarioEstatus,
} from '@mercado/shared/contracts';
import type { z } from '@mercado/shared/zod';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { alcanceDeZonas } from '../orden/admin.ts';
import { paginaDeOrdenes } from '../orden/pagina.ts';
import { membresiaOf } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { membresiaTerminadaDe } from './membresia-cliente.ts';
import { exigirCuentaAlAlcance } from './usuarios.ts';

type ListadoClientes = z.output<typeof ClienteListadoQuerySchema>;
const ORDEN = { creado: 'u.creado_en', nombre: 'u.nombre', email: 'u.email', saldo: 'saldo' } as const;

/** Not staff: no ROLE_ADMIN (staff accounts are the `usuario` section's). */
const esCliente = (eb: ExpressionBuilder<Database & { u: Database['usuario'] }, 'u'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('usuario_rol as ur')
        .innerJoin('rol as r', 'r.id', 'ur.rol_id')
        .select('ur.usuario_id')
        .whereRef('ur.usuario_id', '=', 'u.id')
        .where('r.nombre', '=', ROLE_ADMIN),
    ),
  );

const consulta = (db: Db) =>
  db
    .selectFrom('usuario as u')
    .select([
      'u.id',
      'u.nombre',
      'u.email',
      'u.tipo_documento',
      'u.documento',
      'u.telefono',
      'u.estatus',
      'u.usuario_tipo',
      'u.creado_en',
      // The balance is the ledger's sum (services/saldo.ts).
      sql<string>`(select coalesce(sum(m.monto), 0) from saldo_movimiento m where m.usuario_id = u.id)::numeric(12,2)::text`.as(
        'saldo',
      ),
    ])
    .where(esCliente);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;
const fila = (f: Fila): ClienteFila => ({
  id: f.id,
  nombre: f.nombre,
  email: f.email,
  tipoDocumento: f.tipo_documento,
  documento: f.documento,
  telefono: f.telefono,
  estatus: f.estatus as ClienteFila['estatus'],
  usuarioTipo: f.usuario_tipo as ClienteFila['usuarioTipo'],
  creadoEn: new Date(f.creado_en).toISOString(),
  saldo: f.saldo,
});

export async function listarClientes(db: Db, q: ListadoClientes): Promise<Pagina<ClienteFila>> {
  let c = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    const digitos = q.q.replace(/\D/g, '');
    c = c.where((eb) =>
      eb.or([
        eb(plegar('u.nombre'), 'like', patron),
        eb(sql`lower(u.email)`, 'like', patron),
        ...(digitos
          ? [
              eb('u.documento', 'like', patronTexto(digitos)),
              eb(sql`regexp_replace(coalesce(u.telefono, ''), '\\D', '', 'g')`, 'like', patronTexto(digitos)),
            ]
          : []),
      ]),
    );
  }
  if (q.estatus) c = c.where('u.estatus', '=', q.estatus);
  if (q.tipo) c = c.where('u.usuario_tipo', '=', q.tipo);
  const pagina = await paginar(c, {
    pagina: q.pagina,
    columna: ORDEN[q.orden],
    dir: q.dir,
    idColumna: 'u.id',
  });
  return { ...pagina, items: pagina.items.map(fila) };
}

const noExiste = () => new NoExiste(MensajesClientes.CLIENTE_NO_EXISTE);

export async function leerCliente(db: Db, id: string): Promise<Cliente> {
  const f = await consulta(db).where('u.id', '=', id).executeTakeFirst();
  if (!f) throw noExiste();
  const [membresia, terminada, pedidos, bloqueo] = await Promise.all([
    membresiaOf(db, id),
    membresiaTerminadaDe(db, id, f.usuario_tipo),
    db
      .selectFrom('orden')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('usuario_id', '=', id)
      .executeTakeFirstOrThrow(),
    f.estatus === UsuarioEstatus.BLOQUEADO
      ? db
          .selectFrom('auditoria')
          .select('despues')
          .where('entidad', '=', 'cliente')
          .where('entidad_id', '=', id)
          .where('accion', '=', 'estatus')
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined,
  ]);
  const motivo = (bloqueo?.despues as { motivo?: unknown } | null | undefined)?.motivo;
  return {
    ...fila(f),
    membresiaFin: membresia?.fin ?? null,
    membresiaTerminada: terminada,
    pedidos: Number(pedidos.n),
    motivoBloqueo: typeof motivo === 'string' ? motivo : null,
  };
}

/** The customer's orders, newest first; only those of the caller's zones when it holds zone roles. */
export async function ordenesCliente(
  db: Db,
  usuario: TokenPayload,
  id: string,
  pagina: number,
): Promise<OrdenPagina> {
  await leerCliente(db, id);
  const alcance = alcanceDeZonas(usuario.roles);
  return paginaDeOrdenes(
    db,
    (eb) =>
      alcance
        ? eb.and([eb('o.usuario_id', '=', id), eb('z.slug', 'in', alcance)])
        : eb('o.usuario_id', '=', id),
    pagina,
  );
}

/** Blocks (ending the customer's sessions) or unblocks the customer, with the reason, recorded. */
export async function bloqueoCliente(
  db: Db,
  usuario: TokenPayload,
  id: string,
  datos: { bloquear: boolean; motivo: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await trx
      .selectFrom('usuario as u')
      .select('u.estatus')
      .where('u.id', '=', id)
      .where(esCliente)
      .forUpdate()
      .executeTakeFirst();
    if (!c) throw noExiste();
    // An account holding roles beyond the caller's (staff without ROLE_ADMIN) is not theirs to block.
    await exigirCuentaAlAlcance(trx, usuario, id);
    if (c.estatus === UsuarioEstatus.ELIMINADO) throw new Rechazado(MensajesClientes.CLIENTE_ELIMINADO);
    const bloqueado = c.estatus === UsuarioEstatus.BLOQUEADO;
    if (datos.bloquear && bloqueado) throw new Conflicto(MensajesClientes.YA_BLOQUEADO);
    if (!datos.bloquear && !bloqueado) throw new Conflicto(MensajesClientes.NO_BLOQUEADO);
    const estatus = datos.bloquear ? UsuarioEstatus.BLOQUEADO : UsuarioEstatus.ACTIVO;
    await trx
      .updateTable('usuario')
      .set({
        estatus,
        ...(datos.bloquear ? { sesion_version: sql<number>`sesion_version + 1` } : {}),
      })
      .where('id', '=', id)
      .execute();
    await registrarCambio(trx, usuario, {
      entidad: 'cliente',
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: c.estatus },
      despues: { estatus, motivo: datos.motivo },
    });
  });
}
