/**
 * The kinds of a zone's records as the pages show them (decision 0026): their titles, the list's
 * columns and sort keys, the form's fields, and the entries of the endpoint table each page calls.
 * One list page and one form page serve every kind from this.
 */
import type { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { enlace } from '../../descripcion.ts';

/** The kinds of a zone's records by their URL segment (sectors live below their area). */
export const TIPOS = [
  'direccion',
  'area',
  'horario',
  'horario-pickup',
  'envio-bloqueo',
  'link-menu',
] as const;
export type TipoUrl = (typeof TIPOS)[number] | 'sector';

/** The section's URLs, from its pages in the description. */
export const urls = {
  zonas: () => enlace('zona'),
  registrarZona: () => enlace('zona/registrar'),
  zona: (zona: string) => enlace('zona/:zona', { zona }),
  editarZona: (zona: string) => enlace('zona/:zona/editar', { zona }),
  /** A kind's list (a sector's: below its area). */
  registros: (zona: string, tipo: TipoUrl, area?: number) =>
    tipo === 'sector'
      ? enlace('zona/:zona/area/:area/sector', { zona, area: area ?? '' })
      : enlace(`zona/:zona/${tipo}` as const, { zona }),
  registrar: (zona: string, tipo: TipoUrl, area?: number) =>
    tipo === 'sector'
      ? enlace('zona/:zona/area/:area/sector/registrar', { zona, area: area ?? '' })
      : enlace('zona/:zona/:tipo/registrar', { zona, tipo }),
  editar: (zona: string, tipo: TipoUrl, id: number, area?: number) =>
    tipo === 'sector'
      ? enlace('zona/:zona/area/:area/sector/:id/editar', { zona, area: area ?? '', id })
      : enlace('zona/:zona/:tipo/:id/editar', { zona, tipo, id }),
};

export const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

/** A record as the list and the form read it (each kind's own fields, with id and version). */
export type Fila = { id: number; version: number; estatus?: number } & Record<string, unknown>;

export type Control = 'texto' | 'texto-largo' | 'numero' | 'hora' | 'fecha' | 'dia' | 'casilla' | 'direccion';

export type Campo = {
  /** The body field it fills (and whose errors it shows). */
  nombre: string;
  etiqueta: string;
  control: Control;
  ayuda?: string;
  /** Set when the record is registered, fixed after (a pickup schedule's address). */
  soloAlRegistrar?: boolean;
  /** Empty is null (an optional text). */
  opcional?: boolean;
};

export type Columna = { etiqueta: string; valor: (fila: Fila) => string; orden?: string };

type Entrada = keyof typeof adminZona;

export type TipoZona = {
  tipo: TipoUrl;
  /** The list's heading: 'Horarios de entrega'. */
  titulo: string;
  /** 'horario de entrega' (Registrar horario de entrega, Editar horario de entrega). */
  singular: string;
  /** What registering one says on its page: 'Horario de entrega registrado'. */
  registrado: string;
  campos: readonly Campo[];
  columnas: readonly Columna[];
  /** The list's sort keys (the entry's `orden` enum), the first one the default. */
  ordenes: readonly string[];
  /** A text filter over the name (false: the list has none). */
  filtroTexto: boolean;
  entradas: {
    listado: Entrada;
    registrar: Entrada;
    leer: Entrada;
    editar: Entrada;
    historial: Entrada;
    estatus?: Entrada;
    borrar?: Entrada;
  };
  /** A new record's form. */
  nuevo: Valores;
  /** How one record is named on its page and in the confirmations. */
  nombreDe: (fila: Fila) => string;
};

const texto = (fila: Fila, campo: string) => String(fila[campo] ?? '');
const franja = (f: Fila) =>
  `${DIAS[Number(f.diaSemana)] ?? ''} ${texto(f, 'horaInicio')} a ${texto(f, 'horaFin')}`;

const camposHorario: readonly Campo[] = [
  { nombre: 'diaSemana', etiqueta: 'Día de la semana', control: 'dia' },
  {
    nombre: 'horaInicio',
    etiqueta: 'Hora de inicio',
    control: 'hora',
    ayuda: 'Cuándo empieza la franja',
  },
  { nombre: 'horaFin', etiqueta: 'Hora de fin', control: 'hora', ayuda: 'Posterior a la hora de inicio' },
  {
    nombre: 'capacidad',
    etiqueta: 'Capacidad por fecha',
    control: 'numero',
    ayuda:
      'Pedidos que caben en la franja cada día; 0 la muestra llena. No puede ser menor que los pedidos ya reservados.',
  },
  {
    nombre: 'corteMinutos',
    etiqueta: 'Cierre de reservas (minutos antes)',
    control: 'numero',
    ayuda: 'Cuántos minutos antes del inicio deja de ofrecerse',
  },
];
const columnasHorario: readonly Columna[] = [
  { etiqueta: 'Día', valor: (f) => DIAS[Number(f.diaSemana)] ?? '', orden: 'dia' },
  { etiqueta: 'Horario', valor: (f) => `${texto(f, 'horaInicio')} a ${texto(f, 'horaFin')}` },
  { etiqueta: 'Capacidad', valor: (f) => texto(f, 'capacidad'), orden: 'capacidad' },
  { etiqueta: 'Reservas (máx.)', valor: (f) => texto(f, 'reservasMaximas') },
];
// Numbers as the schema takes them: a slot registered as it opens is valid (text here was refused).
const nuevoHorario = {
  diaSemana: 1,
  horaInicio: '08:00',
  horaFin: '11:00',
  capacidad: 10,
  corteMinutos: 60,
};

export const TIPOS_ZONA: Record<TipoUrl, TipoZona> = {
  direccion: {
    tipo: 'direccion',
    titulo: 'Direcciones de retiro',
    singular: 'dirección de retiro',
    registrado: 'Dirección de retiro registrada',
    campos: [
      { nombre: 'nombre', etiqueta: 'Nombre', control: 'texto' },
      { nombre: 'direccion', etiqueta: 'Dirección', control: 'texto-largo' },
      {
        nombre: 'orden',
        etiqueta: 'Orden',
        control: 'numero',
        ayuda: 'Las de menor orden se muestran primero',
      },
    ],
    columnas: [
      { etiqueta: 'Nombre', valor: (f) => texto(f, 'nombre'), orden: 'nombre' },
      { etiqueta: 'Dirección', valor: (f) => texto(f, 'direccion') },
      { etiqueta: 'Orden', valor: (f) => texto(f, 'orden'), orden: 'orden' },
    ],
    ordenes: ['orden', 'nombre', 'estatus'],
    filtroTexto: true,
    entradas: {
      listado: 'direcciones',
      registrar: 'registrarDireccion',
      leer: 'leerDireccion',
      editar: 'editarDireccion',
      historial: 'historialDireccion',
      estatus: 'estatusDireccion',
      borrar: 'borrarDireccion',
    },
    nuevo: { nombre: '', direccion: '', orden: 0 },
    nombreDe: (f) => texto(f, 'nombre'),
  },
  area: {
    tipo: 'area',
    titulo: 'Áreas de entrega',
    singular: 'área de entrega',
    registrado: 'Área de entrega registrada',
    campos: [
      { nombre: 'nombre', etiqueta: 'Nombre', control: 'texto' },
      { nombre: 'orden', etiqueta: 'Orden', control: 'numero' },
    ],
    columnas: [
      { etiqueta: 'Nombre', valor: (f) => texto(f, 'nombre'), orden: 'nombre' },
      { etiqueta: 'Sectores', valor: (f) => texto(f, 'sectores') },
      { etiqueta: 'Orden', valor: (f) => texto(f, 'orden'), orden: 'orden' },
    ],
    ordenes: ['orden', 'nombre', 'estatus'],
    filtroTexto: true,
    entradas: {
      listado: 'areas',
      registrar: 'registrarArea',
      leer: 'leerArea',
      editar: 'editarArea',
      historial: 'historialArea',
      estatus: 'estatusArea',
    },
    nuevo: { nombre: '', orden: 0 },
    nombreDe: (f) => texto(f, 'nombre'),
  },
  sector: {
    tipo: 'sector',
    titulo: 'Sectores',
    singular: 'sector',
    registrado: 'Sector registrado',
    campos: [
      { nombre: 'nombre', etiqueta: 'Nombre', control: 'texto' },
      { nombre: 'orden', etiqueta: 'Orden', control: 'numero' },
    ],
    columnas: [
      { etiqueta: 'Nombre', valor: (f) => texto(f, 'nombre'), orden: 'nombre' },
      { etiqueta: 'Orden', valor: (f) => texto(f, 'orden'), orden: 'orden' },
    ],
    ordenes: ['orden', 'nombre', 'estatus'],
    filtroTexto: true,
    entradas: {
      listado: 'sectores',
      registrar: 'registrarSector',
      leer: 'leerSector',
      editar: 'editarSector',
      historial: 'historialSector',
      estatus: 'estatusSector',
    },
    nuevo: { nombre: '', orden: 0 },
    nombreDe: (f) => texto(f, 'nombre'),
  },
  horario: {
    tipo: 'horario',
    titulo: 'Horarios de entrega',
    singular: 'horario de entrega',
    registrado: 'Horario de entrega registrado',
    campos: camposHorario,
    columnas: columnasHorario,
    ordenes: ['dia', 'capacidad', 'estatus'],
    filtroTexto: false,
    entradas: {
      listado: 'horarios',
      registrar: 'registrarHorario',
      leer: 'leerHorario',
      editar: 'editarHorario',
      historial: 'historialHorario',
      estatus: 'estatusHorario',
    },
    nuevo: nuevoHorario,
    nombreDe: franja,
  },
  'horario-pickup': {
    tipo: 'horario-pickup',
    titulo: 'Horarios de retiro',
    singular: 'horario de retiro',
    registrado: 'Horario de retiro registrado',
    campos: [
      { nombre: 'direccionId', etiqueta: 'Dirección de retiro', control: 'direccion', soloAlRegistrar: true },
      ...camposHorario,
    ],
    columnas: [
      { etiqueta: 'Dirección', valor: (f) => texto(f, 'direccion'), orden: 'direccion' },
      ...columnasHorario,
    ],
    ordenes: ['dia', 'direccion', 'capacidad', 'estatus'],
    filtroTexto: false,
    entradas: {
      listado: 'horariosPickup',
      registrar: 'registrarHorarioPickup',
      leer: 'leerHorarioPickup',
      editar: 'editarHorarioPickup',
      historial: 'historialHorarioPickup',
      estatus: 'estatusHorarioPickup',
    },
    nuevo: { direccionId: null, ...nuevoHorario },
    nombreDe: (f) => `${texto(f, 'direccion')}: ${franja(f)}`,
  },
  'envio-bloqueo': {
    tipo: 'envio-bloqueo',
    titulo: 'Fechas sin entregas',
    singular: 'fecha sin entregas',
    registrado: 'Fecha sin entregas registrada',
    campos: [
      {
        nombre: 'fecha',
        etiqueta: 'Fecha',
        control: 'fecha',
        ayuda: 'Ese día no se ofrecen entregas ni retiros',
      },
      { nombre: 'motivo', etiqueta: 'Motivo', control: 'texto', opcional: true },
    ],
    columnas: [
      { etiqueta: 'Fecha', valor: (f) => texto(f, 'fecha'), orden: 'fecha' },
      { etiqueta: 'Motivo', valor: (f) => texto(f, 'motivo') },
    ],
    ordenes: ['fecha'],
    filtroTexto: true,
    entradas: {
      listado: 'bloqueos',
      registrar: 'registrarBloqueo',
      leer: 'leerBloqueo',
      editar: 'editarBloqueo',
      historial: 'historialBloqueo',
      borrar: 'borrarBloqueo',
    },
    nuevo: { fecha: '', motivo: null },
    nombreDe: (f) => texto(f, 'fecha'),
  },
  'link-menu': {
    tipo: 'link-menu',
    titulo: 'Enlaces del menú',
    singular: 'enlace del menú',
    registrado: 'Enlace del menú registrado',
    campos: [
      { nombre: 'nombre', etiqueta: 'Nombre', control: 'texto' },
      {
        nombre: 'url',
        etiqueta: 'Dirección (URL)',
        control: 'texto',
        ayuda: 'Externo: https://…; de la tienda: una ruta que empiece por /',
      },
      { nombre: 'externo', etiqueta: 'Enlace externo (abre otro sitio)', control: 'casilla' },
      {
        nombre: 'prioridad',
        etiqueta: 'Prioridad',
        control: 'numero',
        ayuda: 'El menú los muestra de menor a mayor prioridad',
      },
    ],
    columnas: [
      { etiqueta: 'Nombre', valor: (f) => texto(f, 'nombre'), orden: 'nombre' },
      { etiqueta: 'URL', valor: (f) => texto(f, 'url') },
      { etiqueta: 'Externo', valor: (f) => (f.externo ? 'Sí' : 'No') },
      { etiqueta: 'Prioridad', valor: (f) => texto(f, 'prioridad'), orden: 'prioridad' },
    ],
    ordenes: ['prioridad', 'nombre'],
    filtroTexto: true,
    entradas: {
      listado: 'links',
      registrar: 'registrarLink',
      leer: 'leerLink',
      editar: 'editarLink',
      historial: 'historialLink',
      borrar: 'borrarLink',
    },
    nuevo: { nombre: '', url: '', externo: false, prioridad: 0 },
    nombreDe: (f) => texto(f, 'nombre'),
  },
};

/** A form's values: the entry's body fields, as the schema takes them. */
export type Valores = Record<string, string | number | boolean | null>;

/** The form of a record being edited: its fields (those fixed after registering left out) and its version. */
export function valoresDe(campos: readonly Campo[], fila: Fila): Valores {
  const valores: Valores = { version: fila.version };
  for (const c of campos)
    if (!c.soloAlRegistrar) valores[c.nombre] = (fila[c.nombre] ?? null) as Valores[string];
  return valores;
}
