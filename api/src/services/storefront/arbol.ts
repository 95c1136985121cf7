/**
 * The storefront's categories (issue 4): the whole table is small (tens of rows), so the tree is
 * walked in memory.
 */
import { type Categoria, type CategoriaResumen, EstatusRegistro, type Miga } from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { mediaUrl } from '../media.ts';
import { imagen } from './vista.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

type CategoriaRow = {
  id: number;
  slug: string;
  nombre: string;
  icono: string | null;
  imagen: string | null;
  padre_id: number | null;
  estatus: number;
  orden: number;
};

/** Category images are generated 200×200 SVGs. */
const CATEGORIA_IMG = 200;

export class Arbol {
  readonly porId = new Map<number, CategoriaRow>();
  readonly porSlug = new Map<string, CategoriaRow>();
  readonly hijos = new Map<number | null, CategoriaRow[]>();

  constructor(rows: CategoriaRow[]) {
    const sorted = [...rows].sort((a, b) => a.orden - b.orden || a.nombre.localeCompare(b.nombre, 'es'));
    for (const r of sorted) {
      this.porId.set(r.id, r);
      this.porSlug.set(r.slug, r);
      const list = this.hijos.get(r.padre_id) ?? [];
      list.push(r);
      this.hijos.set(r.padre_id, list);
    }
  }

  /** From the root to `id` (inclusive). Stops on a cycle. */
  cadena(id: number): CategoriaRow[] {
    const out: CategoriaRow[] = [];
    const seen = new Set<number>();
    let cur = this.porId.get(id);
    while (cur && !seen.has(cur.id)) {
      seen.add(cur.id);
      out.unshift(cur);
      cur = cur.padre_id === null ? undefined : this.porId.get(cur.padre_id);
    }
    return out;
  }

  /** The category and every ancestor are active. */
  activa(id: number): boolean {
    const chain = this.cadena(id);
    return chain.length > 0 && chain.every((c) => c.estatus === ACTIVO);
  }

  /** Active categories of the subtree of `id` (itself included when active); all when null. */
  idsActivos(id: number | null = null): number[] {
    const out: number[] = [];
    const walk = (padre: number | null) => {
      for (const c of this.hijos.get(padre) ?? []) {
        if (c.estatus !== ACTIVO) continue;
        out.push(c.id);
        walk(c.id);
      }
    };
    if (id === null) walk(null);
    else if (this.activa(id)) {
      out.push(id);
      walk(id);
    }
    return out;
  }

  migas(id: number): Miga[] {
    return this.cadena(id).map((c) => ({ slug: c.slug, nombre: c.nombre }));
  }

  /** Active nested subcategories of `padre` (null: the roots). */
  subarbol(config: Config, padre: number | null): Categoria[] {
    return (this.hijos.get(padre) ?? [])
      .filter((c) => c.estatus === ACTIVO)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        nombre: c.nombre,
        icono: mediaUrl(config, c.icono),
        imagen: mediaUrl(config, c.imagen),
        subcategoria: this.subarbol(config, c.id),
      }));
  }

  resumen(config: Config, c: CategoriaRow): CategoriaResumen {
    return {
      id: c.id,
      slug: c.slug,
      nombre: c.nombre,
      icono: mediaUrl(config, c.icono),
      imagen: imagen(config, c.imagen, CATEGORIA_IMG, CATEGORIA_IMG),
    };
  }
}

export async function cargarArbol(db: Db): Promise<Arbol> {
  return new Arbol(
    await db
      .selectFrom('categoria')
      .select(['id', 'slug', 'nombre', 'icono', 'imagen', 'padre_id', 'estatus', 'orden'])
      .execute(),
  );
}
