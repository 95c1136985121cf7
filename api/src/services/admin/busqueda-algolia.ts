/**
 * The search service's side of the back-office (issue 37): the official algoliasearch client this API
 * uses as admin (Algolia, or its own /1/ in-process), its errors as the API's, and the synonyms and
 * rules in the forms' words and back (`reglaDe`, `leerConsecuencia`: pure).
 */
import { createHash } from 'node:crypto';
import {
  type Anclaje,
  claveDisponibilidad,
  contextoZona,
  FacetaBuscador,
  type Impulso,
  MensajesBusquedaAdmin,
  type ReglaEditarSchema,
  type Sinonimo,
  type SinonimoBodySchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { caracasDay } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import type { Algoliasearch, Rule, SynonymHit } from 'algoliasearch';
import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ErrorDeDominio, FalloExterno, NoExiste } from '../errores.ts';

export type SinonimoDatos = z.output<typeof SinonimoBodySchema>;
export type ReglaDatos = Omit<z.output<typeof ReglaEditarSchema>, 'huella'>;
/** Venezuela keeps UTC−4 all year: a rule's days are Caracas days. */
const CARACAS = '-04:00';

export type Cliente = Algoliasearch;
type Requester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>;

/**
 * The admin client: Algolia's own hosts (or ALGOLIA_HOST) when configured; else this API's embedded
 * /1/ service, reached in-process (Fastify's inject: the same routes, keys and errors as over the
 * network, without a socket to itself, and before the server listens).
 */
export function clienteBuscador(server: FastifyInstance, config: Config): Cliente {
  const { proveedor, appId, adminKey, hostEscritura } = config.buscador;
  if (proveedor === 'algolia') {
    if (!hostEscritura) return algoliasearch(appId, adminKey);
    const u = new URL(hostEscritura);
    return algoliasearch(appId, adminKey, {
      hosts: [
        {
          url: u.hostname,
          ...(u.port ? { port: Number(u.port) } : {}),
          protocol: u.protocol === 'http:' ? 'http' : 'https',
          accept: 'readWrite',
        },
      ],
    });
  }
  const requester: Requester = {
    async send(req) {
      const url = new URL(req.url);
      const res = await server.inject({
        method: req.method,
        url: `${url.pathname}${url.search}`,
        headers: req.headers,
        ...(req.data === undefined ? {} : { payload: Buffer.from(req.data) }),
      });
      return { content: res.body, status: res.statusCode, isTimedOut: false };
    },
  };
  return algoliasearch(config.buscador.local.appId, config.buscador.local.adminKey, {
    hosts: [{ url: 'buscador.interno', protocol: 'http', accept: 'readWrite' }],
    requester,
  });
}

/**
 * What the service answered, as the API's error: a 404 is `noExiste` (a string: our 404 with that
 * message; a value: the answer, as for a list of an index not built yet), anything else 'try again'.
 */
export async function llamar<T>(p: Promise<T>, noExiste?: string | { vacio: T }): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ErrorDeDominio) throw err;
    if (noExiste !== undefined && (err as { status?: number }).status === 404) {
      if (typeof noExiste === 'string') throw new NoExiste(noExiste);
      return noExiste.vacio;
    }
    throw new FalloExterno(MensajesBusquedaAdmin.BUSCADOR_FALLO);
  }
}

export const huellaDe = (x: unknown): string =>
  createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

// ---- Synonyms ----

/** A synonym of any type in the form's words. */
const TIPOS: Record<string, Sinonimo['tipo']> = {
  synonym: 'synonym',
  onewaysynonym: 'oneWaySynonym',
  altcorrection1: 'altCorrection1',
  altcorrection2: 'altCorrection2',
  placeholder: 'placeholder',
};

/** A synonym of any type in the form's words (Algolia takes the types in either case). */
export function vistaSinonimo(s: SynonymHit): Sinonimo {
  const tipo = TIPOS[s.type.toLowerCase()] ?? 'synonym';
  const base = { objectID: s.objectID, tipo };
  const v =
    tipo === 'oneWaySynonym'
      ? { ...base, entrada: s.input ?? '', palabras: s.synonyms ?? [] }
      : tipo === 'synonym'
        ? { ...base, entrada: null, palabras: s.synonyms ?? [] }
        : tipo === 'placeholder'
          ? { ...base, entrada: s.placeholder ?? '', palabras: s.replacements ?? [] }
          : { ...base, entrada: s.word ?? '', palabras: s.corrections ?? [] };
  return { ...v, huella: huellaDe([v.tipo, v.entrada, v.palabras]) };
}

export function hitSinonimo(objectID: string, d: SinonimoDatos): SynonymHit {
  return d.tipo === 'oneWaySynonym'
    ? { objectID, type: 'oneWaySynonym', input: d.entrada, synonyms: d.palabras }
    : { objectID, type: 'synonym', synonyms: d.palabras };
}

