export * from './refresh-manager.ts';
export * from './token-store.ts';
