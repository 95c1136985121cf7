/**
 * The cart panel (spec §2 floating panel, §3 cart, §5, §8): three carts for a user, cart 1 for a
 * visitor; lines with image, unit price, quantity selector (shared rules), line total and the
 * server's status message; clear, coupon, totals in the chosen currency, minimum purchase and the
 * finalize button. Loaded only when the panel opens.
 */
import type { CarritoVista, ProductoVista } from '@mercado/shared/contracts';
import { UsuarioTipo } from '@mercado/shared/contracts';
import { links, withQuery } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency, useSession, useWebsite } from '@mercado/shared/react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type Aviso,
  aplicarCupon,
  cambiarCantidad,
  cargarCarritos,
  carritoServidor,
  contarProductos,
  descartarAviso,
  type EstadoCarritos,
  elegirPagina,
  PAGINAS_CARRITO,
  quitarCupon,
  useCarritos,
  vaciar,
  validarParaPagar,
} from '../carrito/nucleo.ts';
import { textoMinimo } from '../minimo.ts';
import { buscarProductos } from '../productos.ts';
import {
  displayPrice,
  formatInCurrency,
  formatMoney,
  formatQuantity,
  fromThousandths,
  inCurrency,
  lineCents,
  opcionesLinea,
  quantityOptions,
  toCents,
  toThousandths,
} from '../reglas.ts';
import { CargosPedido } from './CargosPedido.tsx';
import type { PanelProps } from './EstadosPanel.tsx';
import * as styles from './panel.module.css';

const cerrar = () => platform.panel.set(null);
/** The cart pages, 0..2 (spec §9: 3 carts). */
const PAGINAS = Array.from({ length: PAGINAS_CARRITO }, (_, i) => i);

/** One line, whoever keeps the cart (local for a visitor, server for a user). */
interface LineaVista {
  productoId: number;
  producto: ProductoVista | null;
  cantidad: string;
  /** Quantity charged (the server's cantidadValida). */
  cantidadValida: string;
  mensaje: string | null;
}

