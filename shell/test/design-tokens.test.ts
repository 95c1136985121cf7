// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const globalCss = read('shell/src/styles/global.css');
const defined = new Set([...globalCss.matchAll(/^\s*(--mv-[a-z0-9-]+)\s*:/gm)].map((m) => m[1]));

describe('design tokens', () => {
  it('every var(--mv-*) read by the shell, shared or a remote is a token the shell defines', () => {
    const files = globSync('{shell,shared,mf-*}/src/**/*.css', { cwd: root });
    expect(files.length).toBeGreaterThan(10);
    const unknown = files.flatMap((file) =>
      [...read(file).matchAll(/var\(\s*(--mv-[a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((token) => !defined.has(token))
        .map((token) => `${file}: ${token}`),
    );
    expect(unknown).toEqual([]);
  });
});

/** A token's colour as 0–255 channels, following `var(--mv-…)` references to a hex value. */
function colour(token: string): number[] {
  const value = globalCss.match(new RegExp(`^\\s*${token}:\\s*([^;]+);`, 'm'))?.[1]?.trim() ?? '';
  const reference = value.match(/^var\((--mv-[a-z0-9-]+)\)$/)?.[1];
  if (reference) return colour(reference);
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) throw new Error(`${token} is not a hex colour: ${value}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
}

/** WCAG 2.x contrast ratio from relative luminances. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('focus ring tokens (WCAG 1.4.11: 3:1 against the surface the ring is drawn on)', () => {
  it.each(['--mv-white', '--mv-bg', '--mv-grey-100', '--mv-green-100', '--mv-yellow-100'])(
    '--mv-focus on the light surface %s',
    (surface) => expect(contrast(colour('--mv-focus'), colour(surface))).toBeGreaterThanOrEqual(3),
  );
  it.each(['--mv-brand', '--mv-brand-dark', '--mv-green-900', '--mv-grey-900'])(
    '--mv-focus-on-dark on the dark surface %s',
    (surface) => expect(contrast(colour('--mv-focus-on-dark'), colour(surface))).toBeGreaterThanOrEqual(3),
  );
});
