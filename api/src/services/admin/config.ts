/**
 * The back-office's configuration (issue 35, decision 0047): the single `configuracion` row and the
 * bolívar's rate (`moneda.tasa`, what every price, cart and order reads), with the rate's own history
 * (`tasa_historial`) and every change in the back-office record (`auditoria`, entity 'configuracion').
 * Nothing is cached: the store reads both on each request, so a change shows on the next load. Each
 * value is saved with the value its form opened (`anterior`): a single-row table's optimistic
 * concurrency, the second of two saves from the same value is refused (409).
 */
import {
  type ConfigAdmin,
  type ConfigData,
  cambioPorcentual,
  MensajesConfig,
  MonedaId,
  normalizarDecimal,
  POR_PAGINA_ADMIN,
  superaUmbral,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { historial, registrarCambio } from './auditoria.ts';

export const ENTIDAD_CONFIG = 'configuracion';

/** The configuration's values as the form shows them, by the field name the API and the history use. */
const COLUMNAS = {
  minimoCompra: { columna: 'minimo_compra', escala: 2, enteros: 10 },
  costoEmpaquetado: { columna: 'costo_empaquetado', escala: 2, enteros: 10 },
  igtf: { columna: 'igtf', escala: 4, enteros: 5 },
  tasaUmbralConfirmacion: { columna: 'tasa_umbral_confirmacion', escala: 2, enteros: 4 },
  ajusteUmbralAprobacion: { columna: 'ajuste_umbral_aprobacion', escala: 2, enteros: 10 },
} as const;
export type CampoDecimal = keyof typeof COLUMNAS;

/** A numeric column's text at its scale ("236.45" → "236.4500"): how values are compared and shown. */
const aEscala = (valor: string, escala: number) => normalizarDecimal(valor, escala, 12) ?? valor;

type FilaConfig = {
  minimo_compra: string;
  icono_categoria: boolean;
  costo_empaquetado: string;
  igtf: string;
  tasa_umbral_confirmacion: string;
  ajuste_umbral_aprobacion: string;
};

function vista(c: FilaConfig, tasa: string): ConfigAdmin {
  const valor = (campo: CampoDecimal) => aEscala(c[COLUMNAS[campo].columna], COLUMNAS[campo].escala);
  return {
    tasa: aEscala(tasa, 4),
    minimoCompra: valor('minimoCompra'),
    iconoCategoria: c.icono_categoria,
    costoEmpaquetado: valor('costoEmpaquetado'),
    igtf: valor('igtf'),
    tasaUmbralConfirmacion: valor('tasaUmbralConfirmacion'),
    ajusteUmbralAprobacion: valor('ajusteUmbralAprobacion'),
  };
}

/** The configuration row and the bolívar's rate; `bloquear` reads both `for update` (in a transaction). */
async function leer(db: Db, bloquear = false): Promise<ConfigAdmin> {
  let qc = db.selectFrom('configuracion').selectAll().where('id', '=', 1);
  let qm = db.selectFrom('moneda').select('tasa').where('id', '=', MonedaId.BOLIVAR);
  if (bloquear) {
    qc = qc.forUpdate();
    qm = qm.forUpdate();
  }
  // One after the other: a transaction's connection runs one query at a time.
  const c = await qc.executeTakeFirst();
  const m = await qm.executeTakeFirst();
  if (!c || !m) throw new NoExiste('La configuración de la tienda no existe');
  return vista(c, m.tasa);
}

export const leerConfig = (db: Db) => leer(db);

/** GET /admin/config/configdata: the configuration and a page of the rate's history, newest first. */
export async function configData(db: Db, pagina: number): Promise<ConfigData> {
  const base = db.selectFrom('tasa_historial as h').where('h.moneda_id', '=', MonedaId.BOLIVAR);
  const [configuracion, filas, total] = await Promise.all([
    leer(db),
    base
      .leftJoin('usuario as u', 'u.id', 'h.creado_por')
      .select(['h.id', 'h.tasa', 'h.anterior', 'h.creado_en', 'h.creado_por', 'u.email'])
      .orderBy('h.creado_en', 'desc')
      .orderBy('h.id', 'desc')
      .limit(POR_PAGINA_ADMIN)
      .offset((pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return {
    configuracion,
    historialTasa: {
      items: filas.map((f) => {
        const tasa = aEscala(f.tasa, 4);
        const anterior = f.anterior === null ? null : aEscala(f.anterior, 4);
        return {
          id: f.id,
          fecha: new Date(f.creado_en).toISOString(),
          tasa,
          anterior,
          cambio: anterior === null ? null : cambioPorcentual(anterior, tasa),
          // A staff account deleted since: its id, as the back-office record keeps it.
          usuario: f.email ?? f.creado_por,
        };
      }),
      pagina,
      paginas: Math.max(1, Math.ceil(n / POR_PAGINA_ADMIN)),
      total: n,
      porPagina: POR_PAGINA_ADMIN,
    },
  };
}

export const historialConfig = (db: Db, pagina: number) => historial(db, ENTIDAD_CONFIG, 1, pagina);

const conflicto = () => new Conflicto(MensajesConfig.CONFLICTO);

/**
 * One value saved: locks the row, refuses a stale `anterior` (409), writes the value and records the
 * change; saving the value it already has changes and records nothing.
 */
async function guardar<K extends keyof ConfigAdmin>(
  db: Db,
  usuario: TokenPayload,
  campo: K,
  nuevo: ConfigAdmin[K],
  anterior: ConfigAdmin[K],
  escribir: (trx: Db) => Promise<unknown>,
): Promise<ConfigAdmin> {
  return db.transaction().execute(async (trx) => {
    const actual = await leer(trx, true);
    if (actual[campo] !== anterior) throw conflicto();
    if (actual[campo] === nuevo) return actual;
    await escribir(trx);
    await registrarCambio(trx, usuario, {
      entidad: ENTIDAD_CONFIG,
      entidadId: 1,
      accion: 'editar',
      antes: { [campo]: actual[campo] },
      despues: { [campo]: nuevo },
    });
    return { ...actual, [campo]: nuevo };
  });
}

/** PUT …/minimocompra|costoempaquetado|igtf|tasaumbral|ajusteumbral/editar: one decimal value. */
export function editarDecimal(
  db: Db,
  usuario: TokenPayload,
  campo: CampoDecimal,
  valores: { nuevo: string; anterior: string },
): Promise<ConfigAdmin> {
  const { columna } = COLUMNAS[campo];
  return guardar(db, usuario, campo, valores.nuevo, valores.anterior, (trx) =>
    trx
      .updateTable('configuracion')
      .set({ [columna]: valores.nuevo })
      .where('id', '=', 1)
      .execute(),
  );
}

/** PUT /admin/config/iconocategoria/editar. */
export function editarIconoCategoria(
  db: Db,
  usuario: TokenPayload,
  valores: { iconoCategoria: boolean; anterior: boolean },
): Promise<ConfigAdmin> {
  return guardar(db, usuario, 'iconoCategoria', valores.iconoCategoria, valores.anterior, (trx) =>
    trx
      .updateTable('configuracion')
      .set({ icono_categoria: valores.iconoCategoria })
      .where('id', '=', 1)
      .execute(),
  );
}

/**
 * PUT /admin/config/tasa/editar: the day's BCV rate. Refused when it is the current one (422), when
 * the rate changed since the form opened (409), and, unless `confirmar`, when it moves more than
 * `tasa_umbral_confirmacion` % from the current rate (422, the message names both rates and the
 * change): a typo cannot reprice the store. Written to `moneda.tasa` with its history row and record.
 */
export async function editarTasa(
  db: Db,
  usuario: TokenPayload,
  valores: { tasa: string; anterior: string; confirmar?: boolean | undefined },
): Promise<ConfigAdmin> {
  return db.transaction().execute(async (trx) => {
    const actual = await leer(trx, true);
    if (actual.tasa !== valores.anterior) throw conflicto();
    if (actual.tasa === valores.tasa)
      throw new Rechazado(MensajesConfig.TASA_IGUAL, { tasa: MensajesConfig.TASA_IGUAL });
    if (!valores.confirmar && superaUmbral(actual.tasa, valores.tasa, actual.tasaUmbralConfirmacion)) {
      const mensaje = MensajesConfig.tasaSinConfirmar(
        actual.tasa,
        valores.tasa,
        cambioPorcentual(actual.tasa, valores.tasa),
        actual.tasaUmbralConfirmacion,
      );
      throw new Rechazado(mensaje, { tasa: mensaje });
    }
    await trx.updateTable('moneda').set({ tasa: valores.tasa }).where('id', '=', MonedaId.BOLIVAR).execute();
    await trx
      .insertInto('tasa_historial')
      .values({
        moneda_id: MonedaId.BOLIVAR,
        tasa: valores.tasa,
        anterior: actual.tasa,
        creado_por: usuario.uid,
      })
      .execute();
    await registrarCambio(trx, usuario, {
      entidad: ENTIDAD_CONFIG,
      entidadId: 1,
      accion: 'editar',
      antes: { tasa: actual.tasa },
      despues: { tasa: valores.tasa },
    });
    return { ...actual, tasa: valores.tasa };
  });
}
