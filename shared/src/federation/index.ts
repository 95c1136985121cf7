export * from './lifecycles.tsx';
export * from './registry.ts';
