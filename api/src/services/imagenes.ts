/**
 * The generated images (SVG) the media endpoints serve: products (coloured by category), categories,
 * the seeded banners and the tracking steps. `null`: no such image.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { BANNER_TAMANOS, BANNERS, type BannerSeed } from '../db/seed-storefront-data.ts';
import { nombreIcono, trazosIcono } from './iconos.ts';
import { IMAGENES_RASTREO } from './orden/rastreo.ts';

function hue(seed: string): number {
  return createHash('sha1').update(seed).digest().readUInt16BE(0) % 360;
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if (`${cur} ${word}`.trim().length > max && cur) {
      out.push(cur);
      cur = word;
    } else cur = `${cur} ${word}`.trim();
  }
  if (cur) out.push(cur);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, max - 1)}…`;
    return kept;
  }
  return out;
}

/** A simple package illustration: coloured by category, brand band, name and size. */
function productoSvg(p: {
  nombre: string;
  marca: string | null;
  presentacion: string | null;
  categoria: string;
  peso: boolean;
}): string {
  const h = hue(p.categoria);
  const h2 = (h + 35) % 360;
  const name = wrap(p.nombre, 18, 3)
    .map(
      (l, i) => `<text x="200" y="${205 + i * 26}" font-size="22" font-weight="600">${escapeXml(l)}</text>`,
    )
    .join('');
  const body = p.peso
    ? `<ellipse cx="200" cy="215" rx="140" ry="120" fill="hsl(${h} 60% 55%)"/><ellipse cx="160" cy="170" rx="40" ry="22" fill="#fff" opacity=".25"/>`
    : `<rect x="80" y="50" width="240" height="300" rx="22" fill="hsl(${h} 60% 52%)"/><rect x="80" y="50" width="240" height="70" rx="22" fill="hsl(${h2} 70% 40%)"/><rect x="80" y="100" width="240" height="20" fill="hsl(${h2} 70% 40%)"/><rect x="100" y="165" width="200" height="120" rx="12" fill="#fff" opacity=".92"/>`;
  const brand = p.marca
    ? `<text x="200" y="95" font-size="24" font-weight="700" fill="#fff">${escapeXml(p.marca.slice(0, 18))}</text>`
    : '';
  const size = p.presentacion
    ? `<text x="200" y="330" font-size="20" font-weight="700" fill="#fff">${escapeXml(p.presentacion)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(p.nombre)}"><rect width="400" height="400" fill="hsl(${h} 45% 95%)"/>${body}${brand}<g text-anchor="middle" font-family="Arial, Helvetica, sans-serif" fill="#222">${name}</g><g text-anchor="middle" font-family="Arial, Helvetica, sans-serif">${size}</g></svg>`;
}

/** A tile: the category's icon (white, 72 px) on a coloured circle, its name below. */
function categoriaSvg(c: { nombre: string; slug: string }, icono: string | null): string {
  const h = hue(c.slug);
  const dibujo = icono
    ? `<g transform="translate(64 48) scale(3)" color="#fff" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icono}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(c.nombre)}"><rect width="200" height="200" rx="28" fill="hsl(${h} 60% 90%)"/><circle cx="100" cy="84" r="52" fill="hsl(${h} 60% 55%)"/>${dibujo}<text x="100" y="176" font-size="17" font-weight="600" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" fill="#222">${escapeXml(c.nombre.slice(0, 20))}</text></svg>`;
}

type BannerLayout = {
  ancho: number;
  alto: number;
  titulo: { size: number; chars: number };
  subtitulo: { size: number; chars: number };
  /** Where the call-to-action pill goes. */
  accion: 'abajo' | 'derecha' | null;
};

const BANNER_LAYOUTS: Record<'slider' | 'sliderMovil' | 'franja' | 'tarjeta', BannerLayout> = {
  slider: {
    ...BANNER_TAMANOS.slider,
    titulo: { size: 60, chars: 26 },
    subtitulo: { size: 28, chars: 52 },
    accion: 'abajo',
  },
  sliderMovil: {
    ...BANNER_TAMANOS.sliderMovil,
    titulo: { size: 64, chars: 18 },
    subtitulo: { size: 32, chars: 36 },
    accion: 'abajo',
  },
  franja: {
    ...BANNER_TAMANOS.franja,
    titulo: { size: 56, chars: 30 },
    subtitulo: { size: 26, chars: 60 },
    accion: 'derecha',
  },
  tarjeta: {
    ...BANNER_TAMANOS.tarjeta,
    titulo: { size: 42, chars: 20 },
    subtitulo: { size: 24, chars: 36 },
    accion: null,
  },
};