function Skeleton({ lineas = 2 }: { lineas?: number }) {
  return (
    <ul className={styles.lineas} aria-hidden="true">
      {Array.from({ length: lineas }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.linea}>
          <div className={`mv-skeleton ${styles.lineaImagen}`} />
          <div className={styles.lineaCuerpo}>
            <div className={`mv-skeleton ${styles.skeletonLinea}`} />
            <div className={`mv-skeleton ${styles.skeletonCorta}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Linea({
  linea,
  ocupado,
  onCambiar,
}: {
  linea: LineaVista;
  ocupado: boolean;
  onCambiar: (productoId: number, cantidad: string, nombre: string) => void;
}) {
  const { seleccionada } = useCurrency();
  const selectId = useId();
  const mensajeId = useId();
  const { producto } = linea;
  const nombre = producto?.nombre ?? 'Producto no disponible';
  const quitar = () => onCambiar(linea.productoId, '0', nombre);
  const mensaje = linea.mensaje ?? (producto ? null : 'Ya no está a la venta en esta zona.');
  if (!producto) {
    return (
      <li className={styles.linea}>
        <div className={styles.lineaImagen} aria-hidden="true" />
        <div className={styles.lineaCuerpo}>
          <p className={styles.lineaNombre}>{nombre}</p>
          <p className={styles.lineaMensaje}>{mensaje}</p>
        </div>
        <button type="button" className={styles.quitar} onClick={quitar} aria-label={`Quitar ${nombre}`}>
          Quitar
        </button>
      </li>
    );
  }
  const cantidad = toThousandths(linea.cantidad);
  const opciones = opcionesLinea(quantityOptions(producto), cantidad);
  // Converted per unit first, so the line total is exactly the shown unit price × quantity.
  const precio = displayPrice(producto);
  const unitario = inCurrency(precio.cents, seleccionada);
  return (
    <li className={styles.linea} data-producto={producto.id} aria-busy={ocupado || undefined}>
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
          {formatMoney(unitario, seleccionada)}
          {producto.modalidadVenta === 'peso' ? ' / kg' : ' c/u'}
          {precio.tachadoCents !== null && (
            <>
              {' '}
              <s className={styles.tachado}>
                <span className="mv-visually-hidden">antes </span>
                {formatMoney(inCurrency(precio.tachadoCents, seleccionada), seleccionada)}
              </s>
            </>
          )}
        </p>
        {mensaje && (
          <p id={mensajeId} className={styles.lineaMensaje}>
            {mensaje}
          </p>
        )}
        <div className={styles.lineaControles}>
          <label htmlFor={selectId} className="mv-visually-hidden">
            Cantidad de {producto.nombre}
          </label>
          <select
            id={selectId}
            className={styles.cantidad}
            value={String(cantidad)}
            disabled={ocupado}
            aria-describedby={mensaje ? mensajeId : undefined}
            aria-invalid={mensaje ? true : undefined}
            onChange={(event) =>
              onCambiar(producto.id, fromThousandths(Number(event.target.value)), producto.nombre)
            }
          >
            {opciones.map((q) => (
              <option key={q} value={String(q)}>
                {q === 0 ? '0 (quitar)' : formatQuantity(q, producto.modalidadVenta)}
              </option>
            ))}
          </select>
          <span className={styles.lineaTotal}>
            <span className="mv-visually-hidden">Total de la línea: </span>
            {formatMoney(lineCents(unitario, toThousandths(linea.cantidadValida)), seleccionada)}
          </span>
        </div>
      </div>
      <button
        type="button"
        className={styles.quitar}
        onClick={quitar}
        disabled={ocupado}
        aria-label={`Quitar ${producto.nombre} del carrito`}
      >
        Quitar
      </button>
    </li>
  );
}

function SelectorCarrito({
  zona,
  e,
  conSesion,
  vista,
  onElegir,
}: {
  zona: string;
  e: EstadoCarritos;
  conSesion: boolean;
  vista: number;
  onElegir: (pagina: number) => void;
}) {
  const nombre = useId();
  return (
    <fieldset className={styles.selector}>
      <legend className="mv-visually-hidden">Elegir carrito</legend>
      {PAGINAS.map((pagina) => {
        const n = conSesion || pagina === 0 ? contarProductos(e, zona, pagina, conSesion) : 0;
        return (
          <label key={pagina} className={styles.selectorOpcion}>
            <input type="radio" name={nombre} checked={vista === pagina} onChange={() => onElegir(pagina)} />
            <span>
              Carrito {pagina + 1}
              <span className={styles.selectorCuenta}>
                {' '}
                ({n}
                <span className="mv-visually-hidden"> {n === 1 ? 'producto' : 'productos'}</span>)
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function AvisoCarrito({ aviso, lineas }: { aviso: Aviso; lineas: LineaVista[] }) {
  // Adjusted lines still in the cart show their message on the line; removed ones are listed here.
  const presentes = new Set(lineas.map((l) => l.productoId));
  const quitadas = aviso.ajustes.filter((a) => !presentes.has(a.producto) || a.cantidad === '0');
  return (
    <div className={styles.aviso}>
      <p className={styles.avisoTitulo}>{aviso.mensaje}</p>
      {quitadas.length > 0 && (
        <ul className={styles.avisoLista}>
          {quitadas.map((a) => (
            <li key={a.producto}>
              <strong>{a.nombre || 'Producto'}</strong>: {a.mensaje}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.enlace} onClick={descartarAviso}>
        Entendido
      </button>
    </div>
  );
}

function Cupon({
  zona,
  pagina,
  carrito,
  anunciar,
}: {
  zona: string;
  pagina: number;
  carrito: CarritoVista;
  anunciar: (texto: string) => void;
}) {
  const { seleccionada } = useCurrency();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const { cupon } = carrito;

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const limpio = codigo.trim().toUpperCase();
    if (!/^[A-Z0-9_-]{3,40}$/.test(limpio)) {
      setError('Ingrese un código de cupón válido');
      return;
    }
    setEnviando(true);
    setError(null);
    const r = await aplicarCupon(zona, pagina, limpio);
    setEnviando(false);
    if (r.ok) {
      setCodigo('');
      anunciar(`Cupón ${limpio} aplicado`);
    } else {
      // What the shopper typed stays in the field.
      setError(r.mensaje);
    }
  };

  return (
    <div className={styles.cupon}>
      {cupon && (
        <div className={styles.cuponAplicado}>
          <p>
            <span className={styles.etiquetaCupon}>{cupon.codigo}</span> {cupon.nombre}
            {cupon.aplicable ? (
              <strong> −{formatInCurrency(toCents(cupon.descuento), seleccionada)}</strong>
            ) : (
              <span className={styles.lineaMensaje}> {cupon.motivo}</span>
            )}
          </p>
          <button
            type="button"
            className={styles.enlace}
            onClick={() =>
              void quitarCupon(zona, pagina).then((r) => anunciar(r.ok ? 'Cupón quitado' : r.mensaje))
            }
          >
            Quitar cupón
          </button>
        </div>
      )}
      <form className={styles.cuponForm} onSubmit={enviar} noValidate>
        <label htmlFor={inputId} className={styles.cuponLabel}>
          {cupon ? 'Cambiar cupón' : '¿Tiene un cupón?'}
        </label>
        <div className={styles.cuponFila}>
          <input
            id={inputId}
            className="mv-input"
            value={codigo}
            onChange={(event) => setCodigo(event.target.value)}
            placeholder="Código"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="mv-button mv-button--secondary" disabled={enviando}>
            {enviando ? 'Aplicando…' : 'Aplicar'}
          </button>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}

function Fila({ etiqueta, valor, fuerte }: { etiqueta: string; valor: string; fuerte?: boolean }) {
  return (
    <div className={fuerte ? styles.filaFuerte : styles.fila}>
      <dt>{etiqueta}</dt>
      <dd>{valor}</dd>
    </div>
  );
}

function TotalesServidor({ carrito }: { carrito: CarritoVista }) {
  const { seleccionada } = useCurrency();
  const t = carrito.totales;
  const m = (usd: string) => formatInCurrency(toCents(usd), seleccionada);
  return (
    <dl className={styles.totales}>
      <Fila etiqueta="Subtotal" valor={m(t.subtotal)} />
      {toCents(t.ahorroOfertas) > 0 && <Fila etiqueta="Ahorro en ofertas" valor={`−${m(t.ahorroOfertas)}`} />}
      {toCents(t.descuentoCupon) > 0 && <Fila etiqueta="Cupón" valor={`−${m(t.descuentoCupon)}`} />}
      {t.iva
        .filter((c) => toCents(c.monto) > 0)
        .map((c) => (
          <Fila key={c.clase} etiqueta={`IVA ${c.porcentaje.replace(/\.?0+$/, '')} %`} valor={m(c.monto)} />
        ))}
      <Fila etiqueta="Total productos" valor={m(t.totalProductos)} fuerte />
    </dl>
  );
}

type Productos =
  | { estado: 'cargando' }
  | { estado: 'error' }
  | { estado: 'listo'; porId: Map<number, ProductoVista> };

/** Product data of the visitor's local lines (the listing of the zone, cached). */
function useProductosLocales(zona: string, ids: number[]) {
  const [productos, setProductos] = useState<Productos>({ estado: 'cargando' });
  const [intento, setIntento] = useState(0);
  const clave = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: clave stands for ids; intento retries.
  useEffect(() => {
    if (ids.length === 0) return;
    let vigente = true;
    setProductos((prev) =>
      prev.estado === 'listo' && ids.every((id) => prev.porId.has(id)) ? prev : { estado: 'cargando' },
    );
    buscarProductos(zona, 'anonimo', ids).then(
      (porId) => vigente && setProductos({ estado: 'listo', porId }),
      () => vigente && setProductos({ estado: 'error' }),
    );
    return () => {
      vigente = false;
    };
  }, [zona, clave, intento]);
  return { productos, reintentar: () => setIntento((n) => n + 1) };
}

function ErrorReintentar({ mensaje, onReintentar }: { mensaje: string; onReintentar: () => void }) {
  return (
    <div className={styles.errorCaja} role="alert">
      <p>{mensaje}</p>
      <button type="button" className="mv-button mv-button--secondary" onClick={onReintentar}>
        Reintentar
      </button>
    </div>
  );
}

function Vacio({ zona }: { zona: string }) {
  return (
    <div className={styles.vacioCaja}>
      <p className={styles.vacio}>Tu carrito está vacío</p>
      <Link className="mv-button" to={links.zona(zona)} onClick={cerrar}>
        Ver productos
      </Link>
    </div>
  );
}

/** Finalize: blocked while loading, when empty, or below the minimum (spec §5). */
function Finalizar({
  bloqueo,
  cargando,
  onFinalizar,
}: {
  bloqueo: string | null;
  cargando: boolean;
  onFinalizar: () => void;
}) {
  const motivoId = useId();
  return (
    <div className={styles.finalizar}>
      {bloqueo && (
        <p id={motivoId} className={styles.minimo}>
          {bloqueo}
        </p>
      )}
      <button
        type="button"
        className={`mv-button ${styles.botonFinalizar}`}
        disabled={cargando || bloqueo !== null}
        aria-describedby={bloqueo ? motivoId : undefined}
        onClick={onFinalizar}
      >
        {cargando ? 'Procesando…' : 'Finalizar compra'}
      </button>
    </div>
  );
}

/** The visitor's cart 1 (local storage). */
function CarritoVisitante({ zona, anunciar }: { zona: string; anunciar: (t: string) => void }) {
  const e = useCarritos();
  const website = useWebsite();
  const { seleccionada } = useCurrency();
  const locales = e.local.carritos.find((c) => c.zona === zona && c.pagina === 0)?.lineas ?? [];
  const ids = useMemo(() => locales.map((l) => l.productoId), [locales]);
  const { productos, reintentar } = useProductosLocales(zona, ids);

  if (locales.length === 0) return <Vacio zona={zona} />;
  if (productos.estado === 'error')
    return (
      <ErrorReintentar
        mensaje="No pudimos cargar los productos de tu carrito. Revise su conexión e intente de nuevo."
        onReintentar={reintentar}
      />
    );
  if (productos.estado === 'cargando') return <Skeleton lineas={Math.min(locales.length, 4)} />;

  const lineas: LineaVista[] = locales.map((l) => ({
    productoId: l.productoId,
    producto: productos.porId.get(l.productoId) ?? null,
    cantidad: l.cantidad,
    cantidadValida: l.cantidad,
    mensaje: null,
  }));
  let subtotal = 0;
  let subtotalUsd = 0;
  for (const l of lineas) {
    if (!l.producto) continue;
    const precio = displayPrice(l.producto).cents;
    subtotal += lineCents(inCurrency(precio, seleccionada), toThousandths(l.cantidad));
    subtotalUsd += lineCents(precio, toThousandths(l.cantidad));
  }
  const minimo = website ? toCents(website.configuracion.minimoCompra) : 0;
  const bloqueo = subtotalUsd < minimo ? textoMinimo(minimo, seleccionada) : null;

  const finalizar = () => {
    // Spec §5: a visitor goes to login with carrito=pagar and the cart page; back to checkout after.
    cerrar();
    platform.services.navigate(
      withQuery('/auth/login', { returnUrl: links.zona(zona), carrito: 'pagar', pagina: 0 }),
    );
  };

  return (
    <>
      <ul className={styles.lineas} aria-label="Productos en el carrito 1">
        {lineas.map((l) => (
          <Linea
            key={l.productoId}
            linea={l}
            ocupado={false}
            onCambiar={(id, cantidad, nombre) => {
              void cambiarCantidad(zona, 0, id, cantidad);
              anunciar(
                cantidad === '0' ? `${nombre} se quitó del carrito` : `Cantidad de ${nombre} actualizada`,
              );
            }}
          />
        ))}
      </ul>
      <dl className={styles.totales}>
        <Fila etiqueta="Subtotal" valor={formatMoney(subtotal, seleccionada)} fuerte />
      </dl>
      <CargosPedido zona={zona} subtotalUsd={subtotalUsd} />
      <p className={styles.nota}>El IVA, el cupón y el envío se calculan al iniciar sesión y pagar.</p>
      <Finalizar bloqueo={bloqueo} cargando={false} onFinalizar={finalizar} />
      <Acciones zona={zona} pagina={0} anunciar={anunciar} />
    </>
  );
}

function Acciones({
  zona,
  pagina,
  anunciar,
}: {
  zona: string;
  pagina: number;
  anunciar: (t: string) => void;
}) {
  return (
    <div className={styles.acciones}>
      <Link className="mv-button mv-button--secondary" to={links.zona(zona)} onClick={cerrar}>
        Seguir comprando
      </Link>
      <button
        type="button"
        className={styles.enlacePeligro}
        onClick={async () => {
          const ok = await platform.services.confirm({
            titulo: 'Vaciar carrito',
            mensaje: `¿Desea quitar todos los productos del carrito ${pagina + 1}?`,
            aceptar: 'Vaciar',
            cancelar: 'Cancelar',
          });
          if (!ok) return;
          await vaciar(zona, pagina);
          anunciar(`Carrito ${pagina + 1} vacío`);
        }}
      >
        Vaciar carrito
      </button>
    </div>
  );
}

/** A user's cart `pagina` (server). */
function CarritoUsuario({
  zona,
  pagina,
  anunciar,
}: {
  zona: string;
  pagina: number;
  anunciar: (t: string) => void;
}) {
  const e = useCarritos();
  const session = useSession();
  const { seleccionada } = useCurrency();
  const [finalizando, setFinalizando] = useState(false);
  const [cambiando, setCambiando] = useState<number | null>(null);
  const s = e.servidor;
  const carrito = carritoServidor(e, zona, pagina);

  if (!carrito) {
    if (s?.estado === 'error')
      return (
        <ErrorReintentar
          mensaje={s.error ?? 'No pudimos cargar su carrito.'}
          onReintentar={() => void cargarCarritos(true)}
        />
      );
    return <Skeleton />;
  }

  const lineas: LineaVista[] = carrito.lineas.map((l) => ({
    productoId: l.producto.id,
    producto: l.producto,
    cantidad: l.cantidad,
    cantidadValida: l.cantidadValida,
    mensaje: l.mensaje,
  }));
  const aviso = e.aviso && e.aviso.zona === zona && e.aviso.pagina === pagina ? e.aviso : null;
  const error = e.error && e.error.zona === zona && e.error.pagina === pagina ? e.error : null;
  const cargando = s?.estado === 'cargando' || e.escribiendo > 0 || finalizando || e.combinando;
  const prime = session?.usuarioTipo.tipo === UsuarioTipo.PRIME;
  const minimo = prime ? 0 : toCents(carrito.minimoCompra);
  const bloqueo =
    lineas.length === 0
      ? 'Agregue productos para finalizar la compra'
      : toCents(carrito.totales.subtotal) < minimo
        ? textoMinimo(minimo, seleccionada)
        : null;

  const finalizar = async () => {
    setFinalizando(true);
    const r = await validarParaPagar(zona, pagina);
    setFinalizando(false);
    if (r.ok) {
      cerrar();
      platform.services.navigate(links.pagar(zona, pagina));
    } else {
      anunciar(r.mensaje);
    }
  };

  return (
    <>
      {aviso && <AvisoCarrito aviso={aviso} lineas={lineas} />}
      {error && <ErrorReintentar mensaje={error.mensaje} onReintentar={() => void cargarCarritos(true)} />}
      {lineas.length === 0 ? (
        <Vacio zona={zona} />
      ) : (
        <>
          <ul className={styles.lineas} aria-label={`Productos en el carrito ${pagina + 1}`}>
            {lineas.map((l) => (
              <Linea
                key={l.productoId}
                linea={l}
                ocupado={cambiando === l.productoId}
                onCambiar={(id, cantidad, nombre) => {
                  setCambiando(id);
                  void cambiarCantidad(zona, pagina, id, cantidad).then(() => {
                    setCambiando(null);
                    anunciar(
                      cantidad === '0'
                        ? `${nombre} se quitó del carrito`
                        : `Cantidad de ${nombre} actualizada`,
                    );
                  });
                }}
              />
            ))}
          </ul>
          <Cupon zona={zona} pagina={pagina} carrito={carrito} anunciar={anunciar} />
          <TotalesServidor carrito={carrito} />
          <CargosPedido zona={zona} subtotalUsd={toCents(carrito.totales.subtotal)} />
          <p className={styles.nota}>El envío a su dirección y el empaquetado se suman al pagar.</p>
          <Finalizar bloqueo={bloqueo} cargando={cargando} onFinalizar={finalizar} />
          <Acciones zona={zona} pagina={pagina} anunciar={anunciar} />
        </>
      )}
    </>
  );
}

function Registrate({ pagina, volver }: { pagina: number; volver: string }) {
  return (
    <div className={styles.vacioCaja}>
      <p>
        El carrito {pagina + 1} es para clientes registrados. Inicie sesión o regístrese para usar los
        carritos 2 y 3.
      </p>
      <div className={styles.acciones}>
        <Link className="mv-button" to={links.login(volver)} onClick={cerrar}>
          Iniciar Sesión
        </Link>
        <Link className="mv-button mv-button--secondary" to={links.registro(volver)} onClick={cerrar}>
          Regístrate
        </Link>
      </div>
    </div>
  );
}

export default function CarritoPanel({ zona, volver }: PanelProps) {
  const e = useCarritos();
  const conSesion = useSession() !== null;
  const [vistaVisitante, setVistaVisitante] = useState(0);
  const [anuncio, setAnuncio] = useState('');
  const ultimoAviso = useRef<Aviso | null>(null);
  const vista = conSesion ? e.paginaActiva : vistaVisitante;

  // 'Carrito actualizado' is also read out, once per warning.
  useEffect(() => {
    if (e.aviso && e.aviso !== ultimoAviso.current) setAnuncio(e.aviso.mensaje);
    ultimoAviso.current = e.aviso;
  }, [e.aviso]);

  useEffect(() => {
    if (conSesion) void cargarCarritos();
  }, [conSesion]);

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

  const anunciar = (texto: string) => {
    // The same text twice in a row is still read out.
    setAnuncio('');
    window.setTimeout(() => setAnuncio(texto), 50);
  };

  return (
    <div className={styles.panel} aria-busy={e.escribiendo > 0 || undefined}>
      <p className="mv-visually-hidden" role="status" aria-live="polite">
        {anuncio}
      </p>
      <SelectorCarrito
        zona={zona}
        e={e}
        conSesion={conSesion}
        vista={vista}
        onElegir={(p) => (conSesion ? elegirPagina(p) : setVistaVisitante(p))}
      />
      {!conSesion && vista > 0 ? (
        <Registrate pagina={vista} volver={volver} />
      ) : conSesion ? (
        <CarritoUsuario key={vista} zona={zona} pagina={vista} anunciar={anunciar} />
      ) : (
        <CarritoVisitante zona={zona} anunciar={anunciar} />
      )}
    </div>
  );
}
