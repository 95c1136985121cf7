/**
 * The tables as the migrations leave them, read by kysely-codegen from a PGlite migrated to head.
 * Generated: do not edit. After changing a migration run `npx pnpm@10.34.0 --filter @mercado/api run db:types`;
 * `npm test` fails while this file is stale. Hand-made refinements live in types.ts.
 */

import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AlertaStock {
  creado_en: Generated<Timestamp>;
  producto_id: number;
  usuario_id: string;
  zona_id: number;
}

export interface Auditoria {
  accion: string;
  antes: ColumnType<unknown, string, string> | null;
  despues: ColumnType<unknown, string, string> | null;
  en: Generated<Timestamp>;
  entidad: string;
  entidad_id: string;
  id: Generated<number>;
  usuario_email: string;
  usuario_id: string | null;
  zona_id: number | null;
}

export interface Aviso {
  creado_en: Generated<Timestamp>;
  enlace: string;
  envio_push_id: number | null;
  estatus: number | null;
  id: Generated<number>;
  leido_en: Timestamp | null;
  orden_id: number | null;
  producto_id: number | null;
  texto: string;
  titulo: string;
  usuario_id: string;
}

export interface Banco {
  codigo: string;
  estatus: Generated<number>;
  nombre: string;
  orden: Generated<number>;
}

export interface BorrarCuentaSolicitud {
  creado_en: Generated<Timestamp>;
  decidido_en: Timestamp | null;
  decidido_por: string | null;
  estatus: Generated<string>;
  id: Generated<number>;
  motivo: string | null;
  motivo_cliente: string | null;
  usuario_id: string;
  version: Generated<number>;
}

export interface Carrito {
  actualizado_en: Generated<Timestamp>;
  cupon_id: number | null;
  estatus: Generated<number>;
  id: Generated<number>;
  pagina: number;
  usuario_id: string;
  version: Generated<number>;
  zona_id: number;
}

export interface CarritoDetalle {
  cantidad: Numeric;
  carrito_id: number;
  orden: Generated<number>;
  producto_id: number;
  tipo: Generated<number>;
}

export interface Categoria {
  estatus: Generated<number>;
  icono: string | null;
  id: Generated<number>;
  imagen: string | null;
  nombre: string;
  orden: Generated<number>;
  padre_id: number | null;
  slug: string;
  version: Generated<number>;
}

export interface Configuracion {
  ajuste_umbral_aprobacion: Generated<Numeric>;
  costo_empaquetado: Generated<Numeric>;
  icono_categoria: Generated<boolean>;
  id: number;
  igtf: Generated<Numeric>;
  max_ordenes_por_verificar: Generated<number>;
  max_ordenes_sin_pagar: Generated<number>;
  minimo_compra: Generated<Numeric>;
  minutos_verificacion: Generated<number>;
  recompensa_referido: Generated<Numeric>;
  tasa_umbral_confirmacion: Generated<Numeric>;
}

export interface Cupon {
  codigo: string;
  creado_en: Generated<Timestamp>;
  estatus: Generated<number>;
  fecha_fin: Timestamp;
  fecha_inicio: Timestamp;
  id: Generated<number>;
  limite_total: Generated<number>;
  limite_usuario: Generated<number>;
  minimo_compra: Generated<Numeric>;
  nombre: string;
  porcentaje: Generated<boolean>;
  publico: Generated<boolean>;
  valor: Numeric;
  version: Generated<number>;
}

export interface CuponUso {
  creado_en: Generated<Timestamp>;
  cupon_id: number;
  id: Generated<number>;
  liberado_en: Timestamp | null;
  orden_id: number | null;
  usuario_id: string;
}

export interface CuponUsuario {
  cupon_id: number;
  usuario_id: string;
}

export interface CuponUsuarioTipo {
  cupon_id: number;
  usuario_tipo: number;
}

export interface CuponZona {
  cupon_id: number;
  zona_id: number;
}

export interface Destacado {
  especial: Generated<boolean>;
  estatus: Generated<number>;
  id: Generated<number>;
  imagen: string | null;
  imagen_alto: number | null;
  imagen_ancho: number | null;
  prioridad: Generated<number>;
  slug: string;
  titulo: string;
  version: Generated<number>;
  zona_id: number;
}

export interface DestacadoProducto {
  destacado_id: number;
  orden: Generated<number>;
  producto_id: number;
}

