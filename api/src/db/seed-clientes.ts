/**
 * Demo data of the back-office's customer sections (issue 19), seeded once: customers who asked for
 * prime or to delete their account, one kept for blocking (the end-to-end test blocks and unblocks
 * it), and referrals with their pending rewards (decision 0031: referrals are seeded; sign-up takes
 * no referral code yet). Their password is the demo one (`Demo1234!`).
 */
import { ROLE_USER, UsuarioEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import type { Db } from './index.ts';

const CLIENTES = [
  {
    email: 'ana.morales@demo.test',
    nombre: 'Ana Morales',
    documento: '19012345',
    telefono: '0414-5556701',
  },
  {
    email: 'luis.herrera@demo.test',
    nombre: 'Luis Herrera',
    documento: '19123456',
    telefono: '0424-5556702',
  },
  {
    email: 'rosa.mendoza@demo.test',
    nombre: 'Rosa Mendoza',
    documento: '19234567',
    telefono: '0412-5556703',
  },
  {
    email: 'pedro.castillo@demo.test',
    nombre: 'Pedro Castillo',
    documento: '19345678',
    telefono: '0416-5556704',
  },
  {
    email: 'carmen.rivas@demo.test',
    nombre: 'Carmen Rivas',
    documento: '19456789',
    telefono: '0414-5556705',
  },
  { email: 'jorge.salas@demo.test', nombre: 'Jorge Salas', documento: '19567890', telefono: '0424-5556706' },
  // Asks for prime and shares her code in the e2e of /prime and /comparte-y-gana (issue 34).
  {
    email: 'sofia.torres@demo.test',
    nombre: 'Sofía Torres',
    documento: '19678901',
    telefono: '0412-5556707',
  },
] as const;
type Email = (typeof CLIENTES)[number]['email'];

export async function seedClientes(db: Db): Promise<boolean> {
  if (await db.selectFrom('usuario').select('id').where('email', '=', CLIENTES[0].email).executeTakeFirst())
    return false;
  await db.transaction().execute(async (tx) => {
    const { clave_hash } = await tx
      .selectFrom('usuario')
      .select('clave_hash')
      .where('email', '=', 'cliente@demo.test')
      .executeTakeFirstOrThrow();
    const rol = await tx
      .selectFrom('rol')
      .select('id')
      .where('nombre', '=', ROLE_USER)
      .executeTakeFirstOrThrow();
    const id = new Map<Email, string>();
    for (const c of CLIENTES) {
      const row = await tx
        .insertInto('usuario')
        .values({
          ...c,
          clave_hash,
          tipo_documento: 'V',
          usuario_tipo: UsuarioTipo.NORMAL,
          estatus: UsuarioEstatus.ACTIVO,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id.set(c.email, row.id);
      await tx.insertInto('usuario_rol').values({ usuario_id: row.id, rol_id: rol.id }).execute();
    }
    await tx
      .insertInto('membresia_solicitud')
      .values([
        { usuario_id: id.get('ana.morales@demo.test')! },
        { usuario_id: id.get('luis.herrera@demo.test')! },
      ])
      .execute();
    await tx
      .insertInto('borrar_cuenta_solicitud')
      .values({ usuario_id: id.get('rosa.mendoza@demo.test')!, motivo_cliente: 'Me mudé fuera del país' })
      .execute();
    await tx
      .insertInto('referido')
      .values(
        (['jorge.salas@demo.test', 'luis.herrera@demo.test'] as const).map((referido) => ({
          referidor_id: id.get('carmen.rivas@demo.test')!,
          referido_id: id.get(referido)!,
          recompensa: '5.00',
        })),
      )
      .execute();
  });
  return true;
}
