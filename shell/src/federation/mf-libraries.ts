// The module itself, not the federation barrel: this runs before the async boundary, where a
// module consuming the shared react (the barrel's lifecycles) must not be pulled in.
import { MF_LIBRARY_GLOBALS } from '@mercado/shared/federation/mf-libraries';
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

/** Publishes the shell's MF SDK and error codes, which every remote entry reads (MF_LIBRARY_GLOBALS). */
export function publishMfLibraries(): void {
  const globals = globalThis as unknown as Record<string, unknown>;
  globals[MF_LIBRARY_GLOBALS['@module-federation/sdk']] = sdk;
  globals[MF_LIBRARY_GLOBALS['@module-federation/error-codes']] = errorCodes;
}
