/**
 * A catalogue record's name and slug (issue 18): categories, tags and products. The slug is unique
 * in its table; the name is unique, case and accents aside, among the records it must differ from,
 * which is what each kind brings (every tag; a category's siblings). Checked as staff type
 * (`{disponible}`) and again on save, where a taken one is 409 naming the field.
 */
import { MensajesAdmin } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { Conflicto } from '../errores.ts';

type TablaConSlug = 'categoria' | 'etiqueta' | 'producto';

/** No record of `tabla` other than `id` has `slug`. */
export async function slugLibre(
  db: Db,
  tabla: TablaConSlug,
  slug: string,
  id: number | null | undefined,
): Promise<boolean> {
  let q = db.selectFrom(tabla).select('id').where('slug', '=', slug);
  if (id) q = q.where('id', '<>', id);
  return (await q.executeTakeFirst()) === undefined;
}

/** 409 naming the slug when another record of `tabla` has it. */
export async function exigirSlugLibre(
  db: Db,
  tabla: TablaConSlug,
  slug: string,
  id: number | null | undefined,
): Promise<void> {
  if (!(await slugLibre(db, tabla, slug, id)))
    throw new Conflicto(MensajesAdmin.SLUG_EN_USO, { slug: MensajesAdmin.SLUG_EN_USO });
}

/**
 * A kind of named record: its table, where its name must be unique (`F`: what else of the form that
 * takes, a category's parent) and the words of the 409 when it is taken.
 */
export type NombreYSlug<F> = {
  tabla: 'categoria' | 'etiqueta';
  nombreLibre: (db: Db, nombre: string, id: number | null | undefined, donde: F) => Promise<boolean>;
  nombreEnUso: string;
};

/** As staff type: the name (when given) and the slug (when given) are free. */
export async function verificarNombreSlug<F>(
  db: Db,
  tipo: NombreYSlug<F>,
  q: { nombre?: string | undefined; slug?: string | undefined; id?: number | undefined },
  donde: F,
): Promise<{ disponible: boolean }> {
  const libres = await Promise.all([
    q.nombre ? tipo.nombreLibre(db, q.nombre, q.id, donde) : true,
    q.slug ? slugLibre(db, tipo.tabla, q.slug, q.id) : true,
  ]);
  return { disponible: libres.every(Boolean) };
}

/** On save, inside its transaction: the slug, then the name, free (409 naming the field). */
export async function exigirNombreSlugLibres<F>(
  trx: Db,
  tipo: NombreYSlug<F>,
  form: { nombre: string; slug: string },
  id: number | null,
  donde: F,
): Promise<void> {
  await exigirSlugLibre(trx, tipo.tabla, form.slug, id);
  if (!(await tipo.nombreLibre(trx, form.nombre, id, donde)))
    throw new Conflicto(tipo.nombreEnUso, { nombre: tipo.nombreEnUso });
}
