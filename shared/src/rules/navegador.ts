/**
 * `@mercado/shared/rules/navegador`: the rules only the browser runs (route guards, token refresh
 * timing, the HTTP retry policy, what the roles show of the back-office, the search box and its
 * analytics events). The API takes `@mercado/shared/rules`, which does not load these
 * (.dependency-cruiser.cjs checks it, decision 0015).
 */
export * from './admin-index.ts';
export * from './guards.ts';
export * from './refresh.ts';
export * from './retry.ts';
export * from './roles.ts';
export * from './search.ts';
export * from './search-insights.ts';
