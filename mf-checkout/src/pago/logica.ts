/**
 * The checkout's pure pieces (unit-tested): the form's state, what it costs with the shared totals
 * rule, its client-side checks in the API's Spanish texts, the request it becomes and how the
 * server's field errors map back onto the form.
 */
import {
  type FormPago,
  type Franja,
  MensajesOrden,
  type MetodoPago,
  type MetodoPagoCodigo,
  mensajeReferenciaInvalida,
  type OrdenRegistrarEntrada,
  type Sustitucion,
  TelefonoSchema,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  costoEnvio,
  entradaCarrito,
  fromCents,
  parseMoneyInput,
  problemaEfectivo,
  proximaFranja,
  type TotalesCentimos,
  toCents,
} from '@mercado/shared/rules';

export interface DireccionNuevaForm {
  areaId: number | null;
  sectorId: number | null;
  direccion: string;
  referencia: string;
  guardar: boolean;
}

/** Everything the shopper chose or typed; kept across errors and reloads of the form data. */
export interface FormularioPago {
  tipoEnvio: TipoEnvio | null;
  /** A saved address id, or 'nueva'. */
  direccion: number | 'nueva' | null;
  nueva: DireccionNuevaForm;
  franjaDelivery: string | null;
  pickupId: number | null;
  franjaPickup: string | null;
  usarSaldo: boolean;
  /** As typed ("12,50"). */
  saldo: string;
  metodo: MetodoPagoCodigo | null;
  banco: string;
  telefono: string;
  referencia: string;
  /**
   * Pay after placing (issue 36, the default): a method staff verify is placed without its reference;
   * the confirmation shows where to pay and takes it ("Ya pagué").
   */
  pagarDespues: boolean;
  efectivo: string;
  sustitucion: Sustitucion;
  /** Per-line overrides; absent = the order's default. */
  sustituciones: Record<number, Sustitucion>;
  nota: string;
}

/** A first form: the default address and the next bookable slot preselected (issue 36). */
export function formularioInicial(fp: FormPago): FormularioPago {
  const tipoEnvio = fp.tiposEnvio[0]?.codigo ?? null;
  const propias = fp.direcciones.filter((d) => d.zona === fp.zona.slug);
  const predeterminada = propias.find((d) => d.predeterminada) ?? propias[0];
  const unicoPunto = fp.pickup.length === 1 ? fp.pickup[0] : undefined;
  return {
    tipoEnvio,
    direccion: predeterminada ? predeterminada.id : 'nueva',
    nueva: { areaId: null, sectorId: null, direccion: '', referencia: '', guardar: true },
    franjaDelivery: proximaFranja(fp.franjasDelivery)?.id ?? null,
    pickupId: unicoPunto?.id ?? null,
    franjaPickup: unicoPunto ? (proximaFranja(unicoPunto.franjas)?.id ?? null) : null,
    usarSaldo: false,
    saldo: '',
    metodo: null,
    banco: '',
    telefono: '',
    referencia: '',
    pagarDespues: true,
    efectivo: '',
    sustitucion: fp.sustituciones[0]?.codigo ?? 'reemplazar',
    sustituciones: {},
    nota: '',
  };
}

/**
 * After the form data is read again (a 409, a retry): choices that no longer exist are dropped,
 * everything typed stays.
 */
export function conciliarFormulario(f: FormularioPago, fp: FormPago): FormularioPago {
  const existe = (id: string | null, franjas: readonly Franja[]) =>
    id !== null && franjas.some((x) => x.id === id && x.estado === 'disponible') ? id : null;
  const punto = fp.pickup.find((p) => p.id === f.pickupId);
  const direccionOk = f.direccion === 'nueva' || fp.direcciones.some((d) => d.id === f.direccion);
  const lineas = new Set(fp.carrito.lineas.map((l) => l.producto.id));
  return {
    ...f,
    tipoEnvio: fp.tiposEnvio.some((t) => t.codigo === f.tipoEnvio)
      ? f.tipoEnvio
      : (fp.tiposEnvio[0]?.codigo ?? null),
    direccion: direccionOk ? f.direccion : 'nueva',
    franjaDelivery: existe(f.franjaDelivery, fp.franjasDelivery),
    pickupId: punto ? punto.id : null,
    franjaPickup: punto ? existe(f.franjaPickup, punto.franjas) : null,
    metodo: fp.metodosPago.some((m) => m.codigo === f.metodo) ? f.metodo : null,
    sustituciones: Object.fromEntries(
      Object.entries(f.sustituciones).filter(([id]) => lineas.has(Number(id))),
    ) as Record<number, Sustitucion>,
  };
}

