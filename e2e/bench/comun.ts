/** What the benches share: Debian's Chromium launched the same way, and how runs are summed up. */
import { chromium } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), without the background traffic that skews timings. */
export function lanzarChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each run's ms, as "812, 790, 845". */
export const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
