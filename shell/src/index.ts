import { yieldToMain } from './app/yield.ts';
import { publishMfLibraries } from './federation/mf-libraries.ts';
import { startRegistryFetch } from './registry/early-fetch.ts';

startRegistryFetch(REGISTRY_URL);
// Before any remote entry runs: they read these from the shell.
publishMfLibraries();
// Async boundary: Module Federation negotiates the shared singletons before the app's code runs.
// In a task of its own: the runtime's start-up above is already a long one on a slow phone.
void yieldToMain().then(() => import('./bootstrap.tsx'));
