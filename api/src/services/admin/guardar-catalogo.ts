/**
 * How the catalogue's records (categories, tags, products) are written: each save in its own
 * transaction through `crearVersionado` / `guardarVersionado`, and a slug that another save took
 * between the check and the write (the unique index refuses it) answered with the same 409 as the check.
 */
import { MensajesAdmin, type TokenPayload } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { Conflicto } from '../errores.ts';
import { esDuplicado } from './sincronizar.ts';
import {
  type CambiosVersionados,
  type Creado,
  crearVersionado,
  type FilaVersionada,
  guardarVersionado,
  type TablaVersionada,
  type Versionado,
} from './version.ts';

type TablaCatalogo = Extract<TablaVersionada, 'categoria' | 'etiqueta' | 'producto'>;

/** One kind of catalogue record: its table, its 404 and what the audit keeps of it. */
export type TipoCatalogo<T extends TablaCatalogo> = {
  tabla: T;
  noExiste: string;
  registro: (
    trx: Db,
    fila: FilaVersionada<T> & { id: number },
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
};

/** What a register or an edit writes, given the transaction: its rules, its columns, its own rows. */
type Escritura<C> = (trx: Db) => { comprobar?: () => Promise<void> } & C;

function traducirDuplicado(err: unknown): never {
  if (esDuplicado(err)) throw new Conflicto(MensajesAdmin.SLUG_EN_USO, { slug: MensajesAdmin.SLUG_EN_USO });
  throw err;
}

/** Registers a catalogue record; returns its id. */
export async function crearEnCatalogo<T extends TablaCatalogo>(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoCatalogo<T>,
  escritura: Escritura<Pick<Creado<T>, 'valores' | 'escribir'>>,
): Promise<number> {
  const fila = await db
    .transaction()
    .execute((trx) =>
      crearVersionado(trx, usuario, {
        ...escritura(trx),
        tabla: tipo.tabla,
        registro: (f) => tipo.registro(trx, f),
      }),
    )
    .catch(traducirDuplicado);
  return fila.id;
}

/** Edits a catalogue record at the version the form opened. */
export async function editarEnCatalogo<T extends TablaCatalogo>(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoCatalogo<T>,
  id: number,
  version: number,
  escritura: Escritura<Pick<Versionado<T>, 'cambios' | 'escribir'>>,
  accion: Versionado<T>['accion'] = 'editar',
): Promise<void> {
  await db
    .transaction()
    .execute((trx) => {
      const { comprobar, ...resto } = escritura(trx);
      return guardarVersionado(trx, usuario, {
        ...resto,
        tabla: tipo.tabla,
        id,
        version,
        accion,
        noExiste: tipo.noExiste,
        ...(comprobar && { comprobar }),
        registro: (f) => tipo.registro(trx, f as FilaVersionada<T> & { id: number }),
      });
    })
    .catch(traducirDuplicado);
}

/** ACTIVO/INACTIVO of a catalogue record at the version the list or form showed. */
export const estatusEnCatalogo = <T extends TablaCatalogo>(
  db: Db,
  usuario: TokenPayload,
  tipo: TipoCatalogo<T>,
  id: number,
  body: { estatus: 1 | 2; version: number },
) =>
  editarEnCatalogo(
    db,
    usuario,
    tipo,
    id,
    body.version,
    () => ({ cambios: { estatus: body.estatus } as unknown as CambiosVersionados<T> }),
    'estatus',
  );
