/**
 * Category icons: SVG files of the Lucide set (lucide-static, ISC), served as images at
 * /media/icono/<name>.svg, never emoji (many Android phones and Debian's Chromium draw those as empty
 * boxes). Served as images, they cost the pages no JavaScript. An <img> cannot inherit the page's
 * colour, so the icon's `currentColor` becomes the store's dark green.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const CARPETA = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')),
  'icons',
);
/** `--mv-green-700` of the shell's palette. */
const COLOR = '#146b2d';
const RUTA = /^\/media\/icono\/([a-z0-9-]+)\.svg$/;

/** Where a category's icon is served: what `categoria.icono` holds (made absolute for the browser). */
export const rutaIcono = (nombre: string) => `/media/icono/${nombre}.svg`;

/** The icon's name in a `categoria.icono` path; null for anything else. */
export const nombreIcono = (ruta: string | null): string | null => (ruta && RUTA.exec(ruta)?.[1]) ?? null;

/** The icons read so far, as the set writes them (names that exist only: a request's name is unbounded). */
const leidos = new Map<string, string>();

async function leer(nombre: string): Promise<string | null> {
  const leido = leidos.get(nombre);
  if (leido) return leido;
  try {
    const svg = await readFile(path.join(CARPETA, `${nombre}.svg`), 'utf8');
    leidos.set(nombre, svg);
    return svg;
  } catch {
    return null;
  }
}

/** `<name>.svg` (the media endpoints' file pattern): the Lucide icon, coloured; null when the set has none. */
export async function svgIcono(file: string): Promise<string | null> {
  return (await leer(file.slice(0, -4)))?.replaceAll('currentColor', COLOR) ?? null;
}

/**
 * The icon's drawing (its elements, without the outer <svg> and its stroke attributes), to place in
 * another image inside a group that sets them; `currentColor` there is the group's `color`.
 */
export async function trazosIcono(nombre: string): Promise<string | null> {
  const svg = await leer(nombre);
  return svg ? (/<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.trim() ?? null) : null;
}

let nombres: Promise<string[]> | undefined;

/** Every icon name of the set, sorted (what staff choose a category's icon from). */
export function nombresIconos(): Promise<string[]> {
  nombres ??= readdir(CARPETA).then((files) =>
    files
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4))
      .sort(),
  );
  return nombres;
}
