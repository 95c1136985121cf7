/**
 * The part of zod the browser packages use, re-exported by name. Shared as one Module Federation
 * singleton (`@mercado/shared/zod`), so a page loads zod once instead of once per container; a
 * shared module is not tree-shaken, so it exposes only these names (zod's locales, JSON-schema and
 * the rest stay out: 71 KB gzip for all of zod against about 20 KB for this).
 * Need another zod function in the browser? Add it here (decision 0004).
 */

export type { infer, input, output } from 'zod';
export {
  array,
  boolean,
  coerce,
  email,
  enum,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  union,
  url,
  ZodError,
  ZodType,
} from 'zod';
