/**
 * Checkout `/:zona/pago/:pagina` (spec §4): delivery or pickup, payment, substitutions, then the
 * order is placed once (an idempotency key kept across retries: a double click or a retry after a
 * timeout makes one order). The steps move the focus to their heading; errors are listed on top and
 * on their fields; nothing typed is lost on an error. After placing: the confirmation with the order
 * number and what happens next (`?orden=<id>` keeps it on reload); the cart is emptied.
 */
import {
  CarritoDetalleEstatus,
  type FormPago,
  MensajesCarrito,
  MensajesOrden,
  type OrdenDetalle,
  SUSTITUCION_NOMBRES,
  type Sustitucion,
} from '@mercado/shared/contracts';
import { cuerpoDeError, esSesionVencida, mensajeDelFallo, statusOf } from '@mercado/shared/http/errores';
import { links, readQuery, withQuery } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Field, Link, useCurrency } from '@mercado/shared/react';
import { formatMoney, importesEn, toCents } from '@mercado/shared/rules';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { carritoPagado, esperarCombinacion } from '../carrito/nucleo.ts';
import { AvisoMinimo } from './AvisoMinimo.tsx';
import { obtenerFormPago, obtenerOrden, registrarOrden } from './api.ts';
import { idCampo } from './campos.ts';
import {
  CAMPOS,
  calcularPago,
  conciliarFormulario,
  type FormularioPago,
  formularioInicial,
  franjaElegida,
  pasoDeCampo,
  separarErrores,
  solicitudRegistrar,
  validarFormulario,
} from './logica.ts';
import { PasoEntrega } from './PasoEntrega.tsx';
import { PasoPago } from './PasoPago.tsx';
import * as styles from './pago.module.css';
import { Resumen } from './Resumen.tsx';
import { Sustituciones, sustitucionesPorProducto } from './Sustituciones.tsx';

type Paso = 'entrega' | 'pago' | 'confirmar';
const PASOS: { id: Paso; titulo: string }[] = [
  { id: 'entrega', titulo: 'Entrega' },
  { id: 'pago', titulo: 'Pago' },
  { id: 'confirmar', titulo: 'Confirmar' },
];

/** Orders placed in this page's life: the confirmation needs no second request. */
const ordenesRecientes = new Map<number, OrdenDetalle>();

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });

type Carga =
  | { estado: 'cargando' }
  | { estado: 'error'; mensaje: string; status: number | null }
  | { estado: 'listo'; fp: FormPago };

function Esqueleto() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.pasos}>
        <div className={`mv-skeleton ${styles.skeletonTitulo}`} />
        <div className={`mv-skeleton ${styles.skeletonBloque}`} />
        <div className={`mv-skeleton ${styles.skeletonBloque}`} />
      </div>
      <div className={`mv-skeleton ${styles.skeletonResumen}`} />
    </div>
  );
}

