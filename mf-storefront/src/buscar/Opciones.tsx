/**
 * The suggestions of the search box (`Buscador.tsx`): one option per product with its image (width
 * and height set), name, size and the viewer's price with IVA in the chosen currency (the offer when
 * there is one, the regular price struck through; decision 0049). Loaded with the search client on first use.
 * Beside each option, not in it (an option holds no controls, and arrows and Enter keep choosing
 * products), the card's "Agregar" / stepper, reached with Tab.
 */
import { links } from '@mercado/shared/links';
import { Link, useCurrency } from '@mercado/shared/react';
import { formatMoney, precioConIva } from '@mercado/shared/rules';
import { useId } from 'react';
import { ProveedorCarrito, textoResultado, useResultados } from '../carrito.ts';
import { EstadoAgregar } from '../componentes/EstadoAgregar.tsx';
import { Stepper } from '../componentes/Stepper.tsx';
import { atributos, imagenDeProducto } from '../lib/imagen.ts';
import type { HitProducto } from './hits.ts';
import * as styles from './Opciones.module.css';

function PrecioSugerencia({ hit }: { hit: HitProducto }) {
  const { seleccionada } = useCurrency();
  const precio = precioConIva(hit.producto, seleccionada);
  const porKg = hit.producto.modalidadVenta === 'peso';
  return (
    <span className={styles.precios}>
      {precio.tachadoCents !== null && (
        <s className={styles.tachado}>
          <span className="mv-visually-hidden">Precio regular: </span>
          {formatMoney(precio.tachadoCents, seleccionada)}
        </s>
      )}
      <span className={styles.precio} data-testid="precio">
        {formatMoney(precio.cents, seleccionada)}
        {porKg && ' / kg'}
      </span>
    </span>
  );
}

/** A suggestion's add control and its answer (with the quantity in the cart). */
function Control({ zona, hit, queryID }: { zona: string; hit: HitProducto; queryID: string | undefined }) {
  const estadoId = useId();
  const resultado = useResultados()[hit.producto.id];
  return (
    // The pointer's press leaves the focus in the box (the list stays open, typing goes on).
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus; its buttons act.
    <div className={styles.control} onMouseDown={(event) => event.preventDefault()}>
      <Stepper zona={zona} producto={hit.producto} queryID={queryID} estadoId={estadoId} />
      <EstadoAgregar id={estadoId} resultado={resultado} className={styles.estado}>
        {resultado?.estado === 'ok' && textoResultado(resultado, hit.producto)}
      </EstadoAgregar>
    </div>
  );
}

export function Opciones({
  zona,
  queryID,
  hits,
  activo,
  idOpcion,
  onElegir,
}: {
  zona: string;
  /** The suggestions' search: adding from them is a conversion of it. */
  queryID: string | undefined;
  hits: readonly HitProducto[];
  activo: number;
  idOpcion: (i: number) => string;
  onElegir: (hit: HitProducto) => void;
}) {
  // The header slot is a parcel of its own: it follows the cart's answers itself.
  return (
    <ProveedorCarrito>
      {hits.map((hit, i) => (
        <div key={hit.objectID} className={styles.fila}>
          <Opcion hit={hit} id={idOpcion(i)} activa={i === activo} onElegir={onElegir} />
          <Control zona={zona} hit={hit} queryID={queryID} />
        </div>
      ))}
    </ProveedorCarrito>
  );
}

function Opcion({
  hit,
  id,
  activa,
  onElegir,
}: {
  hit: HitProducto;
  id: string;
  activa: boolean;
  onElegir: (hit: HitProducto) => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (aria-activedescendant).
    <div
      id={id}
      role="option"
      aria-selected={activa}
      // Never focused: the input keeps the focus and points here (aria-activedescendant).
      tabIndex={-1}
      className={styles.opcion}
      data-producto-id={hit.producto.id}
      // The input keeps the focus (and the list stays open) while the pointer chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onElegir(hit)}
    >
      <img
        className={styles.imagen}
        {...atributos(imagenDeProducto(hit.producto))}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.nombre}>
        {hit.producto.nombre}
        {hit.producto.presentacion && (
          <span className={styles.presentacion}> {hit.producto.presentacion}</span>
        )}
      </span>
      <PrecioSugerencia hit={hit} />
    </div>
  );
}

/**
 * Below the suggested products (issue 37): "¿Quisiste decir …?" when the engine found the query only
 * through a typo, and the categories of the matching products, each a link to the results of the
 * query in that category (the results page's category filter).
 */
export function Extras({
  zona,
  consulta,
  categorias,
  quisoDecir,
  onIr,
}: {
  zona: string;
  consulta: string;
  categorias: readonly { nombre: string; cantidad: number }[];
  quisoDecir: string | null;
  onIr: () => void;
}) {
  if (!quisoDecir && categorias.length === 0) return null;
  return (
    <div className={styles.extras}>
      {quisoDecir && (
        <p className={styles.quisoDecir}>
          ¿Quisiste decir{' '}
          <Link to={links.buscar(zona, quisoDecir)} onClick={onIr}>
            «{quisoDecir}»
          </Link>
          ?
        </p>
      )}
      {categorias.length > 0 && (
        <nav aria-label="Categorías sugeridas">
          <p className={styles.extrasTitulo} aria-hidden="true">
            En categorías
          </p>
          <ul className={styles.categorias}>
            {categorias.map((c) => (
              <li key={c.nombre}>
                <Link
                  className={styles.categoria}
                  to={`${links.buscar(zona, consulta)}&${new URLSearchParams({ categoria: c.nombre })}`}
                  onClick={onIr}
                >
                  {c.nombre}
                  <span className={styles.cuenta}>
                    <span className="mv-visually-hidden">, </span>
                    {c.cantidad}
                    <span className="mv-visually-hidden"> {c.cantidad === 1 ? 'producto' : 'productos'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
