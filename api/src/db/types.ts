import type { ColumnType, Generated } from 'kysely';

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
  revocado_en: NullableTimestamp;
}
export interface LoginIntentoTable {
  id: Generated<number>;
  email: string;
  ip: string;
  exito: boolean;
  creado_en: CreatedAt;
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
}
export interface ZonaLinkMenuTable {
  id: Generated<number>;
  zona_id: number;
  nombre: string;
  url: string;
  externo: boolean;
  prioridad: number;
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
}
export interface ProductoPrecioTable {
  producto_id: number;
  usuario_tipo: number;
  precio: Numeric;
  oferta: Numeric;
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
}

export interface EtiquetaTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  estatus: ColumnType<number, number | undefined, number>;
  orden: ColumnType<number, number | undefined, number>;
}
export interface ProductoEtiquetaTable {
  producto_id: number;
  etiqueta_id: number;
}
export interface ZonaSliderTable {
  id: Generated<number>;
  zona_id: number;
  imagen: string;
  imagen_ancho: number;
  imagen_alto: number;
  imagen_movil: string;
  imagen_movil_ancho: number;
  imagen_movil_alto: number;
  alt: string;
  url: string | null;
  prioridad: ColumnType<number, number | undefined, number>;
  estatus: ColumnType<number, number | undefined, number>;
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
}
export interface ListaRapidaProductoTable {
  lista_rapida_id: number;
  producto_id: number;
  /** Quantity the list suggests ("2.000", "1.500" kg); 0 = the product's minimum. */
  cantidad: Numeric;
  orden: ColumnType<number, number | undefined, number>;
}

export interface Database {
  usuario: UsuarioTable;
  rol: RolTable;
  usuario_rol: UsuarioRolTable;
  usuario_tipo: UsuarioTipoTable;
  membresia: MembresiaTable;
  refresh_token: RefreshTokenTable;
  login_intento: LoginIntentoTable;
  token_email: TokenEmailTable;
  email_saliente: EmailSalienteTable;
  zona: ZonaTable;
  zona_link_menu: ZonaLinkMenuTable;
  moneda: MonedaTable;
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
}
