/**
 * What the search benches (bench/relevancia.ts, bench/search.ts) give the products index before they
 * query it, through the official client as staff's screens do: the store's seed synonyms
 * (src/db/seed-sinonimos.ts, given to the index at the API's start-up) and query rules. Where the
 * service does not have those APIs (Algolia's answer, or an older API), it says so ("sinónimos: no
 * disponibles") and the bench goes on without them.
 */
import type { Algoliasearch, Rule } from 'algoliasearch';
import { SINONIMOS_SEMILLA } from '../src/db/seed-sinonimos.ts';

/** The start of an error's message, for one line of the bench's output. */
function motivo(error: unknown): string {
  const e = error as { status?: number; message?: string };
  return `${e.status ? `${e.status} ` : ''}${(e.message ?? String(error)).split('\n')[0]!.slice(0, 120)}`;
}

/**
 * Gives the index the store's seed synonyms (replacing any) and returns the line the bench prints:
 * "sinónimos: 45 de la tienda" or "sinónimos: no disponibles (…)".
 */
export async function sembrarSinonimos(client: Algoliasearch, indexName: string): Promise<string> {
  try {
    const { taskID } = await client.saveSynonyms({
      indexName,
      synonymHit: SINONIMOS_SEMILLA,
      replaceExistingSynonyms: true,
      forwardToReplicas: true,
    });
    await client.waitForTask({ indexName, taskID });
    const { nbHits } = await client.searchSynonyms({ indexName, searchSynonymsParams: { hitsPerPage: 1 } });
    return `sinónimos: ${nbHits} de la tienda (seed-sinonimos.ts)`;
  } catch (error) {
    return `sinónimos: no disponibles (${motivo(error)})`;
  }
}

/**
 * Saves `rules` (replacing any) and returns the line the bench prints. When the batch is refused, each
 * rule is tried alone, so the line names the ones the service refuses and the rest still apply.
 */
export async function guardarReglas(
  client: Algoliasearch,
  indexName: string,
  rules: Rule[],
): Promise<string> {
  if (rules.length === 0) return 'reglas: ninguna';
  const guardar = async (lote: Rule[], clearExistingRules: boolean) => {
    const { taskID } = await client.saveRules({
      indexName,
      rules: lote,
      clearExistingRules,
      forwardToReplicas: true,
    });
    await client.waitForTask({ indexName, taskID });
  };
  const contar = async () =>
    (await client.searchRules({ indexName, searchRulesParams: { hitsPerPage: 1 } })).nbHits ?? 0;
  try {
    await guardar(rules, true);
    return `reglas: ${await contar()} activas`;
  } catch (error) {
    if ((error as { status?: number }).status !== 400) return `reglas: no disponibles (${motivo(error)})`;
  }
  const rechazadas: string[] = [];
  for (const regla of rules) {
    try {
      await guardar([regla], false);
    } catch (error) {
      rechazadas.push(`${regla.objectID}: ${motivo(error)}`);
    }
  }
  return `reglas: ${await contar().catch(() => 0)} activas; rechazadas: ${rechazadas.join('; ')}`;
}

/**
 * Merchandising rules as staff would write them for the bench's catalogue (Algolia's rule shape):
 * pin an offer for a zone's shoppers, hide a product, boost a brand, a banner in user data, and
 * `extra` more rules pinning a product on a word of its name (a store with many campaigns: every
 * query is checked against every rule's condition). `productos` are indexed products (objectID,
 * name, brand); `zona` the rule context the storefront sends (contextoZona: "zona-caracas").
 */
export function reglasDeTienda(
  productos: readonly { objectID: string; nombre: string; marca: string | null }[],
  zona: string,
  extra: number,
): Rule[] {
  const conNombre = (prefijo: string) =>
    productos.find((p) => p.nombre.toLowerCase().startsWith(prefijo.toLowerCase()));
  const reglas: Rule[] = [];
  const arroz = conNombre('Arroz blanco');
  if (arroz)
    reglas.push({
      objectID: 'bench-oferta-arroz',
      description: 'Oferta de la semana: arroz primero en la zona',
      conditions: [{ pattern: 'arroz', anchoring: 'contains', context: zona }],
      consequence: { promote: [{ objectID: arroz.objectID, position: 0 }] },
    });
  const panales = conNombre('Pañales');
  if (panales)
    reglas.push({
      objectID: 'bench-pan-sin-panales',
      description: '"pan" no muestra pañales',
      conditions: [{ pattern: 'pan', anchoring: 'is' }],
      consequence: { hide: [{ objectID: panales.objectID }] },
    });
  const cafe = productos.find((p) => p.marca && p.nombre.toLowerCase().startsWith('café'));
  if (cafe?.marca)
    reglas.push({
      objectID: 'bench-cafe-marca',
      description: 'Café: la marca de la campaña más arriba',
      conditions: [{ pattern: 'cafe', anchoring: 'startsWith' }],
      consequence: { params: { optionalFilters: [`marca:${cafe.marca}`] } },
    });
  reglas.push({
    objectID: 'bench-banner-ofertas',
    description: 'Banner de ofertas',
    conditions: [{ pattern: 'ofertas', anchoring: 'is' }],
    consequence: { userData: { banner: 'ofertas-semana' } },
  });
  const vistos = new Set<string>();
  for (const p of productos) {
    if (reglas.length >= 4 + extra) break;
    const palabra = p.nombre
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .find((w) => w.length >= 5 && !vistos.has(w));
    if (!palabra) continue;
    vistos.add(palabra);
    reglas.push({
      objectID: `bench-campana-${vistos.size}`,
      conditions: [{ pattern: palabra, anchoring: 'contains' }],
      consequence: { promote: [{ objectID: p.objectID, position: 1 }] },
    });
  }
  return reglas;
}
