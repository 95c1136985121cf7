/**
 * The back-office's zones section (issue 18, spec §7 "Admin zones", decision 0026). Every entry needs
 * ROLE_ZONA_ACTUALIZAR and the role of the zone it touches: named by the URL (`access.zona`), or, for
 * an entry that reaches a record by its id, the record's zone (checked by the service). The other zone
 * is a 403 either way.
 */
import type { z } from '@mercado/shared/zod';
import { DisponibleSchema, EstatusBodySchema, HistorialSchema, paginadoSchema } from '../contracts/admin.ts';
import {
  AreaEntregaAdminSchema,
  AreaEntregaEditarSchema,
  AreaEntregaListadoQuerySchema,
  AreaEntregaSchema,
  BorradoSchema,
  BorrarQuerySchema,
  DireccionRetiroAdminSchema,
  DireccionRetiroEditarSchema,
  DireccionRetiroListadoQuerySchema,
  DireccionRetiroSchema,
  EnvioBloqueoAdminSchema,
  EnvioBloqueoEditarSchema,
  EnvioBloqueoListadoQuerySchema,
  EnvioBloqueoSchema,
  HorarioAdminSchema,
  HorarioEditarSchema,
  HorarioListadoQuerySchema,
  HorarioPickupAdminSchema,
  HorarioPickupListadoQuerySchema,
  HorarioPickupRegistrarSchema,
  HorarioSchema,
  LinkMenuAdminSchema,
  LinkMenuEditarSchema,
  LinkMenuListadoQuerySchema,
  LinkMenuSchema,
  RegistroParamsSchema,
  SectorAdminSchema,
  SectorListadoQuerySchema,
  ZonaAdminPaginaSchema,
  ZonaAdminParamsSchema,
  ZonaAdminSchema,
  ZonaEditarSchema,
  ZonaEstatusSchema,
  ZonaHistorialQuerySchema,
  ZonaListadoQuerySchema,
  ZonaRegistrarSchema,
  ZonaVerificarQuerySchema,
} from '../contracts/admin-zona.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const POR_REGISTRO = accesoDe('zona');
const POR_URL = { ...POR_REGISTRO, zona: { params: 'zona' } } as const;

/** The entries every record kind of a zone has: reading, editing and its history, by the record's id. */
function porRegistro<const R extends string, S extends z.ZodType, B extends z.ZodType>(
  ruta: R,
  nombre: string,
  item: S,
  editar: B,
) {
  return {
    leer: endpoint({
      method: 'GET',
      path: `/admin/zona/${ruta}/:id`,
      summary: `${nombre}: el registro (de una zona del usuario)`,
      access: POR_REGISTRO,
      params: RegistroParamsSchema,
      response: item,
    }),
    editar: endpoint({
      method: 'PUT',
      path: `/admin/zona/${ruta}/:id`,
      summary: `${nombre}: guarda los cambios (con la versión que se abrió)`,
      access: POR_REGISTRO,
      params: RegistroParamsSchema,
      body: editar,
      response: item,
    }),
    historial: endpoint({
      method: 'GET',
      path: `/admin/zona/${ruta}/:id/historial`,
      summary: `${nombre}: sus cambios (quién, cuándo, antes y después)`,
      access: POR_REGISTRO,
      params: RegistroParamsSchema,
      query: ZonaHistorialQuerySchema,
      response: HistorialSchema,
    }),
  };
}

const estatusDe = <const R extends string, S extends z.ZodType>(ruta: R, nombre: string, item: S) =>
  endpoint({
    method: 'PUT',
    path: `/admin/zona/${ruta}/:id/estatus`,
    summary: `${nombre}: activa o desactiva`,
    access: POR_REGISTRO,
    params: RegistroParamsSchema,
    body: EstatusBodySchema,
    response: item,
  });

const borrarDe = <const R extends string>(ruta: R, nombre: string) =>
  endpoint({
    method: 'DELETE',
    path: `/admin/zona/${ruta}/:id`,
    summary: `${nombre}: lo elimina`,
    access: POR_REGISTRO,
    params: RegistroParamsSchema,
    query: BorrarQuerySchema,
    response: BorradoSchema,
  });

