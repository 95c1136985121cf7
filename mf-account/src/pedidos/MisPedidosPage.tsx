import { type Carga, consulta } from '@mercado/shared/consulta';
import {
  ORDEN_ESTATUS_ANULADOS,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenEstatusValor,
  type OrdenPagina,
} from '@mercado/shared/contracts';
import type { RemoteParcelProps } from '@mercado/shared/federation';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { links } from '@mercado/shared/links';
import { Link, navigate, useSession } from '@mercado/shared/react';
import { contar, formatDateTimeShort } from '@mercado/shared/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { tiendaPredeterminada } from '../zona.ts';
import { api } from './api.ts';
import { bs, numeroDe, usd } from './formato.ts';
import * as styles from './pedidos.module.css';

const ESTATUS = Object.entries(ORDEN_ESTATUS_NOMBRES).map(([valor, nombre]) => ({
  valor: Number(valor) as OrdenEstatusValor,
  nombre,
}));

const sinSesion = atom<Carga<OrdenPagina>>({ estado: 'cargando' });

/** A status as a badge: ended unfulfilled (cancelled, rejected, expired) in the warning colours. */
export function Estatus({ estatus, nombre }: { estatus: OrdenEstatusValor; nombre: string }) {
  const anulado = ORDEN_ESTATUS_ANULADOS.includes(estatus);
  return <span className={`${styles.estatus} ${anulado ? styles.anulado : ''}`}>{nombre}</span>;
}

/**
 * /mi-cuenta/pedidos ("Mis pedidos", issue 34): every order of the shopper, newest first, 50 a page,
 * or those in one status (`?estatus=`, the filter's state in the URL), each linking to its detail.
 */
export function MisPedidosPage({ search }: RemoteParcelProps) {
  const uid = useSession()?.uid ?? null;
  const estatus = numeroDe(search, 'estatus');
  const pag = numeroDe(search, 'pag') ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user, filter or page reads again.
  const pedidos = useMemo(
    () => consulta(() => api.orden.listarOrdenes({ n: pag, ...(estatus ? { estatus } : {}) })),
    [uid, estatus, pag],
  );
  const carga = useAtomValue(uid ? pedidos.carga : sinSesion);
  const recargar = useSetAtom(pedidos.datos);
  const filtro = ESTATUS.find((e) => e.valor === estatus);

  return (
    <section
      className={styles.pagina}
      aria-labelledby="mf-account-pedidos"
      aria-busy={carga.estado === 'cargando'}
    >
      <h1 id="mf-account-pedidos" className={styles.titulo}>
        Mis pedidos
      </h1>
      <div className={styles.filtro}>
        <label htmlFor="mf-account-pedidos-estatus">Estatus</label>
        <select
          id="mf-account-pedidos-estatus"
          className="mv-input"
          value={filtro ? String(filtro.valor) : ''}
          onChange={(e) => navigate(links.misPedidos(e.target.value ? Number(e.target.value) : undefined))}
        >
          <option value="">Todos</option>
          {ESTATUS.map((e) => (
            <option key={e.valor} value={e.valor}>
              {e.nombre}
            </option>
          ))}
        </select>
      </div>
      {carga.estado === 'cargando' && (
        <>
          <p className="mv-visually-hidden" role="status">
            Cargando sus pedidos…
          </p>
          {[0, 1, 2].map((i) => (
            <div key={i} className={`mv-card mv-skeleton ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </>
      )}
      {carga.estado === 'error' && (
        <div role="alert" className={`mv-card ${styles.tarjeta}`}>
          <p>{mensajeDeError(carga.error, 'No pudimos cargar sus pedidos. Intente de nuevo.')}</p>
          <div>
            <button type="button" className="mv-button" onClick={() => recargar()}>
              Reintentar
            </button>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && carga.datos.items.length === 0 && (
        <div className={`mv-card ${styles.tarjeta}`}>
          <p>{filtro ? `No tiene pedidos con el estatus «${filtro.nombre}».` : 'Aún no ha hecho pedidos.'}</p>
          <div>
            <Link className="mv-button" to={tiendaPredeterminada()}>
              Ir a la tienda
            </Link>
          </div>
        </div>
      )}
      {carga.estado === 'listo' && carga.datos.items.length > 0 && (
        <>
          <p role="status">{contar(carga.datos.total, 'pedido', 'pedidos')}</p>
          <ul className={styles.lista} aria-label="Pedidos">
            {carga.datos.items.map((o) => (
              <li
                key={o.id}
                className={`mv-card ${styles.tarjeta}`}
                aria-labelledby={`mf-account-pedido-${o.id}`}
              >
                <h2 id={`mf-account-pedido-${o.id}`} className={styles.numero}>
                  <Link to={links.pedido(o.id)}>Pedido {o.numero}</Link>
                </h2>
                <dl className={styles.datos}>
                  <dt>Fecha</dt>
                  <dd>{formatDateTimeShort(o.fecha)}</dd>
                  <dt>Zona</dt>
                  <dd>{o.zonaNombre}</dd>
                  <dt>Estatus</dt>
                  <dd>
                    <Estatus estatus={o.estatus} nombre={o.estatusNombre} />
                  </dd>
                  <dt>Productos</dt>
                  <dd>{contar(o.cantidadProductos, 'producto', 'productos')}</dd>
                  <dt>Total</dt>
                  <dd>
                    {usd(o.total)} · {bs(o.totalBs)}
                  </dd>
                  <dt>Pago</dt>
                  <dd>{o.metodoNombre ?? 'Saldo'}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {carga.datos.paginas > 1 && (
            <nav className={styles.paginas} aria-label="Páginas de pedidos">
              {pag > 1 && <Link to={links.misPedidos(estatus, pag - 1)}>Anterior</Link>}
              <span>
                Página {pag} de {carga.datos.paginas}
              </span>
              {pag < carga.datos.paginas && <Link to={links.misPedidos(estatus, pag + 1)}>Siguiente</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
