/**
 * A cached read goes out as bytes made once (decision 0051): the first time a value of the read cache
 * is sent, its response schema parses it, it is serialised to JSON, hashed for its ETag and, when a
 * client asks, compressed (brotli or gzip, each once); every later hit sends those bytes. A cache hit
 * thus parses, serialises, hashes and compresses nothing.
 *
 * The cache marks the values it keeps (`marcar`); registerEndpoints asks `enviarDeCache` before its
 * own parse. Resolve mixes a shared part with the caller's own fields (`componer`): the shared part is
 * made once, the caller's few fields are parsed and serialised per request and joined to it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { z } from '@mercado/shared/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { omit, pick, ZodMiniObject } from 'zod/mini';
import { anadirVary, coincide, conValidadores, etagDe } from './http.ts';

/** As @fastify/compress (app.ts): what is smaller is sent as is. */
const UMBRAL_COMPRESION = 1024;
const JSON_UTF8 = 'application/json; charset=utf-8';

type Hecha = { schema: z.ZodType; json: Buffer; etag: string; comprimidas: Map<string, Promise<Buffer>> };

/** Values kept by the read cache, shared by every request that hits them (never changed in place). */
const marcadas = new WeakSet<object>();
const hechas = new WeakMap<object, Hecha>();
/**
 * Resolve's answers carry their parts under a symbol (ignored by zod and JSON): a WeakMap entry per
 * request would cost the garbage collector more than the split saves.
 */
const PARTES = Symbol('partes');
type Partes = { comun: object; propio: object };

/** The read cache keeps `valor`: it may be sent as bytes made once. */
export function marcar(valor: unknown): void {
  if (typeof valor === 'object' && valor !== null) marcadas.add(valor);
}

/** `comun` (a cached value) with the caller's own fields: `{...comun, ...propio}`, sent by parts. */
export function componer<C extends object, P extends object>(comun: C, propio: P): C & P {
  const todo = { ...comun, ...propio };
  if (marcadas.has(comun)) Object.defineProperty(todo, PARTES, { value: { comun, propio } });
  return todo;
}

function hecha(valor: object, schema: z.ZodType): Hecha {
  const previa = hechas.get(valor);
  if (previa?.schema === schema) return previa;
  const texto = JSON.stringify(schema.parse(valor));
  const nueva: Hecha = { schema, json: Buffer.from(texto), etag: etagDe(texto), comprimidas: new Map() };
  hechas.set(valor, nueva);
  return nueva;
}

type Esquemas = { schema: z.ZodType; comun: z.ZodType; propio: z.ZodType };
/** A shared part's schemas (pick and omit of its keys), kept with it: made once per cached value. */
const esquemas = new WeakMap<object, Esquemas>();
const porClaves = new WeakMap<z.ZodType, Map<string, Esquemas>>();
function partesDe(schema: z.ZodType, comun: object): Esquemas | null {
  const previas = esquemas.get(comun);
  if (previas?.schema === schema) return previas;
  // The contracts are zod mini schemas (functional pick/omit); only an object schema has parts.
  if (!(schema instanceof ZodMiniObject)) return null;
  const claves = Object.keys(comun);
  const porSchema = porClaves.get(schema) ?? new Map<string, Esquemas>();
  porClaves.set(schema, porSchema);
  let p = porSchema.get(claves.join(','));
  if (!p) {
    const mascara = Object.fromEntries(claves.map((c) => [c, true as const]));
    p = { schema, comun: pick(schema, mascara), propio: omit(schema, mascara) };
    porSchema.set(claves.join(','), p);
  }
  esquemas.set(comun, p);
  return p;
}

function intentar<T>(hacer: () => T): T | null {
  try {
    return hacer();
  } catch {
    return null;
  }
}

/** The encoding to send: brotli, else gzip, when the client takes it (q > 0); null otherwise. */
export function codificacion(aceptadas: string | undefined): 'br' | 'gzip' | null {
  if (!aceptadas) return null;
  const q = new Map<string, number>();
  for (const parte of aceptadas.toLowerCase().split(',')) {
    const [nombre = '', ...params] = parte.trim().split(';');
    const valorQ = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(nombre.trim(), valorQ ? Number(valorQ.slice(2)) : 1);
  }
  const toma = (c: string) => (q.get(c) ?? q.get('*') ?? 0) > 0;
  return toma('br') ? 'br' : toma('gzip') ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipear = promisify(gzip);

function comprimida(h: Hecha, cod: 'br' | 'gzip'): Promise<Buffer> {
  let bytes = h.comprimidas.get(cod);
  if (!bytes) {
    // Once per cached value, off the event loop (zlib's thread pool).
    bytes =
      cod === 'br'
        ? brotli(h.json, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: h.json.length } })
        : gzipear(h.json);
    h.comprimidas.set(cod, bytes);
    bytes.catch(() => h.comprimidas.delete(cod));
  }
  return bytes;
}

/**
 * Sends `result` when it is (or contains, for resolve) a value of the read cache, with the bytes made
 * for it: true. False when it is not, and registerEndpoints parses and sends it as any other answer.
 * (A reply is a thenable: returned from here, it would be awaited until the answer is sent.)
 */
export async function enviarDeCache(
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
  schema: z.ZodType,
): Promise<boolean> {
  if (typeof result !== 'object' || result === null) return false;
  const compuesta = (result as { [PARTES]?: Partes })[PARTES];
  if (compuesta) {
    const p = partesDe(schema, compuesta.comun);
    if (!p) return false;
    // A value its schema refuses goes back to registerEndpoints' parse, which reports it (500).
    const partes = intentar(() => ({
      comun: hecha(compuesta.comun, p.comun).json,
      propio: JSON.stringify(p.propio.parse(compuesta.propio)),
    }));
    if (!partes) return false;
    const { comun, propio } = partes;
    // Both are JSON objects: '{…propio…,' + '…comun…}'. The caller's part is small; the compression
    // plugin compresses the whole when asked, as for any answer.
    const cuerpo =
      propio === '{}'
        ? comun
        : Buffer.concat([
            Buffer.from(`${propio.slice(0, -1)}${comun.length > 2 ? ',' : ''}`),
            comun.subarray(1),
          ]);
    reply.type(JSON_UTF8).send(cuerpo);
    return true;
  }
  if (!marcadas.has(result)) return false;
  const h = intentar(() => hecha(result, schema));
  if (!h) return false;
  reply.type(JSON_UTF8);
  if (conValidadores(request)) {
    reply.header('etag', h.etag);
    // A 304 follows (http.ts' hook): nothing to compress.
    if (coincide(request.headers['if-none-match'], h.etag)) {
      reply.send(h.json);
      return true;
    }
  }
  const cod = h.json.length >= UMBRAL_COMPRESION ? codificacion(request.headers['accept-encoding']) : null;
  if (!cod) {
    reply.send(h.json);
    return true;
  }
  const bytes = await comprimida(h, cod);
  anadirVary(reply, 'Accept-Encoding');
  reply.header('content-encoding', cod).send(bytes);
  return true;
}