const direccion = porRegistro(
  'direccion',
  'Dirección de retiro',
  DireccionRetiroAdminSchema,
  DireccionRetiroEditarSchema,
);
const area = porRegistro('area', 'Área de entrega', AreaEntregaAdminSchema, AreaEntregaEditarSchema);
const sector = porRegistro('sector', 'Sector', SectorAdminSchema, AreaEntregaEditarSchema);
const horario = porRegistro('horario', 'Horario de entrega', HorarioAdminSchema, HorarioEditarSchema);
const horarioPickup = porRegistro(
  'horario-pickup',
  'Horario de retiro',
  HorarioPickupAdminSchema,
  HorarioEditarSchema,
);
const bloqueo = porRegistro(
  'envio-bloqueo',
  'Fecha sin entregas',
  EnvioBloqueoAdminSchema,
  EnvioBloqueoEditarSchema,
);
const link = porRegistro('link-menu', 'Enlace del menú', LinkMenuAdminSchema, LinkMenuEditarSchema);

export const adminZona = {
  // ── Zones ──
  listado: endpoint({
    method: 'GET',
    path: '/admin/zona/listado',
    summary: 'Las zonas de los roles de zona del usuario (paginadas, ordenadas y filtradas)',
    access: POR_REGISTRO,
    query: ZonaListadoQuerySchema,
    response: ZonaAdminPaginaSchema,
  }),
  verificar: endpoint({
    method: 'GET',
    path: '/admin/zona/verificar',
    summary: 'Si un nombre o un slug de zona está libre (sin contar la zona que se edita, `id`)',
    access: POR_REGISTRO,
    query: ZonaVerificarQuerySchema,
    response: DisponibleSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/editar',
    summary: 'Una zona del usuario',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    response: ZonaAdminSchema,
  }),
  editar: endpoint({
    method: 'PUT',
    path: '/admin/zona/:zona/editardata',
    summary: 'Guarda el nombre de una zona (el slug no cambia)',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: ZonaEditarSchema,
    response: ZonaAdminSchema,
  }),
  estatus: endpoint({
    method: 'PUT',
    path: '/admin/zona/:zona/estatus',
    summary: 'Activa una zona o la pone en mantenimiento',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: ZonaEstatusSchema,
    response: ZonaAdminSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/historial',
    summary: 'Los cambios de una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: ZonaHistorialQuerySchema,
    response: HistorialSchema,
  }),

  // ── Pickup addresses ──
  direcciones: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/direccion',
    summary: 'Las direcciones de retiro de una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: DireccionRetiroListadoQuerySchema,
    response: paginadoSchema(DireccionRetiroAdminSchema),
  }),
  registrarDireccion: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/direccion',
    summary: 'Registra una dirección de retiro en una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: DireccionRetiroSchema,
    response: DireccionRetiroAdminSchema,
    status: [201],
  }),
  leerDireccion: direccion.leer,
  editarDireccion: direccion.editar,
  estatusDireccion: estatusDe('direccion', 'Dirección de retiro', DireccionRetiroAdminSchema),
  borrarDireccion: borrarDe('direccion', 'Dirección de retiro (sin pedidos)'),
  historialDireccion: direccion.historial,

  // ── Delivery areas ──
  areas: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/area',
    summary: 'Las áreas de entrega de una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: AreaEntregaListadoQuerySchema,
    response: paginadoSchema(AreaEntregaAdminSchema),
  }),
  registrarArea: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/area',
    summary: 'Registra un área de entrega en una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: AreaEntregaSchema,
    response: AreaEntregaAdminSchema,
    status: [201],
  }),
  leerArea: area.leer,
  editarArea: area.editar,
  estatusArea: estatusDe('area', 'Área de entrega', AreaEntregaAdminSchema),
  historialArea: area.historial,

  // ── Sectors of an area ──
  sectores: endpoint({
    method: 'GET',
    path: '/admin/zona/area/:id/sector',
    summary: 'Los sectores de un área de entrega',
    access: POR_REGISTRO,
    params: RegistroParamsSchema,
    query: SectorListadoQuerySchema,
    response: paginadoSchema(SectorAdminSchema),
  }),
  registrarSector: endpoint({
    method: 'POST',
    path: '/admin/zona/area/:id/sector',
    summary: 'Registra un sector en un área de entrega',
    access: POR_REGISTRO,
    params: RegistroParamsSchema,
    body: AreaEntregaSchema,
    response: SectorAdminSchema,
    status: [201],
  }),
  leerSector: sector.leer,
  editarSector: sector.editar,
  estatusSector: estatusDe('sector', 'Sector', SectorAdminSchema),
  historialSector: sector.historial,

  // ── Delivery schedules ──
  horarios: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/horario',
    summary: 'Los horarios de entrega de una zona, con sus reservas',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: HorarioListadoQuerySchema,
    response: paginadoSchema(HorarioAdminSchema),
  }),
  registrarHorario: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/horario',
    summary: 'Registra un horario de entrega semanal en una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: HorarioSchema,
    response: HorarioAdminSchema,
    status: [201],
  }),
  leerHorario: horario.leer,
  editarHorario: horario.editar,
  estatusHorario: estatusDe('horario', 'Horario de entrega', HorarioAdminSchema),
  historialHorario: horario.historial,

  // ── Pickup schedules ──
  horariosPickup: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/horario-pickup',
    summary: 'Los horarios de retiro de las direcciones de una zona, con sus reservas',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: HorarioPickupListadoQuerySchema,
    response: paginadoSchema(HorarioPickupAdminSchema),
  }),
  registrarHorarioPickup: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/horario-pickup',
    summary: 'Registra un horario de retiro semanal en una dirección de la zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: HorarioPickupRegistrarSchema,
    response: HorarioPickupAdminSchema,
    status: [201],
  }),
  leerHorarioPickup: horarioPickup.leer,
  editarHorarioPickup: horarioPickup.editar,
  estatusHorarioPickup: estatusDe('horario-pickup', 'Horario de retiro', HorarioPickupAdminSchema),
  historialHorarioPickup: horarioPickup.historial,

  // ── Dates without delivery ──
  bloqueos: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/envio-bloqueo',
    summary: 'Las fechas sin entregas de una zona (desde hoy, o todas)',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: EnvioBloqueoListadoQuerySchema,
    response: paginadoSchema(EnvioBloqueoAdminSchema),
  }),
  registrarBloqueo: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/envio-bloqueo',
    summary: 'Bloquea una fecha: ese día no se ofrecen entregas ni retiros',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: EnvioBloqueoSchema,
    response: EnvioBloqueoAdminSchema,
    status: [201],
  }),
  leerBloqueo: bloqueo.leer,
  editarBloqueo: bloqueo.editar,
  borrarBloqueo: borrarDe('envio-bloqueo', 'Fecha sin entregas'),
  historialBloqueo: bloqueo.historial,

  // ── Menu links ──
  links: endpoint({
    method: 'GET',
    path: '/admin/zona/:zona/link-menu',
    summary: 'Los enlaces del menú de la tienda de una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    query: LinkMenuListadoQuerySchema,
    response: paginadoSchema(LinkMenuAdminSchema),
  }),
  registrarLink: endpoint({
    method: 'POST',
    path: '/admin/zona/:zona/link-menu',
    summary: 'Registra un enlace del menú de la tienda de una zona',
    access: POR_URL,
    params: ZonaAdminParamsSchema,
    body: LinkMenuSchema,
    response: LinkMenuAdminSchema,
    status: [201],
  }),
  leerLink: link.leer,
  editarLink: link.editar,
  borrarLink: borrarDe('link-menu', 'Enlace del menú'),
  historialLink: link.historial,

  // ── Registering a zone ──
  // Last: registering ends the caller's access tokens (its browser renews the session and gets the
  // new zone's role, decision 0026), so a caller that goes through every entry in order calls it after
  // the others.
  registrar: endpoint({
    method: 'POST',
    path: '/admin/zona/registrardata',
    summary: 'Registra una zona (inactiva, en mantenimiento); quien la crea recibe su rol de zona',
    access: POR_REGISTRO,
    body: ZonaRegistrarSchema,
    response: ZonaAdminSchema,
    status: [201],
  }),
};
