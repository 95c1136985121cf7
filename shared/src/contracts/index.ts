export * from './admin-sections.ts';
export * from './auth.ts';
export * from './buscador.ts';
export * from './catalogo.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './storefront.ts';
