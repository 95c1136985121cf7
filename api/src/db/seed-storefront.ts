/**
 * Storefront demo content (issue 4), seeded once on top of the catalogue (`seed()` calls it on every
 * start; it does nothing when tags already exist, so a second start keeps the data and admin edits).
 *
 * It also forces the fixture states of seed-fixtures.ts:
 * - OUT_OF_STOCK_FOR_NORMAL_SLUG: not sold to normal in caracas (no normal price there), stock for
 *   prime and mayorista; sold to normal in valencia;
 * - QUICK_LIST_CLAMPED_SLUG: maximo 12, below what its quick list asks for;
 * - INACTIVE_PRODUCT_SLUG: inactive; INACTIVE_CATEGORY_SLUG is inactive since the base seed;
 * - ALWAYS_VISIBLE_SLUGS: active with stock for every user type in caracas and valencia.
 */
import { createHash } from 'node:crypto';
import { EstatusRegistro, UsuarioTipo } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { sincronizarExistencias } from '../services/existencia-zona.ts';
import type { Db } from './index.ts';
import {
  ALWAYS_VISIBLE_SLUGS,
  INACTIVE_PRODUCT_SLUG,
  OTRA_ZONA_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  ZONA_SLUG,
} from './seed-fixtures.ts';
import {
  BANNER_TAMANOS,
  BANNERS,
  bannerPath,
  CONTENIDO_ZONAS,
  ETIQUETAS,
  LISTAS,
  MARCAS_POPULARES,
  type ProductoEtiquetable,
} from './seed-storefront-data.ts';

function h(seed: string, mod: number): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % mod;
}

/** Seeded popularity: deterministic, popular brands and basic foods first. */
export function popularidad(p: { slug: string; marca: string | null; impuesto: string }): number {
  let pop = h(`pop:${p.slug}`, 500);
  if (p.marca && MARCAS_POPULARES.has(p.marca)) pop += 400;
  if (Number(p.impuesto) === 0) pop += 100;
  return pop;
}

