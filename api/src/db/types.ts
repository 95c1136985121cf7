import type { Totales } from '@mercado/shared/contracts';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** numeric columns come back as decimal strings; accept strings or numbers on write. */
type Numeric = ColumnType<string, string | number, string | number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsuarioTable {
  id: Generated<string>;
  email: string;
  nombre: string;
  clave_hash: string;
  tipo_documento: string;
  documento: string;
  telefono: string | null;
  usuario_tipo: ColumnType<number, number | undefined, number>;
  estatus: ColumnType<number, number | undefined, number>;
  creado_en: CreatedAt;
  /** In every access token; bumped when every session of the user ends (issue 16). */
  sesion_version: ColumnType<number, number | undefined, number>;
  /** The version a staff user's roles form opened (0019). */
  roles_version: ColumnType<number, number | undefined, number>;
  /** Name, email, phone and document folded for the lists' text filters, kept by PostgreSQL (0021). */
  busqueda: GeneratedAlways<string>;
}
export interface RolTable {
  id: Generated<number>;
  nombre: string;
}
export interface UsuarioRolTable {
  usuario_id: string;
  rol_id: number;
}
export interface UsuarioTipoTable {
  id: number;
  nombre: string;
}
export interface MembresiaTable {
  id: Generated<number>;
  usuario_id: string;
  inicio: CreatedAt;
  fin: Timestamp;
}
export interface RefreshTokenTable {
  id: Generated<number>;
  hash: string;
  usuario_id: string;
  familia: string;
  expira_en: Timestamp;
  creado_en: CreatedAt;
  reemplazado_por: number | null;
  reemplazado_en: NullableTimestamp;
  revocado_en: NullableTimestamp;
}
/** A throttle's counter: attempts under a key within a fixed window (issue 16). */
export interface IntentoLimiteTable {
  clave: string;
  intentos: number;
  ventana_fin: Timestamp;
}
export interface TokenEmailTable {
  id: Generated<number>;
  usuario_id: string;
  /** 'verificacion' | 'recuperacion' */
  tipo: string;
  hash: string;
  expira_en: Timestamp;
  usado_en: NullableTimestamp;
  creado_en: CreatedAt;
}
export interface EmailSalienteTable {
  id: Generated<number>;
  para: string;
  asunto: string;
  cuerpo: string;
  /** The link in the email (verification, recovery), handy for tests and local dev. */
  enlace: string | null;
  enviado_en: NullableTimestamp;
  creado_en: CreatedAt;
}
export interface ZonaTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  estatus: number;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaLinkMenuTable {
  id: Generated<number>;
  zona_id: number;
  nombre: string;
  url: string;
  externo: boolean;
  prioridad: number;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface MonedaTable {
  id: number;
  simbolo: string;
  nombre: string;
  tasa: Numeric;
  sistema: boolean;
  predeterminada: boolean;
  tipo: string;
}
export interface CategoriaTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  icono: string | null;
  imagen: string | null;
  padre_id: number | null;
  estatus: number;
  orden: number;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ProductoTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  marca: string | null;
  presentacion: string | null;
  descripcion: string | null;
  imagen: string | null;
  categoria_id: number;
  estatus: number;
  impuesto: Numeric;
  modalidad_venta: string;
  minimo: Numeric;
  maximo: Numeric;
  grupo: Numeric;
  unidad: Numeric;
  /** 0002: relevance of "relevancia" ordering (higher first). */
  popularidad: ColumnType<number, number | undefined, number>;
  imagen_ancho: ColumnType<number, number | undefined, number>;
  imagen_alto: ColumnType<number, number | undefined, number>;
  /** 0002: generated, lower case without accents (sort with collate "C"). */
  nombre_orden: ColumnType<string, never, never>;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ProductoPrecioTable {
  producto_id: number;
  /** The zone the price applies in (0012). */
  zona_id: number;
  usuario_tipo: number;
  precio: Numeric;
  oferta: Numeric;
  /** The offer's last day (0012; null without an offer). */
  oferta_hasta: ColumnType<string | null, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
}
export interface ProductoExistenciaTable {
  producto_id: number;
  zona_id: number;
  usuario_tipo: number;
  existencia: Numeric;
}
export interface ConfiguracionTable {
  id: number;
  minimo_compra: Numeric;
  icono_categoria: boolean;
  costo_empaquetado: Numeric;
  /** 0004: IGTF percentage on the foreign-currency part ("3.0000"). */
  igtf: ColumnType<string, string | number | undefined, string | number>;
  /** 0004: minutes staff have to verify a reference payment before the order expires. */
  minutos_verificacion: ColumnType<number, number | undefined, number>;
  /** 0006: orders waiting for payment verification a customer may hold at once. */
  max_ordenes_por_verificar: ColumnType<number, number | undefined, number>;
  /** 0023: open orders not paid yet (any method) a customer may hold at once. */
  max_ordenes_sin_pagar: ColumnType<number, number | undefined, number>;
}

export interface EtiquetaTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  estatus: ColumnType<number, number | undefined, number>;
  orden: ColumnType<number, number | undefined, number>;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ProductoEtiquetaTable {
  producto_id: number;
  etiqueta_id: number;
}
export interface ZonaSliderTable {
  id: Generated<number>;
  zona_id: number;
  /** The images are uploaded after the slider is created (0014): null until then. */
  imagen: string | null;
  imagen_ancho: number | null;
  imagen_alto: number | null;
  imagen_movil: string | null;
  imagen_movil_ancho: number | null;
  imagen_movil_alto: number | null;
  alt: string;
  url: string | null;
  prioridad: ColumnType<number, number | undefined, number>;
  estatus: ColumnType<number, number | undefined, number>;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaPublicidadTable {
  zona_id: number;
  imagen_oferta: string | null;
  imagen_oferta_ancho: number | null;
  imagen_oferta_alto: number | null;
  imagen_oferta_alt: string | null;
  imagen_oferta_url: string | null;
  imagen_lista_rapida: string | null;
  imagen_lista_rapida_ancho: number | null;
  imagen_lista_rapida_alto: number | null;
  imagen_lista_rapida_alt: string | null;
  imagen_lista_rapida_url: string | null;
  mensaje_publicidad: string | null;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface DestacadoTable {
  id: Generated<number>;
  zona_id: number;
  slug: string;
  titulo: string;
  imagen: string | null;
  imagen_ancho: number | null;
  imagen_alto: number | null;
  prioridad: ColumnType<number, number | undefined, number>;
  estatus: ColumnType<number, number | undefined, number>;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
  /** A special featured block (destacadoespecial, 0014): shown before the others. */
  especial: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface DestacadoProductoTable {
  destacado_id: number;
  producto_id: number;
  orden: ColumnType<number, number | undefined, number>;
}
export interface ListaRapidaTable {
  id: Generated<number>;
  zona_id: number;
  slug: string;
  nombre: string;
  descripcion: string | null;
  imagen: string | null;
  imagen_ancho: number | null;
  imagen_alto: number | null;
  prioridad: ColumnType<number, number | undefined, number>;
  estatus: ColumnType<number, number | undefined, number>;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ListaRapidaProductoTable {
  lista_rapida_id: number;
  producto_id: number;
  /** Quantity the list suggests ("2.000", "1.500" kg); 0 = the product's minimum. */
  cantidad: Numeric;
  orden: ColumnType<number, number | undefined, number>;
}

/* 0004: carts, coupons, checkout, wallet, orders (issue 5). `date` columns come back as 'YYYY-MM-DD'
 * strings and `time` columns as 'HH:MM:SS' (parsers in db/index.ts). */
type Int = ColumnType<number, number | undefined, number>;
type Estatus = ColumnType<number, number | undefined, number>;
type Json<T> = ColumnType<T, string, string>;

export interface BancoTable {
  codigo: string;
  nombre: string;
  estatus: Estatus;
  orden: Int;
}
export interface MetodoPagoTable {
  codigo: string;
  nombre: string;
  descripcion: string;
  moneda: string;
  divisa: boolean;
  requiere_referencia: boolean;
  requiere_banco: boolean;
  requiere_telefono: boolean;
  requiere_verificacion: boolean;
  contra_entrega: boolean;
  solo_delivery: boolean;
  referencia_patron: string | null;
  datos_destino: Json<{ etiqueta: string; valor: string }[]>;
  instrucciones: string | null;
  estatus: Estatus;
  orden: Int;
}
export interface ZonaAreaTable {
  id: Generated<number>;
  zona_id: number;
  nombre: string;
  estatus: Estatus;
  orden: Int;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaSectorTable {
  id: Generated<number>;
  area_id: number;
  nombre: string;
  estatus: Estatus;
  orden: Int;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface UsuarioDireccionTable {
  id: Generated<number>;
  usuario_id: string;
  sector_id: number;
  direccion: string;
  referencia: string | null;
  predeterminada: ColumnType<boolean, boolean | undefined, boolean>;
  estatus: Estatus;
  creado_en: CreatedAt;
}
export interface ZonaHorarioTable {
  id: Generated<number>;
  zona_id: number;
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
  capacidad: number;
  corte_minutos: Int;
  estatus: Estatus;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaDireccionTable {
  id: Generated<number>;
  zona_id: number;
  nombre: string;
  direccion: string;
  estatus: Estatus;
  orden: Int;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaHorarioPickupTable {
  id: Generated<number>;
  direccion_id: number;
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
  capacidad: number;
  corte_minutos: Int;
  estatus: Estatus;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface ZonaEnvioBloqueoTable {
  id: Generated<number>;
  zona_id: number;
  /** YYYY-MM-DD */
  fecha: string;
  motivo: string | null;
  /** Optimistic concurrency (0010): bumped by every back-office save. */
  version: ColumnType<number, number | undefined, number>;
}
export interface EnvioReglaTable {
  id: Generated<number>;
  zona_id: number;
  area_id: number | null;
  desde: Numeric;
  costo: Numeric;
  estatus: Estatus;
}
export interface FranjaReservaTable {
  tipo: string;
  horario_id: number;
  fecha: string;
  reservados: Int;
}
export interface CuponTable {
  id: Generated<number>;
  codigo: string;
  nombre: string;
  valor: Numeric;
  porcentaje: boolean;
  minimo_compra: Numeric;
  fecha_inicio: Timestamp;
  fecha_fin: Timestamp;
  limite_usuario: Int;
  limite_total: Int;
  publico: ColumnType<boolean, boolean | undefined, boolean>;
  estatus: Estatus;
  creado_en: CreatedAt;
}
export interface CuponZonaTable {
  cupon_id: number;
  zona_id: number;
}
export interface CuponUsuarioTable {
  cupon_id: number;
  usuario_id: string;
}
export interface CuponUsoTable {
  id: Generated<number>;
  cupon_id: number;
  usuario_id: string;
  orden_id: number | null;
  creado_en: CreatedAt;
  liberado_en: NullableTimestamp;
}
export interface CarritoTable {
  id: Generated<number>;
  usuario_id: string;
  zona_id: number;
  pagina: number;
  estatus: Estatus;
  version: Int;
  cupon_id: number | null;
  actualizado_en: CreatedAt;
}
export interface CarritoDetalleTable {
  carrito_id: number;
  producto_id: number;
  cantidad: Numeric;
  tipo: Int;
  orden: Int;
}
export interface UsuarioSaldoTable {
  usuario_id: string;
  saldo: Numeric;
  actualizado_en: CreatedAt;
}
export interface SaldoMovimientoTable {
  id: Generated<number>;
  usuario_id: string;
  monto: Numeric;
  saldo_resultante: Numeric;
  /** 'ajuste' | 'ordenpago' | 'reintegro' */
  tipo: string;
  orden_id: number | null;
  descripcion: string;
  creado_en: CreatedAt;
}
export interface OrdenTable {
  id: Generated<number>;
  usuario_id: string;
  zona_id: number;
  pagina: number;
  idempotencia: string;
  solicitud_hash: string;
  estatus: number;
  usuario_tipo: number;
  tipo_envio: string;
  direccion_id: number | null;
  sector_id: number | null;
  area_id: number | null;
  pickup_id: number | null;
  direccion_texto: string;
  horario_id: number;
  franja_fecha: string;
  franja_inicio: string;
  franja_fin: string;
  franja_etiqueta: string;
  sustitucion: string;
  nota: string | null;
  cupon_id: number | null;
  cupon_codigo: string | null;
  cupon_nombre: string | null;
  metodo_pago: string | null;
  referencia: string | null;
  banco: string | null;
  telefono_pago: string | null;
  efectivo: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  subtotal: Numeric;
  descuento: Numeric;
  total: Numeric;
  saldo_usado: Numeric;
  monto_metodo: Numeric;
  tasa: Numeric;
  total_bs: Numeric;
  /** The full `Totales` (IVA by class…), as placed. */
  totales: Json<Totales>;
  pago_verificado: ColumnType<boolean, boolean | undefined, boolean>;
  expira_en: NullableTimestamp;
  creado_en: CreatedAt;
  actualizado_en: CreatedAt;
  /** 0017: what closing the picking refunded to the wallet; null until then. */
  reintegro_preparacion: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0023: the cash the courier confirmed receiving on delivery; null until then. */
  efectivo_recibido: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface OrdenDetalleTable {
  orden_id: number;
  producto_id: number;
  nombre: string;
  slug: string;
  modalidad_venta: string;
  cantidad: Numeric;
  precio: Numeric;
  oferta: Numeric;
  precio_unitario: Numeric;
  impuesto: Numeric;
  total: Numeric;
  sustitucion: string;
  orden: Int;
}
export interface OrdenHistorialTable {
  id: Generated<number>;
  orden_id: number;
  estatus: number;
  estatus_anterior: number | null;
  mensaje: string | null;
  usuario_id: string | null;
  creado_en: CreatedAt;
}

/** Every back-office change (0010, decision 0022). */
export interface AuditoriaTable {
  id: Generated<string>;
  entidad: string;
  entidad_id: string;
  accion: 'crear' | 'editar' | 'estatus' | 'borrar' | 'importar';
  zona_id: number | null;
  usuario_id: string | null;
  usuario_email: string;
  en: CreatedAt;
  antes: ColumnType<unknown, string | null | undefined, string | null>;
  despues: ColumnType<unknown, string | null | undefined, string | null>;
}

/** What shoppers see of a zone's home, as last published (0014, decision 0027). */
export interface ZonaInicioPublicadoTable {
  zona_id: number;
  contenido: ColumnType<unknown, string, string>;
  publicado_en: ColumnType<Date | string, string | undefined, string>;
  publicado_por: string;
}
/** A product's images in order (0011): the first is `producto.imagen`, the storefront's main image. */
export interface ProductoImagenTable {
  id: Generated<number>;
  producto_id: number;
  url: string;
  ancho: number;
  alto: number;
  original: string | null;
  variantes: ColumnType<unknown, string | undefined, string>;
  orden: number;
  version: ColumnType<number, number | undefined, number>;
  creado_en: CreatedAt;
}

export interface Database {
  usuario: UsuarioTable;
  rol: RolTable;
  usuario_rol: UsuarioRolTable;
  usuario_tipo: UsuarioTipoTable;
  membresia: MembresiaTable;
  refresh_token: RefreshTokenTable;
  intento_limite: IntentoLimiteTable;
  token_email: TokenEmailTable;
  email_saliente: EmailSalienteTable;
  zona: ZonaTable;
  zona_link_menu: ZonaLinkMenuTable;
  moneda: MonedaTable;
  auditoria: AuditoriaTable;
  categoria: CategoriaTable;
  producto: ProductoTable;
  producto_precio: ProductoPrecioTable;
  producto_existencia: ProductoExistenciaTable;
  configuracion: ConfiguracionTable;
  etiqueta: EtiquetaTable;
  producto_etiqueta: ProductoEtiquetaTable;
  zona_slider: ZonaSliderTable;
  zona_publicidad: ZonaPublicidadTable;
  destacado: DestacadoTable;
  destacado_producto: DestacadoProductoTable;
  lista_rapida: ListaRapidaTable;
  lista_rapida_producto: ListaRapidaProductoTable;
  banco: BancoTable;
  metodo_pago: MetodoPagoTable;
  zona_area: ZonaAreaTable;
  zona_sector: ZonaSectorTable;
  usuario_direccion: UsuarioDireccionTable;
  zona_horario: ZonaHorarioTable;
  zona_direccion: ZonaDireccionTable;
  zona_horario_pickup: ZonaHorarioPickupTable;
  zona_envio_bloqueo: ZonaEnvioBloqueoTable;
  envio_regla: EnvioReglaTable;
  franja_reserva: FranjaReservaTable;
  cupon: CuponTable;
  cupon_zona: CuponZonaTable;
  cupon_usuario: CuponUsuarioTable;
  cupon_uso: CuponUsoTable;
  carrito: CarritoTable;
  carrito_detalle: CarritoDetalleTable;
  usuario_saldo: UsuarioSaldoTable;
  saldo_movimiento: SaldoMovimientoTable;
  vuelto: VueltoTable;
  orden: OrdenTable;
  orden_detalle: OrdenDetalleTable;
  orden_historial: OrdenHistorialTable;
  orden_preparacion_linea: OrdenPreparacionLineaTable;
  producto_imagen: ProductoImagenTable;
  zona_inicio_publicado: ZonaInicioPublicadoTable;
  tienda: TiendaTable;
  sucursal: SucursalTable;
  inventario: InventarioTable;
  membresia_solicitud: MembresiaSolicitudTable;
  borrar_cuenta_solicitud: BorrarCuentaSolicitudTable;
  referido: ReferidoTable;
  segmento_push: SegmentoPushTable;
  envio_push: EnvioPushTable;
  inventario_zona: InventarioZonaTable;
  orden_calificacion: OrdenCalificacionTable;
}

/** Stores and their branches, each branch in one zone (0012). */
export interface TiendaTable {
  id: Generated<number>;
  nombre: string;
  rif: string | null;
  telefono: string | null;
  estatus: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
}
export interface SucursalTable {
  id: Generated<number>;
  tienda_id: number;
  zona_id: number;
  nombre: string;
  direccion: string;
  telefono: string | null;
  estatus: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
}
/** A product's stock and cost in a branch (0012). */
export interface InventarioTable {
  id: Generated<number>;
  sucursal_id: number;
  producto_id: number;
  existencia: Numeric;
  costo: Numeric;
  version: ColumnType<number, number | undefined, number>;
}
/** A product's stock in a zone: the sum over the zone's active branches (0015). */
export interface InventarioZonaTable {
  zona_id: number;
  producto_id: number;
  existencia: Numeric;
}

/** Change owed to a customer outside the wallet (0016, decision 0029). */
export interface VueltoTable {
  id: Generated<number>;
  orden_id: number;
  usuario_id: string;
  monto: Numeric;
  monto_bs: Numeric;
  metodo: string;
  motivo: 'cancelacion' | 'efectivo';
  estatus: ColumnType<
    'pendiente' | 'entregado',
    'pendiente' | 'entregado' | undefined,
    'pendiente' | 'entregado'
  >;
  creado_por: string | null;
  creado_en: CreatedAt;
  entregado_en: NullableTimestamp;
  version: ColumnType<number, number | undefined, number>;
}
/** Picking (0017, decision 0030): one mark per line of an order being prepared. */
export interface OrdenPreparacionLineaTable {
  orden_id: number;
  producto_id: number;
  estado: 'recogido' | 'sustituido' | 'faltante';
  sustituto_id: number | null;
  sustituto_nombre: string | null;
  sustituto_precio_unitario: Numeric | null;
  sustituto_total: Numeric | null;
  /** What the line refunds when the picking closes (the line's total, or its total minus the substitute's). */
  diferencia: Numeric;
  marcado_por: string | null;
  marcado_en: CreatedAt;
  version: ColumnType<number, number | undefined, number>;
}
/** A customer's request decided once by staff (0018): prime membership, account deletion. */
interface SolicitudCliente {
  id: Generated<number>;
  usuario_id: string;
  estatus: ColumnType<string, string | undefined, string>;
  creado_en: CreatedAt;
  decidido_en: NullableTimestamp;
  decidido_por: string | null;
  motivo: string | null;
  version: ColumnType<number, number | undefined, number>;
}
export interface MembresiaSolicitudTable extends SolicitudCliente {
  /** The membership's end set at approval. */
  fin: NullableTimestamp;
}
export interface BorrarCuentaSolicitudTable extends SolicitudCliente {
  /** What the customer wrote when asking. */
  motivo_cliente: string | null;
}
/** Who referred whom, and the referrer's reward (0018). */
export interface ReferidoTable {
  id: Generated<number>;
  referidor_id: string;
  referido_id: string;
  creado_en: CreatedAt;
  recompensa: Numeric;
  estatus: ColumnType<string, string | undefined, string>;
  decidido_en: NullableTimestamp;
  decidido_por: string | null;
  motivo: string | null;
  saldo_movimiento_id: number | null;
  version: ColumnType<number, number | undefined, number>;
}
/** A push segment (0019, decision 0032): a zone's customers, by user type and purchase recency. */
export interface SegmentoPushTable {
  id: Generated<number>;
  nombre: string;
  zona_id: number;
  usuario_tipo: number | null;
  /** 'todos' | 'compro' | 'no-compro' */
  compra: string;
  dias: number | null;
  version: ColumnType<number, number | undefined, number>;
  creado_en: CreatedAt;
}
/** A notification sent to a segment, or recorded as not sent (0019). */
export interface EnvioPushTable {
  id: Generated<number>;
  segmento_id: number;
  titulo: string;
  mensaje: string;
  destinatarios: number;
  enviado: boolean;
  resultado: string;
  onesignal_id: string | null;
  usuario_id: string | null;
  usuario_email: string;
  creado_en: CreatedAt;
}
/** A delivered order's rating by its owner, once (0020). */
export interface OrdenCalificacionTable {
  orden_id: number;
  /** 1 to 5 stars. */
  puntuacion: number;
  comentario: string | null;
  creado_en: CreatedAt;
}
