/** The zone's quick lists as shoppers see them (issue 4). */
import {
  EstatusRegistro,
  type ListaRapidaDetalle,
  type ListaRapidaResumen,
  MensajesTienda,
} from '@mercado/shared/contracts';
import { suggestedQuantityValue } from '@mercado/shared/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { productoVista } from '../producto-vista.ts';
import { cargarArbol } from './arbol.ts';
import { seleccionar, visibles } from './productos.ts';
import { imagen, type Vista } from './vista.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

async function listasDeZona(db: Db, v: Vista, slug?: string) {
  let q = db
    .selectFrom('lista_rapida')
    .selectAll()
    .where('zona_id', '=', v.zona.id)
    .where('estatus', '=', ACTIVO);
  if (slug !== undefined) q = q.where('slug', '=', slug);
  return q.orderBy('prioridad').orderBy('id').execute();
}

type ListaRow = Awaited<ReturnType<typeof listasDeZona>>[number];

function listaResumen(config: Config, l: ListaRow, cantidadProductos: number): ListaRapidaResumen {
  return {
    id: l.id,
    slug: l.slug,
    nombre: l.nombre,
    descripcion: l.descripcion,
    imagen: imagen(config, l.imagen, l.imagen_ancho, l.imagen_alto),
    cantidadProductos,
  };
}

async function listaItems(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('lista_rapida_producto')
    .select(['lista_rapida_id', 'producto_id', 'cantidad', 'orden'])
    .where('lista_rapida_id', 'in', ids)
    .orderBy('orden')
    .orderBy('producto_id')
    .execute();
}

export async function listasRapidas(db: Db, config: Config, v: Vista): Promise<ListaRapidaResumen[]> {
  const listas = await listasDeZona(db, v);
  const items = await listaItems(
    db,
    listas.map((l) => l.id),
  );
  const productoIds = [...new Set(items.map((i) => i.producto_id))];
  const arbol = await cargarArbol(db);
  const visiblesIds = new Set(
    productoIds.length
      ? (
          await visibles(db, v, { categoriaIds: arbol.idsActivos(), productoIds }).select('p.id').execute()
        ).map((r) => r.id)
      : [],
  );
  return listas.map((l) =>
    listaResumen(
      config,
      l,
      items.filter((i) => i.lista_rapida_id === l.id && visiblesIds.has(i.producto_id)).length,
    ),
  );
}

export async function listaRapidaDetalle(
  db: Db,
  config: Config,
  v: Vista,
  slug: string,
): Promise<ListaRapidaDetalle> {
  const [lista] = await listasDeZona(db, v, slug);
  if (!lista) throw new NoExiste(MensajesTienda.LISTA_NO_EXISTE);
  const items = await listaItems(db, [lista.id]);
  const arbol = await cargarArbol(db);
  const rows = items.length
    ? await seleccionar(
        visibles(db, v, { categoriaIds: arbol.idsActivos(), productoIds: items.map((i) => i.producto_id) }),
      ).execute()
    : [];
  const porId = new Map(rows.map((r) => [r.id, r]));
  const detalle = items.flatMap((i) => {
    const r = porId.get(i.producto_id);
    if (!r) return [];
    const producto = productoVista(config, r);
    return [{ producto, cantidadSugerida: suggestedQuantityValue(producto, i.cantidad) }];
  });
  return { ...listaResumen(config, lista, detalle.length), items: detalle };
}
