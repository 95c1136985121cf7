/**
 * The platform's static origin, a stand-in for a CDN: the shell (SPA fallback and the live registry,
 * never cached) and, under `/remotes/<name>/<version>/`, the remotes' immutable, versioned folders.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { DEPLOY_DIR, REMOTES_PATH, SERVED_REGISTRY_FILE } from './platform-layout.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function listen(server: Server, port: number, label: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      console.log(`${label} → http://localhost:${port}`);
      resolve(server);
    });
  });
}

export function serveShell(shellDist: string, port: number): Promise<Server> {
  const assets = sirv(shellDist, {
    single: true,
    gzip: true,
    brotli: true,
    // Look files up per request: a shell rebuilt while the platform runs must not crash it.
    dev: true,
    setHeaders(res, pathname) {
      // index.html names the current hashed bundles: it must be revalidated on every load.
      res.setHeader('Cache-Control', pathname.endsWith('.html') || pathname === '/' ? 'no-cache' : IMMUTABLE);
    },
  });
  const remotes = remotesServer();
  const server = createServer((req, res) => {
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
    assets(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  return listen(server, port, 'shell');
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