export interface EmailSaliente {
  asunto: string;
  creado_en: Generated<Timestamp>;
  cuerpo: string;
  enlace: string | null;
  enviado_en: Timestamp | null;
  id: Generated<number>;
  para: string;
}

export interface EnvioPush {
  avisos: Generated<number>;
  creado_en: Generated<Timestamp>;
  destinatarios: number;
  enviado: boolean;
  id: Generated<number>;
  mensaje: string;
  onesignal_id: string | null;
  resultado: string;
  segmento_id: number;
  titulo: string;
  usuario_email: string;
  usuario_id: string | null;
}

export interface EnvioRegla {
  area_id: number | null;
  estatus: Generated<number>;
  id: Generated<number>;
  prime_gratis_desde: Numeric | null;
  version: Generated<number>;
  zona_id: number;
}

export interface EnvioTramo {
  costo: Numeric;
  desde: Numeric;
  id: Generated<number>;
  regla_id: number;
}

export interface Etiqueta {
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  orden: Generated<number>;
  slug: string;
  version: Generated<number>;
}

export interface Favorito {
  creado_en: Generated<Timestamp>;
  producto_id: number;
  usuario_id: string;
}

export interface FranjaReserva {
  fecha: string;
  horario_id: number;
  reservados: Generated<number>;
  tipo: string;
}

export interface IntentoLimite {
  clave: string;
  intentos: number;
  ventana_fin: Timestamp;
}

export interface Inventario {
  costo: Generated<Numeric>;
  existencia: Generated<Numeric>;
  id: Generated<number>;
  producto_id: number;
  sucursal_id: number;
  version: Generated<number>;
}

export interface InventarioZona {
  existencia: Generated<Numeric>;
  producto_id: number;
  zona_id: number;
}

export interface ListaRapida {
  descripcion: string | null;
  estatus: Generated<number>;
  id: Generated<number>;
  imagen: string | null;
  imagen_alto: number | null;
  imagen_ancho: number | null;
  nombre: string;
  prioridad: Generated<number>;
  slug: string;
  version: Generated<number>;
  zona_id: number;
}

export interface ListaRapidaProducto {
  cantidad: Generated<Numeric>;
  lista_rapida_id: number;
  orden: Generated<number>;
  producto_id: number;
}

export interface Membresia {
  aviso_en: Timestamp | null;
  fin: Timestamp;
  fin_previsto: Timestamp | null;
  id: Generated<number>;
  inicio: Generated<Timestamp>;
  terminada_motivo: string | null;
  terminada_por: string | null;
  usuario_id: string;
}

export interface MembresiaPlan {
  clave: string;
  id: Generated<number>;
  meses: number;
  nombre: string;
  orden: Generated<number>;
  precio: Numeric;
}

export interface MembresiaSolicitud {
  creado_en: Generated<Timestamp>;
  decidido_en: Timestamp | null;
  decidido_por: string | null;
  estatus: Generated<string>;
  fin: Timestamp | null;
  id: Generated<number>;
  metodo_pago: string | null;
  monto: Numeric | null;
  motivo: string | null;
  plan_id: number | null;
  referencia: string | null;
  saldo_movimiento_id: number | null;
  usuario_id: string;
  version: Generated<number>;
}

export interface MetodoPago {
  codigo: string;
  contra_entrega: Generated<boolean>;
  datos_destino: Generated<ColumnType<unknown, string, string>>;
  descripcion: string;
  divisa: Generated<boolean>;
  estatus: Generated<number>;
  instrucciones: string | null;
  moneda: string;
  nombre: string;
  orden: Generated<number>;
  referencia_patron: string | null;
  requiere_banco: Generated<boolean>;
  requiere_referencia: Generated<boolean>;
  requiere_telefono: Generated<boolean>;
  requiere_verificacion: Generated<boolean>;
  solo_delivery: Generated<boolean>;
}

export interface Moneda {
  id: number;
  nombre: string;
  predeterminada: Generated<boolean>;
  simbolo: string;
  sistema: Generated<boolean>;
  tasa: Numeric;
  tipo: string;
}

