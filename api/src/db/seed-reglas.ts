/**
 * The store's demo query rule (issue 37), until staff make their own in the back-office: in Caracas
 * (rule context `zona-caracas`, contextoZona: what the results page sends as ruleContexts), the
 * query "arroz" pins a rice product on offer there first, with the banner "Oferta de la semana" as
 * userData. filterPromotes: the pinned product shows only where the query's filters (the zone's
 * availability) let it. Given to the products index once (search_rule_semilla), so a rule staff
 * deleted does not come back.
 */
import { contextoZona, EstatusRegistro } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { RuleStore } from '../search/rules-store.ts';
import type { Rule } from '../search/rules-validation.ts';
import type { Db } from './index.ts';

export const REGLA_ARROZ_CARACAS = 've-arroz-oferta-caracas';

/** The demo rule for a product (its objectID in the index is the product id). */
export function reglaArrozCaracas(productoId: number): Rule {
  return {
    objectID: REGLA_ARROZ_CARACAS,
    description: 'Caracas: el arroz en oferta primero al buscar «arroz»',
    conditions: [{ pattern: 'arroz', anchoring: 'is', context: contextoZona('caracas') }],
    consequence: {
      promote: [{ objectID: String(productoId), position: 0 }],
      filterPromotes: true,
      userData: { banner: 'Oferta de la semana' },
    },
    enabled: true,
  };
}

/**
 * Gives the store's index the demo rule once the index exists: the active rice product with an offer
 * and stock in Caracas (the lowest id). Not forwarded to the sort replicas: a shopper who sorts by
 * price gets the price order. False when the index had it already, or no such product exists.
 */
export async function sembrarReglas(db: Db, indexName: string): Promise<boolean> {
  const { rows } = await sql<{ hay_indice: boolean; sembrado: boolean }>`select
      exists (select 1 from search_index where name = ${indexName}) as hay_indice,
      exists (select 1 from search_rule_semilla where index_name = ${indexName}) as sembrado`.execute(db);
  if (!rows[0]?.hay_indice || rows[0].sembrado) return false;
  const arroz = await db
    .selectFrom('producto as p')
    .innerJoin('producto_precio as pp', 'pp.producto_id', 'p.id')
    .innerJoin('zona as z', 'z.id', 'pp.zona_id')
    .innerJoin('inventario_zona as iz', (j) =>
      j.onRef('iz.producto_id', '=', 'p.id').onRef('iz.zona_id', '=', 'z.id'),
    )
    .select('p.id')
    .where('z.slug', '=', 'caracas')
    .where('p.nombre', 'like', 'Arroz%')
    .where('p.estatus', '=', EstatusRegistro.ACTIVO)
    .where('pp.oferta', '>', '0')
    .where('iz.existencia', '>', '0')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!arroz) return false;
  await new RuleStore(db).save(indexName, [reglaArrozCaracas(arroz.id)]);
  await sql`insert into search_rule_semilla (index_name) values (${indexName})
    on conflict (index_name) do nothing`.execute(db);
  return true;
}
