/**
 * Filling a path of the endpoint table. Its own module, without imports, because the platform (a
 * shared singleton on every first visit) fills the route data hints with it.
 */

/**
 * The path of `template` (Fastify style, `/x/:id`) with each `:param` taken from `values` and encoded;
 * null when one is missing or empty.
 */
export function fillPath(template: string, values: Record<string, unknown>): string | null {
  let missing = false;
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}
