/**
 * The categories list as a tree (issue 33): each parent followed by its children, a parent's product
 * count holding its subcategories' products, 'Sin productos' listing the empty ones; the icon search
 * in Spanish.
 */
import { type CategoriaAdmin, CategoriaAdminListadoSchema, IconosSchema } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { nombresIconos } from '../src/services/iconos.ts';
import { ICONOS_EN_ESPANOL } from '../src/services/iconos-es.ts';
import { ana, llamar, prepararCatalogo, t, unico } from './admin-catalogo-contexto.ts';

prepararCatalogo();

/** Every category the list gives with `consulta`, page after page. */
async function todas(consulta: string): Promise<CategoriaAdmin[]> {
  const out: CategoriaAdmin[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await llamar(ana, 'GET', `/admin/categoria?${consulta}&pagina=${pagina}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p = CategoriaAdminListadoSchema.parse(r.body);
    out.push(...p.items);
    if (pagina >= p.paginas) return out;
  }
}

describe('categories as a tree', () => {
  it('lists each parent followed by its children, counting its subtree’s products', async () => {
    const lista = await todas('orden=orden');
    const posicion = new Map(lista.map((c, i) => [c.id, i]));
    for (const [i, c] of lista.entries()) {
      if (c.padreId === null) continue;
      const padre = posicion.get(c.padreId)!;
      expect(padre).toBeLessThan(i);
      // Everything between a parent and one of its children is in that parent's subtree.
      for (const entre of lista.slice(padre + 1, i))
        expect(entre.ruta.startsWith(`${lista[padre]!.ruta} › `)).toBe(true);
    }
    const directos = new Map(
      (
        await t.db
          .selectFrom('producto')
          .select(['categoria_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('categoria_id')
          .execute()
      ).map((r) => [r.categoria_id, Number(r.n)]),
    );
    for (const c of lista) {
      const hijos = lista.filter((h) => h.padreId === c.id);
      expect(c.productos, c.ruta).toBe(
        (directos.get(c.id) ?? 0) + hijos.reduce((n, h) => n + h.productos, 0),
      );
    }
    const viveres = lista.find((c) => c.ruta === 'Víveres')!;
    expect(directos.get(viveres.id) ?? 0).toBe(0);
    expect(viveres.productos).toBeGreaterThan(0);
    // Sorted the other way, siblings reverse and parents still come first.
    const alReves = await todas('orden=orden&dir=desc');
    expect(alReves.map((c) => c.id).sort()).toEqual(lista.map((c) => c.id).sort());
    const enAlReves = new Map(alReves.map((c, i) => [c.id, i]));
    for (const c of alReves)
      if (c.padreId !== null) expect(enAlReves.get(c.padreId)!).toBeLessThan(enAlReves.get(c.id)!);
  });

  it('‘Sin productos’ lists the categories whose subtree holds none', async () => {
    const slug = unico('vacia');
    const nueva = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: `Vacía ${slug}`,
      slug,
      padreId: null,
      icono: null,
      orden: 0,
    });
    expect(nueva.status).toBe(201);
    const vacias = await todas('sinProductos=1');
    expect(vacias.map((c) => c.slug)).toContain(slug);
    expect(vacias.every((c) => c.productos === 0)).toBe(true);
    expect(vacias.some((c) => c.ruta === 'Víveres')).toBe(false);
    const malo = await llamar(ana, 'GET', '/admin/categoria?sinProductos=si');
    expect(malo.status).toBe(400);
  });

  it('finds icons by a Spanish word, accents and plurals aside, and says each one’s words', async () => {
    const nombres = new Set(await nombresIconos());
    for (const iconos of Object.values(ICONOS_EN_ESPANOL))
      for (const i of iconos) expect(nombres).toContain(i);
    const buscar = async (q: string) =>
      IconosSchema.parse(
        (await llamar(ana, 'GET', `/admin/categoria/iconos?q=${encodeURIComponent(q)}`)).body,
      );
    expect((await buscar('cafe')).iconos[0]).toMatchObject({ nombre: 'coffee', terminos: ['café', 'cacao'] });
    expect((await buscar('Leches')).iconos.map((i) => i.nombre)).toContain('milk');
    expect((await buscar('harina')).iconos.map((i) => i.nombre)).toContain('wheat');
    expect((await buscar('coff')).iconos.map((i) => i.nombre)).toContain('coffee');
  });
});
