/**
 * The finance team's daily summary (issue 35): for each Caracas day of a period, what the store
 * collected and what moved through the balance, in USD and in bolívares at that day's rate.
 * - Orders paid (as the purchases report counts them: verified, or cash delivered), on the day they
 *   were placed, by method: what each method carried (`monto_metodo`; the balance's part, `saldo_usado`,
 *   under 'saldo'), so an order paid partly with balance counts under both.
 * - The ledger's credits (issued) and debits (spent), by movement type; adjustments ('ajuste') net.
 * - Gift and balance cards sold (requests approved, on the day decided) and gift codes redeemed.
 * - Change owed (on the day recorded) and settled (on the day handed over, by how).
 * The zone filters what belongs to an order's zone (orders, change owed); the balance and the cards
 * are the store's. Each source is summed per day and key in the database (indexed by date); the
 * rates and the bolívares are worked out here, per day.
 */

import { MonedaId, NOMBRE_DE_TIPO, OrdenEstatus, type TipoMovimiento } from '@mercado/shared/contracts';
import type { Cifra, Medida, ResumenDiario, ResumenQuery } from '@mercado/shared/endpoints/admin-finanzas';
import { convertCents, fromCents, sumarDias, toCents } from '@mercado/shared/rules';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';

/** The instant a Caracas day starts (Venezuela keeps UTC−4 all year). */
export const inicioDelDia = (dia: string) => new Date(`${dia}T00:00:00-04:00`);
const diaDe = (columna: RawBuilder<unknown>) =>
  sql<string>`to_char(${columna} at time zone 'America/Caracas', 'YYYY-MM-DD')`;

const PRINCIPALES: readonly (readonly [string, string])[] = [
  ['pedidos', 'Pedidos pagados'],
  ['saldo-emitido', 'Saldo emitido'],
  ['saldo-gastado', 'Saldo gastado'],
  ['tarjetas-vendidas', 'Tarjetas vendidas'],
  ['tarjetas-canjeadas', 'Tarjetas de regalo canjeadas'],
  ['vuelto-creado', 'Vuelto por entregar'],
  ['vuelto-liquidado', 'Vuelto liquidado'],
  ['ajustes', 'Ajustes (neto)'],
];

type Fila = { dia: string; clave: string; cantidad: number; usd: string };

/** Every source summed per day and key: one round trip. */
async function sumas(db: Db, q: ResumenQuery, zonaId: number | null): Promise<Fila[]> {
  const desde = inicioDelDia(q.desde);
  const hasta = inicioDelDia(sumarDias(q.hasta, 1));
  const enPeriodo = (c: RawBuilder<unknown>) => sql`${c} >= ${desde} and ${c} < ${hasta}`;
  const oc = sql.ref('o.creado_en');
  const deZona = zonaId === null ? sql`true` : sql`o.zona_id = ${zonaId}`;
  const pagada = sql`(o.pago_verificado or o.estatus = ${sql.lit(OrdenEstatus.ENTREGADA)})`;
  const mc = sql.ref('m.creado_en');
  const sd = sql.ref('s.decidido_en');
  const tu = sql.ref('t.usado_en');
  const vc = sql.ref('v.creado_en');
  const ve = sql.ref('v.entregado_en');
  const { rows } = await sql<Fila>`
    with o as (
      select o.* from orden o where ${enPeriodo(oc)} and ${pagada} and ${deZona}
    ), m as (
      select m.* from saldo_movimiento m where ${enPeriodo(mc)}
    ), v as (
      select v.* from vuelto v join orden o on o.id = v.orden_id where ${deZona}
    )
    select ${diaDe(oc)} as dia, 'pedidos' as clave, count(*)::int as cantidad, sum(o.total)::numeric(14,2)::text as usd
      from o group by 1
    union all
    select ${diaDe(oc)}, 'pedidos:' || o.metodo_pago, count(*)::int, sum(o.monto_metodo)::numeric(14,2)::text
      from o where o.metodo_pago is not null group by 1, 2
    union all
    select ${diaDe(oc)}, 'pedidos:saldo', count(*)::int, sum(o.saldo_usado)::numeric(14,2)::text
      from o where o.saldo_usado > 0 group by 1
    union all
    select ${diaDe(mc)}, case when m.monto > 0 then 'saldo-emitido' else 'saldo-gastado' end,
        count(*)::int, sum(abs(m.monto))::numeric(14,2)::text
      from m group by 1, 2
    union all
    select ${diaDe(mc)}, case when m.monto > 0 then 'saldo-emitido:' else 'saldo-gastado:' end || m.tipo,
        count(*)::int, sum(abs(m.monto))::numeric(14,2)::text
      from m group by 1, 2
    union all
    select ${diaDe(mc)}, 'ajustes', count(*)::int, sum(m.monto)::numeric(14,2)::text
      from m where m.tipo = 'ajuste' group by 1
    union all
    select ${diaDe(sd)}, k.clave, count(*)::int, sum(s.monto)::numeric(14,2)::text
      from tarjeta_solicitud s,
        lateral (values ('tarjetas-vendidas'), ('tarjetas-vendidas:' || s.destino)) k(clave)
      where s.estatus = 'APROBADA' and ${enPeriodo(sd)} group by 1, 2
    union all
    select ${diaDe(tu)}, 'tarjetas-canjeadas', count(*)::int, sum(t.monto)::numeric(14,2)::text
      from tarjeta_regalo t where ${enPeriodo(tu)} group by 1
    union all
    select ${diaDe(vc)}, 'vuelto-creado', count(*)::int, sum(v.monto)::numeric(14,2)::text
      from v where ${enPeriodo(vc)} group by 1
    union all
    select ${diaDe(ve)}, k.clave, count(*)::int, sum(v.monto)::numeric(14,2)::text
      from v, lateral (values ('vuelto-liquidado'), ('vuelto-liquidado:' || v.forma_liquidacion)) k(clave)
      where v.estatus = 'entregado' and ${enPeriodo(ve)} and k.clave is not null group by 1, 2
  `.execute(db);
  return rows;
}

