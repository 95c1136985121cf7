import { type Kysely, sql } from 'kysely';

/**
 * Category icons become SVG images (issue 17): `categoria.icono` holds the path of a Lucide icon
 * served by the API (`/media/icono/<name>.svg`) instead of an emoji, which many Android phones and
 * Debian's Chromium draw as an empty box. The seeded categories get their icon; any other emoji
 * left is cleared (no icon rather than a box).
 */
const ICONOS: [slug: string, emoji: string, icono: string][] = [
  ['viveres', '🍚', 'shopping-basket'],
  ['arroz-y-pastas', '🍝', 'cooking-pot'],
  ['harinas', '🌽', 'wheat'],
  ['aceites', '🫒', 'droplet'],
  ['granos', '🫘', 'bean'],
  ['enlatados', '🥫', 'can'],
  ['salsas-y-condimentos', '🧂', 'chef-hat'],
  ['cafe-azucar-y-cacao', '☕', 'coffee'],
  ['lacteos-y-huevos', '🥛', 'milk'],
  ['leches', '🥛', 'milk'],
  ['quesos', '🧀', 'cake-slice'],
  ['mantequillas-y-margarinas', '🧈', 'cuboid'],
  ['yogures', '🍶', 'ice-cream-bowl'],
  ['huevos', '🥚', 'egg'],
  ['carnes-y-charcuteria', '🥩', 'beef'],
  ['res', '🥩', 'beef'],
  ['pollo', '🍗', 'drumstick'],
  ['cerdo', '🥓', 'ham'],
  ['charcuteria', '🌭', 'sandwich'],
  ['pescados-y-mariscos', '🐟', 'fish'],
  ['frutas-y-verduras', '🥕', 'carrot'],
  ['frutas', '🍌', 'banana'],
  ['verduras-y-hortalizas', '🥬', 'leafy-green'],
  ['bebidas', '🥤', 'cup-soda'],
  ['refrescos', '🥤', 'cup-soda'],
  ['maltas', '🍺', 'can-soda'],
  ['jugos', '🧃', 'citrus'],
  ['aguas', '💧', 'glass-water'],
  ['cervezas', '🍻', 'beer'],
  ['limpieza', '🧽', 'spray-can'],
  ['lavanderia', '🧺', 'washing-machine'],
  ['lavaplatos', '🍽️', 'utensils'],
  ['desinfectantes', '🧴', 'droplets'],
  ['papel-y-desechables', '🧻', 'scroll'],
  ['cuidado-personal', '🧴', 'soap-dispenser-droplet'],
  ['jabones', '🧼', 'bath'],
  ['cabello', '💇', 'shower-head'],
  ['cuidado-bucal', '🪥', 'toothbrush'],
  ['desodorantes', '🌸', 'flower'],
  ['panaderia', '🍞', 'croissant'],
  ['snacks-y-dulces', '🍫', 'candy'],
  ['congelados', '🧊', 'snowflake'],
  ['bebes', '🍼', 'baby'],
  ['mascotas', '🐾', 'paw-print'],
  ['temporada-navidena', '🎄', 'tree-pine'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [slug, emoji, icono] of ICONOS) {
    await sql`update categoria set icono = ${`/media/icono/${icono}.svg`} where slug = ${slug} and icono = ${emoji}`.execute(
      db,
    );
  }
  await sql`update categoria set icono = null where icono not like '/media/icono/%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [slug, emoji, icono] of ICONOS) {
    await sql`update categoria set icono = ${emoji} where slug = ${slug} and icono = ${`/media/icono/${icono}.svg`}`.execute(
      db,
    );
  }
}
