import type { z } from '@mercado/shared/zod';

/** First Spanish message per field of a failed zod parse. */
export function fieldErrors(error: z.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
