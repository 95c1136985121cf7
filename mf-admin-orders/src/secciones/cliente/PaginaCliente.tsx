/**
 * A customer (`/admin/cliente/:cliente`): their data, type, membership, balance and status, their
 * orders (those of the caller's zones when the caller holds zone roles), the way to block or unblock
 * them, to end their prime membership or restore the one staff ended, and their history.
 */

import {
  Cargando,
  estilos,
  HistorialCambios,
  PaginaAdmin,
  PaginaRegistro,
  type SubpaginaProps,
  useDatosAdmin,
  useNombreZona,
} from '@mercado/admin-kit';
import { type OrdenResumen, UsuarioEstatus } from '@mercado/shared/contracts';
import { mensajeDeError } from '@mercado/shared/http/errores';
import { Link } from '@mercado/shared/react';
import { useState } from 'react';
import { enlace } from '../../descripcion.ts';
import { dolares } from '../pedido/api.ts';
import { api } from './api.ts';
import { ESTATUS_USUARIO, fecha, fechaCorta, TIPOS_USUARIO } from './comun.tsx';
import { FORMATO_CLIENTE } from './historial.ts';
import { DecisionMembresia, FilasMembresiaTerminada } from './Membresia.tsx';

export function PaginaCliente({ ruta }: SubpaginaProps) {
  const cliente = ruta.cliente ?? '';
  const datos = useDatosAdmin(`cliente:${cliente}`, () => api.adminCliente.leer({ cliente }));
  return (
    <PaginaRegistro datos={datos} titulo="Cliente" lista={{ etiqueta: 'Clientes', href: enlace('cliente') }}>
      {(c) => (
        <PaginaAdmin
          titulo={c.nombre}
          migas={[{ etiqueta: 'Clientes', href: enlace('cliente') }, { etiqueta: c.nombre }]}
          acciones={
            c.estatus !== UsuarioEstatus.ELIMINADO && (
              <Link
                className="mv-button mv-button--secondary"
                to={enlace('cliente/:cliente/bloqueo', { cliente: c.id })}
              >
                {c.estatus === UsuarioEstatus.BLOQUEADO ? 'Desbloquear' : 'Bloquear'}
              </Link>
            )
          }
        >
          <dl className={`mv-card ${estilos.bloque}`}>
            <dt>Correo</dt>
            <dd>{c.email}</dd>
            <dt>Documento</dt>
            <dd>
              {c.tipoDocumento}-{c.documento}
            </dd>
            <dt>Teléfono</dt>
            <dd>{c.telefono ?? '—'}</dd>
            <dt>Tipo</dt>
            <dd>
              {TIPOS_USUARIO[c.usuarioTipo]}
              {c.membresiaFin && ` (membresía hasta ${fecha(c.membresiaFin)})`}
            </dd>
            <FilasMembresiaTerminada cliente={c} />
            <dt>Estatus</dt>
            <dd>
              {ESTATUS_USUARIO[c.estatus]}
              {c.motivoBloqueo && ` · Motivo: ${c.motivoBloqueo}`}
            </dd>
            <dt>Saldo</dt>
            <dd>{dolares(c.saldo)}</dd>
            <dt>Registrado</dt>
            <dd>{fecha(c.creadoEn)}</dd>
          </dl>
          <DecisionMembresia cliente={c} alDecidir={datos.recargar} />
          <Pedidos cliente={c.id} total={c.pedidos} />
          <HistorialCambios
            clave={`cliente:${c.id}:${c.estatus}:${c.usuarioTipo}`}
            leer={(pagina) => api.adminCliente.historial({ cliente: c.id, pagina })}
            formato={FORMATO_CLIENTE}
          />
        </PaginaAdmin>
      )}
    </PaginaRegistro>
  );
}

function Pedidos({ cliente, total }: { cliente: string; total: number }) {
  const [pagina, setPagina] = useState(1);
  const datos = useDatosAdmin(`cliente-pedidos:${cliente}:${pagina}`, () =>
    api.adminCliente.ordenes({ cliente, pagina }),
  );
  const nombreZona = useNombreZona();
  const lista = datos.carga.estado === 'listo' ? datos.carga.datos : datos.anteriores;
  return (
    <section className={estilos.bloque} aria-labelledby="cliente-pedidos">
      <h2 id="cliente-pedidos" className={estilos.subtitulo}>
        Pedidos ({total})
      </h2>
      {datos.carga.estado === 'error' ? (
        <p role="alert" className={estilos.aviso}>
          {mensajeDeError(datos.carga.error, 'No pudimos cargar los pedidos.')}
        </p>
      ) : !lista ? (
        <Cargando />
      ) : lista.items.length === 0 ? (
        <p className={estilos.nota}>No hay pedidos que usted pueda ver.</p>
      ) : (
        <>
          <table className={estilos.tabla}>
            <thead>
              <tr>
                <th scope="col">Pedido</th>
                <th scope="col">Fecha</th>
                <th scope="col">Zona</th>
                <th scope="col">Estatus</th>
                <th scope="col" className={estilos.numerica}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {lista.items.map((o: OrdenResumen) => (
                <tr key={o.id}>
                  <td>{o.numero}</td>
                  <td>{fechaCorta(o.fecha)}</td>
                  <td>{nombreZona(o.zona)}</td>
                  <td>{o.estatusNombre}</td>
                  <td className={estilos.numerica}>{dolares(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {lista.paginas > 1 && (
            <nav aria-label="Páginas de pedidos" className={estilos.paginador}>
              <span>
                Página {lista.pagina} de {lista.paginas}
              </span>
              <span className={estilos.acciones}>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={pagina <= 1}
                  onClick={() => setPagina(pagina - 1)}
                >
                  Anterior
                </button>
                <button
                  type="button"
                  className="mv-button mv-button--secondary"
                  disabled={pagina >= lista.paginas}
                  onClick={() => setPagina(pagina + 1)}
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
