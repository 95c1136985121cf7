/**
 * Issue 16: recovery and sign-up do not reveal whether an e-mail is registered beyond what
 * `verificarregistrado` (throttled) already answers: the same status, body and headers, and an
 * answer that does not wait for the work that differs (its times are printed, not asserted). The
 * owner of a registered e-mail learns of a sign-up attempt by e-mail, not the caller.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const VECES = 8;
let t: TestApp;
let url: string;
beforeAll(async () => {
  const generoso = { max: 1000, ventanaSegundos: 3600 };
  t = await createTestApp({
    ordenBarridoSegundos: 0,
    limites: { ...loadConfig({}).limites, recuperarCorreo: generoso, registroCorreo: generoso },
  });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
});

/** What a caller can compare: status, body and the header names (dates and ids aside). */
async function forma(r: Response) {
  const headers = [...r.headers.keys()].filter((h) => !['date', 'content-length'].includes(h)).toSorted();
  return { status: r.status, body: await r.text(), headers };
}

/** A call as a client sees it: over HTTP, to the API listening on a free local port. */
const post = (path: string, body: object) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Sends the two kinds of call by turns (with a pause for the work each leaves behind), and returns
 * each kind's last answer's shape and its median time.
 */
async function medir(a: () => Promise<Response>, b: () => Promise<Response>) {
  const tiempos: [number[], number[]] = [[], []];
  const formas: Awaited<ReturnType<typeof forma>>[] = [];
  for (let i = 0; i < VECES; i++) {
    for (const [k, enviar] of [a, b].entries()) {
      const inicio = performance.now();
      formas[k] = await forma(await enviar());
      tiempos[k]!.push(performance.now() - inicio);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const mediana = (xs: number[]) => xs.toSorted((x, y) => x - y)[Math.floor(VECES / 2)]!.toFixed(1);
  return [
    { forma: formas[0]!, mediana: mediana(tiempos[0]) },
    { forma: formas[1]!, mediana: mediana(tiempos[1]) },
  ] as const;
}

const bandeja = (para: string) =>
  t.db.selectFrom('email_saliente').selectAll().where('para', '=', para).orderBy('id', 'desc').execute();

describe('registered or not, the same answer', () => {
  it('password recovery', async () => {
    const recuperar = (email: string) => () => post('/api/usuario/recuperar-clave', { email });
    const [registrado, desconocido] = await medir(
      recuperar('cliente@demo.test'),
      recuperar('nadie.aqui@correo.test'),
    );
    console.log(
      `recovery, median of ${VECES}: registered ${registrado.mediana} ms, unregistered ${desconocido.mediana} ms`,
    );
    expect(registrado.forma).toEqual(desconocido.forma);
    expect(registrado.forma.status).toBe(200);
    // The registered one gets its links, written after the answers.
    await vi.waitFor(async () => expect(await bandeja('cliente@demo.test')).toHaveLength(VECES));
    expect(await bandeja('nadie.aqui@correo.test')).toEqual([]);
  });

  it('sign-up: a registered e-mail answers as a new one; its owner is told by e-mail, no account is made', async () => {
    const datos = {
      nombre: 'Cliente Repetido',
      password: 'ClaveSegura1',
      tipoDocumento: 'V',
      documento: '20123456',
      telefono: '0414-7654321',
    };
    const registrar = (email: () => string) => () =>
      post('/api/usuario/registro', { ...datos, email: email() });
    let n = 0;
    const [nuevo, registrado] = await medir(
      registrar(() => `nueva.cuenta${n++}@correo.test`),
      registrar(() => 'Cliente@Demo.Test'),
    );
    console.log(
      `sign-up, median of ${VECES}: new e-mail ${nuevo.mediana} ms, registered ${registrado.mediana} ms`,
    );
    expect(registrado.forma).toEqual(nuevo.forma);
    expect(registrado.forma.status).toBe(201);
    const avisos = await vi.waitFor(async () => {
      const m = (await bandeja('cliente@demo.test')).filter(
        (e) => e.asunto === 'Su correo ya tiene una cuenta',
      );
      expect(m).toHaveLength(VECES);
      return m;
    });
    expect(avisos[0]!.cuerpo).toContain('Alguien intentó crear una cuenta con este correo');
    const cuentas = await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', 'ilike', 'cliente@demo.test')
      .execute();
    expect(cuentas).toHaveLength(1);
    await vi.waitFor(async () => expect(await bandeja('nueva.cuenta0@correo.test')).toHaveLength(1));
  });
});