export interface Orden {
  actualizado_en: Generated<Timestamp>;
  area_id: number | null;
  banco: string | null;
  creado_en: Generated<Timestamp>;
  cupon_codigo: string | null;
  cupon_id: number | null;
  cupon_nombre: string | null;
  descuento: Numeric;
  direccion_id: number | null;
  direccion_texto: string;
  efectivo: Numeric | null;
  efectivo_recibido: Numeric | null;
  estatus: number;
  expira_en: Timestamp | null;
  franja_etiqueta: string;
  franja_fecha: string;
  franja_fin: string;
  franja_inicio: string;
  horario_id: number;
  id: Generated<number>;
  idempotencia: string;
  metodo_pago: string | null;
  monto_metodo: Numeric;
  nota: string | null;
  pagina: number;
  pago_verificado: Generated<boolean>;
  pickup_id: number | null;
  referencia: string | null;
  reintegro_preparacion: Numeric | null;
  saldo_usado: Numeric;
  sector_id: number | null;
  solicitud_hash: string;
  subtotal: Numeric;
  sustitucion: string;
  tasa: Numeric;
  telefono_pago: string | null;
  tipo_envio: string;
  total: Numeric;
  total_bs: Numeric;
  totales: ColumnType<unknown, string, string>;
  usuario_id: string;
  usuario_tipo: number;
  zona_id: number;
}

export interface OrdenCalificacion {
  comentario: string | null;
  creado_en: Generated<Timestamp>;
  orden_id: number;
  puntuacion: number;
}

export interface OrdenDetalle {
  cantidad: Numeric;
  impuesto: Numeric;
  modalidad_venta: string;
  nombre: string;
  oferta: Numeric;
  orden: Generated<number>;
  orden_id: number;
  precio: Numeric;
  precio_unitario: Numeric;
  producto_id: number;
  slug: string;
  sustitucion: string;
  total: Numeric;
}

export interface OrdenHistorial {
  creado_en: Generated<Timestamp>;
  estatus: number;
  estatus_anterior: number | null;
  id: Generated<number>;
  mensaje: string | null;
  orden_id: number;
  usuario_id: string | null;
}

export interface OrdenPreparacionLinea {
  diferencia: Generated<Numeric>;
  estado: string;
  marcado_en: Generated<Timestamp>;
  marcado_por: string | null;
  orden_id: number;
  producto_id: number;
  sustituto_id: number | null;
  sustituto_nombre: string | null;
  sustituto_precio_unitario: Numeric | null;
  sustituto_total: Numeric | null;
  version: Generated<number>;
}

export interface Producto {
  categoria_id: number;
  descripcion: string | null;
  estatus: Generated<number>;
  grupo: Generated<Numeric>;
  id: Generated<number>;
  imagen: string | null;
  imagen_alto: Generated<number>;
  imagen_ancho: Generated<number>;
  impuesto: Generated<Numeric>;
  marca: string | null;
  maximo: Generated<Numeric>;
  minimo: Generated<Numeric>;
  modalidad_venta: Generated<string>;
  nombre: string;
  nombre_orden: Generated<string | null>;
  popularidad: Generated<number>;
  presentacion: string | null;
  slug: string;
  unidad: Generated<Numeric>;
  version: Generated<number>;
}

export interface ProductoEtiqueta {
  etiqueta_id: number;
  producto_id: number;
}

export interface ProductoExistencia {
  existencia: Generated<Numeric>;
  producto_id: number;
  usuario_tipo: number;
  zona_id: number;
}

export interface ProductoImagen {
  alto: number;
  ancho: number;
  creado_en: Generated<Timestamp>;
  id: Generated<number>;
  orden: Generated<number>;
  original: string | null;
  producto_id: number;
  url: string;
  variantes: Generated<ColumnType<unknown, string, string>>;
  version: Generated<number>;
}

export interface ProductoPrecio {
  oferta: Generated<Numeric>;
  oferta_hasta: string | null;
  precio: Numeric;
  producto_id: number;
  usuario_tipo: number;
  version: Generated<number>;
  zona_id: number;
}

export interface PublicidadPublicacion {
  alcance: string;
  auditoria_hasta: Generated<number>;
  cambios: Generated<ColumnType<unknown, string, string>>;
  contenido: ColumnType<unknown, string, string>;
  id: Generated<number>;
  pendientes: Generated<number[]>;
  publicado_en: Generated<Timestamp>;
  publicado_por: string;
  restaurada_id: number | null;
  usuario_id: string | null;
  zona_id: number;
}

