/**
 * The part of zod the browser packages use, re-exported by name: zod's functional "mini" API
 * (`zod/mini`), whose checks are separate functions the bundler can leave out, instead of classic
 * zod's chained methods, which every schema carries. Shared as one Module Federation singleton
 * (`@mercado/shared/zod`), so a page loads zod once instead of once per container; a shared module is
 * not tree-shaken, so it exposes only these names (decisions 0004 and 0009).
 * Need another zod function in the browser? Add it here.
 */

export type { infer, input, output } from 'zod/mini';
export {
  _default,
  array,
  boolean,
  coerce,
  email,
  enum,
  extend,
  gte,
  int,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  pick,
  pipe,
  positive,
  record,
  regex,
  startsWith,
  strictObject,
  string,
  superRefine,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  url,
  uuid,
  ZodMiniType as ZodType,
} from 'zod/mini';
/** What a failed parse reports (the API tests errors with the value, from `zod/v4/core` itself). */
export type { $ZodError } from 'zod/v4/core';
