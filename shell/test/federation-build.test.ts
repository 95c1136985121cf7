// @vitest-environment node
import { createRequire } from 'node:module';
import { MF_LIBRARY_GLOBALS } from '@mercado/shared/federation/mf-libraries';
import { describe, expect, it } from 'vitest';
import shellConfig from '../rspack.config.ts';

/** Resolves `name` as the package whose entry is `from` requires it. */
const requireFrom = (from: string, name: string) => createRequire(from).resolve(name);

describe("the shell's build", () => {
  it('publishes the very MF SDK and error codes its runtime runs on, so the entry holds one copy of each', () => {
    // The production build is the shell's compilation, then its service worker's (sw.js).
    const [app] = [shellConfig(undefined, { mode: 'production' })].flat();
    const { alias } = app!.resolve as {
      alias: Record<string, string>;
    };
    // The runtime Module Federation's plugin injects, and the runtime-core it requires.
    const shell = createRequire(new URL('../package.json', import.meta.url));
    const bundlerRuntime = requireFrom(
      shell.resolve('@module-federation/enhanced'),
      '@module-federation/webpack-bundler-runtime',
    );
    const runtimeCore = requireFrom(
      requireFrom(bundlerRuntime, '@module-federation/runtime'),
      '@module-federation/runtime-core',
    );
    for (const name of Object.keys(MF_LIBRARY_GLOBALS)) {
      expect(alias[`${name}$`], name).toBe(requireFrom(runtimeCore, name));
    }
  });
});
