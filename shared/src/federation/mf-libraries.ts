/**
 * Module Federation's own libraries that remotes take from the shell, by global name: a remote's
 * build marks them external (./rspack.ts) and the shell publishes its copies before any remote
 * loads (shell/src/federation/mf-libraries.ts). One copy per page instead of one in every remote
 * entry, as `externalRuntime` already does for runtime-core; like it, this ties a remote to the MF
 * version of the shell, which the workspace pins for every package.
 */
export const MF_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_MERCADO_MF_SDK',
  '@module-federation/error-codes': '_MERCADO_MF_ERROR_CODES',
} as const;