/** The area the shipping is computed for (the chosen saved address's, or the new one's). */
export function areaElegida(f: FormularioPago, fp: FormPago): number | null {
  if (f.tipoEnvio !== 'delivery') return null;
  if (f.direccion === 'nueva') return f.nueva.areaId;
  return fp.direcciones.find((d) => d.id === f.direccion)?.areaId ?? null;
}

/** Methods offered for the rest of the amount (the wallet is its own choice; cash only with delivery). */
export function metodosParaResto(fp: FormPago, tipoEnvio: TipoEnvio | null): MetodoPago[] {
  return fp.metodosPago.filter((m) => !m.esSaldo && !(m.soloDelivery && tipoEnvio !== 'delivery'));
}

export interface CalculoPago {
  totales: TotalesCentimos;
  metodo: MetodoPago | null;
  /** The wallet amount asked for (cents), before capping; null when the text is not an amount. */
  saldoPedido: number | null;
  /** The whole order is paid with the wallet. */
  todoConSaldo: boolean;
}

/** Totals of the order as chosen, with the shared rule (spec §4: IGTF on the foreign-currency part). */
export function calcularPago(fp: FormPago, f: FormularioPago): CalculoPago {
  const { lineas, cupon } = entradaCarrito(fp.carrito);
  const base = calcularTotales({ lineas, cupon, tasa: fp.tasa });
  // The band the products with IVA before the coupon reach, as the API charges it (decision 0050).
  const envio =
    f.tipoEnvio === 'delivery' ? costoEnvio(fp.reglasEnvio, areaElegida(f, fp), base.productos) : 0;
  const saldoPedido = f.usarSaldo ? (f.saldo.trim() === '' ? 0 : parseMoneyInput(f.saldo)) : 0;
  const saldoDisponible = toCents(fp.saldo);
  const saldo = Math.max(0, Math.min(saldoPedido ?? 0, saldoDisponible));
  const metodo = fp.metodosPago.find((m) => m.codigo === f.metodo && !m.esSaldo) ?? null;
  const sinIgtf = calcularTotales({
    lineas,
    cupon,
    empaquetado: fp.costoEmpaquetado,
    envio: fromCents(envio),
    saldo: fromCents(saldo),
    tasa: fp.tasa,
  });
  const todoConSaldo = f.usarSaldo && sinIgtf.montoMetodo === 0 && sinIgtf.total > 0;
  const totales =
    metodo?.divisa && !todoConSaldo
      ? calcularTotales({
          lineas,
          cupon,
          empaquetado: fp.costoEmpaquetado,
          envio: fromCents(envio),
          saldo: fromCents(saldo),
          igtf: fp.igtf,
          tasa: fp.tasa,
        })
      : sinIgtf;
  return { totales, metodo: todoConSaldo ? null : metodo, saldoPedido, todoConSaldo };
}

/** Whether method `m` is paid after placing, its reference sent later from the confirmation. */
export function pagaDespues(m: MetodoPago | null, f: FormularioPago): boolean {
  return Boolean(m?.requiereReferencia && m.requiereVerificacion && f.pagarDespues);
}

/** Form field names: the request's paths, so the server's `campos` land on the same fields. */
export const CAMPOS = {
  tipoEnvio: 'tipoEnvio',
  direccion: 'direccionId',
  sector: 'direccionNueva.sectorId',
  area: 'direccionNueva.areaId',
  direccionTexto: 'direccionNueva.direccion',
  referenciaDireccion: 'direccionNueva.referencia',
  pickup: 'pickupId',
  franja: 'franja',
  saldo: 'pago.saldo',
  metodo: 'pago.metodo',
  referencia: 'pago.referencia',
  banco: 'pago.banco',
  telefono: 'pago.telefono',
  efectivo: 'pago.efectivo',
  nota: 'nota',
} as const;

