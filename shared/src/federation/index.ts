export * from './lifecycles.tsx';
export * from './mf-libraries.ts';
export * from './registry.ts';
