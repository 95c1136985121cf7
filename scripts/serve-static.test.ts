/**
 * The shop's static origin across shell deploys (decision 0036): every page's HTML is revalidated,
 * the hashed files of every deployed version stay immutable and served, a rollback is what the next
 * load gets, and every answer carries the security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const work = mkdtempSync(path.join(tmpdir(), 'mercado-serve-static-'));
vi.stubEnv('DEPLOY_DIR', path.join(work, 'deploy'));
// Read DEPLOY_DIR at import: imported after it is set.
const { deployShell, readShellLive, shellRolledBack, writeShellLive } = await import('./deploy-shell.ts');
const { serveShell } = await import('./serve-static.ts');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A shell build whose HTML names `main.<hash>.js` and a lazy chunk. */
function build(name: string, hash: string): string {
  const dist = path.join(work, name);
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script defer src="/main.${hash}.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, `main.${hash}.js`), `console.log('${name}');`);
  writeFileSync(path.join(dist, `435.${hash}.js`), `console.log('${name} chunk');`);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  return dist;
}

let server: Server;
let base: string;
const get = (url: string) => fetch(`${base}${url}`);

beforeAll(async () => {
  server = await serveShell(0);
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("the shop's static origin", () => {
  it('answers 503 while no shell is deployed, with the security headers', async () => {
    const response = await get('/caracas');
    expect(response.status).toBe(503);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serves every page's HTML revalidated and the hashed files immutable", async () => {
    writeShellLive(deployShell(readShellLive(), build('v1', 'aaaaaaaa')));
    for (const page of [
      '/',
      '/index.html',
      '/caracas',
      '/caracas/producto/arroz-1kg',
      '/admin',
      '/auth/login',
    ]) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
      expect(await response.text(), page).toContain('/main.aaaaaaaa.js');
    }
    const script = await get('/main.aaaaaaaa.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    // Not named by its content: revalidated too.
    expect((await get('/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('after the next deploy, serves its HTML and still the previous hashed files; a missing file is a 404', async () => {
    writeShellLive(deployShell(readShellLive(), build('v2', 'bbbbbbbb')));
    expect(await (await get('/caracas/producto/arroz-1kg')).text()).toContain('/main.bbbbbbbb.js');
    for (const file of ['/main.aaaaaaaa.js', '/435.aaaaaaaa.js', '/main.bbbbbbbb.js']) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(IMMUTABLE);
    }
    expect(await (await get('/main.aaaaaaaa.js')).text()).toBe("console.log('v1');");
    expect((await get('/main.cccccccc.js')).status).toBe(404);
    expect((await get('/no-existe.js')).status).toBe(404);
  });

  it('a rollback is what the next load gets; the same build deployed again changes nothing', async () => {
    const live = readShellLive();
    writeShellLive(shellRolledBack(live) as NonNullable<typeof live>);
    expect(await (await get('/caracas')).text()).toContain('/main.aaaaaaaa.js');
    expect(deployShell(readShellLive(), build('v1', 'aaaaaaaa'))).toEqual(readShellLive());
  });

  it('sends the security headers with every answer', async () => {
    for (const url of ['/caracas', '/main.aaaaaaaa.js', '/main.cccccccc.js', '/registry.json']) {
      const headers = (await get(url)).headers;
      expect(headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), url).toBe('DENY');
      expect(headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });
});
