import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { consulta, familiaDeConsultas } from '../src/consulta.ts';

/** A read the test answers by hand: each call is one request. */
function lecturas<T>() {
  const pedidas: { resolver(valor: T): void; rechazar(error: unknown): void }[] = [];
  const leer = () =>
    new Promise<T>((resolver, rechazar) => {
      pedidas.push({ resolver, rechazar });
    });
  return { pedidas, leer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consulta: server data as a jotai async atom', () => {
  it('is loading until the data arrives, then ready with it; a subscriber is told', async () => {
    const { pedidas, leer } = lecturas<string>();
    const c = consulta(leer);
    const store = createStore();
    const vistos: string[] = [];
    store.sub(c.carga, () => vistos.push(store.get(c.carga).estado));
    expect(store.get(c.carga)).toEqual({ estado: 'cargando' });
    expect(pedidas).toHaveLength(1);
    pedidas[0]?.resolver('tienda');
    await tick();
    expect(store.get(c.carga)).toEqual({ estado: 'listo', datos: 'tienda' });
    expect(vistos).toEqual(['listo']);
    expect(pedidas).toHaveLength(1);
  });

  it('is ready at once when the value is known without a request', () => {
    const c = consulta(() => 'precargada');
    expect(createStore().get(c.carga)).toEqual({ estado: 'listo', datos: 'precargada' });
  });

  it('shows a failed read as an error with its reason, and a refresh reads again', async () => {
    const { pedidas, leer } = lecturas<string>();
    const c = consulta(leer);
    const store = createStore();
    const fallo = { status: 503 };
    store.sub(c.carga, () => undefined);
    pedidas[0]?.rechazar(fallo);
    await tick();
    expect(store.get(c.carga)).toEqual({ estado: 'error', error: fallo });

    store.set(c.datos);
    expect(pedidas).toHaveLength(2);
    expect(store.get(c.carga)).toEqual({ estado: 'cargando' });
    pedidas[1]?.resolver('de nuevo');
    await tick();
    expect(store.get(c.carga)).toEqual({ estado: 'listo', datos: 'de nuevo' });
  });

  it('a refresh of ready data shows loading, then the new data', async () => {
    let n = 0;
    const c = consulta(() => Promise.resolve(++n));
    const store = createStore();
    store.sub(c.carga, () => undefined);
    await tick();
    expect(store.get(c.carga)).toEqual({ estado: 'listo', datos: 1 });
    store.set(c.datos);
    expect(store.get(c.carga)).toEqual({ estado: 'cargando' });
    await tick();
    expect(store.get(c.carga)).toEqual({ estado: 'listo', datos: 2 });
  });

  it('keeps its data per store: another parcel reads for itself', async () => {
    let n = 0;
    const c = consulta(() => Promise.resolve(++n));
    const una = createStore();
    const otra = createStore();
    una.get(c.carga);
    await tick();
    otra.get(c.carga);
    await tick();
    expect(una.get(c.carga)).toEqual({ estado: 'listo', datos: 1 });
    expect(otra.get(c.carga)).toEqual({ estado: 'listo', datos: 2 });
  });
});

describe('familiaDeConsultas: consultas by key, kept while valid', () => {
  function familia() {
    let reloj = 0;
    const pedidas: string[] = [];
    const respuestas = new Map<string, Promise<string>>();
    const familia = familiaDeConsultas({ vigenciaMs: 60_000, maximo: 2, ahora: () => reloj });
    const f = {
      vigente: familia.vigente,
      consulta: (clave: string) =>
        familia.consulta(clave, () => {
          pedidas.push(clave);
          return respuestas.get(clave) ?? Promise.resolve(`datos de ${clave}`);
        }),
    };
    return { f, pedidas, respuestas, avanzar: (ms: number) => (reloj += ms), store: createStore() };
  }

  it('gives the same consulta (no new request) within the validity, a new one after it', async () => {
    const { f, pedidas, avanzar, store } = familia();
    store.get(f.consulta('a').carga);
    expect(f.vigente('a')).toBe(false); // still arriving
    expect(f.consulta('a')).toBe(f.consulta('a'));
    await tick();
    expect(f.vigente('a')).toBe(true);
    avanzar(59_999);
    expect(store.get(f.consulta('a').carga)).toEqual({ estado: 'listo', datos: 'datos de a' });
    expect(pedidas).toEqual(['a']);
    avanzar(1);
    expect(f.vigente('a')).toBe(false);
    expect(store.get(f.consulta('a').carga)).toEqual({ estado: 'cargando' });
    expect(pedidas).toEqual(['a', 'a']);
  });

  it('does not keep a failed read: the next page that asks reads again', async () => {
    const { f, pedidas, respuestas, store } = familia();
    respuestas.set('a', Promise.reject(new Error('sin conexión')));
    const primera = f.consulta('a');
    store.get(primera.carga);
    await tick();
    expect(store.get(primera.carga)).toMatchObject({ estado: 'error' });
    respuestas.delete('a');
    const segunda = f.consulta('a');
    expect(segunda).not.toBe(primera);
    store.get(segunda.carga);
    await tick();
    expect(store.get(segunda.carga)).toEqual({ estado: 'listo', datos: 'datos de a' });
    expect(pedidas).toEqual(['a', 'a']);
  });

  it('keeps at most `maximo` keys, dropping the oldest', async () => {
    const { f, pedidas, store } = familia();
    for (const clave of ['a', 'b', 'c']) store.get(f.consulta(clave).carga);
    await tick();
    expect(f.vigente('a')).toBe(false);
    expect(f.vigente('b') && f.vigente('c')).toBe(true);
    store.get(f.consulta('a').carga);
    expect(pedidas).toEqual(['a', 'b', 'c', 'a']);
  });
});
