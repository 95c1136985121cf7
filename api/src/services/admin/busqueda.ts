/**
 * The back-office's search merchandising (issue 37): synonyms (store-wide) and query rules (per zone:
 * the condition's context is `contextoZona(slug)`), and the preview of a query without and with them.
 * They live in the search service, not in tables of ours, so everything goes through the official
 * algoliasearch client — the same code against Algolia when it is configured. The audit records
 * every change (who, when, before, after) once the service has taken it; synonyms and rules carry no
 * version, so a form sends the `huella` of what it opened and a stale one is refused (409).
 */
import { randomBytes } from 'node:crypto';
import {
  BUSQUEDA_PRIMERO_EN,
  contextoZona,
  EstatusRegistro,
  filtroDisponibilidad,
  MensajesBusquedaAdmin,
  type OpcionesRegla,
  type ProductoElegible,
  type Regla,
  type ReglaBodySchema,
  type ReglasQuerySchema,
  type ResultadoVista,
  type Sinonimo,
  type SinonimosQuerySchema,
  TEXTO_ANCLAJE,
  type TokenPayload,
  UsuarioTipo,
  type VistaPreviaBusqueda,
} from '@mercado/shared/contracts';
import type { z } from '@mercado/shared/zod';
import type { Rule, SynonymHit } from 'algoliasearch';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste } from '../errores.ts';
import { checkZonaRole } from '../usuario.ts';
import { registrarCambio } from './auditoria.ts';
import {
  type Cliente,
  hitSinonimo,
  huellaDe,
  leerConsecuencia,
  llamar,
  type ReglaDatos,
  reglaDe,
  type SinonimoDatos,
  textoImpulso,
  vistaSinonimo,
} from './busqueda-algolia.ts';
import { productosElegidos } from './contenido.ts';
import { conflicto } from './version.ts';

type ReglaNueva = z.output<typeof ReglaBodySchema>;
type ListaSinonimos = z.output<typeof SinonimosQuerySchema>;
type ListaReglas = z.output<typeof ReglasQuerySchema>;
type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

const POR_PAGINA = 50;
/** The audit's entities. */
const SINONIMO = 'busqueda_sinonimo';
const REGLA = 'busqueda_regla';

const nuevoId = (prefijo: string) => `${prefijo}-${randomBytes(6).toString('hex')}`;
const paginaDe = <T>(items: T[], pagina: number, total: number): Pagina<T> => ({
  items,
  pagina,
  paginas: Math.max(1, Math.ceil(total / POR_PAGINA)),
  total,
  porPagina: POR_PAGINA,
});

const registroSinonimo = (s: Sinonimo) => ({
  tipo: s.tipo === 'synonym' ? 'Regular' : s.tipo === 'oneWaySynonym' ? 'De una vía' : s.tipo,
  ...(s.entrada !== null ? { entrada: s.entrada } : {}),
  palabras: s.palabras.join(', '),
});

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
