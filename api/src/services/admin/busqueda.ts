/**
 * The back-office's search merchandising (issue 37): synonyms (store-wide) and query rules (per zone:
 * the condition's context is `contextoZona(slug)`), and the preview of a query without and with them.
 * They live in the search service, not in tables of ours, so everything goes through the official
 * algoliasearch client — the same code against Algolia when it is configured. The audit records
 * every change (who, when, before, after) once the service has taken it; synonyms and rules carry no
 * version, so a form sends the `huella` of what it opened and a stale one is refused (409).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type Anclaje,
  BUSQUEDA_PRIMERO_EN,
  claveDisponibilidad,
  contextoZona,
  EstatusRegistro,
  FacetaBuscador,
  filtroDisponibilidad,
  type Impulso,
  MensajesBusquedaAdmin,
  type OpcionesRegla,
  type ProductoElegible,
  type Regla,
  type ReglaBodySchema,
  type ReglaEditarSchema,
  type ReglasQuerySchema,
  type ResultadoVista,
  type Sinonimo,
  type SinonimoBodySchema,
  type SinonimosQuerySchema,
  TEXTO_ANCLAJE,
  type TokenPayload,
  UsuarioTipo,
  type VistaPreviaBusqueda,
} from '@mercado/shared/contracts';
import { caracasDay } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import type { Algoliasearch, Rule, SynonymHit } from 'algoliasearch';
import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { Conflicto, ErrorDeDominio, FalloExterno, NoExiste } from '../errores.ts';
import { checkZonaRole } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import { productosElegidos } from './contenido.ts';
import { conflicto } from './version.ts';

type SinonimoDatos = z.output<typeof SinonimoBodySchema>;
type ReglaDatos = Omit<z.output<typeof ReglaEditarSchema>, 'huella'>;
type ReglaNueva = z.output<typeof ReglaBodySchema>;
type ListaSinonimos = z.output<typeof SinonimosQuerySchema>;
type ListaReglas = z.output<typeof ReglasQuerySchema>;
type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

const POR_PAGINA = 50;
/** The audit's entities. */
const SINONIMO = 'busqueda_sinonimo';
const REGLA = 'busqueda_regla';
/** Venezuela keeps UTC−4 all year: a rule's days are Caracas days. */
const CARACAS = '-04:00';

type Cliente = Algoliasearch;
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
async function llamar<T>(p: Promise<T>, noExiste?: string | { vacio: T }): Promise<T> {
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

const huellaDe = (x: unknown): string =>
  createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);
const nuevoId = (prefijo: string) => `${prefijo}-${randomBytes(6).toString('hex')}`;
const paginaDe = <T>(items: T[], pagina: number, total: number): Pagina<T> => ({
  items,
  pagina,
  paginas: Math.max(1, Math.ceil(total / POR_PAGINA)),
  total,
  porPagina: POR_PAGINA,
});

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

const registroSinonimo = (s: Sinonimo) => ({
  tipo: s.tipo === 'synonym' ? 'Regular' : s.tipo === 'oneWaySynonym' ? 'De una vía' : s.tipo,
  ...(s.entrada !== null ? { entrada: s.entrada } : {}),
  palabras: s.palabras.join(', '),
});

function hitSinonimo(objectID: string, d: SinonimoDatos): SynonymHit {
  return d.tipo === 'oneWaySynonym'
    ? { objectID, type: 'oneWaySynonym', input: d.entrada, synonyms: d.palabras }
    : { objectID, type: 'synonym', synonyms: d.palabras };
}

