/**
 * The platform's static origin, a stand-in for a CDN: the live shell version's index.html for every
 * page (revalidated on each load) and the hashed files of every deployed shell version (immutable),
 * the live registry (never cached) and, under `/remotes/<name>/<version>/`, the remotes' immutable,
 * versioned folders. Every answer carries the shop's security headers (security-headers.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { readShellLive } from './deploy-shell.ts';
import { DEPLOY_DIR, REMOTES_PATH, SERVED_REGISTRY_FILE, SHELL_DEPLOY_DIR } from './platform-layout.ts';
import { securityHeaders } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file named by its content (`main.6790a1df.js`): a new build writes a new name. */
const HASHED = /^\/(?:[\w-]+\.)?[0-9a-f]{8,}\.\w+$/;

function listen(server: Server, port: number, label: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      console.log(`${label} → http://localhost:${port}`);
      resolve(server);
    });
  });
}

export function serveShell(port: number, headers = securityHeaders()): Promise<Server> {
  const shell = shellServer();
  const remotes = remotesServer();
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.url?.startsWith(REMOTES_PATH)) {
      remotes(req, res);
      return;
    }
    if (req.url?.split('?')[0] === '/registry.json') {
      try {
        // Compressed once by deploy (writeRegistry), as the static files are: brotli where taken.
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
        const body = readFileSync(
          encoding === 'br'
            ? `${SERVED_REGISTRY_FILE}.br`
            : encoding
              ? `${SERVED_REGISTRY_FILE}.gz`
              : SERVED_REGISTRY_FILE,
        );
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          Vary: 'Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        res.end(body);
      } catch {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ mensaje: 'Registro de módulos no disponible' }));
      }
      return;
    }
    shell(req, res);
  });
  return listen(server, port, 'shell');
}

/**
 * The deployed shell versions (deploy-shell.ts). A file of the live version is served as it is; a
 * hashed file of an older version too, for pages still holding an older index.html (an open tab, a
 * cached copy) to start and load their lazy chunks; a missing file is a 404; any other path is a page
 * of the SPA: the live version's index.html. Hashed files are immutable; everything else (the HTML
 * first) is revalidated on each load, so the next visit after a deploy or a rollback gets it at once.
 */
function shellServer(): (req: IncomingMessage, res: ServerResponse) => void {
  const versions = new Map<string, ReturnType<typeof sirv>>();
  const folder = (version: string) => {
    let serve = versions.get(version);
    if (!serve) {
      serve = sirv(path.join(SHELL_DEPLOY_DIR, version), { gzip: true, brotli: true, etag: true });
      versions.set(version, serve);
    }
    return serve;
  };
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Cache-Control': 'no-cache' });
    res.end();
  };
  return (req, res) => {
    const live = readShellLive();
    if (!live) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Tienda no disponible: no hay una versión del shell desplegada');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://origin');
    const hashed = HASHED.test(url.pathname);
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    folder(live.version)(req, res, () => {
      if (hashed) {
        const older = deployedVersions().find((version) =>
          existsSync(path.join(SHELL_DEPLOY_DIR, version, url.pathname)),
        );
        if (older) folder(older)(req, res, () => notFound(res));
        else notFound(res);
        return;
      }
      // A file's name (an extension in the last segment) that does not exist is not a page.
      if (/\.\w+$/.test(url.pathname)) return notFound(res);
      req.url = '/index.html';
      folder(live.version)(req, res, () => notFound(res));
    });
  };
}

/** Every deployed shell version, complete ones only (deploy renames a whole copy into place). */
function deployedVersions(): string[] {
  try {
    return readdirSync(SHELL_DEPLOY_DIR).filter((name) => !name.endsWith('.partial'));
  } catch {
    return [];
  }
}

/**
 * The deployed remotes, `/remotes/<name>/<version>/<file>`: immutable. Only a remote's version
 * folders (the live registry in DEPLOY_DIR is served at /registry.json, never cached). CORS allowed,
 * for a page served from another origin than its remotes.
 */
function remotesServer(): (req: IncomingMessage, res: ServerResponse) => void {
  const assets = sirv(DEPLOY_DIR, {
    gzip: true,
    brotli: true,
    dev: true, // pick up versions deployed while running
    setHeaders(res) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
    res.end();
  };
  return (req, res) => {
    const url = (req.url ?? '').slice(REMOTES_PATH.length - 1);
    if (!/^\/mf_[a-z_]+\/[^/]+\//.test(url)) return notFound(res);
    req.url = url;
    assets(req, res, () => notFound(res));
  };
}
