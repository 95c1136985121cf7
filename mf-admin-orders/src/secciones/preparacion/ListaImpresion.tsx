/**
 * `…/:zona/:tipo/:fecha/:horario/imprimir`: the slot's picking list on paper: every product once,
 * grouped by category (the aisles), its total quantity and the orders that take it with their
 * substitution preference; then the orders with their customer's preference and note.
 */

import {
  Cargando,
  estilos,
  FalloDeCarga,
  PaginaAdmin,
  type SubpaginaProps,
  useDatosAdmin,
} from '@mercado/admin-kit';
import { contar } from '@mercado/shared/rules';
import { enlace } from '../../descripcion.ts';
import { api, cantidad, enlaces, PREFERENCIA, TIPO_ENVIO_NOMBRES } from './api.ts';
import { franjaDeRuta } from './Franja.tsx';
import * as propios from './preparacion.module.css';

export function ListaImpresion({ ruta }: SubpaginaProps) {
  const franja = franjaDeRuta(ruta);
  const { zona } = franja;
  const datos = useDatosAdmin(`preparacion:${zona}:${franja.tipo}:${franja.fecha}:${franja.horario}`, () =>
    api.adminPreparacion.franja(franja),
  );
  const { carga } = datos;
  const enlaceFranja = enlaces.franja(zona, { ...franja, horarioId: franja.horario });
  const vista = carga.estado === 'listo' ? carga.datos : null;
  const categorias = vista ? [...new Set(vista.productos.map((p) => p.producto.categoria))] : [];
  return (
    <PaginaAdmin
      titulo="Lista de recogida"
      migas={[
        { etiqueta: 'Pedidos', href: enlace('pedido') },
        { etiqueta: 'Preparación', href: enlaces.zonas },
        { etiqueta: vista?.zona.nombre ?? zona, href: enlaces.zona(zona) },
        { etiqueta: vista?.franja.etiqueta || 'Horario', href: enlaceFranja },
        { etiqueta: 'Imprimir' },
      ]}
      acciones={
        <button type="button" className="mv-button" onClick={() => window.print()} disabled={!vista}>
          Imprimir
        </button>
      }
    >
      {carga.estado === 'cargando' && <Cargando />}
      {carga.estado === 'error' && (
        <FalloDeCarga
          error={carga.error}
          recargar={datos.recargar}
          lista={{ etiqueta: vista?.franja.etiqueta || 'Horario', href: enlaceFranja }}
          porDefecto="No pudimos cargar la lista. Intente de nuevo."
        />
      )}
      {vista && (
        <article className={propios.imprimible} aria-label="Lista de recogida">
          <h2 className={estilos.subtitulo}>
            {vista.zona.nombre} · {TIPO_ENVIO_NOMBRES[vista.franja.tipo]} · {vista.franja.etiqueta}
          </h2>
          <p className={estilos.nota}>
            {contar(vista.ordenes.length, 'pedido', 'pedidos')} ·{' '}
            {contar(vista.productos.length, 'producto', 'productos')}
          </p>
          {categorias.map((categoria) => (
            <section key={categoria} className={propios.pasillo}>
              <h3 className={estilos.subtituloZona}>{categoria}</h3>
              <table className={`${estilos.tabla} ${propios.tablaImpresion}`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="mv-visually-hidden">Recogido</span>
                    </th>
                    <th scope="col">Producto</th>
                    <th scope="col" className={estilos.numerica}>
                      Cantidad
                    </th>
                    <th scope="col">Pedidos</th>
                  </tr>
                </thead>
                <tbody>
                  {vista.productos
                    .filter((p) => p.producto.categoria === categoria)
                    .map((p) => (
                      <tr key={p.producto.id}>
                        <td className={propios.casilla} aria-hidden="true">
                          ☐
                        </td>
                        <td>{p.producto.nombre}</td>
                        <td className={estilos.numerica}>{cantidad(p.cantidad, p.modalidadVenta)}</td>
                        <td>
                          {p.ordenes.map((o) => (
                            <span key={o.numero} className={propios.pedidoImpreso}>
                              {o.numero} × {cantidad(o.cantidad, p.modalidadVenta)} (
                              {PREFERENCIA[o.sustitucion]})
                            </span>
                          ))}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ))}
          <section className={propios.pasillo}>
            <h3 className={estilos.subtituloZona}>Pedidos</h3>
            <ul className={propios.pedidosImpresos}>
              {vista.ordenes.map((o) => (
                <li key={o.id}>
                  <strong>{o.numero}</strong> · {o.cliente} · {PREFERENCIA[o.sustitucion]}
                  {o.nota ? ` · Nota: ${o.nota}` : ''}
                </li>
              ))}
            </ul>
          </section>
        </article>
      )}
    </PaginaAdmin>
  );
}