export function busquedaService(db: Db, config: Config, cliente: () => Cliente) {
  const indexName = config.buscador.indexName;

  async function leerSinonimo(objectID: string): Promise<Sinonimo> {
    const s = await llamar(
      cliente().getSynonym({ indexName, objectID }),
      MensajesBusquedaAdmin.SINONIMO_NO_EXISTE,
    );
    return vistaSinonimo(s);
  }

  /** Saves and waits until searches use it (forwarded to the sort replicas, which search too). */
  async function guardarSinonimo(hit: SynonymHit): Promise<void> {
    const c = cliente();
    const { taskID } = await llamar(
      c.saveSynonym({ indexName, objectID: hit.objectID, synonymHit: hit, forwardToReplicas: true }),
    );
    await llamar(c.waitForTask({ indexName, taskID }));
  }

  async function leerRegla(objectID: string): Promise<Rule> {
    return llamar(cliente().getRule({ indexName, objectID }), MensajesBusquedaAdmin.REGLA_NO_EXISTE);
  }

  /** The zone a rule belongs to (its condition's context); a rule of no zone is not ours to edit. */
  function zonaDeRegla(r: Rule): string {
    const contexto = r.conditions?.find((c) => c.context?.startsWith(contextoZona('')))?.context;
    if (!contexto) throw new NoExiste(MensajesBusquedaAdmin.REGLA_NO_EXISTE);
    return contexto.slice(contextoZona('').length);
  }

  /** The rule and its zone, once the caller's role for the zone is checked. */
  async function reglaDelUsuario(usuario: TokenPayload, objectID: string) {
    const r = await leerRegla(objectID);
    const zona = zonaDeRegla(r);
    checkZonaRole(usuario, zona);
    return { r, zona };
  }

  /** Rules as the form shows them, their products read in one query for them all. */
  async function vistasReglas(rules: Rule[], zona: string): Promise<Regla[]> {
    const partes = rules.map(leerConsecuencia);
    const productos = await productosVistos(partes.flatMap((v) => [...v.promover, ...v.ocultar]));
    const de = (ids: number[]) => ids.flatMap((id) => productos.get(id) ?? []);
    return rules.map((r, i) => {
      const v = partes[i]!;
      return {
        objectID: r.objectID,
        zona,
        ...v,
        promover: de(v.promover),
        ocultar: de(v.ocultar),
        huella: huellaDe(v),
      };
    });
  }
  const vistaRegla = async (r: Rule, zona: string) => (await vistasReglas([r], zona))[0]!;

  /** The products rules name, by id: those still in the catalogue (a deleted one is left out). */
  async function productosVistos(ids: number[]): Promise<Map<number, ProductoElegible>> {
    const unicos = [...new Set(ids)];
    const existen = unicos.length
      ? new Set(
          (await db.selectFrom('producto').select('id').where('id', 'in', unicos).execute()).map((f) => f.id),
        )
      : new Set<number>();
    const vigentes = unicos.filter((id) => existen.has(id));
    const elegibles = await productosElegidos(db, config, vigentes, (i) => `productos.${i}`);
    return new Map(elegibles.map((p) => [p.id, p]));
  }

  /** What the history keeps of a rule, in words and product names. */
  function registroRegla(v: Regla) {
    const fechas = v.desde ? `${v.desde} a ${v.hasta}` : 'Siempre';
    return {
      busqueda: `${TEXTO_ANCLAJE[v.anclaje]} «${v.patron}»`,
      destacados: v.promover.map((p) => p.nombre).join(', '),
      escondidos: v.ocultar.map((p) => p.nombre).join(', '),
      impulso: textoImpulso(v.impulso, v.impulsoValor),
      aviso: v.aviso,
      descripcion: v.descripcion,
      vigencia: fechas,
      estatus: v.activa ? 'Activa' : 'Inactiva',
    };
  }

  async function guardarRegla(rule: Rule): Promise<void> {
    const c = cliente();
    const { taskID } = await llamar(
      c.saveRule({ indexName, objectID: rule.objectID, rule, forwardToReplicas: true }),
    );
    await llamar(c.waitForTask({ indexName, taskID }));
  }

  async function borrarDelBuscador(tipo: 'sinonimo' | 'regla', objectID: string): Promise<void> {
    const c = cliente();
    const { taskID } = await llamar<{ taskID: number }>(
      tipo === 'sinonimo'
        ? c.deleteSynonym({ indexName, objectID, forwardToReplicas: true })
        : c.deleteRule({ indexName, objectID, forwardToReplicas: true }),
    );
    await llamar(c.waitForTask({ indexName, taskID }));
  }

  /** The records the applied rules pin (appliedRules, with getRankingInfo): the preview marks them. */
  async function promovidosPor(aplicadas: Record<string, unknown>[]): Promise<Set<string>> {
    const ids = aplicadas.map((a) => a.objectID).filter((id): id is string => typeof id === 'string');
    const reglas = await Promise.all(
      ids.map((objectID) =>
        cliente()
          .getRule({ indexName, objectID })
          .catch(() => null),
      ),
    );
    return new Set(
      reglas.flatMap((r) =>
        (r?.consequence?.promote ?? []).flatMap((p) => ('objectIDs' in p ? p.objectIDs : [p.objectID])),
      ),
    );
  }

  return {
    async sinonimos(q: ListaSinonimos): Promise<Pagina<Sinonimo>> {
      const r = await llamar(
        cliente().searchSynonyms({
          indexName,
          searchSynonymsParams: { query: q.q, page: q.pagina - 1, hitsPerPage: POR_PAGINA },
        }),
        { vacio: { hits: [], nbHits: 0 } },
      );
      return paginaDe(r.hits.map(vistaSinonimo), q.pagina, r.nbHits);
    },

    sinonimo: leerSinonimo,

    async registrarSinonimo(usuario: TokenPayload, d: SinonimoDatos): Promise<Sinonimo> {
      const hit = hitSinonimo(nuevoId('adm'), d);
      await guardarSinonimo(hit);
      const nuevo = vistaSinonimo(hit);
      await registrarCambio(db, usuario, {
        entidad: SINONIMO,
        entidadId: hit.objectID,
        accion: 'crear',
        antes: null,
        despues: registroSinonimo(nuevo),
      });
      return nuevo;
    },

    async editarSinonimo(
      usuario: TokenPayload,
      objectID: string,
      d: SinonimoDatos & { huella: string },
    ): Promise<Sinonimo> {
      const antes = await leerSinonimo(objectID);
      if (antes.huella !== d.huella) throw conflicto();
      if (antes.tipo !== 'synonym' && antes.tipo !== 'oneWaySynonym')
        throw new Conflicto(MensajesBusquedaAdmin.NO_EDITABLE);
      const hit = hitSinonimo(objectID, d);
      await guardarSinonimo(hit);
      const despues = vistaSinonimo(hit);
      await registrarCambio(db, usuario, {
        entidad: SINONIMO,
        entidadId: objectID,
        accion: 'editar',
        antes: registroSinonimo(antes),
        despues: registroSinonimo(despues),
      });
      return despues;
    },

    async borrarSinonimo(usuario: TokenPayload, objectID: string, huella: string): Promise<void> {
      const antes = await leerSinonimo(objectID);
      if (antes.huella !== huella) throw conflicto();
      await borrarDelBuscador('sinonimo', objectID);
      await registrarCambio(db, usuario, {
        entidad: SINONIMO,
        entidadId: objectID,
        accion: 'borrar',
        antes: registroSinonimo(antes),
        despues: null,
      });
    },

    async reglas(q: ListaReglas): Promise<Pagina<Regla>> {
      const r = await llamar(
        cliente().searchRules({
          indexName,
          searchRulesParams: {
            query: q.q,
            context: contextoZona(q.zona),
            page: q.pagina - 1,
            hitsPerPage: POR_PAGINA,
            ...(q.estatus === undefined ? {} : { enabled: q.estatus === EstatusRegistro.ACTIVO }),
          },
        }),
        { vacio: { hits: [], nbHits: 0, page: 0, nbPages: 0 } },
      );
      const items = await vistasReglas(r.hits, q.zona);
      return paginaDe(items, q.pagina, r.nbHits);
    },

    async regla(usuario: TokenPayload, objectID: string): Promise<Regla> {
      const { r, zona } = await reglaDelUsuario(usuario, objectID);
      return vistaRegla(r, zona);
    },

    async registrarRegla(usuario: TokenPayload, { zona, ...d }: ReglaNueva): Promise<Regla> {
      const zonaId = await idDeZona(db, zona);
      await productosElegidos(db, config, d.promover, (i) => `promover.${i}`);
      await productosElegidos(db, config, d.ocultar, (i) => `ocultar.${i}`);
      const rule = reglaDe(nuevoId(contextoZona(zona)), zona, d);
      await guardarRegla(rule);
      const nueva = await vistaRegla(rule, zona);
      await registrarCambio(db, usuario, {
        entidad: REGLA,
        entidadId: rule.objectID,
        accion: 'crear',
        zonaId,
        antes: null,
        despues: registroRegla(nueva),
      });
      return nueva;
    },

    async editarRegla(
      usuario: TokenPayload,
      objectID: string,
      d: ReglaDatos & { huella: string },
    ): Promise<Regla> {
      const { r, zona } = await reglaDelUsuario(usuario, objectID);
      const antes = await vistaRegla(r, zona);
      if (antes.huella !== d.huella) throw conflicto();
      await productosElegidos(db, config, d.promover, (i) => `promover.${i}`);
      await productosElegidos(db, config, d.ocultar, (i) => `ocultar.${i}`);
      const rule = reglaDe(objectID, zona, d);
      await guardarRegla(rule);
      const despues = await vistaRegla(rule, zona);
      await registrarCambio(db, usuario, {
        entidad: REGLA,
        entidadId: objectID,
        accion: 'editar',
        zonaId: await idDeZona(db, zona),
        antes: registroRegla(antes),
        despues: registroRegla(despues),
      });
      return despues;
    },

    async estatusRegla(
      usuario: TokenPayload,
      objectID: string,
      cambio: { activa: boolean; huella: string },
    ): Promise<Regla> {
      const { r, zona } = await reglaDelUsuario(usuario, objectID);
      const antes = await vistaRegla(r, zona);
      if (antes.huella !== cambio.huella) throw conflicto();
      const rule = reglaDe(objectID, zona, { ...leerConsecuencia(r), activa: cambio.activa });
      await guardarRegla(rule);
      const despues = await vistaRegla(rule, zona);
      await registrarCambio(db, usuario, {
        entidad: REGLA,
        entidadId: objectID,
        accion: 'estatus',
        zonaId: await idDeZona(db, zona),
        antes: registroRegla(antes),
        despues: registroRegla(despues),
      });
      return despues;
    },

    async borrarRegla(usuario: TokenPayload, objectID: string, huella: string): Promise<void> {
      const { r, zona } = await reglaDelUsuario(usuario, objectID);
      const antes = await vistaRegla(r, zona);
      if (antes.huella !== huella) throw conflicto();
      await borrarDelBuscador('regla', objectID);
      await registrarCambio(db, usuario, {
        entidad: REGLA,
        entidadId: objectID,
        accion: 'borrar',
        zonaId: await idDeZona(db, zona),
        antes: registroRegla(antes),
        despues: null,
      });
    },

    /** The rule's history: its zone's role first (the rule may be gone: then its last record's zone). */
    async zonaDeReglaParaHistorial(usuario: TokenPayload, objectID: string): Promise<void> {
      const ultimo = await db
        .selectFrom('auditoria as a')
        .leftJoin('zona as z', 'z.id', 'a.zona_id')
        .select('z.slug')
        .where('a.entidad', '=', REGLA)
        .where('a.entidad_id', '=', objectID)
        .orderBy('a.id', 'desc')
        .executeTakeFirst();
      if (ultimo?.slug) return checkZonaRole(usuario, ultimo.slug);
      await reglaDelUsuario(usuario, objectID);
    },

    async opciones(): Promise<OpcionesRegla> {
      const [categorias, marcas] = await Promise.all([
        db
          .selectFrom('categoria')
          .select('nombre')
          .distinct()
          .where('estatus', '=', EstatusRegistro.ACTIVO)
          .orderBy('nombre')
          .execute(),
        db
          .selectFrom('producto')
          .select('marca')
          .distinct()
          .where('marca', 'is not', null)
          .where('marca', '!=', '')
          .orderBy('marca')
          .execute(),
      ]);
      return { categorias: categorias.map((c) => c.nombre), marcas: marcas.map((m) => m.marca ?? '') };
    },

    /**
     * A shopper's first 10 results in the zone (a normal shopper's prices and stock), as the store
     * asks (names and brands first, then every attribute when they match nothing): without synonyms
     * and rules, and with them (the zone's context). Not recorded in the search history.
     */
    async vistaPrevia(zona: string, query: string): Promise<VistaPreviaBusqueda> {
      const c = cliente();
      const buscar = async (con: boolean) => {
        const una = (restrict: string[] | undefined) =>
          llamar(
            c.searchSingleIndex<Record<string, unknown>>({
              indexName,
              searchParams: {
                query,
                hitsPerPage: 10,
                filters: filtroDisponibilidad(zona, UsuarioTipo.NORMAL),
                attributesToRetrieve: ['nombre', 'marca', 'presentacion'],
                attributesToHighlight: [],
                analytics: false,
                enableRules: con,
                // Algolia's name for it (the engine reads enableSynonyms too).
                synonyms: con,
                ...(con ? { ruleContexts: [contextoZona(zona)], getRankingInfo: true } : {}),
                ...(restrict ? { restrictSearchableAttributes: restrict } : {}),
              },
            }),
            { vacio: { hits: [], nbHits: 0, processingTimeMS: 0 } as never },
          );
        const primera = await una(BUSQUEDA_PRIMERO_EN);
        const r = primera.nbHits ? primera : await una(undefined);
        const fijados = con ? await promovidosPor(r.appliedRules ?? []) : new Set<string>();
        const hits: ResultadoVista[] = r.hits.map((h) => ({
          objectID: h.objectID,
          nombre: String(h.nombre ?? ''),
          marca: typeof h.marca === 'string' ? h.marca : null,
          presentacion: typeof h.presentacion === 'string' ? h.presentacion : null,
          destacado:
            fijados.has(h.objectID) ||
            (h._rankingInfo as { promoted?: boolean } | undefined)?.promoted === true,
        }));
        const avisos = ((r.userData ?? []) as { banner?: unknown }[])
          .map((u) => u?.banner)
          .filter((b): b is string => typeof b === 'string' && b.length > 0);
        return { hits, nbHits: r.nbHits ?? hits.length, avisos };
      };
      const [sin, con] = await Promise.all([buscar(false), buscar(true)]);
      return { sin: { hits: sin.hits, nbHits: sin.nbHits }, con };
    },
  };
}

async function idDeZona(db: Db, slug: string): Promise<number> {
  const z = await db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!z) throw new NoExiste('Zona desconocida');
  return z.id;
}

// ---- A rule in the form's words, and back ----

const PREFIJO_CATEGORIA = `${FacetaBuscador.CATEGORIA}:`;
const PREFIJO_MARCA = `${FacetaBuscador.MARCA}:`;
const PREFIJO_OFERTAS = `${FacetaBuscador.OFERTAS}:`;

/** The zone's offer keys, one per user type (a shopper's records are on offer under theirs). */
const clavesOferta = (zona: string) =>
  Object.values(UsuarioTipo).map((tipo) => `${PREFIJO_OFERTAS}${claveDisponibilidad(zona, tipo)}`);

function textoImpulso(impulso: Impulso, valor: string): string {
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
