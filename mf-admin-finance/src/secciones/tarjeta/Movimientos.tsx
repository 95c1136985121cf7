/** A customer's balance movements, newest first, of one type when chosen; each links to its detail. */

import { Cargando, estilos, useDatosAdmin } from '@mercado/admin-kit';
import { RUTA_DE_TIPO, type TipoMovimiento } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { Link } from '@mercado/shared/react';
import { enlace } from '../../descripcion.ts';
import { api, dolares, fechaCorta } from './api.ts';
import { TIPOS } from './comun.tsx';

export function Movimientos({
  usuario,
  cambios,
  tipo,
  pagina,
  irA,
}: {
  usuario: string;
  cambios: number;
  tipo: string;
  pagina: number;
  irA: (pagina: number) => void;
}) {
  const datos = useDatosAdmin(`tarjeta-movimientos:${usuario}:${cambios}:${tipo}:${pagina}`, () =>
    api.adminTarjeta.movimientos({ usuario, pagina, ...(tipo ? { tipo: tipo as TipoMovimiento } : {}) }),
  );
  const lista = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;
  return (
    <section className={estilos.bloque} aria-labelledby="movimientos-t">
      <h2 id="movimientos-t" className={estilos.subtitulo}>
        Movimientos{tipo && ` · ${TIPOS[tipo] ?? tipo}`}
      </h2>
      {datos.carga.estado === 'error' ? (
        <p role="alert" className={estilos.aviso}>
          {mensajeDeError(datos.carga.error, 'No pudimos cargar los movimientos.')}{' '}
          <button type="button" className="mv-button mv-button--secondary" onClick={datos.recargar}>
            Reintentar
          </button>
        </p>
      ) : !lista ? (
        <Cargando />
      ) : lista.items.length === 0 ? (
        <p className={estilos.nota}>No hay movimientos.</p>
      ) : (
        <>
          <div className={estilos.tablaContenedor}>
            <table className={estilos.tabla}>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Tipo</th>
                  <th scope="col">Descripción</th>
                  <th scope="col" className={estilos.numerica}>
                    Monto
                  </th>
                  <th scope="col" className={estilos.numerica}>
                    Saldo
                  </th>
                </tr>
              </thead>
              <tbody>
                {lista.items.map((m) => (
                  <tr key={m.id}>
                    <td>{fechaCorta(m.fecha)}</td>
                    <td>{TIPOS[m.tipo]}</td>
                    <td>
                      <Link
                        to={enlace('tarjeta/saldo/historial/:tipo/:id', {
                          tipo: RUTA_DE_TIPO[m.tipo],
                          id: m.id,
                        })}
                      >
                        {m.descripcion}
                      </Link>
                    </td>
                    <td className={estilos.numerica}>{dolares(m.monto)}</td>
                    <td className={estilos.numerica}>{dolares(m.saldoResultante)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lista.paginas > 1 && (
            <nav aria-label="Páginas de movimientos" className={estilos.paginador}>
              <span>
                Página {lista.pagina} de {lista.paginas}
              </span>
              <span className={estilos.acciones}>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={lista.pagina <= 1}
                  onClick={() => irA(lista.pagina - 1)}
                >
                  Anterior
                </button>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={lista.pagina >= lista.paginas}
                  onClick={() => irA(lista.pagina + 1)}
                >
                  Siguiente
                </button>
              </span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
