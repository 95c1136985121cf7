/**
 * `/admin/finanzas/cuadre`: runs the ledger-equals-balances check when opened (and again on demand)
 * and says either that the ledger balances, or every difference found: the rule it breaks, the
 * customer, the movement, what was expected and what was found.
 */
import {
  Cargando,
  estilos,
  FalloDeCarga,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import type { Cuadre as CuadreDelLibro, Diferencia } from '@mercado/shared/endpoints/admin-finanzas';
import { contar, formatDateShort, formatMoney, toCents } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api } from './api.ts';
import * as propios from './finanzas.module.css';

const dolares = (monto: string) => formatMoney(toCents(monto), null);

const REGLA: Record<Diferencia['regla'], string> = {
  encadenado: 'Saldo del movimiento',
  suma: 'Saldo del usuario',
  negativo: 'Saldo negativo',
  reverso: 'Reverso',
  totales: 'Totales',
};

export function Cuadre(_: SubpaginaProps) {
  const datos = useDatosAdmin('finanzas-cuadre', () => api.cuadre({}));
  const { carga } = datos;
  return (
    <PaginaAdmin
      titulo="Cuadre del saldo"
      migas={[{ etiqueta: 'Resumen financiero', href: enlace('finanzas') }, { etiqueta: 'Cuadre del saldo' }]}
      acciones={
        <button
          type="button"
          className="mv-button mv-button--secondary"
          onClick={datos.recargar}
          disabled={carga.estado === 'cargando'}
        >
          {carga.estado === 'cargando' ? 'Revisando…' : 'Revisar de nuevo'}
        </button>
      }
    >
      <p className={estilos.nota}>
        Revisa que cada saldo sea la suma de sus movimientos, que cada movimiento siga al anterior, que
        ninguno quede bajo cero, que cada reverso anule un movimiento una sola vez, y que lo emitido menos lo
        gastado sea la suma de los saldos.
      </p>
      {carga.estado === 'error' ? (
        <FalloDeCarga error={carga.error} recargar={datos.recargar} />
      ) : carga.estado === 'cargando' ? (
        <Cargando />
      ) : (
        <Resultado r={carga.datos} />
      )}
    </PaginaAdmin>
  );
}

function Resultado({ r }: { r: CuadreDelLibro }) {
  return (
    <>
      <div role="status" className={r.cuadra ? propios.cuadra : estilos.aviso}>
        {r.cuadra
          ? 'El libro cuadra con los saldos.'
          : `El libro no cuadra: ${contar(r.totalDiferencias, 'diferencia', 'diferencias')}.`}
      </div>
      <dl className={estilos.bloque} aria-label="Totales del libro">
        <dt>Revisado</dt>
        <dd>{formatDateShort(r.revisadoEn)}</dd>
        <dt>Movimientos</dt>
        <dd>{r.movimientos}</dd>
        <dt>Usuarios con movimientos</dt>
        <dd>{r.usuarios}</dd>
        <dt>Emitido</dt>
        <dd>{dolares(r.emitido)}</dd>
        <dt>Gastado</dt>
        <dd>{dolares(r.gastado)}</dd>
        <dt>Suma de los saldos</dt>
        <dd>{dolares(r.saldos)}</dd>
      </dl>
      {r.diferencias.length > 0 && (
        <section className={propios.seccion} aria-labelledby="cuadre-diferencias">
          <h2 id="cuadre-diferencias" className={estilos.subtitulo}>
            Diferencias
            {r.totalDiferencias > r.diferencias.length && ` (las primeras ${r.diferencias.length})`}
          </h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard. */}
          <section className={estilos.tablaContenedor} aria-labelledby="cuadre-diferencias" tabIndex={0}>
            <table className={estilos.tabla}>
              <thead>
                <tr>
                  <th scope="col">Regla</th>
                  <th scope="col">Usuario</th>
                  <th scope="col">Movimiento</th>
                  <th scope="col" className={estilos.numerica}>
                    Esperado
                  </th>
                  <th scope="col" className={estilos.numerica}>
                    Encontrado
                  </th>
                  <th scope="col">Detalle</th>
                </tr>
              </thead>
              <tbody>
                {r.diferencias.map((d) => (
                  <tr key={`${d.regla}-${d.usuarioId}-${d.movimientoId}`}>
                    <th scope="row">{REGLA[d.regla]}</th>
                    <td>{d.email ?? '—'}</td>
                    <td>{d.movimientoId ?? '—'}</td>
                    <td className={estilos.numerica}>{dolares(d.esperado)}</td>
                    <td className={estilos.numerica}>{dolares(d.encontrado)}</td>
                    <td>{d.detalle}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      )}
    </>
  );
}