export interface Referido {
  creado_en: Generated<Timestamp>;
  decidido_en: Timestamp | null;
  decidido_por: string | null;
  estatus: Generated<string>;
  id: Generated<number>;
  motivo: string | null;
  recompensa: Numeric;
  referido_id: string;
  referidor_id: string;
  saldo_movimiento_id: number | null;
  saldo_movimiento_referido_id: number | null;
  version: Generated<number>;
}

export interface RefreshToken {
  agente: string | null;
  creado_en: Generated<Timestamp>;
  direccion: string | null;
  expira_en: Timestamp;
  familia: string;
  hash: string;
  id: Generated<number>;
  reemplazado_en: Timestamp | null;
  reemplazado_por: number | null;
  revocado_en: Timestamp | null;
  usuario_id: string;
}

export interface Rol {
  id: Generated<number>;
  nombre: string;
}

export interface SaldoAjuste {
  creado_en: Generated<Timestamp>;
  decidido_en: Timestamp | null;
  decidido_por: string | null;
  estatus: string;
  id: Generated<number>;
  monto: Numeric;
  motivo: string;
  motivo_rechazo: string | null;
  requiere_aprobacion: boolean;
  saldo_movimiento_id: number | null;
  signo: string;
  solicitado_por: string | null;
  usuario_id: string;
  version: Generated<number>;
}

export interface SaldoMovimiento {
  creado_en: Generated<Timestamp>;
  descripcion: string;
  id: Generated<number>;
  monto: Numeric;
  orden_id: number | null;
  reverso_de: number | null;
  saldo_resultante: Numeric;
  tarjeta_regalo_id: number | null;
  tarjeta_solicitud_id: number | null;
  tasa: Numeric | null;
  tipo: string;
  usuario_id: string;
}

export interface SearchEvent {
  authenticated_user_token: string | null;
  creado_en: Generated<Timestamp>;
  event_name: string;
  event_subtype: string | null;
  event_type: string;
  filters: string[] | null;
  id: Generated<number>;
  index_name: string;
  object_ids: Generated<string[]>;
  ocurrido_en: Timestamp;
  positions: number[] | null;
  query_id: string | null;
  user_token: string;
}

export interface SearchGenerationDrop {
  creado_en: Generated<Timestamp>;
  index_id: number;
}

export interface SearchIndex {
  actualizado_en: Generated<Timestamp>;
  creado_en: Generated<Timestamp>;
  data_version: Generated<number>;
  id: Generated<number>;
  name: string;
  settings: Generated<ColumnType<unknown, string, string>>;
  vocab_version: Generated<number>;
}

export interface SearchQueryLog {
  analytics_tags: Generated<string[]>;
  creado_en: Generated<Timestamp>;
  id: Generated<number>;
  index_name: string;
  nb_hits: number;
  query: string;
  query_id: string | null;
  query_normalizada: string;
  user_token: string | null;
}

export interface SearchRecord {
  actualizado_en: Generated<Timestamp>;
  body: ColumnType<unknown, string, string>;
  filtro: Generated<ColumnType<unknown, string, string>>;
  huella: string | null;
  index_id: number;
  object_id: string;
  ranking: Generated<ColumnType<unknown, string, string>>;
  seq: Generated<number>;
  tokens: string;
  words: string[];
}

export interface SearchRule {
  body: ColumnType<unknown, string, string>;
  contextos: string[];
  habilitada: boolean;
  index_name: string;
  object_id: string;
  texto: string;
}

export interface SearchRuleSemilla {
  creado_en: Generated<Timestamp>;
  index_name: string;
}

export interface SearchSynonym {
  body: ColumnType<unknown, string, string>;
  index_name: string;
  object_id: string;
  texto: string;
  tipo: string;
}

export interface SearchSynonymSemilla {
  creado_en: Generated<Timestamp>;
  index_name: string;
}

export interface SearchTombstone {
  index_id: number;
  object_id: string;
  seq: Generated<number>;
}

export interface SegmentoPush {
  compra: Generated<string>;
  creado_en: Generated<Timestamp>;
  dias: number | null;
  id: Generated<number>;
  nombre: string;
  usuario_tipo: number | null;
  version: Generated<number>;
  zona_id: number;
}

export interface Sucursal {
  direccion: string;
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  telefono: string | null;
  tienda_id: number;
  version: Generated<number>;
  zona_id: number;
}

