import { createHash } from 'node:crypto';
import { ADMIN_ROLES, ROLE_USER, UsuarioEstatus, UsuarioTipo, zonaRole } from '@mercado/shared/contracts';
import { hashPassword } from '../auth/password.ts';
import { sincronizarExistencias } from '../services/existencia-zona.ts';
import { rutaIcono } from '../services/iconos.ts';
import type { Db } from './index.ts';
import { seedCheckout } from './seed-checkout.ts';
import { seedClientes } from './seed-clientes.ts';
import { seedConfig } from './seed-config.ts';
import { CATEGORIAS, PLANTILLAS, TIENDAS } from './seed-data.ts';
import { seedStorefront } from './seed-storefront.ts';
import { seedTarjeta } from './seed-tarjeta.ts';
import { seedVuelto } from './seed-vuelto.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const ZONAS = [
  { slug: 'caracas', nombre: 'Caracas', estatus: 1 },
  { slug: 'valencia', nombre: 'Valencia', estatus: 1 },
  { slug: 'maracaibo', nombre: 'Maracaibo', estatus: 2 },
] as const;

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'y')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Deterministic pseudo-random integer in [0, mod) from a seed string. */
function h(seed: string, mod: number): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % mod;
}

const cents = (n: number): string => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

export type ProductoGenerado = {
  slug: string;
  nombre: string;
  marca: string | null;
  presentacion: string | null;
  categoria: string;
  iva: number;
  peso: boolean;
  /** Normal price in cents. */
  precio: number;
  descripcion: string;
};

/** Every product of the catalogue: template × brand × size. Deterministic order. */
export function generarProductos(): ProductoGenerado[] {
  const out: ProductoGenerado[] = [];
  const seen = new Set<string>();
  for (const t of PLANTILLAS) {
    for (const marca of t.marcas) {
      for (const [tam, base] of t.tamanos) {
        const nombre = marca ? `${t.nombre} ${marca}` : t.nombre;
        const presentacion = t.peso ? 'por kg' : tam;
        let slug = slugify(`${nombre} ${t.peso ? 'kg' : tam}`);
        while (seen.has(slug)) slug = `${slug}-x`;
        seen.add(slug);
        // Brands vary by up to ±12 % around the template price.
        const precio = Math.max(10, Math.round((base * (88 + h(`p:${slug}`, 25))) / 100));
        out.push({
          slug,
          nombre,
          marca,
          presentacion,
          categoria: t.categoria,
          iva: t.iva,
          peso: Boolean(t.peso),
          precio,
          descripcion: t.peso
            ? `${t.nombre} fresco, vendido por peso. Seleccione la cantidad en kilogramos.`
            : `${nombre}, presentación de ${tam}.`,
        });
      }
    }
  }
  return out;
}

