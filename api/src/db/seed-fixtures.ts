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

/**
 * Active, in an active category, stock 0 for normal (and anonymous) in caracas, > 0 for prime and
 * mayorista; > 0 for normal in valencia (found there).
 */
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
 * In lista-de-la-quincena: the list asks for 20 of this product, its maximo is 12 (the seed sets it)
 * → suggested 12.
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

/* ------------------------------------------------------------------------------------------------
 * Issue 5: carts, coupons, checkout (seed-checkout.ts). Coupon codes are case-insensitive.
 * ---------------------------------------------------------------------------------------------- */

/** 10 %, minimum purchase $ 15,00, every zone, 1 use per user, 1000 in total; offered to everyone (Mis cupones). */
export const COUPON_PERCENT_CODE = 'BIENVENIDA10';
/** $ 5,00 off, minimum $ 25,00, caracas only, 3 uses per user; offered to cliente@demo.test only. */
export const COUPON_FIXED_CODE = 'AHORRA5';
/** $ 3,00 off, valencia only, offered to everyone: refused in caracas ('zona'). */
export const COUPON_ZONE_CODE = 'VALENCIA3';
/** 15 %, minimum purchase $ 100,00 (refused below: 'minimo'). */
export const COUPON_MIN_PURCHASE_CODE = 'GRANCOMPRA15';
/** Ended in 2020 ('vencido'). */
export const COUPON_EXPIRED_CODE = 'VERANO2020';
/** Starts 30 days after the seed ('no_vigente'). */
export const COUPON_FUTURE_CODE = 'PROXIMAMENTE';
/** Total limit 2, both used already (seeded uses): 'limite_total'. */
export const COUPON_EXHAUSTED_CODE = 'AGOTADO';
/** $ 1,00 off, 1 use per user, total limit 3, no minimum, every zone (per-user and total limits). */
export const COUPON_ONE_USE_CODE = 'UNAVEZ';
/** Inactive: answers like an unknown code. */
export const COUPON_INACTIVE_CODE = 'PAUSADO';

/** Wallet balances seeded (USD). */
export const CLIENTE_SALDO = '25.00';
export const PRIME_SALDO = '50.00';

/** cliente@demo.test's saved address (caracas, area Chacao, sector Altamira), the default one. */
export const CLIENTE_DIRECCION = 'Av. Luis Roche, Residencias Altamira, piso 6, apto 6-A';
/** A caracas area with its own (higher) shipping rules; the others use the zone's. */
export const FAR_AREA_NAME = 'El Hatillo';
/** Caracas shipping: from $ 0 → $ 3,00; from $ 30 → $ 1,50; from $ 60 → free. El Hatillo: $ 5,00; from $ 60 → $ 2,00. */
export const SHIPPING_RULES_CARACAS = [
  { desde: '0.00', costo: '3.00' },
  { desde: '30.00', costo: '1.50' },
  { desde: '60.00', costo: '0.00' },
] as const;
/** Caracas pickup store. */
export const PICKUP_NAME = 'Mercado Los Palos Grandes';
/** The seed blocks deliveries in caracas this many days after the seed day (Caracas time), besides holidays. */
export const BLOCKED_DATE_OFFSET_DAYS = 3;
/** Pago Móvil banks include Banesco. */
export const PAGO_MOVIL_BANK_CODE = '0134';