export interface TarjetaRegalo {
  codigo: string;
  creado_en: Generated<Timestamp>;
  id: Generated<number>;
  monto: Numeric;
  saldo_movimiento_id: number | null;
  solicitud_id: number | null;
  usado_en: Timestamp | null;
  usado_por: string | null;
  vence_en: Timestamp | null;
}

export interface TarjetaSolicitud {
  banco: string | null;
  creado_en: Generated<Timestamp>;
  decidido_en: Timestamp | null;
  decidido_por: string | null;
  destino: string;
  email_destino: string | null;
  estatus: Generated<string>;
  id: Generated<number>;
  metodo_pago: string;
  monto: Numeric;
  motivo: string | null;
  referencia: string;
  tasa: Numeric;
  telefono: string | null;
  usuario_id: string;
  version: Generated<number>;
}

export interface TasaHistorial {
  anterior: Numeric | null;
  creado_en: Generated<Timestamp>;
  creado_por: string | null;
  id: Generated<number>;
  moneda_id: number;
  tasa: Numeric;
}

export interface Tienda {
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  rif: string | null;
  telefono: string | null;
  version: Generated<number>;
}

export interface TokenEmail {
  creado_en: Generated<Timestamp>;
  email_nuevo: string | null;
  expira_en: Timestamp;
  hash: string;
  id: Generated<number>;
  tipo: string;
  usado_en: Timestamp | null;
  usuario_id: string;
}

export interface Usuario {
  busqueda: Generated<string | null>;
  clave_hash: string;
  codigo_referido: string | null;
  creado_en: Generated<Timestamp>;
  documento: string;
  email: string;
  estatus: Generated<number>;
  id: Generated<string>;
  nombre: string;
  roles_version: Generated<number>;
  sesion_version: Generated<number>;
  telefono: string | null;
  tipo_documento: string;
  usuario_tipo: Generated<number>;
}

export interface UsuarioDireccion {
  creado_en: Generated<Timestamp>;
  direccion: string;
  estatus: Generated<number>;
  id: Generated<number>;
  predeterminada: Generated<boolean>;
  referencia: string | null;
  sector_id: number;
  usuario_id: string;
}

export interface UsuarioRol {
  rol_id: number;
  usuario_id: string;
}

export interface UsuarioTipo {
  id: number;
  nombre: string;
}

export interface Vuelto {
  creado_en: Generated<Timestamp>;
  creado_por: string | null;
  entregado_en: Timestamp | null;
  estatus: Generated<string>;
  forma_liquidacion: string | null;
  id: Generated<number>;
  liquidado_por: string | null;
  metodo: string;
  monto: Numeric;
  monto_bs: Numeric;
  motivo: string;
  nota: string | null;
  orden_id: number;
  pagado_por: string | null;
  saldo_movimiento_id: number | null;
  usuario_id: string;
  version: Generated<number>;
}

export interface Zona {
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  slug: string;
  version: Generated<number>;
}

