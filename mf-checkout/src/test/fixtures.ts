/** Test data shaped by the shared contracts (only the unit tests import this). */
import type {
  CarritoVista,
  FormPago,
  Franja,
  LineaCarrito,
  MetodoPago,
  ProductoVista,
} from '@mercado/shared/contracts';

export function producto(id: number, extra: Partial<ProductoVista> = {}): ProductoVista {
  return {
    id,
    slug: `producto-${id}`,
    nombre: `Producto ${id}`,
    marca: null,
    presentacion: null,
    imagen: `http://localhost:4000/media/producto/producto-${id}.svg`,
    imagenAncho: 400,
    imagenAlto: 400,
    categoria: { slug: 'viveres', nombre: 'Víveres' },
    precio: '10.00',
    oferta: '0.00',
    impuesto: '16.0000',
    impuestoClase: 'general',
    modalidadVenta: 'unidad',
    minimo: '1',
    maximo: '0',
    grupo: '1',
    unidad: '1',
    existencia: '20',
    ...extra,
  };
}

export function linea(p: ProductoVista, cantidad: string, extra: Partial<LineaCarrito> = {}): LineaCarrito {
  return {
    producto: p,
    cantidad,
    cantidadValida: cantidad,
    estatus: 1,
    mensaje: null,
    precioUnitario: p.oferta !== '0.00' ? p.oferta : p.precio,
    total: '0.00',
    ahorro: '0.00',
    ...extra,
  };
}

const IMPORTES_CERO = {
  subtotal: '0.00',
  ahorroOfertas: '0.00',
  descuentoCupon: '0.00',
  iva: [],
  totalIva: '0.00',
  totalProductos: '0.00',
  empaquetado: '0.00',
  envio: '0.00',
  igtf: '0.00',
  total: '0.00',
  saldoUsado: '0.00',
  montoMetodo: '0.00',
};
const TOTALES_CERO = { ...IMPORTES_CERO, igtfPorcentaje: '0.0000', tasa: '236.4500', bs: IMPORTES_CERO };

export function carrito(
  pagina: number,
  lineas: LineaCarrito[],
  extra: Partial<CarritoVista> = {},
): CarritoVista {
  return {
    id: 100 + pagina,
    zona: 'caracas',
    pagina,
    version: 1,
    estatus: 1,
    lineas,
    cupon: null,
    totales: TOTALES_CERO,
    minimoCompra: '10.00',
    alcanzaMinimo: true,
    valido: true,
    ...extra,
  };
}

export function franja(horarioId: number, fecha: string, estado: Franja['estado'] = 'disponible'): Franja {
  return {
    id: `${horarioId}:${fecha}`,
    horarioId,
    fecha,
    horaInicio: '08:00',
    horaFin: '11:00',
    etiqueta: `${fecha}, 8:00 a. m. a 11:00 a. m.`,
    capacidad: 10,
    disponibles: estado === 'llena' ? 0 : 5,
    cierraEn: `${fecha}T06:00:00-04:00`,
    estado,
  };
}

function metodo(codigo: MetodoPago['codigo'], extra: Partial<MetodoPago> = {}): MetodoPago {
  return {
    codigo,
    nombre: codigo,
    descripcion: '',
    moneda: 'VES',
    divisa: false,
    requiereReferencia: false,
    requiereBanco: false,
    requiereTelefono: false,
    requiereVerificacion: false,
    contraEntrega: false,
    soloDelivery: false,
    esSaldo: false,
    referenciaPatron: null,
    datosDestino: [],
    instrucciones: null,
    ...extra,
  };
}

export const METODOS: MetodoPago[] = [
  metodo('saldo', { nombre: 'Saldo', moneda: 'USD', esSaldo: true }),
  metodo('pago_movil', {
    nombre: 'Pago Móvil',
    requiereReferencia: true,
    requiereBanco: true,
    requiereTelefono: true,
    requiereVerificacion: true,
    referenciaPatron: '^\\d{6,12}$',
  }),
  metodo('transferencia', { nombre: 'Transferencia', requiereReferencia: true, requiereVerificacion: true }),
  metodo('zelle', { nombre: 'Zelle', moneda: 'USD', divisa: true, requiereReferencia: true }),
  metodo('efectivo_usd', {
    nombre: 'Efectivo USD',
    moneda: 'USD',
    divisa: true,
    contraEntrega: true,
    soloDelivery: true,
  }),
];

/** A cart of 2 × $10.00 (IVA 16 %) + 1 × $5.00 exempt, on offer at $4.00. */
export function formPago(extra: Partial<FormPago> = {}): FormPago {
  const a = producto(1);
  const b = producto(2, { precio: '5.00', oferta: '4.00', impuesto: '0.0000', impuestoClase: 'exento' });
  return {
    zona: { id: 1, slug: 'caracas', nombre: 'Caracas' },
    carrito: carrito(1, [linea(a, '2'), linea(b, '1')]),
    idempotencia: 'carrito-101-v1',
    metodosPago: METODOS,
    bancos: [{ codigo: '0102', nombre: 'Banco de Venezuela' }],
    saldo: '5.00',
    tiposEnvio: [
      { codigo: 'delivery', nombre: 'Entrega a domicilio' },
      { codigo: 'pickup', nombre: 'Retiro en tienda' },
    ],
    direcciones: [
      {
        id: 7,
        zona: 'caracas',
        areaId: 1,
        area: 'Este',
        sectorId: 11,
        sector: 'Los Palos Grandes',
        direccion: 'Av. Andrés Bello, edificio Sol, piso 3',
        referencia: null,
        predeterminada: true,
      },
    ],
    areas: [
      { id: 1, nombre: 'Este', sectores: [{ id: 11, nombre: 'Los Palos Grandes' }] },
      { id: 2, nombre: 'Oeste', sectores: [{ id: 21, nombre: 'Catia' }] },
    ],
    franjasDelivery: [
      franja(1, '2026-03-05', 'cerrada'),
      franja(2, '2026-03-05', 'llena'),
      franja(3, '2026-03-06'),
    ],
    diasCerrados: [{ fecha: '2026-03-07', motivo: 'Feriado' }],
    pickup: [
      {
        id: 4,
        nombre: 'Tienda Chacao',
        direccion: 'Av. Francisco de Miranda',
        franjas: [franja(9, '2026-03-06')],
      },
    ],
    reglasEnvio: [
      { areaId: null, desde: '0.00', costo: '3.00' },
      { areaId: null, desde: '50.00', costo: '0.00' },
      { areaId: 2, desde: '0.00', costo: '4.50' },
    ],
    costoEmpaquetado: '0.50',
    igtf: '3.0000',
    tasa: '236.4500',
    minimoCompra: '10.00',
    sustituciones: [
      { codigo: 'reemplazar', nombre: 'Reemplazar por un producto similar' },
      { codigo: 'no_reemplazar', nombre: 'No reemplazar y reintegrar a mi saldo' },
    ],
    minutosVerificacion: 60,
    ...extra,
  };
}
