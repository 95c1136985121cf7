/**
 * Starts the whole platform from the built packages: deploys every remote build and the shell's
 * build that changed, then runs the API (PGlite by default; seeds an empty database) and the static origin (the shell
 * and the remotes).
 * `npm start` builds first; this script never builds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { deployRemote, readRegistry, writeRegistry } from './deploy-remote.ts';
import { deployShell, readShellLive, SHELL_DIST, writeShellLive } from './deploy-shell.ts';
import { API_PORT, ROOT, readBaseRegistry, SHELL_PORT } from './platform-layout.ts';
import { serveShell } from './serve-static.ts';

const bases = readBaseRegistry().remotes;
let registry = readRegistry();
for (const base of bases) registry = deployRemote(base, registry);
writeRegistry(registry);

if (!existsSync(path.join(SHELL_DIST, 'index.html'))) {
  console.error('shell/dist no existe: ejecute primero el build (npm start lo hace)');
  process.exit(1);
}
writeShellLive(deployShell(readShellLive()));

// The real node binary (not pnpm's sh wrapper) so that stopping it by PID stops the API.
const api: ChildProcess = spawn(process.execPath, ['src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: String(API_PORT) },
});

const servers: Server[] = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  if (api.exitCode === null) api.kill('SIGTERM');
  api.once('exit', () => process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
  if (api.exitCode !== null) process.exit(code);
}
process.on('SIGINT', () => stop(0));
// A crash of a static origin must not leave the API running orphaned on its port.
process.on('uncaughtException', (error) => {
  console.error(error);
  stop(1);
});
process.on('SIGTERM', () => stop(0));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`la API terminó (código ${code}); deteniendo la plataforma`);
    stop(1);
  }
});

servers.push(await serveShell(SHELL_PORT));
console.log(`\nMercado listo: http://localhost:${SHELL_PORT}  (API http://localhost:${API_PORT})`);
