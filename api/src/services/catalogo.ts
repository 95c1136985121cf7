import {
  type Categoria,
  type Configuracion,
  type EnvioZona,
  EstatusRegistro,
  type EstatusRegistroValor,
  type Moneda,
  PAGE_SIZE,
  type ProductoPagina,
  type Zona,
} from '@mercado/shared/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { mediaUrl } from './media.ts';
import { COLUMNAS_VISTA, productoVista } from './producto-vista.ts';

export async function listMonedas(db: Db): Promise<Moneda[]> {
  const rows = await db.selectFrom('moneda').selectAll().orderBy('id').execute();
  return rows.map((m) => ({
    id: m.id,
    simbolo: m.simbolo,
    nombre: m.nombre,
    tasa: m.tasa,
    sistema: m.sistema,
    predeterminada: m.predeterminada,
    tipo: m.tipo === 'bolivar' ? 'bolivar' : 'dolar',
  }));
}

/** When the bolívar rate in effect was set: the latest row of its history (migration 0033), or null. */
export async function tasaActualizada(db: Db): Promise<string | null> {
  const r = await db
    .selectFrom('tasa_historial as h')
    .innerJoin('moneda as m', 'm.id', 'h.moneda_id')
    .select('h.creado_en')
    .where('m.tipo', '=', 'bolivar')
    .orderBy('h.creado_en', 'desc')
    .orderBy('h.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? r.creado_en.toISOString() : null;
}

/** The active category tree (an inactive parent hides its children). */
export async function categoriaMenu(db: Db, config: Config): Promise<Categoria[]> {
  const rows = await db
    .selectFrom('categoria')
    .selectAll()
    .where('estatus', '=', EstatusRegistro.ACTIVO)
    .orderBy('orden')
    .orderBy('nombre')
    .execute();
  const nodes = new Map<number, Categoria & { padre: number | null }>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      slug: r.slug,
      nombre: r.nombre,
      icono: mediaUrl(config, r.icono),
      imagen: mediaUrl(config, r.imagen),
      subcategoria: [],
      padre: r.padre_id,
    });
  }
  const roots: Categoria[] = [];
  for (const n of nodes.values()) {
    if (n.padre === null) roots.push(n);
    else nodes.get(n.padre)?.subcategoria.push(n);
  }
  const strip = (c: Categoria): Categoria => ({
    id: c.id,
    slug: c.slug,
    nombre: c.nombre,
    icono: c.icono,
    imagen: c.imagen,
    subcategoria: c.subcategoria.map(strip),
  });
  return roots.map(strip);
}

/**
 * The active shipping rules of the zones, as checkout applies them (`reglasEnvio`), by zone, with
 * their prime benefit (the page applies it for a prime shopper, `envioPara`); read on every request,
 * so a rule staff save is promised at once.
 */
async function envioDeZonas(db: Db, zonaIds: number[]): Promise<Map<number, EnvioZona>> {
  const reglas = await db
    .selectFrom('envio_regla as r')
    .innerJoin('envio_tramo as t', 't.regla_id', 'r.id')
    .leftJoin('zona_area as a', 'a.id', 'r.area_id')
    .select(['r.zona_id', 'r.area_id', 'a.nombre as area', 'r.prime_gratis_desde', 't.desde', 't.costo'])
    .where('r.zona_id', 'in', zonaIds)
    .where('r.estatus', '=', EstatusRegistro.ACTIVO)
    .orderBy('r.zona_id')
    .orderBy('a.orden')
    .orderBy('r.area_id')
    .orderBy('t.desde')
    .execute();
  const porZona = new Map<number, EnvioZona>(
    zonaIds.map((id) => [id, { tramos: [], primeGratisDesde: null, areas: [] }]),
  );
  for (const r of reglas) {
    const envio = porZona.get(r.zona_id)!;
    const tramo = { desde: r.desde, costo: r.costo };
    const primeGratisDesde = r.prime_gratis_desde;
    if (r.area_id === null) {
      envio.tramos.push(tramo);
      envio.primeGratisDesde = primeGratisDesde;
    } else {
      const nombre = r.area ?? '';
      const area = envio.areas.find((a) => a.nombre === nombre);
      if (area) area.tramos.push(tramo);
      else envio.areas.push({ nombre, tramos: [tramo], primeGratisDesde });
    }
  }
  return porZona;
}

