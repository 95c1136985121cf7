/**
 * `@mercado/shared/rules`: the domain rules the API and the browser both apply (money, tax,
 * quantities, dates, totals, coupons, delivery slots, order statuses). The browser-only ones are
 * `@mercado/shared/rules/navegador`.
 */
export * from './carrito.ts';
export * from './catalogo.ts';
export * from './cupon.ts';
export * from './dates.ts';
export * from './decimal.ts';
export * from './entrega.ts';
export * from './envio.ts';
export * from './envio-regla.ts';
export * from './franjas.ts';
export * from './money.ts';
export * from './orden.ts';
export * from './plural.ts';
export * from './price.ts';
export * from './quantity.ts';
export * from './roles-en-palabras.ts';
export * from './slug.ts';
export * from './tax.ts';
export * from './totales.ts';