/** Seeds the storefront content when there is none. Returns false when it was there already. */
export async function seedStorefront(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('etiqueta').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const productos = await db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .leftJoin('categoria as cp', 'cp.id', 'c.padre_id')
    .leftJoin('zona as z', (j) => j.on('z.slug', '=', ZONA_SLUG))
    .leftJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .onRef('pp.zona_id', '=', 'z.id')
        .on('pp.usuario_tipo', '=', UsuarioTipo.NORMAL),
    )
    .select([
      'p.id',
      'p.slug',
      'p.nombre',
      'p.marca',
      'p.impuesto',
      'c.slug as categoria',
      'cp.slug as padre',
      'pp.oferta',
    ])
    .orderBy('p.id')
    .execute();
  if (productos.length === 0) return false;
  const idDe = new Map(productos.map((p) => [p.slug, p.id]));
  const zonas = await db.selectFrom('zona').select(['id', 'slug']).execute();
  const zonaId = new Map(zonas.map((z) => [z.slug, z.id]));

  await db.transaction().execute(async (tx) => {
    // Popularity ("relevancia").
    const pops = productos.map((p) => sql`(${p.id}::int, ${popularidad(p)}::int)`);
    await sql`update producto p set popularidad = v.pop from (values ${sql.join(pops)}) as v(id, pop) where p.id = v.id`.execute(
      tx,
    );

    // Fixture states: a product's stock in a zone is its first branch's (the others none), and a
    // type buys it there only with a price (decision 0025).
    const fix = async (slug: string, zona: string, existencia: string, sinPrecioPara: number[] = []) => {
      const pid = idDe.get(slug);
      const zid = zonaId.get(zona);
      if (pid === undefined || zid === undefined) return;
      const sucursales = await tx
        .selectFrom('sucursal')
        .select('id')
        .where('zona_id', '=', zid)
        .orderBy('id')
        .execute();
      for (const [i, s] of sucursales.entries()) {
        await tx
          .updateTable('inventario')
          .set({ existencia: i === 0 ? existencia : '0.000' })
          .where('sucursal_id', '=', s.id)
          .where('producto_id', '=', pid)
          .execute();
      }
      // Every type priced (as in another zone when missing here), but those left out.
      await sql`
        insert into producto_precio (producto_id, zona_id, usuario_tipo, precio, oferta, oferta_hasta)
        select distinct on (usuario_tipo) producto_id, ${zid}::int, usuario_tipo, precio, oferta, oferta_hasta
        from producto_precio where producto_id = ${pid} order by usuario_tipo, zona_id
        on conflict do nothing`.execute(tx);
      if (sinPrecioPara.length > 0) {
        await tx
          .deleteFrom('producto_precio')
          .where('producto_id', '=', pid)
          .where('zona_id', '=', zid)
          .where('usuario_tipo', 'in', sinPrecioPara)
          .execute();
      }
      await sincronizarExistencias(tx, zid, [pid]);
    };
    for (const slug of [...ALWAYS_VISIBLE_SLUGS, OUT_OF_STOCK_FOR_NORMAL_SLUG]) {
      await tx
        .updateTable('producto')
        .set({ estatus: EstatusRegistro.ACTIVO })
        .where('slug', '=', slug)
        .execute();
    }
    for (const slug of ALWAYS_VISIBLE_SLUGS) {
      for (const zona of ['caracas', 'valencia']) await fix(slug, zona, '80.500');
    }
    await fix(OUT_OF_STOCK_FOR_NORMAL_SLUG, ZONA_SLUG, '35.000', [UsuarioTipo.NORMAL]);
    await fix(OUT_OF_STOCK_FOR_NORMAL_SLUG, OTRA_ZONA_SLUG, '40.000');
    await tx
      .updateTable('producto')
      .set({ maximo: '12.000' })
      .where('slug', '=', QUICK_LIST_CLAMPED_SLUG)
      .execute();
    await tx
      .updateTable('producto')
      .set({ estatus: EstatusRegistro.INACTIVO })
      .where('slug', '=', INACTIVE_PRODUCT_SLUG)
      .execute();

    // Tags.
    const etiquetables: (ProductoEtiquetable & { id: number })[] = productos.map((p) => ({
      id: p.id,
      slug: p.slug,
      nombre: p.nombre,
      marca: p.marca,
      categoria: p.categoria,
      padre: p.padre,
      enOferta: p.oferta !== null && Number(p.oferta) > 0,
    }));
    const porEtiqueta = new Map<string, number[]>();
    let orden = 0;
    for (const e of ETIQUETAS) {
      const row = await tx
        .insertInto('etiqueta')
        .values({ slug: e.slug, nombre: e.nombre, estatus: e.estatus ?? 1, orden: orden++ })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = etiquetables.filter(e.aplica).map((p) => p.id);
      porEtiqueta.set(e.slug, ids);
      for (let i = 0; i < ids.length; i += 500) {
        await tx
          .insertInto('producto_etiqueta')
          .values(ids.slice(i, i + 500).map((producto_id) => ({ producto_id, etiqueta_id: row.id })))
          .execute();
      }
    }
    const popDe = new Map(productos.map((p) => [p.id, popularidad(p)]));
    const porPopularidad = (ids: number[]) => [...ids].sort((a, b) => popDe.get(b)! - popDe.get(a)! || a - b);

    // Zone content.
    for (const [zonaSlug, contenido] of Object.entries(CONTENIDO_ZONAS)) {
      const zid = zonaId.get(zonaSlug);
      if (zid === undefined) continue;
      let prioridad = 0;
      for (const s of contenido.sliders) {
        await tx
          .insertInto('zona_slider')
          .values({
            zona_id: zid,
            imagen: bannerPath(s.banner),
            imagen_ancho: BANNER_TAMANOS.slider.ancho,
            imagen_alto: BANNER_TAMANOS.slider.alto,
            imagen_movil: bannerPath(s.banner, true),
            imagen_movil_ancho: BANNER_TAMANOS.sliderMovil.ancho,
            imagen_movil_alto: BANNER_TAMANOS.sliderMovil.alto,
            alt: s.alt,
            url: s.url,
            prioridad: prioridad++,
          })
          .execute();
      }
      await tx
        .insertInto('zona_publicidad')
        .values({
          zona_id: zid,
          imagen_oferta: bannerPath('ofertas-semana'),
          imagen_oferta_ancho: BANNER_TAMANOS.franja.ancho,
          imagen_oferta_alto: BANNER_TAMANOS.franja.alto,
          imagen_oferta_alt: `${BANNERS['ofertas-semana']!.titulo}: ${BANNERS['ofertas-semana']!.subtitulo}`,
          imagen_oferta_url: `/${zonaSlug}/etiqueta/ofertas-de-la-semana`,
          imagen_lista_rapida: bannerPath('listas-rapidas'),
          imagen_lista_rapida_ancho: BANNER_TAMANOS.franja.ancho,
          imagen_lista_rapida_alto: BANNER_TAMANOS.franja.alto,
          imagen_lista_rapida_alt: `${BANNERS['listas-rapidas']!.titulo}: ${BANNERS['listas-rapidas']!.subtitulo}`,
          imagen_lista_rapida_url: `/${zonaSlug}/lista-rapida`,
          mensaje_publicidad: contenido.mensaje,
        })
        .execute();

      prioridad = 0;
      for (const d of contenido.destacados) {
        const row = await tx
          .insertInto('destacado')
          .values({
            zona_id: zid,
            slug: d.slug,
            titulo: d.titulo,
            imagen: bannerPath(d.banner),
            imagen_ancho: BANNER_TAMANOS.tarjeta.ancho,
            imagen_alto: BANNER_TAMANOS.tarjeta.alto,
            prioridad: prioridad++,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const primero = (d.primero ?? [])
          .map((s) => idDe.get(s))
          .filter((id): id is number => id !== undefined);
        const fuente =
          'etiqueta' in d.fuente ? (porEtiqueta.get(d.fuente.etiqueta) ?? []) : productos.map((p) => p.id);
        const ids = [...new Set([...primero, ...porPopularidad(fuente)])].slice(0, d.limite);
        if (ids.length) {
          await tx
            .insertInto('destacado_producto')
            .values(ids.map((producto_id, i) => ({ destacado_id: row.id, producto_id, orden: i })))
            .execute();
        }
      }

      prioridad = 0;
      for (const slug of contenido.listas) {
        const l = LISTAS.find((x) => x.slug === slug);
        if (!l) throw new Error(`lista rápida desconocida: ${slug}`);
        const row = await tx
          .insertInto('lista_rapida')
          .values({
            zona_id: zid,
            slug: l.slug,
            nombre: l.nombre,
            descripcion: l.descripcion,
            imagen: bannerPath(l.banner),
            imagen_ancho: BANNER_TAMANOS.tarjeta.ancho,
            imagen_alto: BANNER_TAMANOS.tarjeta.alto,
            prioridad: prioridad++,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A database seeded before issue 4 lacks the products appended to the catalogue since: skip them
        // (the tests check every slug exists on a fresh seed).
        const items = l.items.flatMap(([s, cantidad], i) => {
          const producto_id = idDe.get(s);
          return producto_id === undefined
            ? []
            : [{ lista_rapida_id: row.id, producto_id, cantidad, orden: i }];
        });
        if (items.length) await tx.insertInto('lista_rapida_producto').values(items).execute();
      }
    }
  });
  return true;
}