/** Bs per USD in effect each day: the last rate set before the day ends; before any, the current one. */
async function tasasPorDia(db: Db, dias: readonly string[]): Promise<Map<string, string>> {
  const fin = inicioDelDia(sumarDias(dias.at(-1)!, 1));
  const [historial, moneda] = await Promise.all([
    db
      .selectFrom('tasa_historial')
      .select(['tasa', 'creado_en'])
      .where('moneda_id', '=', MonedaId.BOLIVAR)
      .where('creado_en', '<', fin)
      .orderBy('creado_en')
      .orderBy('id')
      .execute(),
    db.selectFrom('moneda').select('tasa').where('id', '=', MonedaId.BOLIVAR).executeTakeFirst(),
  ]);
  const tasas = new Map<string, string>();
  let i = 0;
  let vigente: string = moneda?.tasa ?? '1.0000';
  for (const dia of dias) {
    const finDelDia = inicioDelDia(sumarDias(dia, 1));
    while (i < historial.length && new Date(historial[i]!.creado_en) < finDelDia)
      vigente = historial[i++]!.tasa;
    tasas.set(dia, vigente);
  }
  return tasas;
}

const etiquetaDetalle = (clave: string, metodos: Map<string, string>): string => {
  const [medida, parte = ''] = clave.split(':');
  const principal = PRINCIPALES.find(([c]) => c === medida)?.[1] ?? medida!;
  const nombre =
    medida === 'pedidos'
      ? (metodos.get(parte) ?? (parte === 'saldo' ? 'Saldo' : parte))
      : medida === 'tarjetas-vendidas'
        ? parte === 'regalo'
          ? 'de regalo'
          : 'para el propio saldo'
        : medida === 'vuelto-liquidado'
          ? parte === 'saldo'
            ? 'al saldo'
            : 'en efectivo'
          : (NOMBRE_DE_TIPO[parte as TipoMovimiento] ?? parte);
  return `${principal}: ${nombre}`;
};

const cero = (): Cifra => ({ cantidad: 0, usd: '0.00', bs: '0.00' });
const sumar = (a: Cifra, b: Cifra): Cifra => ({
  cantidad: a.cantidad + b.cantidad,
  usd: fromCents(toCents(a.usd) + toCents(b.usd)),
  bs: fromCents(toCents(a.bs) + toCents(b.bs)),
});

export async function resumenDiario(db: Db, q: ResumenQuery): Promise<ResumenDiario> {
  let zonaId: number | null = null;
  if (q.zona) {
    const zona = await db.selectFrom('zona').select('id').where('slug', '=', q.zona).executeTakeFirst();
    if (!zona) throw new NoExiste('La zona no existe');
    zonaId = zona.id;
  }
  const dias: string[] = [];
  for (let d = q.desde; d <= q.hasta; d = sumarDias(d, 1)) dias.push(d);
  const [filas, tasas, metodos] = await Promise.all([
    sumas(db, q, zonaId),
    tasasPorDia(db, dias),
    db.selectFrom('metodo_pago').select(['codigo', 'nombre']).execute(),
  ]);
  const nombres = new Map(metodos.map((m) => [m.codigo, m.nombre]));
  const detalles = [...new Set(filas.map((f) => f.clave).filter((c) => c.includes(':')))].sort();
  const medidas: Medida[] = [
    ...PRINCIPALES.map(([clave, etiqueta]) => ({ clave, etiqueta, grupo: 'principal' as const })),
    ...detalles.map((clave) => ({
      clave,
      etiqueta: etiquetaDetalle(clave, nombres),
      grupo: 'detalle' as const,
    })),
  ];
  const porDia = new Map(dias.map((dia) => [dia, Object.fromEntries(medidas.map((m) => [m.clave, cero()]))]));
  for (const f of filas) {
    const cifras = porDia.get(f.dia);
    if (!cifras) continue;
    const cents = toCents(f.usd);
    cifras[f.clave] = {
      cantidad: f.cantidad,
      usd: fromCents(cents),
      bs: fromCents(convertCents(Math.abs(cents), tasas.get(f.dia)!) * Math.sign(cents)),
    };
  }
  const totales = Object.fromEntries(medidas.map((m) => [m.clave, cero()]));
  for (const cifras of porDia.values())
    for (const m of medidas) totales[m.clave] = sumar(totales[m.clave]!, cifras[m.clave]!);
  return {
    desde: q.desde,
    hasta: q.hasta,
    zona: q.zona,
    medidas,
    dias: dias.map((dia) => ({ dia, tasa: tasas.get(dia)!, cifras: porDia.get(dia)! })),
    totales,
  };
}
