/**
 * The back-office catalogue at issue 18's scale, on a seeded database: 10,000 products, 5 zones with
 * 3 branches each (150,000 inventory rows, 150,000 prices), each product priced in every zone and
 * stocked in every branch (about one row in ten without stock), then the planner's statistics.
 * Deterministic (a fixed pseudo-random sequence), so runs compare.
 */
import { UsuarioTipo } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../src/db/index.ts';
import { generarProductos } from '../src/db/seed.ts';
import { sincronizarExistencias } from '../src/services/existencia-zona.ts';

const PRODUCTS = 10_000;
const ZONAS_EXTRA = [
  { slug: 'barquisimeto', nombre: 'Barquisimeto', estatus: 1 },
  { slug: 'maracay', nombre: 'Maracay', estatus: 1 },
];
const RAMAS_POR_ZONA = 3;

export async function sembrarCatalogoEscala(db: Db) {
  let seedN = 42;
  const rand = () => {
    seedN = (seedN * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seedN / 2_147_483_648;
  };
  const precio = () => (1 + rand() * 20).toFixed(2);

  // Five zones, three branches each.
  await db.insertInto('zona').values(ZONAS_EXTRA).execute();
  const zonas = await db.selectFrom('zona').select(['id', 'slug']).orderBy('id').execute();
  const tienda = await db.selectFrom('tienda').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const z of zonas) {
    const { n } = await db
      .selectFrom('sucursal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('zona_id', '=', z.id)
      .executeTakeFirstOrThrow();
    for (let i = Number(n); i < RAMAS_POR_ZONA; i++) {
      await db
        .insertInto('sucursal')
        .values({ tienda_id: tienda.id, zona_id: z.id, nombre: `${z.slug} ${i + 1}`, direccion: 'Bench' })
        .execute();
    }
  }
  await db.updateTable('sucursal').set({ estatus: 1 }).execute();
  await db.updateTable('zona').set({ estatus: 1 }).execute();
  const sucursales = await db.selectFrom('sucursal').select(['id', 'zona_id']).orderBy('id').execute();

  // 10,000 products, each priced in every zone and stocked in every branch.
  const generated = generarProductos();
  const existing = await db.selectFrom('producto').select(['id', 'categoria_id']).orderBy('id').execute();
  const tipos = [UsuarioTipo.NORMAL, UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA];
  for (let i = 0; i < PRODUCTS - existing.length; i += 500) {
    const lote = Array.from({ length: Math.min(500, PRODUCTS - existing.length - i) }, (_, j) => {
      const n = i + j;
      const g = generated[n % generated.length]!;
      return {
        slug: `${g.slug}-${n}`,
        nombre: `${g.nombre} ${n}`,
        marca: g.marca,
        presentacion: g.presentacion,
        imagen: `/media/producto/${g.slug}.svg`,
        categoria_id: existing[n % existing.length]!.categoria_id,
        estatus: 1,
        impuesto: `${g.iva}.0000`,
        modalidad_venta: 'unidad',
        minimo: '1.000',
        maximo: '12.000',
        grupo: '1.000',
        unidad: '1.000',
      };
    });
    const filas = await db.insertInto('producto').values(lote).returning('id').execute();
    await db
      .insertInto('producto_precio')
      .values(
        filas.flatMap((f) =>
          zonas.flatMap((z) =>
            tipos.map((tipo) => ({
              producto_id: f.id,
              zona_id: z.id,
              usuario_tipo: tipo,
              precio: precio(),
              oferta: '0.00',
            })),
          ),
        ),
      )
      .execute();
    await db
      .insertInto('inventario')
      .values(
        filas.flatMap((f) =>
          sucursales.map((s) => ({
            sucursal_id: s.id,
            producto_id: f.id,
            existencia: rand() < 0.1 ? '0' : String(Math.floor(rand() * 100)),
            costo: '0.50',
          })),
        ),
      )
      .execute();
  }
  // The seeded products get the new zones' prices and branches too.
  for (const z of zonas) {
    await db
      .insertInto('producto_precio')
      .columns(['producto_id', 'zona_id', 'usuario_tipo', 'precio'])
      .expression((eb) =>
        eb
          .selectFrom('producto_precio as pp')
          .select(['pp.producto_id', eb.val(z.id).as('zona_id'), 'pp.usuario_tipo', 'pp.precio'])
          .where('pp.zona_id', '=', zonas[0]!.id),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const s of sucursales) {
    await db
      .insertInto('inventario')
      .columns(['sucursal_id', 'producto_id', 'existencia', 'costo'])
      .expression((eb) =>
        eb
          .selectFrom('producto as p')
          .select([
            eb.val(s.id).as('sucursal_id'),
            'p.id',
            eb.val('10').as('existencia'),
            eb.val('0.50').as('costo'),
          ]),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const todos = (await db.selectFrom('producto').select('id').orderBy('id').execute()).map((p) => p.id);
  for (const z of zonas) await sincronizarExistencias(db, z.id, todos);
  // Fresh bulk loads: the planner's statistics, as a live database has them.
  await sql`analyze`.execute(db);
  return { zonas, sucursales };
}

/** "10000 products, 5 zones, …": what the database holds. */
export async function describirDatos(db: Db): Promise<string> {
  const conteo = async (tabla: 'producto' | 'inventario' | 'producto_precio' | 'sucursal' | 'zona') =>
    Number(
      (
        await db
          .selectFrom(tabla)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return (
    `${await conteo('producto')} products, ${await conteo('zona')} zones, ${await conteo('sucursal')} branches, ` +
    `${await conteo('inventario')} inventory rows, ${await conteo('producto_precio')} prices`
  );
}