async function insertBatches<T>(rows: T[], size: number, fn: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

/**
 * Seeds demo data when the database is empty, then the storefront content (issue 4) and the checkout
 * data (issue 5) when they are missing (also on a database seeded before they existed). Returns false
 * when there was data already.
 */
export async function seed(db: Db, opts: { passwordHash?: string } = {}): Promise<boolean> {
  const base = await seedCatalogo(db, opts);
  const tienda = await seedStorefront(db);
  const checkout = await seedCheckout(db);
  const clientes = await seedClientes(db);
  const tarjeta = await seedTarjeta(db);
  const config = await seedConfig(db);
  const vuelto = await seedVuelto(db);
  return base || tienda || checkout || clientes || tarjeta || config || vuelto;
}

async function seedCatalogo(db: Db, opts: { passwordHash?: string }): Promise<boolean> {
  const existing = await db.selectFrom('usuario_tipo').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('usuario_tipo')
      .values([
        { id: UsuarioTipo.NORMAL, nombre: 'normal' },
        { id: UsuarioTipo.PRIME, nombre: 'prime' },
        { id: UsuarioTipo.MAYORISTA, nombre: 'mayorista' },
      ])
      .execute();

    const zonas = await tx
      .insertInto('zona')
      .values([...ZONAS])
      .returning(['id', 'slug'])
      .execute();
    const zonaId = new Map(zonas.map((z) => [z.slug, z.id]));
    for (const z of zonas) {
      await tx
        .insertInto('zona_link_menu')
        .values([
          {
            zona_id: z.id,
            nombre: 'Quiénes somos',
            url: `/${z.slug}/quienes-somos`,
            externo: false,
            prioridad: 1,
          },
          {
            zona_id: z.id,
            nombre: 'Preguntas frecuentes',
            url: `/${z.slug}/preguntas-frecuentes`,
            externo: false,
            prioridad: 2,
          },
          {
            zona_id: z.id,
            nombre: 'Instagram',
            url: 'https://www.instagram.com/',
            externo: true,
            prioridad: 3,
          },
        ])
        .execute();
    }

    await tx
      .insertInto('moneda')
      .values([
        {
          id: 1,
          simbolo: '$',
          nombre: 'Dólar estadounidense',
          tasa: '1.0000',
          sistema: true,
          predeterminada: false,
          tipo: 'dolar',
        },
        {
          id: 2,
          simbolo: 'Bs.',
          nombre: 'Bolívar',
          tasa: '236.4500',
          sistema: false,
          predeterminada: true,
          tipo: 'bolivar',
        },
      ])
      .execute();

    await tx
      .insertInto('configuracion')
      .values({ id: 1, minimo_compra: '10.00', icono_categoria: true, costo_empaquetado: '0.50' })
      .execute();

    // Categories
    const catId = new Map<string, number>();
    let orden = 0;
    for (const c of CATEGORIAS) {
      const row = await tx
        .insertInto('categoria')
        .values({
          slug: c.slug,
          nombre: c.nombre,
          icono: rutaIcono(c.icono),
          imagen: `/media/categoria/${c.slug}.svg`,
          padre_id: null,
          estatus: c.estatus ?? 1,
          orden: orden++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      catId.set(c.slug, row.id);
      let sub = 0;
      for (const s of c.hijos ?? []) {
        const r = await tx
          .insertInto('categoria')
          .values({
            slug: s.slug,
            nombre: s.nombre,
            icono: rutaIcono(s.icono),
            imagen: `/media/categoria/${s.slug}.svg`,
            padre_id: row.id,
            estatus: 1,
            orden: sub++,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        catId.set(s.slug, r.id);
      }
    }

    // Products
    const productos = generarProductos();
    const ids: number[] = [];
    await insertBatches(productos, 100, async (batch) => {
      const rows = await tx
        .insertInto('producto')
        .values(
          batch.map((p, i) => ({
            slug: p.slug,
            nombre: p.nombre,
            marca: p.marca,
            presentacion: p.presentacion,
            descripcion: p.descripcion,
            imagen: `/media/producto/${p.slug}.svg`,
            categoria_id: catId.get(p.categoria)!,
            // A few inactive products (deterministic).
            estatus: (ids.length + i) % 47 === 46 ? 2 : 1,
            impuesto: `${p.iva}.0000`,
            modalidad_venta: p.peso ? 'peso' : 'unidad',
            minimo: p.peso ? '0.500' : '1.000',
            maximo: p.peso ? '5.000' : '12.000',
            grupo: p.peso ? '0.250' : '1.000',
            unidad: '1.000',
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    });

    // Prices per zone (decision 0025): the same in every zone, except that a type that does not buy
    // a product in a zone has no price there (some products, for one type in one zone).
    const hoy = new Date();
    const precios = productos.flatMap((p, i) => {
      const id = ids[i]!;
      // Prime about 5 % cheaper, mayorista about 12 % cheaper; every 7th product on offer (-10 %),
      // until 2 to 20 days from the seed.
      const porTipo = [
        [UsuarioTipo.NORMAL, p.precio],
        [UsuarioTipo.PRIME, Math.round(p.precio * 0.95)],
        [UsuarioTipo.MAYORISTA, Math.round(p.precio * 0.88)],
      ] as const;
      const enOferta = i % 7 === 3;
      const hasta = new Date(hoy.getTime() + (2 + h(`o:${p.slug}`, 19)) * 86_400_000);
      return ZONAS.flatMap((z) =>
        porTipo
          .filter(
            ([tipo]) =>
              !(i % 23 === 5 && z.slug === 'caracas' && tipo === UsuarioTipo.MAYORISTA) &&
              !(i % 29 === 7 && z.slug === 'valencia' && tipo === UsuarioTipo.NORMAL),
          )
          .map(([tipo, c]) => ({
            producto_id: id,
            zona_id: zonaId.get(z.slug)!,
            usuario_tipo: tipo,
            precio: cents(c),
            oferta: enOferta ? cents(Math.round(c * 0.9)) : '0.00',
            oferta_hasta: enOferta ? hasta.toISOString().slice(0, 10) : null,
          })),
      );
    });
    await insertBatches(precios, 500, (b) => tx.insertInto('producto_precio').values(b).execute());

    // Stores and branches; each branch's stock and cost (about 70 % of the normal price), and the
    // zone stock the storefront reads from them. Some products have no stock in caracas at all.
    const sucursales: { zona: string; id: number }[] = [];
    for (const t of TIENDAS) {
      const tienda = await tx
        .insertInto('tienda')
        .values({ nombre: t.nombre, rif: t.rif, telefono: t.telefono })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const s of t.sucursales) {
        const row = await tx
          .insertInto('sucursal')
          .values({
            tienda_id: tienda.id,
            zona_id: zonaId.get(s.zona)!,
            nombre: s.nombre,
            direccion: s.direccion,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        sucursales.push({ zona: s.zona, id: row.id });
      }
    }
    const inventario = productos.flatMap((p, i) =>
      sucursales.map((s) => {
        const stock =
          i % 31 === 11 && s.zona === 'caracas'
            ? 0
            : p.peso
              ? 7 + h(`s:${p.slug}:${s.id}`, 60)
              : 4 + h(`s:${p.slug}:${s.id}`, 80);
        return {
          sucursal_id: s.id,
          producto_id: ids[i]!,
          existencia: p.peso && stock > 0 ? `${stock}.500` : `${stock}.000`,
          costo: cents(Math.round(p.precio * 0.7)),
        };
      }),
    );
    await insertBatches(inventario, 1000, (b) => tx.insertInto('inventario').values(b).execute());
    for (const z of zonas) await sincronizarExistencias(tx, z.id, ids);

    // Roles
    const roleNames = [ROLE_USER, ...ADMIN_ROLES, ...ZONAS.map((z) => zonaRole(z.slug))];
    const roles = await tx
      .insertInto('rol')
      .values(roleNames.map((nombre) => ({ nombre })))
      .returning(['id', 'nombre'])
      .execute();
    const rolId = new Map(roles.map((r) => [r.nombre, r.id]));

    const usuarios: {
      email: string;
      nombre: string;
      documento: string;
      telefono: string | null;
      tipo: number;
      estatus: number;
      roles: string[];
      membresia?: boolean;
    }[] = [
      {
        email: 'admin@demo.test',
        nombre: 'Administradora Demo',
        documento: '10000001',
        telefono: '0414-1000001',
        tipo: 1,
        estatus: 1,
        roles: roleNames,
      },
      {
        email: 'catalogo@demo.test',
        nombre: 'Gestor de Catálogo',
        documento: '10000002',
        telefono: '0414-1000002',
        tipo: 1,
        estatus: 1,
        roles: [ROLE_USER, 'ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO'],
      },
      {
        email: 'zona@demo.test',
        nombre: 'Gestor de Zona Caracas',
        documento: '10000003',
        telefono: '0414-1000003',
        tipo: 1,
        estatus: 1,
        roles: [ROLE_USER, 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', zonaRole('caracas')],
      },
      {
        email: 'inventario@demo.test',
        nombre: 'Inventario Caracas',
        documento: '10000004',
        telefono: '0414-1000004',
        tipo: 1,
        estatus: 1,
        roles: [ROLE_USER, 'ROLE_ADMIN', 'ROLE_INVENTARIO', zonaRole('caracas')],
      },
      {
        // Staff whose roles the e2e of the staff section changes (issue 19): nobody else's roles move.
        email: 'personal@demo.test',
        nombre: 'Personal de Zonas',
        documento: '10000019',
        telefono: '0414-1000019',
        tipo: 1,
        estatus: 1,
        roles: [ROLE_USER, 'ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', zonaRole('caracas')],
      },
      {
        email: 'cliente@demo.test',
        nombre: 'María González',
        documento: '15678901',
        telefono: '0414-5551234',
        tipo: UsuarioTipo.NORMAL,
        estatus: UsuarioEstatus.ACTIVO,
        roles: [ROLE_USER],
      },
      {
        email: 'prime@demo.test',
        nombre: 'José Rodríguez',
        documento: '16789012',
        telefono: '0424-5552345',
        tipo: UsuarioTipo.PRIME,
        estatus: UsuarioEstatus.ACTIVO,
        roles: [ROLE_USER],
        membresia: true,
      },
      {
        email: 'mayorista@demo.test',
        nombre: 'Bodega La Esquina C.A.',
        documento: '409876543',
        telefono: '0212-5553456',
        tipo: UsuarioTipo.MAYORISTA,
        estatus: UsuarioEstatus.ACTIVO,
        roles: [ROLE_USER],
      },
      {
        email: 'sintelefono@demo.test',
        nombre: 'Carlos Pérez',
        documento: '17890123',
        telefono: null,
        tipo: UsuarioTipo.NORMAL,
        estatus: UsuarioEstatus.ACTIVO,
        roles: [ROLE_USER],
      },
      {
        email: 'bloqueado@demo.test',
        nombre: 'Usuario Bloqueado',
        documento: '18901234',
        telefono: '0416-5554567',
        tipo: UsuarioTipo.NORMAL,
        estatus: UsuarioEstatus.BLOQUEADO,
        roles: [ROLE_USER],
      },
    ];
    for (const u of usuarios) {
      const row = await tx
        .insertInto('usuario')
        .values({
          email: u.email,
          nombre: u.nombre,
          clave_hash: passwordHash,
          tipo_documento: u.documento.length > 8 ? 'J' : 'V',
          documento: u.documento,
          telefono: u.telefono,
          usuario_tipo: u.tipo,
          estatus: u.estatus,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('usuario_rol')
        .values(u.roles.map((r) => ({ usuario_id: row.id, rol_id: rolId.get(r)! })))
        .execute();
      if (u.membresia) {
        const fin = new Date();
        fin.setFullYear(fin.getFullYear() + 1);
        await tx.insertInto('membresia').values({ usuario_id: row.id, fin }).execute();
      }
    }
  });
  return true;
}
