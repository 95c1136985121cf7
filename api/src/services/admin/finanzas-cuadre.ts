/**
 * The ledger-equals-balances check (issue 35, decision 0045): one pass over `saldo_movimiento` in each
 * user's order of movements finds
 * - 'encadenado': a row whose running balance is not the previous row's plus its amount;
 * - 'suma': a user whose last running balance is not the sum of their movements (their balance);
 * - 'negativo': a running balance or a user's sum below zero;
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

type Sospechosa = {
  id: number;
  usuario_id: string;
  saldo_resultante: string;
  esperado: string;
  /** The sum of the user's movements: their balance. */
  total: string;
  ultimo: boolean;
};
type Totales = {
  movimientos: number;
  usuarios: number;
  emitido: string;
  gastado: string;
  saldos: string;
  sospechosas: Sospechosa[] | null;
};

const dinero = sql.raw('numeric(14,2)');

/**
 * One pass over the ledger in the order of its (usuario_id, id desc) index, so nothing is sorted: the
 * previous movement is the next row (`lead`), the user's last movement the first row, their balance
 * the sum over their rows (once each row follows the previous, every running balance is that sum so
 * far). It adds up the totals and keeps the rows breaking a
 * rule (none, when the ledger balances).
 */
async function unaPasada(db: Db): Promise<Totales> {
  const { rows } = await sql<Totales>`
    with r as (
      select id, usuario_id, monto, saldo_resultante,
        coalesce(lead(saldo_resultante) over w, 0) + monto as esperado,
        sum(monto) over (partition by usuario_id) as total,
        lag(id) over w is null as ultimo
      from saldo_movimiento
      window w as (partition by usuario_id order by id desc)
    )
    select count(*)::int as movimientos, (count(*) filter (where ultimo))::int as usuarios,
      coalesce(sum(monto) filter (where monto > 0), 0)::${dinero}::text as emitido,
      coalesce(-sum(monto) filter (where monto < 0), 0)::${dinero}::text as gastado,
      coalesce(sum(saldo_resultante) filter (where ultimo), 0)::${dinero}::text as saldos,
      json_agg(json_build_object('id', id, 'usuario_id', usuario_id,
          'saldo_resultante', saldo_resultante::${dinero}::text, 'esperado', esperado::${dinero}::text,
          'total', total::${dinero}::text, 'ultimo', ultimo))
        filter (where saldo_resultante <> esperado or (ultimo and total <> saldo_resultante)
          or saldo_resultante < 0 or total < 0) as sospechosas
    from r
  `.execute(db);
  return rows[0]!;
}

/** Reversals of a missing row, another user's, a reversal, or not the exact opposite; rows reversed twice. */
async function reversos(db: Db): Promise<Omit<Diferencia, 'email' | 'detalle'>[]> {
  const { rows } = await sql<{ usuario_id: string; id: string; esperado: string; encontrado: string }>`
    select x.usuario_id, x.id, coalesce(-o.monto, 0)::${dinero}::text as esperado, x.monto::${dinero}::text as encontrado
      from saldo_movimiento x left join saldo_movimiento o on o.id = x.reverso_de
      where x.reverso_de is not null
        and (o.id is null or o.usuario_id <> x.usuario_id or o.monto <> -x.monto or o.reverso_de is not null)
    union all
    select min(usuario_id::text)::uuid, reverso_de, '1.00', count(*)::${dinero}::text
      from saldo_movimiento where reverso_de is not null group by reverso_de having count(*) > 1
  `.execute(db);
  return rows.map((r) => ({
    regla: 'reverso' as const,
    usuarioId: r.usuario_id,
    movimientoId: Number(r.id),
    esperado: r.esperado,
    encontrado: r.encontrado,
  }));
}

/** The rules a suspicious row breaks. */
function reglasDe(f: Sospechosa): Omit<Diferencia, 'email' | 'detalle'>[] {
  const base = { usuarioId: f.usuario_id, movimientoId: Number(f.id) };
  const d: Omit<Diferencia, 'email' | 'detalle'>[] = [];
  if (f.saldo_resultante !== f.esperado)
    d.push({ ...base, regla: 'encadenado', esperado: f.esperado, encontrado: f.saldo_resultante });
  if (f.ultimo && f.total !== f.saldo_resultante)
    d.push({
      ...base,
      regla: 'suma',
      movimientoId: null,
      esperado: f.total,
      encontrado: f.saldo_resultante,
    });
  if (toCents(f.saldo_resultante) < 0 || toCents(f.total) < 0)
    d.push({
      ...base,
      regla: 'negativo',
      esperado: '0.00',
      encontrado: fromCents(Math.min(toCents(f.saldo_resultante), toCents(f.total))),
    });
  return d;
}

const ORDEN_REGLA: Diferencia['regla'][] = ['totales', 'encadenado', 'negativo', 'reverso', 'suma'];

export async function cuadreDelLibro(db: Db): Promise<Cuadre> {
  const [t, deReversos] = await Promise.all([unaPasada(db), reversos(db)]);
  const todas = [...(t.sospechosas ?? []).flatMap(reglasDe), ...deReversos];
  const neto = fromCents(toCents(t.emitido) - toCents(t.gastado));
  if (neto !== t.saldos)
    todas.push({
      regla: 'totales',
      usuarioId: null,
      movimientoId: null,
      esperado: neto,
      encontrado: t.saldos,
    });
  todas.sort(
    (a, b) =>
      ORDEN_REGLA.indexOf(a.regla) - ORDEN_REGLA.indexOf(b.regla) ||
      (a.usuarioId ?? '').localeCompare(b.usuarioId ?? '') ||
      (a.movimientoId ?? 0) - (b.movimientoId ?? 0),
  );
  const primeras = todas.slice(0, CUADRE_MAX_DIFERENCIAS);
  const ids = [...new Set(primeras.flatMap((d) => (d.usuarioId ? [d.usuarioId] : [])))];
  const emails = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('usuario').select(['id', 'email']).where('id', 'in', ids).execute()).map((u) => [
          u.id,
          u.email,
        ]),
  );
  return {
    cuadra: todas.length === 0,
    revisadoEn: new Date().toISOString(),
    usuarios: t.usuarios,
    movimientos: t.movimientos,
    emitido: t.emitido,
    gastado: t.gastado,
    saldos: t.saldos,
    diferencias: primeras.map((d) => ({
      ...d,
      email: d.usuarioId ? (emails.get(d.usuarioId) ?? null) : null,
      detalle: DETALLE[d.regla],
    })),
    totalDiferencias: todas.length,
  };
}