async function withLinks(db: Db, zonas: { id: number; slug: string; nombre: string; estatus: number }[]) {
  if (zonas.length === 0) return [];
  const ids = zonas.map((z) => z.id);
  const [links, envio] = await Promise.all([
    db
      .selectFrom('zona_link_menu')
      .selectAll()
      .where('zona_id', 'in', ids)
      .orderBy('prioridad')
      .orderBy('id')
      .execute(),
    envioDeZonas(db, ids),
  ]);
  return zonas.map(
    (z): Zona => ({
      id: z.id,
      slug: z.slug,
      nombre: z.nombre,
      estatus: z.estatus as EstatusRegistroValor,
      links: links
        .filter((l) => l.zona_id === z.id)
        .map((l) => ({ id: l.id, nombre: l.nombre, url: l.url, externo: l.externo, prioridad: l.prioridad })),
      envio: envio.get(z.id)!,
    }),
  );
}

export async function listZonas(db: Db): Promise<Zona[]> {
  return withLinks(db, await db.selectFrom('zona').selectAll().orderBy('nombre').execute());
}

export async function zonaBy(db: Db, by: { slug: string } | { id: number }): Promise<Zona | null> {
  const q = db.selectFrom('zona').selectAll();
  const row = await ('slug' in by
    ? q.where('slug', '=', by.slug)
    : q.where('id', '=', by.id)
  ).executeTakeFirst();
  if (!row) return null;
  return (await withLinks(db, [row]))[0] ?? null;
}

export async function configuracion(db: Db): Promise<Configuracion> {
  const c = await db.selectFrom('configuracion').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    minimoCompra: c?.minimo_compra ?? '0.00',
    iconoCategoria: c?.icono_categoria ?? true,
    costoEmpaquetado: c?.costo_empaquetado ?? '0.00',
  };
}

/**
 * Visible products of a zone for a user type: product active, its category and the category's parent
 * active, zone active, stock for the zone and user type > 0, a price for the user type.
 */
export function visibleProductos(db: Db, zonaId: number, usuarioTipo: number) {
  return db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .leftJoin('categoria as cp', 'cp.id', 'c.padre_id')
    .innerJoin('zona as z', (j) => j.on('z.id', '=', zonaId).on('z.estatus', '=', EstatusRegistro.ACTIVO))
    .innerJoin('producto_existencia as e', (j) =>
      j
        .onRef('e.producto_id', '=', 'p.id')
        .onRef('e.zona_id', '=', 'z.id')
        .on('e.usuario_tipo', '=', usuarioTipo)
        .on('e.existencia', '>', '0'),
    )
    .innerJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .onRef('pp.zona_id', '=', 'z.id')
        .on('pp.usuario_tipo', '=', usuarioTipo),
    )
    .where('p.estatus', '=', EstatusRegistro.ACTIVO)
    .where('c.estatus', '=', EstatusRegistro.ACTIVO)
    .where((eb) => eb.or([eb('cp.id', 'is', null), eb('cp.estatus', '=', EstatusRegistro.ACTIVO)]));
}

export async function productosPagina(
  db: Db,
  config: Config,
  zonaId: number,
  usuarioTipo: number,
  pagina: number,
): Promise<ProductoPagina> {
  const base = visibleProductos(db, zonaId, usuarioTipo);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNAS_VISTA)
    .orderBy('p.nombre')
    .orderBy('p.id')
    .limit(PAGE_SIZE)
    .offset((pagina - 1) * PAGE_SIZE)
    .execute();
  const t = Number(total);
  return {
    items: rows.map((r) => productoVista(config, r)),
    pagina,
    paginas: Math.max(1, Math.ceil(t / PAGE_SIZE)),
    total: t,
  };
}
