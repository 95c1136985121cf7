/**
 * A zone's records that hold an ordered list of products (issue 18): quick lists (lista-rapida.ts) and
 * featured blocks (publicidad.ts). Listing them, checking a slug, creating, editing, a status change,
 * an image and the history are one logic; each kind brings only what differs: its columns, how its
 * products are checked, stored and audited, and whether a save first keeps what shoppers see
 * (`fijarPublicado`: a featured block is published content, decision 0027).
 */
import type { Guardado, TokenPayload } from '@mercado/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import type { Almacen } from './almacen.ts';
import { historial } from './auditoria.ts';
import {
  exigirSlugLibre,
  guardarEnZona,
  listarConProductos,
  registroDeZona,
  slugLibre,
  zonaPorSlug,
} from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import type { Pagina } from './listado.ts';
import { type CambiosVersionados, crearVersionado } from './version.ts';

type TablaConProductos = 'lista_rapida' | 'destacado';
type Estatus = 1 | 2;

export type TipoConProductos<T extends TablaConProductos, B extends { slug: string }> = {
  tabla: T;
  /** The media store's folder of its images. */
  carpeta: string;
  /** The new record's row in zone `zonaId`. */
  valores: (body: B, zonaId: number) => Insertable<Database[T]>;
  /** The form's columns as an edit writes them. */
  cambios: (body: B) => CambiosVersionados<T>;
  /** The body's products checked against the data (422 naming the field). */
  validarProductos: (trx: Db, body: B) => Promise<void>;
  /** Writes the record's products as the body lists them. */
  guardarProductos: (trx: Db, id: number, body: B) => Promise<void>;
  /** The record's products as the audit keeps them, by name (read back after each save). */
  productosAuditados: (trx: Db, id: number) => Promise<unknown>;
  /** Before any save, after the kind's checks: what shoppers see now is kept (featured blocks). */
  antesDeGuardar?: (trx: Db, usuario: TokenPayload, zonaId: number) => Promise<void>;
};

export function servicioConProductos<
  T extends TablaConProductos,
  B extends { slug: string; productos: unknown },
>(db: Db, almacen: Almacen, tipo: TipoConProductos<T, B>) {
  const { tabla } = tipo;
  /** The table as both kinds share it: an image and a status change write the columns they have in common. */
  const comun: TablaConProductos = tabla;

  async function listar<I>(
    slug: string,
    query: { pagina: number; orden: string; dir: 'asc' | 'desc'; q: string; estatus?: number },
  ): Promise<Pagina<I>> {
    const zona = await zonaPorSlug(db, slug);
    return listarConProductos(db, tabla, zona.id, query);
  }

  async function verificar(slug: string, candidato: string, id?: number) {
    const zona = await zonaPorSlug(db, slug);
    return { disponible: await slugLibre(db, tabla, zona.id, candidato, id) };
  }

  function registrar(usuario: TokenPayload, slug: string, body: B): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      const fila = await crearVersionado(trx, usuario, {
        tabla,
        zonaId: zona.id,
        comprobar: async () => {
          await exigirSlugLibre(trx, tabla, zona.id, body.slug);
          await tipo.validarProductos(trx, body);
          await tipo.antesDeGuardar?.(trx, usuario, zona.id);
        },
        valores: tipo.valores(body, zona.id),
        escribir: (f) => tipo.guardarProductos(trx, f.id, body),
        registro: async (f) => ({ ...f, productos: await tipo.productosAuditados(trx, f.id) }),
      });
      return { id: fila.id, version: fila.version };
    });
  }

  function editar(usuario: TokenPayload, id: number, body: B & { version: number }): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarEnZona(trx, usuario, {
        tabla,
        id,
        version: body.version,
        accion: 'editar',
        comprobar: async (_, zonaId) => {
          await exigirSlugLibre(trx, tabla, zonaId, body.slug, id);
          await tipo.validarProductos(trx, body);
          await tipo.antesDeGuardar?.(trx, usuario, zonaId);
        },
        cambios: tipo.cambios(body),
        escribir: () => tipo.guardarProductos(trx, id, body),
        registro: async (f) => ({ ...f, productos: await tipo.productosAuditados(trx, id) }),
      });
      return { id, version: despues.version };
    });
  }

  /** A change (`cambios`) of a record at `version`, audited as `accion`. */
  function cambiar(
    usuario: TokenPayload,
    id: number,
    version: number,
    accion: 'editar' | 'estatus',
    cambios: CambiosVersionados<TablaConProductos>,
  ): Promise<Guardado> {
    const { antesDeGuardar } = tipo;
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarEnZona(trx, usuario, {
        tabla: comun,
        id,
        version,
        accion,
        cambios,
        comprobar: antesDeGuardar && ((_, zonaId) => antesDeGuardar(trx, usuario, zonaId)),
      });
      return { id, version: despues.version };
    });
  }

  async function subirImagen(usuario: TokenPayload, id: number, archivo: Uint8Array, version: number) {
    const { fila } = await registroDeZona(db, usuario, comun, id);
    const img = await guardarImagen(almacen, archivo, {
      carpeta: tipo.carpeta,
      nombre: fila.slug,
      anchos: ANCHOS_IMAGEN.lista,
    });
    const { version: nueva } = await cambiar(usuario, id, version, 'editar', {
      imagen: img.url,
      imagen_ancho: img.ancho,
      imagen_alto: img.alto,
    });
    return { ...img, version: nueva };
  }

  async function historialDe(usuario: TokenPayload, id: number, pagina: number) {
    await registroDeZona(db, usuario, tabla, id);
    return historial(db, tabla, id, pagina);
  }

  return {
    listar,
    verificar,
    registrar,
    editar,
    estatus: (usuario: TokenPayload, id: number, body: { estatus: Estatus; version: number }) =>
      cambiar(usuario, id, body.version, 'estatus', { estatus: body.estatus }),
    subirImagen,
    historial: historialDe,
  };
}
