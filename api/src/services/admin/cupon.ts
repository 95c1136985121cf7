/**
 * The coupons back-office (issue 35, spec §7 "Coupons"): list, register, edit, status, the form's
 * options, the code and name check, and the history. A coupon is read from the database by the
 * checkout at every use (services/cupon.ts), so what is saved here applies at once. Its zones, user
 * types and assigned customers are its own rows, replaced on each save and kept in its history by name.
 */
import {
  type CuponAdmin,
  type CuponForm,
  EstatusRegistro,
  MensajesCuponAdmin,
  type TokenPayload,
  USUARIO_TIPOS,
} from '@mercado/shared/contracts';
import { caracasDay, descripcionCupon } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { historial } from './auditoria.ts';
import { type ListaQuery, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { esDuplicado } from './sincronizar.ts';
import { crearVersionado, guardarVersionado } from './version.ts';

const ENTIDAD = 'cupon';

const usosVigentes = sql<number>`(select count(*)::int from cupon_uso u where u.cupon_id = c.id and u.liberado_en is null)`;

function consulta(db: Db) {
  return db
    .selectFrom('cupon as c')
    .select([
      'c.id',
      'c.codigo',
      'c.nombre',
      'c.porcentaje',
      'c.valor',
      'c.minimo_compra',
      'c.fecha_inicio',
      'c.fecha_fin',
      'c.limite_usuario',
      'c.limite_total',
      'c.publico',
      'c.estatus',
      'c.version',
      usosVigentes.as('usos'),
    ]);
}
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

/** The zones (by name), user types and customers' e-mails of the coupons `ids`. */
async function relaciones(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { zonas: [], tipos: [], clientes: [] };
  const [zonas, tipos, clientes] = await Promise.all([
    db
      .selectFrom('cupon_zona as cz')
      .innerJoin('zona as z', 'z.id', 'cz.zona_id')
      .select(['cz.cupon_id', 'z.id', 'z.nombre'])
      .where('cz.cupon_id', 'in', ids)
      .orderBy('z.nombre')
      .execute(),
    db
      .selectFrom('cupon_usuario_tipo')
      .select(['cupon_id', 'usuario_tipo'])
      .where('cupon_id', 'in', ids)
      .orderBy('usuario_tipo')
      .execute(),
    db
      .selectFrom('cupon_usuario as cu')
      .innerJoin('usuario as u', 'u.id', 'cu.usuario_id')
      .select(['cu.cupon_id', 'u.email'])
      .where('cu.cupon_id', 'in', ids)
      .orderBy('u.email')
      .execute(),
  ]);
  return { zonas, tipos, clientes };
}

async function vistas(db: Db, filas: Fila[]): Promise<CuponAdmin[]> {
  const r = await relaciones(
    db,
    filas.map((f) => f.id),
  );
  return filas.map((f) => ({
    id: f.id,
    codigo: f.codigo,
    nombre: f.nombre,
    porcentaje: f.porcentaje,
    valor: f.valor,
    minimoCompra: f.minimo_compra,
    fechaInicio: caracasDay(f.fecha_inicio),
    fechaFin: caracasDay(f.fecha_fin),
    limiteUsuario: f.limite_usuario,
    limiteTotal: f.limite_total,
    publico: f.publico,
    estatus: f.estatus === EstatusRegistro.INACTIVO ? 2 : 1,
    version: f.version,
    zonas: r.zonas.filter((z) => z.cupon_id === f.id).map((z) => ({ id: z.id, nombre: z.nombre })),
    usuarioTipos: r.tipos.filter((t) => t.cupon_id === f.id).map((t) => t.usuario_tipo),
    clientes: r.clientes.filter((c) => c.cupon_id === f.id).map((c) => c.email),
    usos: f.usos,
    descripcion: descripcionCupon({
      porcentaje: f.porcentaje,
      valor: f.valor,
      minimoCompra: f.minimo_compra,
    }),
  }));
}

export async function cuponPorId(db: Db, id: number): Promise<CuponAdmin> {
  const fila = await consulta(db).where('c.id', '=', id).executeTakeFirst();
  if (!fila) throw new NoExiste(MensajesCuponAdmin.NO_EXISTE);
  return (await vistas(db, [fila]))[0] as CuponAdmin;
}

type OrdenCupon = 'fechaFin' | 'codigo' | 'nombre' | 'valor' | 'usos' | 'id';

/**
 * The coupons: `q` in the code or the name; `zona` the coupons that apply there (its own and those of
 * every zone); `vigencia` against now.
 */
export async function listadoCupones(
  db: Db,
  q: ListaQuery<OrdenCupon> & { zona?: number | undefined; vigencia?: 'vigente' | 'proximo' | 'vencido' },
) {
  let base = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    base = base.where((eb) =>
      eb.or([eb(plegar('c.nombre'), 'like', patron), eb(plegar('c.codigo'), 'like', patron)]),
    );
  }
  if (q.estatus !== undefined) base = base.where('c.estatus', '=', q.estatus);
  const zona = q.zona;
  if (zona !== undefined) {
    base = base.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('cupon_zona as cz')
            .select('cz.cupon_id')
            .whereRef('cz.cupon_id', '=', 'c.id')
            .where('cz.zona_id', '=', zona),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('cupon_zona as cz').select('cz.cupon_id').whereRef('cz.cupon_id', '=', 'c.id'),
          ),
        ),
      ]),
    );
  }
  const ahora = new Date();
  if (q.vigencia === 'vigente')
    base = base.where('c.fecha_inicio', '<=', ahora).where('c.fecha_fin', '>=', ahora);
  if (q.vigencia === 'proximo') base = base.where('c.fecha_inicio', '>', ahora);
  if (q.vigencia === 'vencido') base = base.where('c.fecha_fin', '<', ahora);
  const columna = {
    fechaFin: 'c.fecha_fin',
    codigo: 'c.codigo',
    nombre: 'c.nombre',
    valor: 'c.valor',
    usos: 'usos',
    id: 'c.id',
  }[q.orden];
  const pagina = await paginar(base, { pagina: q.pagina, columna, dir: q.dir, idColumna: 'c.id' });
  return { ...pagina, items: await vistas(db, pagina.items) };
}

