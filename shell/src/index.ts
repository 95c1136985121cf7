import { startRegistryFetch } from './registry/early-fetch.ts';

startRegistryFetch(REGISTRY_URL);
// Async boundary: Module Federation negotiates the shared singletons before the app's code runs.
import('./bootstrap.tsx');
