/**
 * The ledger-equals-balances check (issue 35, decision 0045): one pass over `saldo_movimiento` in each
 * user's order of movements (a window over (usuario_id, id), the ledger's index) finds
 * - 'encadenado': a row whose running balance is not the previous row's plus its amount;
 * - 'suma': a user whose last running balance is not the sum of their movements (their balance);
 * - 'negativo': a running balance or a partial sum below zero;
 * - 'reverso': a reversal of a missing row, another user's, a reversal, or not the exact opposite;
 *   or a row reversed more than once;
 * - 'totales': issued (credits) minus spent (debits) is not the sum of the users' balances.
 */
import {
  CUADRE_MAX_DIFERENCIAS,
  type Cuadre,
  type Diferencia,
} from '@mercado/shared/endpoints/admin-finanzas';
import { fromCents, toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

const DETALLE: Record<Diferencia['regla'], string> = {
  encadenado: 'El saldo del movimiento no es el anterior más su monto',
  suma: 'El saldo del usuario no es la suma de sus movimientos',
  negativo: 'El saldo queda bajo cero',
  reverso: 'El reverso no anula exactamente un movimiento, una sola vez',
  totales: 'Lo emitido menos lo gastado no es la suma de los saldos',
};

type FilaTotales = {
  movimientos: number;
  usuarios: number;
  emitido: string;
  gastado: string;
  saldos: string;
};
type FilaDiferencia = {
  regla: Diferencia['regla'];
  usuario_id: string | null;
  email: string | null;
  movimiento_id: string | number | null;
  esperado: string;
  encontrado: string;
  total: number;
};

const dinero = sql.raw('numeric(14,2)');

export async function cuadreDelLibro(db: Db): Promise<Cuadre> {
  const { rows } = await sql<FilaTotales & Partial<FilaDiferencia>>`
    with r as materialized (
      select id, usuario_id, monto, saldo_resultante, reverso_de,
        coalesce(lag(saldo_resultante) over w, 0) + monto as esperado,
        sum(monto) over w as acumulado,
        lead(id) over w is null as ultimo
      from saldo_movimiento
      window w as (partition by usuario_id order by id)
    ), d as (
      select 'encadenado' as regla, usuario_id, id as movimiento_id, esperado, saldo_resultante as encontrado
        from r where saldo_resultante <> esperado
      union all
      select 'suma', usuario_id, null, acumulado, saldo_resultante
        from r where ultimo and acumulado <> saldo_resultante
      union all
      select 'negativo', usuario_id, id, 0, least(saldo_resultante, acumulado)
        from r where saldo_resultante < 0 or acumulado < 0
      union all
      select 'reverso', x.usuario_id, x.id, -o.monto, x.monto
        from saldo_movimiento x left join saldo_movimiento o on o.id = x.reverso_de
        where x.reverso_de is not null
          and (o.id is null or o.usuario_id <> x.usuario_id or o.monto <> -x.monto or o.reverso_de is not null)
      union all
      select 'reverso', min(usuario_id::text)::uuid, reverso_de, 1, count(*)
        from saldo_movimiento where reverso_de is not null group by reverso_de having count(*) > 1
    ), t as (
      select count(*)::int as movimientos, (count(*) filter (where ultimo))::int as usuarios,
        coalesce(sum(monto) filter (where monto > 0), 0)::${dinero}::text as emitido,
        coalesce(-sum(monto) filter (where monto < 0), 0)::${dinero}::text as gastado,
        coalesce(sum(saldo_resultante) filter (where ultimo), 0)::${dinero}::text as saldos
      from r
    ), primeras as (
      select d.*, count(*) over () as total from d
      order by d.regla, d.usuario_id, d.movimiento_id limit ${CUADRE_MAX_DIFERENCIAS}
    )
    select t.*, p.regla, p.usuario_id, u.email, p.movimiento_id,
      p.esperado::${dinero}::text as esperado, p.encontrado::${dinero}::text as encontrado, p.total::int as total
    from t
      left join primeras p on true
      left join usuario u on u.id = p.usuario_id
    order by p.regla, p.usuario_id, p.movimiento_id
  `.execute(db);
  const t = rows[0]!;
  const diferencias: Diferencia[] = rows
    .filter((r) => r.regla)
    .map((r) => ({
      regla: r.regla!,
      usuarioId: r.usuario_id ?? null,
      email: r.email ?? null,
      movimientoId: r.movimiento_id == null ? null : Number(r.movimiento_id),
      esperado: r.esperado!,
      encontrado: r.encontrado!,
      detalle: DETALLE[r.regla!],
    }));
  let totalDiferencias = rows[0]?.total ?? 0;
  const neto = fromCents(toCents(t.emitido) - toCents(t.gastado));
  if (neto !== t.saldos) {
    totalDiferencias += 1;
    diferencias.unshift({
      regla: 'totales',
      usuarioId: null,
      email: null,
      movimientoId: null,
      esperado: neto,
      encontrado: t.saldos,
      detalle: DETALLE.totales,
    });
  }
  return {
    cuadra: totalDiferencias === 0,
    revisadoEn: new Date().toISOString(),
    usuarios: t.usuarios,
    movimientos: t.movimientos,
    emitido: t.emitido,
    gastado: t.gastado,
    saldos: t.saldos,
    diferencias,
    totalDiferencias,
  };
}