/** What the form offers: every zone (inactive ones marked) and the user types. */
export async function opcionesCupon(db: Db) {
  const zonas = await db.selectFrom('zona').select(['id', 'nombre', 'estatus']).orderBy('nombre').execute();
  return {
    zonas: zonas.map((z) => ({
      ...z,
      estatus: z.estatus === EstatusRegistro.INACTIVO ? (2 as const) : (1 as const),
    })),
    usuarioTipos: USUARIO_TIPOS.map((t) => ({ tipo: t.tipo, nombre: t.nombre })),
  };
}

export async function cuponFormEditar(db: Db, id: number) {
  const [cupon, opciones] = await Promise.all([cuponPorId(db, id), opcionesCupon(db)]);
  return { ...opciones, cupon };
}

async function codigoLibre(db: Db, codigo: string, id: number | null | undefined) {
  let q = db.selectFrom('cupon').select('id').where('codigo', '=', codigo.trim().toUpperCase());
  if (id) q = q.where('id', '<>', id);
  return (await q.executeTakeFirst()) === undefined;
}

/** A coupon's name is unique, case and accents aside. */
async function nombreLibre(db: Db, nombre: string, id: number | null | undefined) {
  let q = db.selectFrom('cupon').select('id').where(plegar('nombre'), '=', plegarTexto(nombre.trim()));
  if (id) q = q.where('id', '<>', id);
  return (await q.executeTakeFirst()) === undefined;
}

/** As staff type: the code and the name (each when given) are free. */
export async function verificarCupon(
  db: Db,
  q: { codigo?: string | undefined; nombre?: string | undefined; id?: number | undefined },
) {
  const libres = await Promise.all([
    q.codigo ? codigoLibre(db, q.codigo, q.id) : true,
    q.nombre ? nombreLibre(db, q.nombre, q.id) : true,
  ]);
  return { disponible: libres.every(Boolean) };
}

const codigoEnUso = () =>
  new Conflicto(MensajesCuponAdmin.CODIGO_EN_USO, { codigo: MensajesCuponAdmin.CODIGO_EN_USO });

/**
 * On save, inside its transaction: the code and the name free (409 naming the field), the zones
 * existing and the customers' e-mails known (422 naming the field). Gives the customers' ids.
 */
async function comprobar(trx: Db, form: CuponForm, id: number | null): Promise<string[]> {
  if (!(await codigoLibre(trx, form.codigo, id))) throw codigoEnUso();
  if (!(await nombreLibre(trx, form.nombre, id)))
    throw new Conflicto(MensajesCuponAdmin.NOMBRE_EN_USO, { nombre: MensajesCuponAdmin.NOMBRE_EN_USO });
  const zonas = [...new Set(form.zonas)];
  if (zonas.length > 0) {
    const hay = await trx.selectFrom('zona').select('id').where('id', 'in', zonas).execute();
    if (hay.length !== zonas.length)
      throw new Rechazado(MensajesCuponAdmin.ZONA_NO_EXISTE, { zonas: MensajesCuponAdmin.ZONA_NO_EXISTE });
  }
  const emails = [...new Set(form.clientes)];
  if (emails.length === 0) return [];
  const usuarios = await trx
    .selectFrom('usuario')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  const faltan = emails.filter((e) => !usuarios.some((u) => u.email === e));
  if (faltan.length > 0) {
    const mensaje = `${MensajesCuponAdmin.CLIENTE_NO_EXISTE}: ${faltan.join(', ')}`;
    throw new Rechazado(mensaje, { clientes: mensaje });
  }
  return usuarios.map((u) => u.id);
}

/** The days as instants: from 00:00 of the first to the end of the last, in Caracas (UTC−4). */
const inicioDia = (dia: string) => new Date(`${dia}T00:00:00.000-04:00`);
const finDia = (dia: string) => new Date(`${dia}T23:59:59.999-04:00`);

