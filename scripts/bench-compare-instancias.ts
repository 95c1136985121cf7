/**
 * The "two instances" figure of `pnpm bench --compare`: two API processes of one tree over one
 * throw-away PostgreSQL; staff change a product's normal price through the back-office on A, and B's
 * public product page is read until it shows the new price. A cache without cross-instance
 * invalidation never shows it (the wait ends at 5 s); without a cache it is the very next read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { masUnCentimo } from './bench-compare-tabla.ts';
import { startPostgresTestServer } from './postgres-test-server.ts';

const ESPERA_MAXIMA_MS = 5_000;

function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function arrancar(
  apiDir: string,
  databaseUrl: string,
): Promise<{ base: string; proceso: ChildProcess }> {
  const port = await puertoLibre();
  const proceso = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 120_000;
  // The first instance migrates and seeds; ready when a zone's products answer.
  while (
    !(await fetch(`${base}/api/website/productos/caracas`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (proceso.exitCode !== null) throw new Error(`el API de ${apiDir} terminó al arrancar`);
    if (Date.now() > limite) throw new Error(`el API de ${apiDir} no respondió en 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, proceso };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Precio = {
  usuarioTipo: number;
  precio: string | null;
  oferta: string;
  ofertaHasta: string | null;
  version: number | null;
};

export async function dosInstancias(
  apiDir: string,
): Promise<{ msHastaB: number; primeraA: boolean; primeraB: boolean }> {
  const pg = await startPostgresTestServer();
  const procesos: ChildProcess[] = [];
  try {
    const a = await arrancar(apiDir, pg.url);
    procesos.push(a.proceso);
    const b = await arrancar(apiDir, pg.url);
    procesos.push(b.proceso);
    const { token } = await json<{ token: string }>(`${a.base}/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo1234!' }),
    });
    const lista = await json<{ items: { id: number; slug: string }[] }>(
      `${a.base}/api/website/productos/caracas`,
    );
    const producto = lista.items[0]!;
    const pagina = `/api/website/producto/caracas/${producto.slug}`;
    const precioDe = async (base: string) => (await json<{ precio: string }>(`${base}${pagina}`)).precio;
    // Both instances have read (and may hold) the old answer before the change.
    await precioDe(a.base);
    await precioDe(b.base);
    const ruta = `${a.base}/admin/inventario/zona/caracas/producto/${producto.id}/precio`;
    const auth = { authorization: `Bearer ${token}` };
    const { precios } = await json<{ precios: Precio[] }>(ruta, { headers: auth });
    const normal = precios.find((p) => p.usuarioTipo === 1 && p.precio !== null);
    if (!normal?.precio) throw new Error(`${producto.slug} no tiene precio normal en caracas`);
    const nuevo = masUnCentimo(normal.precio);
    await json(ruta, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ precios: [{ ...normal, precio: nuevo }] }),
    });
    const cambiado = performance.now();
    const primeraB = (await precioDe(b.base)) === nuevo;
    let msHastaB = primeraB ? performance.now() - cambiado : Number.POSITIVE_INFINITY;
    const primeraA = (await precioDe(a.base)) === nuevo;
    while (!Number.isFinite(msHastaB) && performance.now() - cambiado < ESPERA_MAXIMA_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if ((await precioDe(b.base)) === nuevo) msHastaB = performance.now() - cambiado;
    }
    return { msHastaB: Math.round(msHastaB), primeraA, primeraB };
  } finally {
    for (const p of procesos) p.kill('SIGTERM');
    await Promise.all(
      procesos.map(
        (p) => new Promise((resolve) => (p.exitCode !== null ? resolve(null) : p.once('exit', resolve))),
      ),
    );
    pg.stop();
  }
}