// ---- A rule in the form's words, and back ----

const PREFIJO_CATEGORIA = `${FacetaBuscador.CATEGORIA}:`;
const PREFIJO_MARCA = `${FacetaBuscador.MARCA}:`;
const PREFIJO_OFERTAS = `${FacetaBuscador.OFERTAS}:`;

/** The zone's offer keys, one per user type (a shopper's records are on offer under theirs). */
const clavesOferta = (zona: string) =>
  Object.values(UsuarioTipo).map((tipo) => `${PREFIJO_OFERTAS}${claveDisponibilidad(zona, tipo)}`);

export function textoImpulso(impulso: Impulso, valor: string): string {
  if (impulso === 'categoria') return `Categoría «${valor}»`;
  if (impulso === 'marca') return `Marca «${valor}»`;
  if (impulso === 'ofertas') return 'Productos en oferta';
  return 'Ninguno';
}

const segundos = (dia: string, hora: string) => Math.floor(Date.parse(`${dia}T${hora}${CARACAS}`) / 1000);

/** The form's rule as Algolia's: one condition (pattern, anchoring, the zone's context). */
export function reglaDe(objectID: string, zona: string, d: ReglaDatos): Rule {
  const optionalFilters =
    d.impulso === 'categoria'
      ? [`${PREFIJO_CATEGORIA}${d.impulsoValor}`]
      : d.impulso === 'marca'
        ? [`${PREFIJO_MARCA}${d.impulsoValor}`]
        : d.impulso === 'ofertas'
          ? clavesOferta(zona)
          : null;
  return {
    objectID,
    conditions: [
      { pattern: d.patron, anchoring: d.anclaje, alternatives: false, context: contextoZona(zona) },
    ],
    consequence: {
      ...(optionalFilters ? { params: { optionalFilters } } : {}),
      // filterPromotes: a pinned product shows only where the search's filters keep it (the
      // shopper's zone and user type with stock), as every other result.
      ...(d.promover.length
        ? {
            promote: d.promover.map((id, position) => ({ objectID: String(id), position })),
            filterPromotes: true,
          }
        : {}),
      ...(d.ocultar.length ? { hide: d.ocultar.map((id) => ({ objectID: String(id) })) } : {}),
      ...(d.aviso ? { userData: { banner: d.aviso } } : {}),
    },
    enabled: d.activa,
    ...(d.desde
      ? { validity: [{ from: segundos(d.desde, '00:00:00'), until: segundos(d.hasta, '23:59:59') }] }
      : {}),
    ...(d.descripcion ? { description: d.descripcion } : {}),
  };
}

/** A rule's parts as the form shows them (a part it cannot show is left out of the form). */
export function leerConsecuencia(r: Rule) {
  const cond = r.conditions?.[0];
  const k = r.consequence ?? {};
  const ids = (xs: string[]) => xs.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const promover = ids(
    [...(k.promote ?? [])]
      .sort((a, b) => a.position - b.position)
      .flatMap((p) => ('objectIDs' in p ? p.objectIDs : [p.objectID])),
  );
  const ocultar = ids((k.hide ?? []).map((h) => h.objectID));
  const filtros = (k.params?.optionalFilters ?? []) as unknown;
  const primero = Array.isArray(filtros) ? filtros.flat()[0] : typeof filtros === 'string' ? filtros : '';
  let impulso: Impulso = 'ninguno';
  let impulsoValor = '';
  if (typeof primero === 'string') {
    if (primero.startsWith(PREFIJO_CATEGORIA)) {
      impulso = 'categoria';
      impulsoValor = primero.slice(PREFIJO_CATEGORIA.length);
    } else if (primero.startsWith(PREFIJO_MARCA)) {
      impulso = 'marca';
      impulsoValor = primero.slice(PREFIJO_MARCA.length);
    } else if (primero.startsWith(PREFIJO_OFERTAS)) impulso = 'ofertas';
  }
  const validez = r.validity?.find((v) => v.from !== undefined && v.until !== undefined);
  const banner = (k.userData as { banner?: unknown } | undefined)?.banner;
  const anclaje: Anclaje =
    cond?.anchoring === 'is' || cond?.anchoring === 'startsWith' ? cond.anchoring : 'contains';
  return {
    patron: cond?.pattern ?? '',
    anclaje,
    promover,
    ocultar,
    impulso,
    impulsoValor,
    aviso: typeof banner === 'string' ? banner : '',
    descripcion: r.description ?? '',
    activa: r.enabled !== false,
    desde: validez ? caracasDay(new Date((validez.from ?? 0) * 1000)) : '',
    hasta: validez ? caracasDay(new Date((validez.until ?? 0) * 1000)) : '',
  };
}