const columnas = (form: CuponForm) => ({
  codigo: form.codigo,
  nombre: form.nombre,
  porcentaje: form.porcentaje,
  valor: form.valor,
  minimo_compra: form.minimoCompra,
  fecha_inicio: inicioDia(form.fechaInicio),
  fecha_fin: finDia(form.fechaFin),
  limite_usuario: form.limiteUsuario,
  limite_total: form.limiteTotal,
  publico: form.publico,
});

/** Replaces the coupon's zones, user types and customers. */
async function escribirRelaciones(trx: Db, id: number, form: CuponForm, clientes: string[]) {
  await Promise.all([
    trx.deleteFrom('cupon_zona').where('cupon_id', '=', id).execute(),
    trx.deleteFrom('cupon_usuario_tipo').where('cupon_id', '=', id).execute(),
    trx.deleteFrom('cupon_usuario').where('cupon_id', '=', id).execute(),
  ]);
  const zonas = [...new Set(form.zonas)];
  const tipos = [...new Set(form.usuarioTipos)];
  if (zonas.length)
    await trx
      .insertInto('cupon_zona')
      .values(zonas.map((zona_id) => ({ cupon_id: id, zona_id })))
      .execute();
  if (tipos.length)
    await trx
      .insertInto('cupon_usuario_tipo')
      .values(tipos.map((usuario_tipo) => ({ cupon_id: id, usuario_tipo })))
      .execute();
  if (clientes.length)
    await trx
      .insertInto('cupon_usuario')
      .values(clientes.map((usuario_id) => ({ cupon_id: id, usuario_id })))
      .execute();
}

const NOMBRE_TIPO = new Map<number, string>(USUARIO_TIPOS.map((t) => [t.tipo, t.nombre]));

/** What the history keeps of a coupon: its form's fields, zones and types by name, customers by e-mail. */
async function registro(trx: Db, id: number): Promise<Record<string, unknown>> {
  const c = await cuponPorId(trx, id);
  return {
    codigo: c.codigo,
    nombre: c.nombre,
    porcentaje: c.porcentaje,
    valor: c.valor,
    minimoCompra: c.minimoCompra,
    fechaInicio: c.fechaInicio,
    fechaFin: c.fechaFin,
    limiteUsuario: c.limiteUsuario,
    limiteTotal: c.limiteTotal,
    publico: c.publico,
    estatus: c.estatus,
    zonas: c.zonas.map((z) => z.nombre),
    usuarioTipos: c.usuarioTipos.map((t) => NOMBRE_TIPO.get(t) ?? String(t)),
    clientes: c.clientes,
  };
}

/** A code another save took between the check and the write (the unique index) is the same 409. */
async function enTransaccion<T>(db: Db, paso: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(paso);
  } catch (err) {
    if (esDuplicado(err)) throw codigoEnUso();
    throw err;
  }
}

export async function registrarCupon(db: Db, usuario: TokenPayload, form: CuponForm): Promise<CuponAdmin> {
  const id = await enTransaccion(db, async (trx) => {
    const clientes = await comprobar(trx, form, null);
    const fila = await crearVersionado(trx, usuario, {
      tabla: 'cupon',
      entidad: ENTIDAD,
      valores: columnas(form),
      escribir: (f) => escribirRelaciones(trx, f.id, form, clientes),
      registro: (f) => registro(trx, f.id),
    });
    return fila.id;
  });
  return cuponPorId(db, id);
}

export async function editarCupon(
  db: Db,
  usuario: TokenPayload,
  id: number,
  form: CuponForm & { version: number },
): Promise<CuponAdmin> {
  await enTransaccion(db, async (trx) => {
    let clientes: string[] = [];
    await guardarVersionado(trx, usuario, {
      tabla: 'cupon',
      id,
      version: form.version,
      entidad: ENTIDAD,
      accion: 'editar',
      noExiste: MensajesCuponAdmin.NO_EXISTE,
      comprobar: async () => {
        clientes = await comprobar(trx, form, id);
      },
      cambios: columnas(form),
      escribir: () => escribirRelaciones(trx, id, form, clientes),
      registro: (f) => registro(trx, f.id),
    });
  });
  return cuponPorId(db, id);
}

export async function estatusCupon(
  db: Db,
  usuario: TokenPayload,
  id: number,
  body: { estatus: 1 | 2; version: number },
): Promise<CuponAdmin> {
  await db.transaction().execute((trx) =>
    guardarVersionado(trx, usuario, {
      tabla: 'cupon',
      id,
      version: body.version,
      entidad: ENTIDAD,
      accion: 'estatus',
      noExiste: MensajesCuponAdmin.NO_EXISTE,
      cambios: { estatus: body.estatus },
      registro: (f) => registro(trx, f.id),
    }),
  );
  return cuponPorId(db, id);
}

export async function historialCupon(db: Db, id: number, pagina: number) {
  await cuponPorId(db, id);
  return historial(db, ENTIDAD, id, pagina);
}