/** Client-side checks before placing (the server checks again). Field name → Spanish message. */
export function validarFormulario(fp: FormPago, f: FormularioPago, c: CalculoPago): Record<string, string> {
  const e: Record<string, string> = {};
  if (!f.tipoEnvio) e[CAMPOS.tipoEnvio] = 'Seleccione entrega a domicilio o retiro en tienda';
  if (f.tipoEnvio === 'delivery') {
    if (f.direccion === null) e[CAMPOS.direccion] = MensajesOrden.DIRECCION_REQUERIDA;
    if (f.direccion === 'nueva') {
      if (f.nueva.areaId === null) e[CAMPOS.area] = 'Seleccione el área';
      if (f.nueva.sectorId === null) e[CAMPOS.sector] = MensajesOrden.SECTOR_INVALIDO;
      const texto = f.nueva.direccion.trim();
      if (texto.length < 5) e[CAMPOS.direccionTexto] = 'La dirección debe tener al menos 5 caracteres';
      else if (texto.length > 300)
        e[CAMPOS.direccionTexto] = 'La dirección no puede tener más de 300 caracteres';
      if (f.nueva.referencia.trim().length > 200)
        e[CAMPOS.referenciaDireccion] = 'La referencia no puede tener más de 200 caracteres';
    }
    const franja = fp.franjasDelivery.find((x) => x.id === f.franjaDelivery);
    if (!franja) e[CAMPOS.franja] = MensajesOrden.FRANJA_REQUERIDA;
    else if (franja.estado === 'llena') e[CAMPOS.franja] = MensajesOrden.FRANJA_LLENA;
    else if (franja.estado === 'cerrada') e[CAMPOS.franja] = MensajesOrden.FRANJA_CERRADA;
  }
  if (f.tipoEnvio === 'pickup') {
    const punto = fp.pickup.find((p) => p.id === f.pickupId);
    if (!punto) e[CAMPOS.pickup] = MensajesOrden.PICKUP_REQUERIDO;
    else {
      const franja = punto.franjas.find((x) => x.id === f.franjaPickup);
      if (!franja) e[CAMPOS.franja] = MensajesOrden.FRANJA_REQUERIDA;
      else if (franja.estado !== 'disponible')
        e[CAMPOS.franja] =
          franja.estado === 'llena' ? MensajesOrden.FRANJA_LLENA : MensajesOrden.FRANJA_CERRADA;
    }
  }
  if (f.usarSaldo) {
    const disponible = toCents(fp.saldo);
    const debido = c.totales.total - c.totales.igtf;
    if (c.saldoPedido === null || c.saldoPedido <= 0) e[CAMPOS.saldo] = 'Ingrese el monto de saldo a usar';
    else if (c.saldoPedido > disponible) e[CAMPOS.saldo] = MensajesOrden.SALDO_INSUFICIENTE;
    else if (c.saldoPedido > debido) e[CAMPOS.saldo] = MensajesOrden.SALDO_EXCEDE;
  }
  if (!c.todoConSaldo) {
    const m = c.metodo;
    if (!m) e[CAMPOS.metodo] = MensajesOrden.METODO_REQUERIDO;
    else {
      if (m.soloDelivery && f.tipoEnvio !== 'delivery') e[CAMPOS.metodo] = MensajesOrden.METODO_NO_DISPONIBLE;
      if (m.requiereBanco && !f.banco) e[CAMPOS.banco] = MensajesOrden.BANCO_REQUERIDO;
      if (m.requiereTelefono) {
        if (!f.telefono.trim()) e[CAMPOS.telefono] = MensajesOrden.TELEFONO_PAGO_REQUERIDO;
        else {
          // As the API reads it: "0424 765 4321", "+58 424-765.43.21"… normalised, then checked.
          const telefono = TelefonoSchema.safeParse(f.telefono);
          if (!telefono.success) e[CAMPOS.telefono] = telefono.error.issues[0]!.message;
        }
      }
      if (m.requiereReferencia && !pagaDespues(m, f)) {
        const ref = f.referencia.trim();
        if (!ref) e[CAMPOS.referencia] = MensajesOrden.REFERENCIA_REQUERIDA;
        else if (ref.length > 40 || (m.referenciaPatron && !new RegExp(m.referenciaPatron).test(ref)))
          e[CAMPOS.referencia] = mensajeReferenciaInvalida(m.referenciaPatron);
      }
      if (m.codigo === 'efectivo_usd' && f.efectivo.trim()) {
        const efectivo = parseMoneyInput(f.efectivo);
        const problema =
          efectivo === null
            ? MensajesOrden.EFECTIVO_INSUFICIENTE
            : problemaEfectivo(efectivo, c.totales.montoMetodo);
        if (problema) e[CAMPOS.efectivo] = problema;
      }
    }
  }
  if (f.nota.trim().length > 500) e[CAMPOS.nota] = 'La nota no puede tener más de 500 caracteres';
  return e;
}

