import type { ProductoVista } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency, useSession } from '@mercado/shared/react';
import { useEffect, useId, useMemo, useState } from 'react';
import * as styles from './app.module.css';
import type { LineaCarrito } from './carrito/modelo.ts';
import { cambiarLinea, useLineas } from './carrito/servicio.ts';
import { buscarProductos } from './productos.ts';
import {
  displayPrice,
  enMoneda,
  formatQuantity,
  fromThousandths,
  lineCents,
  mostrar as mostrarEn,
  quantityOptions,
  toThousandths,
} from './reglas.ts';

type Productos =
  | { estado: 'cargando' }
  | { estado: 'error' }
  | { estado: 'listo'; porId: Map<number, ProductoVista> };

const cerrar = () => platform.panel.set(null);

function LineaSkeleton() {
  return (
    <li className={styles.linea} aria-hidden="true">
      <div className={`mv-skeleton ${styles.lineaImagen}`} />
      <div className={styles.lineaCuerpo}>
        <div className={`mv-skeleton ${styles.skeletonLinea}`} />
        <div className={`mv-skeleton ${styles.skeletonLineaCorta}`} />
      </div>
    </li>
  );
}

function Linea({
  linea,
  producto,
  zona,
  onQuitado,
}: {
  linea: LineaCarrito;
  producto: ProductoVista | undefined;
  zona: string;
  onQuitado: (nombre: string) => void;
}) {
  const { seleccionada } = useCurrency();
  const selectId = useId();
  const cantidad = toThousandths(linea.cantidad);
  const nombre = producto?.nombre ?? 'Producto no disponible';
  const quitar = () => {
    cambiarLinea(zona, 0, linea.productoId, '0');
    onQuitado(nombre);
  };
  if (!producto) {
    return (
      <li className={styles.linea}>
        <div className={styles.lineaCuerpo}>
          <p className={styles.lineaNombre}>Producto no disponible</p>
          <p className={styles.nota}>Ya no está a la venta en esta zona.</p>
        </div>
        <button
          type="button"
          className={styles.quitar}
          onClick={quitar}
          aria-label="Quitar producto no disponible"
        >
          Quitar
        </button>
      </li>
    );
  }
  const opciones = quantityOptions(producto);
  if (!opciones.includes(cantidad)) opciones.push(cantidad);
  opciones.sort((a, b) => a - b);
  // Converted per unit first, so the line total is exactly the shown unit price × quantity.
  const unitario = enMoneda(displayPrice(producto).cents, seleccionada);
  const mostrar = (cents: number) => mostrarEn(cents, seleccionada);
  return (
    <li className={styles.linea}>
      <img
        className={styles.lineaImagen}
        src={producto.imagen}
        alt=""
        width={56}
        height={56}
        loading="lazy"
      />
      <div className={styles.lineaCuerpo}>
        <p className={styles.lineaNombre}>{producto.nombre}</p>
        <p className={styles.nota}>
          {mostrar(unitario)}
          {producto.modalidadVenta === 'peso' ? ' / kg' : ' c/u'}
        </p>
        <div className={styles.lineaControles}>
          <label htmlFor={selectId} className="mv-visually-hidden">
            Cantidad de {producto.nombre}
          </label>
          <select
            id={selectId}
            className={styles.cantidad}
            value={String(cantidad)}
            onChange={(event) => {
              const nueva = Number(event.target.value);
              cambiarLinea(zona, 0, linea.productoId, fromThousandths(nueva));
              if (nueva === 0) onQuitado(producto.nombre);
            }}
          >
            {opciones.map((q) => (
              <option key={q} value={String(q)}>
                {q === 0 ? '0 (quitar)' : formatQuantity(q, producto.modalidadVenta)}
              </option>
            ))}
          </select>
          <span className={styles.lineaTotal}>{mostrar(lineCents(unitario, cantidad))}</span>
        </div>
      </div>
      <button
        type="button"
        className={styles.quitar}
        onClick={quitar}
        aria-label={`Quitar ${producto.nombre} del carrito`}
      >
        Quitar
      </button>
    </li>
  );
}