export interface ZonaArea {
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  orden: Generated<number>;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaDireccion {
  direccion: string;
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  orden: Generated<number>;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaEnvioBloqueo {
  fecha: string;
  id: Generated<number>;
  motivo: string | null;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaHorario {
  capacidad: number;
  corte_minutos: Generated<number>;
  dia_semana: number;
  estatus: Generated<number>;
  hora_fin: string;
  hora_inicio: string;
  id: Generated<number>;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaHorarioPickup {
  capacidad: number;
  corte_minutos: Generated<number>;
  dia_semana: number;
  direccion_id: number;
  estatus: Generated<number>;
  hora_fin: string;
  hora_inicio: string;
  id: Generated<number>;
  version: Generated<number>;
}

export interface ZonaInicioPublicado {
  contenido: ColumnType<unknown, string, string>;
  publicado_en: Generated<Timestamp>;
  publicado_por: string;
  zona_id: number;
}

export interface ZonaLinkMenu {
  externo: Generated<boolean>;
  id: Generated<number>;
  nombre: string;
  prioridad: Generated<number>;
  url: string;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaPublicidad {
  imagen_lista_rapida: string | null;
  imagen_lista_rapida_alt: string | null;
  imagen_lista_rapida_alto: number | null;
  imagen_lista_rapida_ancho: number | null;
  imagen_lista_rapida_url: string | null;
  imagen_oferta: string | null;
  imagen_oferta_alt: string | null;
  imagen_oferta_alto: number | null;
  imagen_oferta_ancho: number | null;
  imagen_oferta_url: string | null;
  mensaje_publicidad: string | null;
  version: Generated<number>;
  zona_id: number;
}

export interface ZonaSector {
  area_id: number;
  estatus: Generated<number>;
  id: Generated<number>;
  nombre: string;
  orden: Generated<number>;
  version: Generated<number>;
}

export interface ZonaSlider {
  alt: string;
  estatus: Generated<number>;
  id: Generated<number>;
  imagen: string | null;
  imagen_alto: number | null;
  imagen_ancho: number | null;
  imagen_movil: string | null;
  imagen_movil_alto: number | null;
  imagen_movil_ancho: number | null;
  prioridad: Generated<number>;
  url: string | null;
  version: Generated<number>;
  zona_id: number;
}

export interface DB {
  alerta_stock: AlertaStock;
  auditoria: Auditoria;
  aviso: Aviso;
  banco: Banco;
  borrar_cuenta_solicitud: BorrarCuentaSolicitud;
  carrito: Carrito;
  carrito_detalle: CarritoDetalle;
  categoria: Categoria;
  configuracion: Configuracion;
  cupon: Cupon;
  cupon_uso: CuponUso;
  cupon_usuario: CuponUsuario;
  cupon_usuario_tipo: CuponUsuarioTipo;
  cupon_zona: CuponZona;
  destacado: Destacado;
  destacado_producto: DestacadoProducto;
  email_saliente: EmailSaliente;
  envio_push: EnvioPush;
  envio_regla: EnvioRegla;
  envio_tramo: EnvioTramo;
  etiqueta: Etiqueta;
  favorito: Favorito;
  franja_reserva: FranjaReserva;
  intento_limite: IntentoLimite;
  inventario: Inventario;
  inventario_zona: InventarioZona;
  lista_rapida: ListaRapida;
  lista_rapida_producto: ListaRapidaProducto;
  membresia: Membresia;
  membresia_plan: MembresiaPlan;
  membresia_solicitud: MembresiaSolicitud;
  metodo_pago: MetodoPago;
  moneda: Moneda;
  orden: Orden;
  orden_calificacion: OrdenCalificacion;
  orden_detalle: OrdenDetalle;
  orden_historial: OrdenHistorial;
  orden_preparacion_linea: OrdenPreparacionLinea;
  producto: Producto;
  producto_etiqueta: ProductoEtiqueta;
  producto_existencia: ProductoExistencia;
  producto_imagen: ProductoImagen;
  producto_precio: ProductoPrecio;
  publicidad_publicacion: PublicidadPublicacion;
  referido: Referido;
  refresh_token: RefreshToken;
  rol: Rol;
  saldo_ajuste: SaldoAjuste;
  saldo_movimiento: SaldoMovimiento;
  search_event: SearchEvent;
  search_generation_drop: SearchGenerationDrop;
  search_index: SearchIndex;
  search_query_log: SearchQueryLog;
  search_record: SearchRecord;
  search_rule: SearchRule;
  search_rule_semilla: SearchRuleSemilla;
  search_synonym: SearchSynonym;
  search_synonym_semilla: SearchSynonymSemilla;
  search_tombstone: SearchTombstone;
  segmento_push: SegmentoPush;
  sucursal: Sucursal;
  tarjeta_regalo: TarjetaRegalo;
  tarjeta_solicitud: TarjetaSolicitud;
  tasa_historial: TasaHistorial;
  tienda: Tienda;
  token_email: TokenEmail;
  usuario: Usuario;
  usuario_direccion: UsuarioDireccion;
  usuario_rol: UsuarioRol;
  usuario_tipo: UsuarioTipo;
  vuelto: Vuelto;
  zona: Zona;
  zona_area: ZonaArea;
  zona_direccion: ZonaDireccion;
  zona_envio_bloqueo: ZonaEnvioBloqueo;
  zona_horario: ZonaHorario;
  zona_horario_pickup: ZonaHorarioPickup;
  zona_inicio_publicado: ZonaInicioPublicado;
  zona_link_menu: ZonaLinkMenu;
  zona_publicidad: ZonaPublicidad;
  zona_sector: ZonaSector;
  zona_slider: ZonaSlider;
}
