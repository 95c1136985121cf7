/** A coupon's uses: who used it and in which order, newest first, 50 a page; released uses marked. */

import { estilos, FalloDeCarga, useDatosAdmin } from '@mercado/admin-kit';
import { formatDateTimeShort, formatMoney, toCents } from '@mercado/shared/rules';
import { useId, useState } from 'react';
import { api } from './api.ts';

const dinero = (v: string | null) => (v === null ? '—' : formatMoney(toCents(v), null));

export function UsosCupon({ id, version }: { id: number; version: number }) {
  const titulo = useId();
  const [pagina, setPagina] = useState(1);
  const { carga, anteriores, recargar } = useDatosAdmin(`cupon-usos:${id}@${version}:${pagina}`, () =>
    api.usos({ id, pagina }),
  );
  const datos = carga.estado === 'listo' ? carga.datos : anteriores;
  return (
    <section aria-labelledby={titulo} className={`mv-card ${estilos.bloque}`}>
      <h2 id={titulo} className={estilos.subtitulo}>
        Usos del cupón
      </h2>
      {carga.estado === 'error' && (
        <FalloDeCarga error={carga.error} recargar={recargar} porDefecto="No pudimos cargar los usos." />
      )}
      {!datos && carga.estado === 'cargando' && <p role="status">Cargando usos…</p>}
      {datos && (
        <>
          <p className={estilos.nota} data-testid="resumen-usos">
            {datos.vigentes === 1 ? 'Usado 1 vez' : `Usado ${datos.vigentes} veces`} por{' '}
            {datos.clientes === 1 ? '1 cliente' : `${datos.clientes} clientes`}
            {datos.total > datos.vigentes
              ? ` (${datos.total - datos.vigentes} liberados por pedidos anulados)`
              : ''}
            .
          </p>
          {datos.items.length > 0 && (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
            <section className={estilos.tablaContenedor} aria-label="Usos" tabIndex={0}>
              <table className={estilos.tabla}>
                <caption className="mv-visually-hidden">Usos del cupón</caption>
                <thead>
                  <tr>
                    <th scope="col">Fecha</th>
                    <th scope="col">Cliente</th>
                    <th scope="col">Pedido</th>
                    <th scope="col" className={estilos.numerica}>
                      Total
                    </th>
                    <th scope="col" className={estilos.numerica}>
                      Descuento
                    </th>
                    <th scope="col">Estado</th>
                  </tr>
                </thead>
                <tbody>
                  {datos.items.map((u) => (
                    <tr key={u.id}>
                      <td>{formatDateTimeShort(u.en)}</td>
                      <td>
                        {u.cliente.nombre} <span className={estilos.nota}>{u.cliente.email}</span>
                      </td>
                      <td>{u.ordenId === null ? '—' : `#${u.ordenId}`}</td>
                      <td className={estilos.numerica}>{dinero(u.ordenTotal)}</td>
                      <td className={estilos.numerica}>{dinero(u.descuento)}</td>
                      <td>{u.liberado ? 'Liberado' : 'Vigente'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {datos.paginas > 1 && (
            <nav aria-label="Páginas de usos" className={estilos.paginador}>
              <span>
                Página {datos.pagina} de {datos.paginas}
              </span>
              <span className={estilos.acciones}>
                {datos.pagina > 1 && (
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    onClick={() => setPagina(pagina - 1)}
                  >
                    Anterior
                  </button>
                )}
                {datos.pagina < datos.paginas && (
                  <button
                    type="button"
                    className="mv-button mv-button--secondary"
                    onClick={() => setPagina(pagina + 1)}
                  >
                    Siguiente
                  </button>
                )}
              </span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