/** Cart panel: the lines of cart 1 of the current zone, kept locally for now. */
export function CarritoPanel({ zona }: { zona: string | undefined }) {
  const lineas = useLineas(zona, 0);
  const session = useSession();
  const { seleccionada } = useCurrency();
  const viewer = session ? `${session.uid}:${session.usuarioTipo.tipo}` : 'anonimo';
  const [productos, setProductos] = useState<Productos>({ estado: 'cargando' });
  const [intento, setIntento] = useState(0);
  const [anuncio, setAnuncio] = useState('');
  const ids = useMemo(() => lineas.map((l) => l.productoId), [lineas]);
  const idsClave = ids.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: idsClave stands for ids; intento retries.
  useEffect(() => {
    if (!zona || ids.length === 0) return;
    let vigente = true;
    setProductos((prev) =>
      prev.estado === 'listo' && ids.every((id) => prev.porId.has(id)) ? prev : { estado: 'cargando' },
    );
    buscarProductos(zona, viewer, ids).then(
      (porId) => vigente && setProductos({ estado: 'listo', porId }),
      () => vigente && setProductos({ estado: 'error' }),
    );
    return () => {
      vigente = false;
    };
  }, [zona, viewer, idsClave, intento]);

  if (!zona) {
    return (
      <div className={styles.panel}>
        <p>Elija una zona de entrega para ver su carrito.</p>
        <Link className="mv-button" to={links.inicio()} onClick={cerrar}>
          Elegir zona
        </Link>
      </div>
    );
  }

  const estado = (
    <p className="mv-visually-hidden" role="status">
      {anuncio}
    </p>
  );

  if (lineas.length === 0) {
    return (
      <div className={styles.panel}>
        {estado}
        <p className={styles.vacio}>Tu carrito está vacío</p>
        <Link className="mv-button" to={links.zona(zona)} onClick={cerrar}>
          Ver productos
        </Link>
      </div>
    );
  }

  if (productos.estado === 'error') {
    return (
      <div className={styles.panel} role="alert">
        <p>No pudimos cargar los productos de tu carrito. Revise su conexión e intente de nuevo.</p>
        <button type="button" className="mv-button" onClick={() => setIntento((n) => n + 1)}>
          Reintentar
        </button>
      </div>
    );
  }

  const subtotal =
    productos.estado === 'listo'
      ? lineas.reduce((suma, linea) => {
          const producto = productos.porId.get(linea.productoId);
          if (!producto) return suma;
          const unitario = enMoneda(displayPrice(producto).cents, seleccionada);
          return suma + lineCents(unitario, toThousandths(linea.cantidad));
        }, 0)
      : null;

  return (
    <div className={styles.panel} aria-busy={productos.estado === 'cargando'}>
      {estado}
      <p className={styles.nota}>{lineas.length === 1 ? '1 producto' : `${lineas.length} productos`}</p>
      <ul className={styles.lineas} aria-label="Productos en el carrito">
        {productos.estado === 'cargando'
          ? lineas.map((linea) => <LineaSkeleton key={linea.productoId} />)
          : lineas.map((linea) => (
              <Linea
                key={linea.productoId}
                linea={linea}
                producto={productos.porId.get(linea.productoId)}
                zona={zona}
                onQuitado={(nombre) => setAnuncio(`${nombre} se quitó del carrito`)}
              />
            ))}
      </ul>
      <div className={styles.resumen}>
        <span>Subtotal</span>
        {subtotal === null ? (
          <span className={`mv-skeleton ${styles.skeletonMonto}`} aria-hidden="true" />
        ) : (
          <strong>{mostrarEn(subtotal, seleccionada)}</strong>
        )}
      </div>
      <p className={styles.nota}>El IVA y el envío se calculan al pagar.</p>
      <Link className="mv-button mv-button--secondary" to={links.zona(zona)} onClick={cerrar}>
        Seguir comprando
      </Link>
    </div>
  );
}