function Confirmacion({ orden, zona }: { orden: OrdenDetalle; zona: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const t = orden.totales;
  return (
    <section className={`mv-card ${styles.confirmacion}`} aria-labelledby="pago-confirmacion">
      <h1 id="pago-confirmacion" ref={ref} tabIndex={-1} className={styles.titulo}>
        ¡Gracias! Recibimos su pedido {orden.numero}
      </h1>
      <p className={styles.siguiente}>{orden.siguientePaso}</p>
      <dl className={styles.datosOrden}>
        <div>
          <dt>Número de pedido</dt>
          <dd>{orden.numero}</dd>
        </div>
        <div>
          <dt>Estatus</dt>
          <dd>{orden.estatusNombre}</dd>
        </div>
        <div>
          <dt>{orden.tipoEnvio === 'delivery' ? 'Entrega' : 'Retiro'}</dt>
          <dd>{orden.franja.etiqueta}</dd>
        </div>
        <div>
          <dt>{orden.tipoEnvio === 'delivery' ? 'Dirección' : 'Tienda'}</dt>
          <dd>{orden.direccion}</dd>
        </div>
        <div>
          <Sustituciones
            sustitucion={orden.sustitucion}
            porProducto={sustitucionesPorProducto(orden.sustitucion, orden.lineas)}
          />
        </div>
        {orden.pago.metodoNombre && (
          <div>
            <dt>Pago</dt>
            <dd>
              {orden.pago.metodoNombre}
              {orden.pago.referencia ? ` · Ref. ${orden.pago.referencia}` : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>
            {usd(toCents(t.total))} · {formatMoney(toCents(t.bs.total), { tipo: 'bolivar', simbolo: 'Bs.' })}
          </dd>
        </div>
      </dl>
      <p className={styles.nota}>Puede seguir su pedido en «Rastreo de pedidos».</p>
      <div className={styles.accionesConfirmacion}>
        <button type="button" className="mv-button" onClick={() => platform.panel.set('rastreo')}>
          Ver el seguimiento
        </button>
        <Link className="mv-button mv-button--secondary" to={links.zona(zona)}>
          Seguir comprando
        </Link>
      </div>
    </section>
  );
}

/** Shows `?orden=<id>` (after placing, and on reload). */
function ConfirmacionPorId({ id, zona }: { id: number; zona: string }) {
  const [orden, setOrden] = useState<OrdenDetalle | null>(ordenesRecientes.get(id) ?? null);
  const [error, setError] = useState<string | null>(null);
  const [intento, setIntento] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: intento retries.
  useEffect(() => {
    if (orden) return;
    let vigente = true;
    setError(null);
    obtenerOrden(id).then(
      (o) => vigente && setOrden(o),
      (e: unknown) => {
        if (esSesionVencida(e)) return;
        if (vigente) setError(mensajeDelFallo(e));
      },
    );
    return () => {
      vigente = false;
    };
  }, [id, intento]);
  if (orden) return <Confirmacion orden={orden} zona={zona} />;
  if (error)
    return (
      <div className={styles.errorCaja} role="alert">
        <p>{error}</p>
        <button
          type="button"
          className="mv-button mv-button--secondary"
          onClick={() => setIntento((n) => n + 1)}
        >
          Reintentar
        </button>
      </div>
    );
  return <Esqueleto />;
}

function Seccion({
  paso,
  numero,
  titulo,
  activo,
  completo,
  resumen,
  onCambiar,
  tituloRef,
  children,
}: {
  paso: Paso;
  numero: number;
  titulo: string;
  activo: boolean;
  completo: boolean;
  resumen: ReactNode;
  onCambiar: () => void;
  tituloRef: (el: HTMLHeadingElement | null) => void;
  children: ReactNode;
}) {
  return (
    <section
      className={`mv-card ${styles.paso} ${activo ? styles.pasoActivo : ''}`}
      aria-labelledby={`paso-${paso}`}
    >
      <div className={styles.pasoCabecera}>
        <h2 id={`paso-${paso}`} ref={tituloRef} tabIndex={-1} className={styles.pasoTitulo}>
          <span className={styles.pasoNumero} aria-hidden="true">
            {numero}
          </span>
          {titulo}
          {activo && <span className="mv-visually-hidden"> (paso actual)</span>}
        </h2>
        {!activo && completo && (
          <button
            type="button"
            className={styles.enlace}
            onClick={onCambiar}
            aria-label={`Cambiar ${titulo.toLowerCase()}`}
          >
            Cambiar
          </button>
        )}
      </div>
      {activo ? children : completo ? <div className={styles.pasoResumen}>{resumen}</div> : null}
    </section>
  );
}

export default function PaginaPago({
  zona,
  paginaParam,
  search,
}: {
  zona: string;
  paginaParam: string;
  search: string;
}) {
  const pagina = /^[0-2]$/.test(paginaParam) ? Number(paginaParam) : null;
  const ordenId = Number(readQuery(search, 'orden') ?? '');
  const { seleccionada } = useCurrency();
  const [carga, setCarga] = useState<Carga>({ estado: 'cargando' });
  const [intento, setIntento] = useState(0);
  const [form, setForm] = useState<FormularioPago | null>(null);
  const [paso, setPaso] = useState<Paso>('entrega');
  const [hechos, setHechos] = useState<Set<Paso>>(new Set());
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [erroresLinea, setErroresLinea] = useState<Record<number, string>>({});
  const [mensaje, setMensaje] = useState<{ texto: string; reintentar: boolean } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviandoRef = useRef(false);
  /** The idempotency key of the attempt in progress: the same on every retry of that attempt. */
  const claveRef = useRef<string | null>(null);
  const titulos = useRef<Partial<Record<Paso, HTMLHeadingElement | null>>>({});
  const mensajeRef = useRef<HTMLDivElement>(null);
  const enfocar = useRef<Paso | 'mensaje' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: intento reloads.
  useEffect(() => {
    if (pagina === null || ordenId > 0) return;
    let vigente = true;
    setCarga((c) => (c.estado === 'listo' ? c : { estado: 'cargando' }));
    esperarCombinacion()
      .then(() => obtenerFormPago(zona, pagina))
      .then(
        (fp) => {
          if (!vigente) return;
          setCarga({ estado: 'listo', fp });
          setForm((f) => (f ? conciliarFormulario(f, fp) : formularioInicial(fp)));
        },
        (e: unknown) => {
          if (esSesionVencida(e) || !vigente) return;
          setCarga({ estado: 'error', mensaje: mensajeDelFallo(e), status: statusOf(e) });
        },
      );
    return () => {
      vigente = false;
    };
  }, [zona, pagina, intento, ordenId]);

  // Focus follows the step (or the error summary) after the render that shows it.
  useEffect(() => {
    const destino = enfocar.current;
    if (!destino) return;
    enfocar.current = null;
    if (destino === 'mensaje') mensajeRef.current?.focus();
    else titulos.current[destino]?.focus();
  });

  const fp = carga.estado === 'listo' ? carga.fp : null;
  const calculo = useMemo(() => (fp && form ? calcularPago(fp, form) : null), [fp, form]);
  const moneda = useMemo(
    () => (seleccionada?.tipo === 'bolivar' && fp ? { ...seleccionada, tasa: fp.tasa } : seleccionada),
    [seleccionada, fp],
  );

  const cambiar = useCallback((cambio: (f: FormularioPago) => FormularioPago) => {
    setForm((f) => (f ? cambio(f) : f));
  }, []);

  if (pagina === null) {
    return (
      <section className={styles.pagina}>
        <div className={styles.errorCaja} role="alert">
          <p>El carrito indicado no existe.</p>
          <Link className="mv-button" to={links.zona(zona)}>
            Volver a la tienda
          </Link>
        </div>
      </section>
    );
  }

  if (ordenId > 0) {
    return (
      <section className={styles.pagina}>
        <ConfirmacionPorId id={ordenId} zona={zona} />
      </section>
    );
  }

  if (carga.estado === 'cargando' || !fp || !form || !calculo) {
    if (carga.estado === 'error') {
      return (
        <section className={styles.pagina} aria-labelledby="pago-titulo">
          <h1 id="pago-titulo" className={styles.titulo}>
            Finalizar compra
          </h1>
          <div className={styles.errorCaja} role="alert">
            <p>{carga.mensaje}</p>
            <div className={styles.accionesConfirmacion}>
              <button type="button" className="mv-button" onClick={() => setIntento((n) => n + 1)}>
                Reintentar
              </button>
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => platform.panel.set('carrito')}
              >
                Revisar carrito
              </button>
            </div>
          </div>
        </section>
      );
    }
    return (
      <section className={styles.pagina} aria-busy="true" aria-labelledby="pago-titulo">
        <h1 id="pago-titulo" className={styles.titulo}>
          Finalizar compra
        </h1>
        <Esqueleto />
      </section>
    );
  }

  const { carrito } = fp;
  const vacio = carrito.lineas.length === 0;
  // Spec §5: below the minimum purchase checkout stops on arrival, not at 'Confirmar pedido'.
  const bajoMinimo = !vacio && !carrito.alcanzaMinimo;
  const lineasCambiaron = carrito.lineas.some((l) => l.estatus !== CarritoDetalleEstatus.ACTIVO);
  const envio = importesEn(calculo.totales, moneda).envio;
  const envioTexto = envio > 0 ? formatMoney(envio, moneda) : 'Gratis';

  const irA = (siguiente: Paso, marcarHecho?: Paso) => {
    if (marcarHecho) setHechos((h) => new Set(h).add(marcarHecho));
    enfocar.current = siguiente;
    setPaso(siguiente);
  };

  /** Checks the fields of one step; on errors they show and the focus goes to the summary. */
  const validarPaso = (actual: Paso): boolean => {
    const todos = validarFormulario(fp, form, calculo);
    const delPaso = Object.fromEntries(Object.entries(todos).filter(([c]) => pasoDeCampo(c) === actual));
    setErrores(delPaso);
    if (Object.keys(delPaso).length > 0) {
      setMensaje({ texto: 'Revise los datos marcados para continuar.', reintentar: false });
      enfocar.current = 'mensaje';
      return false;
    }
    setMensaje(null);
    return true;
  };

  const colocar = async () => {
    if (enviandoRef.current) return; // a second click while the first is in flight
    const todos = validarFormulario(fp, form, calculo);
    if (Object.keys(todos).length > 0) {
      setErrores(todos);
      const primero = Object.keys(todos)[0] ?? '';
      setPaso(pasoDeCampo(primero));
      setMensaje({ texto: 'Revise los datos marcados para confirmar su pedido.', reintentar: false });
      enfocar.current = 'mensaje';
      return;
    }
    enviandoRef.current = true;
    setEnviando(true);
    setErrores({});
    setErroresLinea({});
    setMensaje(null);
    claveRef.current ??= fp.idempotencia;
    try {
      const r = await registrarOrden(zona, pagina, solicitudRegistrar(fp, form, calculo, claveRef.current));
      claveRef.current = null;
      ordenesRecientes.set(r.orden.id, r.orden);
      void carritoPagado();
      platform.services.navigate(withQuery(links.pagar(zona, pagina), { orden: r.orden.id }), {
        replace: true,
      });
    } catch (e) {
      if (esSesionVencida(e)) return;
      const status = statusOf(e);
      const { mensaje: mensajeApi, campos } = cuerpoDeError(e);
      if (status === null || status === 408 || status >= 500) {
        // No answer: the order may or may not exist. The retry sends the same key: never two orders.
        setMensaje({
          texto: `${mensajeDelFallo(e)} Su pedido no se duplicará al reintentar.`,
          reintentar: true,
        });
      } else {
        claveRef.current = null;
        const separados = separarErrores(campos);
        setErrores(separados.campos);
        setErroresLinea(separados.lineas);
        const primero = Object.keys(separados.campos)[0];
        if (primero) setPaso(pasoDeCampo(primero));
        setMensaje({ texto: mensajeDelFallo(e), reintentar: false });
        // The cart or the total changed (409), a line ran out or the cart fell below the minimum: the
        // data is read again (the minimum then shows on arrival, in the shopper's currency), the form stays.
        if (
          status === 409 ||
          Object.keys(separados.lineas).length > 0 ||
          mensajeApi === MensajesCarrito.MINIMO_NO_ALCANZADO
        )
          setIntento((n) => n + 1);
      }
      enfocar.current = 'mensaje';
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  };

  const franja = franjaElegida(fp, form);
  const direccion =
    form.tipoEnvio === 'pickup'
      ? fp.pickup.find((p) => p.id === form.pickupId)?.nombre
      : form.direccion === 'nueva'
        ? form.nueva.direccion
        : fp.direcciones.find((d) => d.id === form.direccion)?.direccion;
  const listaErrores = Object.entries(errores);

  return (
    <section className={styles.pagina} aria-labelledby="pago-titulo">
      <h1 id="pago-titulo" className={styles.titulo}>
        Finalizar compra · Carrito {pagina + 1}
      </h1>
      <div
        ref={mensajeRef}
        tabIndex={-1}
        className={mensaje ? styles.mensajeError : undefined}
        role="alert"
        aria-live="assertive"
      >
        {mensaje && (
          <>
            <p>{mensaje.texto}</p>
            {listaErrores.length > 0 && (
              <ul className={styles.listaErrores}>
                {listaErrores.map(([campo, texto]) => (
                  <li key={campo}>
                    <a href={`#${idCampo(campo)}`}>{texto}</a>
                  </li>
                ))}
              </ul>
            )}
            {mensaje.reintentar && (
              <button type="button" className="mv-button" onClick={colocar} disabled={enviando}>
                Reintentar
              </button>
            )}
            {Object.keys(erroresLinea).length > 0 && (
              <button
                type="button"
                className="mv-button mv-button--secondary"
                onClick={() => platform.panel.set('carrito')}
              >
                Revisar carrito
              </button>
            )}
          </>
        )}
      </div>

      {vacio ? (
        <div className={styles.errorCaja}>
          <p>Su carrito {pagina + 1} está vacío.</p>
          <Link className="mv-button" to={links.zona(zona)}>
            Ver productos
          </Link>
        </div>
      ) : bajoMinimo ? (
        <AvisoMinimo zona={zona} carrito={carrito} moneda={moneda} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.pasos}>
            <ol className={styles.progreso} aria-label="Pasos de la compra">
              {PASOS.map((p, i) => (
                <li
                  key={p.id}
                  aria-current={paso === p.id ? 'step' : undefined}
                  className={
                    paso === p.id
                      ? styles.progresoActual
                      : hechos.has(p.id)
                        ? styles.progresoHecho
                        : undefined
                  }
                >
                  {i + 1}. {p.titulo}
                </li>
              ))}
            </ol>
            {lineasCambiaron && (
              <div className={styles.aviso}>
                <p>{MensajesOrden.CARRITO_INVALIDO}</p>
                <button type="button" className={styles.enlace} onClick={() => platform.panel.set('carrito')}>
                  Revisar carrito
                </button>
              </div>
            )}
            <Seccion
              paso="entrega"
              numero={1}
              titulo="Entrega"
              activo={paso === 'entrega'}
              completo={hechos.has('entrega')}
              onCambiar={() => irA('entrega')}
              tituloRef={(el) => {
                titulos.current.entrega = el;
              }}
              resumen={
                <p>
                  {fp.tiposEnvio.find((t) => t.codigo === form.tipoEnvio)?.nombre}
                  {direccion ? ` · ${direccion}` : ''}
                  {franja ? ` · ${franja.etiqueta}` : ''}
                </p>
              }
            >
              <PasoEntrega fp={fp} form={form} cambiar={cambiar} errores={errores} envioTexto={envioTexto} />
              <button
                type="button"
                className={`mv-button ${styles.continuar}`}
                onClick={() => validarPaso('entrega') && irA('pago', 'entrega')}
              >
                Continuar al pago
              </button>
            </Seccion>
            <Seccion
              paso="pago"
              numero={2}
              titulo="Pago"
              activo={paso === 'pago'}
              completo={hechos.has('pago')}
              onCambiar={() => irA('pago')}
              tituloRef={(el) => {
                titulos.current.pago = el;
              }}
              resumen={
                <p>
                  {calculo.totales.saldoUsado > 0 ? `Saldo ${usd(calculo.totales.saldoUsado)}` : ''}
                  {calculo.totales.saldoUsado > 0 && calculo.metodo ? ' + ' : ''}
                  {calculo.metodo?.nombre ?? ''}
                </p>
              }
            >
              <PasoPago fp={fp} form={form} cambiar={cambiar} errores={errores} calculo={calculo} />
              <button
                type="button"
                className={`mv-button ${styles.continuar}`}
                onClick={() => validarPaso('pago') && irA('confirmar', 'pago')}
              >
                Continuar
              </button>
            </Seccion>
            <Seccion
              paso="confirmar"
              numero={3}
              titulo="Confirmar"
              activo={paso === 'confirmar'}
              completo={false}
              onCambiar={() => irA('confirmar')}
              tituloRef={(el) => {
                titulos.current.confirmar = el;
              }}
              resumen={null}
            >
              <div className={styles.pasoCuerpo}>
                <fieldset className={styles.grupo}>
                  <legend className={styles.leyenda}>
                    Si un producto no está disponible al preparar su pedido
                  </legend>
                  {fp.sustituciones.map((s) => (
                    <label key={s.codigo} className={styles.opcion}>
                      <input
                        type="radio"
                        name="sustitucion"
                        checked={form.sustitucion === s.codigo}
                        onChange={() => cambiar((f) => ({ ...f, sustitucion: s.codigo }))}
                      />
                      <span>{s.nombre}</span>
                    </label>
                  ))}
                </fieldset>
                <details className={styles.porLinea}>
                  <summary>Elegir por producto</summary>
                  <ul className={styles.sustituciones}>
                    {carrito.lineas.map((l) => {
                      const id = `sust-${l.producto.id}`;
                      return (
                        <li key={l.producto.id}>
                          <label htmlFor={id}>{l.producto.nombre}</label>
                          <select
                            id={id}
                            className="mv-input"
                            value={form.sustituciones[l.producto.id] ?? ''}
                            onChange={(e) =>
                              cambiar((f) => {
                                const sustituciones = { ...f.sustituciones };
                                if (e.target.value)
                                  sustituciones[l.producto.id] = e.target.value as Sustitucion;
                                else delete sustituciones[l.producto.id];
                                return { ...f, sustituciones };
                              })
                            }
                          >
                            <option value="">Según la preferencia del pedido</option>
                            {fp.sustituciones.map((s) => (
                              <option key={s.codigo} value={s.codigo}>
                                {SUSTITUCION_NOMBRES[s.codigo] ?? s.nombre}
                              </option>
                            ))}
                          </select>
                        </li>
                      );
                    })}
                  </ul>
                </details>
                <Field
                  id={idCampo(CAMPOS.nota)}
                  label="Nota para el pedido (opcional)"
                  error={errores[CAMPOS.nota]}
                >
                  {(control) => (
                    <textarea
                      className="mv-input"
                      rows={2}
                      maxLength={500}
                      {...control}
                      value={form.nota}
                      onChange={(e) => cambiar((f) => ({ ...f, nota: e.target.value }))}
                    />
                  )}
                </Field>
                <p className={styles.totalConfirmar}>
                  Total a pagar: <strong>{usd(calculo.totales.total)}</strong>
                  <span className={styles.nota}>
                    {' '}
                    · {formatMoney(calculo.totales.bs.total, { tipo: 'bolivar', simbolo: 'Bs.' })}
                  </span>
                </p>
                <button
                  type="button"
                  className={`mv-button ${styles.confirmar}`}
                  onClick={colocar}
                  disabled={enviando}
                  aria-disabled={enviando || undefined}
                >
                  {enviando ? 'Confirmando…' : 'Confirmar pedido'}
                </button>
              </div>
            </Seccion>
          </div>
          <Resumen
            fp={fp}
            calculo={calculo}
            moneda={moneda}
            erroresLinea={erroresLinea}
            esDelivery={form.tipoEnvio === 'delivery'}
          />
        </div>
      )}
    </section>
  );
}
