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
} from '@mercado/shared/contracts';
import {
  cuerpoDeError,
  esReintentable,
  esSesionVencida,
  mensajeDelFallo,
  statusOf,
} from '@mercado/shared/http/errores';
import { links, readQuery, withQuery } from '@mercado/shared/links';
import { useSinConexion } from '@mercado/shared/offline/react';
import { platform } from '@mercado/shared/platform';
import { Link, useCurrency } from '@mercado/shared/react';
import { formatMoney, importesEn } from '@mercado/shared/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { carritoPagado } from '../carrito/nucleo.ts';
import { AvisoMinimo } from './AvisoMinimo.tsx';
import { registrarOrden } from './api.ts';
import { ConfirmacionPorId, recordarOrden } from './Confirmacion.tsx';
import { idCampo } from './campos.ts';
import { textoParaReintentar } from './espera.ts';
import { useFocoAlEntrar } from './foco.ts';
import { CarritoInexistente, SinFormPago, useFormPago } from './formPago.tsx';
import { type Limite, LimiteSinPagar } from './LimiteSinPagar.tsx';
import {
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
import { PasoConfirmar } from './PasoConfirmar.tsx';
import { PasoEntrega } from './PasoEntrega.tsx';
import { PasoPago } from './PasoPago.tsx';
import * as styles from './pago.module.css';
import { Resumen } from './Resumen.tsx';
import { PASOS, type Paso, Seccion } from './Seccion.tsx';

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });

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
  // The confirmation (`?orden=`) reads nothing of the form.
  const { carga, fp, recargar } = useFormPago(zona, ordenId > 0 ? null : pagina);
  const [form, setForm] = useState<FormularioPago | null>(null);
  // A new answer: the form starts from it, or keeps what was typed that it still allows.
  const [fpDelForm, setFpDelForm] = useState<FormPago | null>(null);
  if (fp && fp !== fpDelForm) {
    setFpDelForm(fp);
    setForm((f) => (f ? conciliarFormulario(f, fp) : formularioInicial(fp)));
  }
  const [paso, setPaso] = useState<Paso>('entrega');
  const [hechos, setHechos] = useState<Set<Paso>>(new Set());
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [erroresLinea, setErroresLinea] = useState<Record<number, string>>({});
  const [mensaje, setMensaje] = useState<{
    texto: string;
    reintentar: boolean;
    /** A cap on unpaid orders met: the orders waiting and what is still possible, beside the text. */
    limite?: { tipo: Limite; clave: string };
  } | null>(null);
  const [enviando, setEnviando] = useState(false);
  // Offline the retry waits for the connection (issue 38): enabled again when it is back.
  const offline = useSinConexion();
  const enviandoRef = useRef(false);
  /** The idempotency key of the attempt in progress: the same on every retry of that attempt. */
  const claveRef = useRef<string | null>(null);
  const titulos = useRef<Partial<Record<Paso, HTMLHeadingElement | null>>>({});
  const mensajeRef = useRef<HTMLDivElement>(null);
  const enfocar = useRef<Paso | 'mensaje' | null>(null);

  // Focus follows the step (or the error summary) after the render that shows it.
  useEffect(() => {
    const destino = enfocar.current;
    if (!destino) return;
    enfocar.current = null;
    if (destino === 'mensaje') mensajeRef.current?.focus();
    else titulos.current[destino]?.focus();
  });
  useFocoAlEntrar(form !== null && !(ordenId > 0));

  const calculo = useMemo(() => (fp && form ? calcularPago(fp, form) : null), [fp, form]);
  const moneda = useMemo(
    () => (seleccionada?.tipo === 'bolivar' && fp ? { ...seleccionada, tasa: fp.tasa } : seleccionada),
    [seleccionada, fp],
  );

  const cambiar = useCallback((cambio: (f: FormularioPago) => FormularioPago) => {
    setForm((f) => (f ? cambio(f) : f));
  }, []);

  if (pagina === null) return <CarritoInexistente zona={zona} />;

  if (ordenId > 0) {
    return (
      <section className={styles.pagina}>
        <ConfirmacionPorId id={ordenId} zona={zona} />
      </section>
    );
  }

  if (!fp || !form || !calculo) return <SinFormPago carga={carga} recargar={recargar} />;

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
      recordarOrden(r.orden);
      void carritoPagado();
      platform.services.navigate(withQuery(links.pagar(zona, pagina), { orden: r.orden.id }), {
        replace: true,
      });
    } catch (e) {
      if (esSesionVencida(e)) return;
      const status = statusOf(e);
      const { mensaje: mensajeApi, campos } = cuerpoDeError(e);
      if (esReintentable(e)) {
        // No answer (the order may exist) or still 429 after the automatic retries: the retry sends
        // the same key, never two orders.
        setMensaje({ texto: textoParaReintentar(e), reintentar: true });
      } else {
        claveRef.current = null;
        // A cap on unpaid orders is said once, at the top, with what it takes (not again at the method).
        const limite: Limite | null =
          mensajeApi === MensajesOrden.LIMITE_POR_VERIFICAR
            ? 'por-verificar'
            : mensajeApi === MensajesOrden.LIMITE_SIN_PAGAR
              ? 'sin-pagar'
              : null;
        const separados = separarErrores(limite ? {} : campos);
        setErrores(separados.campos);
        setErroresLinea(separados.lineas);
        const primero = Object.keys(separados.campos)[0];
        if (primero) setPaso(pasoDeCampo(primero));
        if (limite) setPaso('pago');
        setMensaje({
          texto: mensajeDelFallo(e),
          reintentar: false,
          ...(limite ? { limite: { tipo: limite, clave: String(Date.now()) } } : {}),
        });
        // The cart or the total changed (409), a line ran out or the cart fell below the minimum: the
        // data is read again (the minimum then shows on arrival, in the shopper's currency), the form stays.
        if (
          status === 409 ||
          Object.keys(separados.lineas).length > 0 ||
          mensajeApi === MensajesCarrito.MINIMO_NO_ALCANZADO
        )
          recargar();
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
  // A field's message already said at the top is not listed again.
  const listaErrores = Object.entries(errores).filter(([, texto]) => texto !== mensaje?.texto);

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
            {mensaje.limite && (
              <LimiteSinPagar
                limite={mensaje.limite.tipo}
                clave={mensaje.limite.clave}
                fp={fp}
                metodoElegido={form.metodo}
                tipoEnvio={form.tipoEnvio}
                elegirEfectivo={() => {
                  const aDomicilio =
                    fp.metodosPago.some((m) => m.codigo === 'efectivo_usd' && m.soloDelivery) &&
                    form.tipoEnvio !== 'delivery';
                  cambiar((f) => ({
                    ...f,
                    metodo: 'efectivo_usd',
                    ...(aDomicilio ? { tipoEnvio: 'delivery' } : {}),
                  }));
                  irA(aDomicilio ? 'entrega' : 'pago');
                }}
              />
            )}
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
              <button type="button" className="mv-button" onClick={colocar} disabled={enviando || offline}>
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
              <PasoConfirmar
                fp={fp}
                form={form}
                cambiar={cambiar}
                errores={errores}
                calculo={calculo}
                enviando={enviando}
                onConfirmar={colocar}
              />
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