/** A branded promotional banner: gradient in the banner's hue, title, subtitle, call to action. */
function bannerSvg(b: BannerSeed, movil = false): string {
  const l = BANNER_LAYOUTS[b.formato === 'slider' && movil ? 'sliderMovil' : b.formato];
  const { ancho: w, alto: hgt, tono } = { ...l, tono: b.tono };
  const pad = Math.round(w * 0.06);
  const titulo = wrap(b.titulo, l.titulo.chars, 2);
  const subtitulo = wrap(b.subtitulo, l.subtitulo.chars, 2);
  const lineH = (size: number) => Math.round(size * 1.18);
  const bloque =
    titulo.length * lineH(l.titulo.size) +
    16 +
    subtitulo.length * lineH(l.subtitulo.size) +
    (l.accion === 'abajo' && b.accion ? 36 + 56 : 0);
  let y = Math.round((hgt - bloque) / 2) + l.titulo.size;
  const text: string[] = [];
  for (const t of titulo) {
    text.push(
      `<text x="${pad}" y="${y}" font-size="${l.titulo.size}" font-weight="800">${escapeXml(t)}</text>`,
    );
    y += lineH(l.titulo.size);
  }
  y += 16 - lineH(l.titulo.size) + l.subtitulo.size;
  for (const t of subtitulo) {
    text.push(
      `<text x="${pad}" y="${y}" font-size="${l.subtitulo.size}" opacity=".95">${escapeXml(t)}</text>`,
    );
    y += lineH(l.subtitulo.size);
  }
  let accion = '';
  if (b.accion && l.accion) {
    const pw = Math.round(b.accion.length * 14 + 64);
    const px = l.accion === 'derecha' ? w - pad - pw : pad;
    const py = l.accion === 'derecha' ? Math.round(hgt / 2 - 28) : y - lineH(l.subtitulo.size) + 36;
    accion = `<rect x="${px}" y="${py}" width="${pw}" height="56" rx="28" fill="#fff"/><text x="${px + pw / 2}" y="${py + 37}" font-size="24" font-weight="700" text-anchor="middle" fill="hsl(${tono} 70% 30%)">${escapeXml(b.accion)}</text>`;
  }
  const r = Math.round(Math.min(w, hgt) * 0.55);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img" aria-label="${escapeXml(`${b.titulo}. ${b.subtitulo}`)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${tono} 68% 34%)"/><stop offset="1" stop-color="hsl(${(tono + 28) % 360} 70% 46%)"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#g)"/><circle cx="${w - r * 0.4}" cy="${hgt * 0.15}" r="${r}" fill="#fff" opacity=".10"/><circle cx="${w - r * 0.9}" cy="${hgt}" r="${Math.round(r * 0.7)}" fill="#fff" opacity=".08"/><text x="${w - pad}" y="${pad * 0.9}" font-size="${Math.round(l.subtitulo.size * 0.8)}" font-weight="700" text-anchor="end" fill="#fff" opacity=".85" font-family="Arial, Helvetica, sans-serif">Mercado Venezuela</text><g font-family="Arial, Helvetica, sans-serif" fill="#fff">${text.join('')}</g><g font-family="Arial, Helvetica, sans-serif">${accion}</g></svg>`;
}

/** Tracking illustrations: a circle with a pictogram per step. */
const PICTOS: Record<(typeof IMAGENES_RASTREO)[number], { color: string; d: string }> = {
  recibido: { color: '#15803d', d: 'M60 70h80v70H60z M75 90h50 M75 105h50 M75 120h30' },
  verificado: { color: '#15803d', d: 'M65 100l25 25 45-50' },
  preparando: { color: '#ca8a04', d: 'M60 90h80l-10 50H70z M85 90l15-25 15 25' },
  listo: { color: '#15803d', d: 'M60 75h80v65H60z M60 95h80 M95 75v20' },
  'en-camino': {
    color: '#15803d',
    d: 'M45 80h65v45H45z M110 95h25l15 15v15h-40z M70 135a8 8 0 1 0 .1 0 M130 135a8 8 0 1 0 .1 0',
  },
  entregado: { color: '#15803d', d: 'M55 105l30 30 60-65' },
  cancelado: { color: '#dc2626', d: 'M70 70l60 60 M130 70l-60 60' },
};

/** `<slug>.svg` of a product. */
export async function svgProducto(db: Db, file: string): Promise<string | null> {
  const p = await db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .select(['p.nombre', 'p.marca', 'p.presentacion', 'p.modalidad_venta', 'c.slug as categoria'])
    .where('p.slug', '=', file.slice(0, -4))
    .executeTakeFirst();
  return p ? productoSvg({ ...p, peso: p.modalidad_venta === 'peso' }) : null;
}

/** `<slug>.svg` of a category. */
export async function svgCategoria(db: Db, file: string): Promise<string | null> {
  const c = await db
    .selectFrom('categoria')
    .select(['nombre', 'slug', 'icono'])
    .where('slug', '=', file.slice(0, -4))
    .executeTakeFirst();
  if (!c) return null;
  const icono = nombreIcono(c.icono);
  return categoriaSvg(c, icono ? await trazosIcono(icono) : null);
}

/** `<clave>.svg` of a seeded banner, or `<clave>-movil.svg` of a slider. */
export function svgBanner(file: string): string | null {
  const name = file.slice(0, -4);
  const movil = name.endsWith('-movil');
  const b = BANNERS[movil ? name.slice(0, -6) : name];
  if (!b || (movil && b.formato !== 'slider')) return null;
  return bannerSvg(b, movil);
}

/** `<paso>.svg` of a tracking step. */
export function svgRastreo(file: string): string | null {
  const clave = file.slice(0, -4) as (typeof IMAGENES_RASTREO)[number];
  if (!IMAGENES_RASTREO.includes(clave)) return null;
  const { color, d } = PICTOS[clave];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"><circle cx="100" cy="100" r="92" fill="${color}" opacity=".12"/><path d="${d}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
