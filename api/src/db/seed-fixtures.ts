/**
 * Slugs the seed guarantees (issue 4), for the API tests and the end-to-end tests. `seedStorefront`
 * (seed-storefront.ts) forces the states described here, whatever the generated data says.
 */

/** Active zones with storefront content; the inactive one answers 409 (maintenance). */
export const ZONA_SLUG = 'caracas';
export const OTRA_ZONA_SLUG = 'valencia';
export const INACTIVE_ZONE_SLUG = 'maracaibo';

/** Category whose subtree holds more than 100 visible products in caracas (its listing has 3 pages). */
export const BIG_CATEGORY_SLUG = 'viveres';
/** A subcategory of BIG_CATEGORY_SLUG (breadcrumbs Víveres › Harinas). */
export const BIG_CATEGORY_SUB_SLUG = 'harinas';

/** Active, in an active category, stock 0 for normal (and anonymous) in caracas, > 0 for prime and mayorista. */
export const OUT_OF_STOCK_FOR_NORMAL_SLUG = 'harina-de-maiz-precocida-amarilla-juana-1-kg';
/** Inactive product (stock everywhere): never shown. */
export const INACTIVE_PRODUCT_SLUG = 'aceite-de-oliva-extra-virgen-borges-500-ml';
/** Inactive category (with products that have stock): neither it nor its products are shown. */
export const INACTIVE_CATEGORY_SLUG = 'temporada-navidena';
export const INACTIVE_CATEGORY_PRODUCT_SLUG = 'panettone-bauducco-500-g';

/**
 * Visible for every user type in caracas and valencia, no offer: prices normal > prime > mayorista
 * (normal 6.xx, prime about 5 % less, mayorista about 12 % less). IVA exempt.
 */
export const PRICE_PRODUCT_SLUG = 'cafe-molido-fama-de-america-500-g';
/** Visible for every type in caracas and valencia, on offer for every type (oferta > 0). */
export const OFFER_PRODUCT_SLUG = 'arroz-blanco-tipo-i-primor-2-kg';
/** Sold by weight (precio per kg; minimo 0.5, grupo 0.25, maximo 5), visible for every type. */
export const WEIGHED_PRODUCT_SLUG = 'queso-blanco-duro-kg';
/** IVA classes, visible for every type in caracas and valencia. */
export const TAX_EXEMPT_PRODUCT_SLUG = 'harina-de-maiz-precocida-blanca-p-a-n-1-kg';
export const TAX_REDUCED_PRODUCT_SLUG = 'atun-en-aceite-margarita-140-g';
export const TAX_GENERAL_PRODUCT_SLUG = 'mayonesa-mavesa-445-g';

/**
 * In lista-de-la-quincena: the list asks for 20 of this product, its maximo is 12 → suggested 12.
 */
const QUICK_LIST_CLAMPED = 'jabon-en-barra-para-ropa-las-llaves-200-g';

/** Products the seed keeps visible for every user type in the active zones. */
export const ALWAYS_VISIBLE_SLUGS = [
  PRICE_PRODUCT_SLUG,
  OFFER_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED,
] as const;

/** Tags. */
export const TAG_SLUG = 'hecho-en-venezuela';
export const INACTIVE_TAG_SLUG = 'navidad';

/** Featured blocks (each active zone has ofertas-de-la-semana, para-el-desayuno and lo-mas-vendido). */
export const DESTACADO_SLUG = 'ofertas-de-la-semana';
/** A caracas block with more than 50 products (its page 2 exists). */
export const BIG_DESTACADO_SLUG = 'hecho-en-venezuela';

/** Quick lists of every active zone. */
export const QUICK_LIST_SLUG = 'lista-de-la-quincena';
export const QUICK_LIST_SLUGS = [
  'lista-de-la-quincena',
  'desayuno-criollo',
  'hallacas',
  'limpieza-del-hogar',
  'parrilla-del-domingo',
] as const;
/** See QUICK_LIST_CLAMPED: asked 20, maximo 12 → suggested 12 (visible for every type). */
export const QUICK_LIST_CLAMPED_SLUG = QUICK_LIST_CLAMPED;
/** In desayuno-criollo: the list asks for 1.3 kg; steps of 0.25 kg from 0.5 → suggested 1.25. */
export const QUICK_LIST_WEIGHED_SLUG = WEIGHED_PRODUCT_SLUG;
