/**
 * A remote's description of what it serves: its routes, header slots, panels, the navigation it
 * adds (profile-menu links, the back-office side panel's group and sections) and the bus events it
 * sends and handles. Each remote writes it once, in `src/descripcion.ts`; its build writes it beside
 * `mf-manifest.json` as `mf-description.json`, and deploy puts it in the live registry, where the
 * shell reads it. Nothing a remote serves is compiled into the shell (decision 0013).
 *
 * Versioned by `format` ('major.minor'). A minor only adds optional fields: the shell ignores fields
 * it does not know (a newer minor) and defaults those an older minor lacks. A major the shell does
 * not read leaves that remote out (its routes show the fallback); the others keep working.
 * The schemas are in ./schemas.ts; what a remote's own code calls (`defineDescription`, `pageOf`) is
 * in ./describe.ts, without zod. This module reads a description and re-exports both. All run under
 * Node too: a remote's rspack config imports its description.
 */
import { APP_EXPOSE } from './describe.ts';
import { type RemoteDescription, RemoteDescriptionSchema } from './schemas.ts';

export * from './describe.ts';
export * from './schemas.ts';

/** The format this code writes and reads. */
export const DESCRIPTION_FORMAT = '1.2';
const FORMAT_MAJOR = Number(DESCRIPTION_FORMAT.split('.')[0]);

/** The description as the shell reads it: what it knows, or why it cannot read it. */
export type DescriptionReading = { ok: true; description: RemoteDescription } | { ok: false; reason: string };

/**
 * Reads a description from the registry: a major this code does not know, or a description that
 * does not validate, is refused with the reason (that remote then shows its fallback).
 */
export function readDescription(raw: unknown): DescriptionReading {
  const format =
    raw && typeof raw === 'object' && 'format' in raw && typeof raw.format === 'string' ? raw.format : null;
  if (!format || !/^\d+\.\d+$/.test(format)) return { ok: false, reason: 'descripción sin formato' };
  if (Number(format.split('.')[0]) !== FORMAT_MAJOR) {
    return { ok: false, reason: `formato ${format} incompatible con ${DESCRIPTION_FORMAT}` };
  }
  const parsed = RemoteDescriptionSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, description: parsed.data }
    : { ok: false, reason: `descripción inválida: ${parsed.error.message}` };
}

/** The modules a description requires its remote's manifest to expose. */
export function requiredExposes(
  description: Pick<RemoteDescription, 'routes' | 'slots' | 'panels'>,
): string[] {
  const exposes = new Set<string>();
  if (description.routes.length > 0) exposes.add(APP_EXPOSE);
  for (const { expose } of [...description.slots, ...description.panels]) exposes.add(expose);
  return [...exposes].sort();
}