/** The franja chosen for the shipping type. */
export function franjaElegida(fp: FormPago, f: FormularioPago): Franja | null {
  if (f.tipoEnvio === 'delivery') return fp.franjasDelivery.find((x) => x.id === f.franjaDelivery) ?? null;
  const punto = fp.pickup.find((p) => p.id === f.pickupId);
  return punto?.franjas.find((x) => x.id === f.franjaPickup) ?? null;
}

/** The POST .../registrar body (call after `validarFormulario` found nothing). */
export function solicitudRegistrar(
  fp: FormPago,
  f: FormularioPago,
  c: CalculoPago,
  idempotencia: string,
): OrdenRegistrarEntrada {
  const franja = franjaElegida(fp, f);
  const m = c.metodo;
  const texto = (v: string) => (v.trim() ? v.trim() : undefined);
  const efectivo = m?.codigo === 'efectivo_usd' && f.efectivo.trim() ? parseMoneyInput(f.efectivo) : null;
  const pago: OrdenRegistrarEntrada['pago'] = {
    saldo: fromCents(c.totales.saldoUsado),
    metodo: m ? m.codigo : null,
    ...(pagaDespues(m, f)
      ? { pagarDespues: true }
      : m?.requiereReferencia
        ? { referencia: texto(f.referencia) }
        : {}),
    ...(m?.requiereBanco ? { banco: f.banco || undefined } : {}),
    ...(m?.requiereTelefono ? { telefono: texto(f.telefono) } : {}),
    ...(efectivo !== null ? { efectivo: fromCents(efectivo) } : {}),
  };
  const sustituciones = Object.entries(f.sustituciones)
    .filter(([, s]) => s !== f.sustitucion)
    .map(([producto, sustitucion]) => ({ producto: Number(producto), sustitucion }));
  const envio: Partial<OrdenRegistrarEntrada> =
    f.tipoEnvio === 'pickup'
      ? { pickupId: f.pickupId ?? undefined }
      : f.direccion === 'nueva'
        ? {
            direccionNueva: {
              sectorId: f.nueva.sectorId ?? 0,
              direccion: f.nueva.direccion.trim(),
              ...(f.nueva.referencia.trim() ? { referencia: f.nueva.referencia.trim() } : {}),
              guardar: f.nueva.guardar,
            },
          }
        : { direccionId: f.direccion ?? undefined };
  return {
    idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: f.tipoEnvio ?? 'delivery',
    ...envio,
    franja: { horarioId: franja?.horarioId ?? 0, fecha: franja?.fecha ?? '' },
    pago,
    sustitucion: f.sustitucion,
    sustituciones,
    ...(f.nota.trim() ? { nota: f.nota.trim() } : {}),
    totalEsperado: fromCents(c.totales.total),
  };
}

/** The server's `campos`: line problems (`lineas.<productoId>`) and form fields, apart. */
export function separarErrores(campos: Record<string, string>): {
  lineas: Record<number, string>;
  campos: Record<string, string>;
} {
  const lineas: Record<number, string> = {};
  const resto: Record<string, string> = {};
  for (const [clave, mensaje] of Object.entries(campos)) {
    const m = /^lineas\.(\d+)/.exec(clave);
    if (m) lineas[Number(m[1])] = mensaje;
    else {
      // 'franja.fecha' → 'franja', 'pago.referencia' stays: the form's names.
      const campo = clave.startsWith('franja') ? CAMPOS.franja : clave;
      resto[campo] = mensaje;
    }
  }
  return { lineas, campos: resto };
}

/** The step a field belongs to (to open it when the server refuses that field). */
export function pasoDeCampo(campo: string): 'entrega' | 'pago' | 'confirmar' {
  if (campo.startsWith('pago')) return 'pago';
  if (campo === 'nota' || campo.startsWith('sustitucion')) return 'confirmar';
  return 'entrega';
}
