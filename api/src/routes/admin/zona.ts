/** The zones section of the back-office (issue 18, decision 0026): services/admin/zona.ts. */
import type { HorarioEntrada } from '@mercado/shared/contracts';
import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import {
  guardarZona,
  historialZona,
  listarZonas,
  registrarZona,
  verificarZona,
  zonaDeUrl,
  zonaPorSlug,
} from '../../services/admin/zona.ts';
import {
  listarAreas,
  listarBloqueos,
  listarDirecciones,
  listarHorarios,
  listarHorariosPickup,
  listarLinks,
  listarSectores,
  registrarHorarioPickup,
} from '../../services/admin/zona-listas.ts';
import {
  borrarRegistro,
  crearRegistro,
  guardarRegistro,
  historialRegistro,
  leerRegistro,
  type TablaDeZona,
  zonaDelRegistro,
  zonaPermitida,
} from '../../services/admin/zona-registros.ts';
import {
  areaEntrega,
  direccionRetiro,
  envioBloqueo,
  exigirFechaFutura,
  horarioEntrega,
  horarioRetiro,
  linkMenu,
  sectorEntrega,
} from '../../services/admin/zona-tipos.ts';

/** A schedule's form as its table's columns. */
const columnasHorario = (h: HorarioEntrada) => ({
  dia_semana: h.diaSemana,
  hora_inicio: h.horaInicio,
  hora_fin: h.horaFin,
  capacidad: h.capacidad,
  corte_minutos: h.corteMinutos,
});

export function adminZonaHandlers(ctx: AppContext): Handlers<typeof adminZona> {
  const { db } = ctx;
  return {
    // ── Zones ──
    listado: (q, { usuario }) => listarZonas(db, usuario, q),
    verificar: (q) => verificarZona(db, q),
    registrar: async (body, { usuario, reply }) => {
      const zona = await registrarZona(ctx, usuario, body);
      reply.status(201);
      return zona;
    },
    leer: ({ zona }) => zonaPorSlug(db, zona),
    editar: ({ zona, nombre, version }, { usuario }) => guardarZona(ctx, usuario, zona, { nombre }, version),
    estatus: ({ zona, estatus, version }, { usuario }) =>
      guardarZona(ctx, usuario, zona, { estatus }, version),
    historial: ({ zona, pagina }) => historialZona(db, zona, pagina),

    // ── Pickup addresses ──
    direcciones: ({ zona, ...l }) => listarDirecciones(db, zona, l),
    registrarDireccion: async ({ zona, ...body }, { usuario, reply }) => {
      const z = await zonaDeUrl(db, zona);
      reply.status(201);
      return crearRegistro(db, usuario, direccionRetiro, z, { ...body, zona_id: z.id });
    },
    leerDireccion: ({ id }, { usuario }) => leerRegistro(db, usuario, direccionRetiro, id),
    editarDireccion: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, direccionRetiro, id, version, body),
    estatusDireccion: ({ id, version, estatus }, { usuario }) =>
      guardarRegistro(db, usuario, direccionRetiro, id, version, { estatus }, 'estatus'),
    borrarDireccion: ({ id, version }, { usuario }) =>
      borrarRegistro(db, usuario, direccionRetiro, id, version),
    historialDireccion: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_direccion', id, pagina),

    // ── Delivery areas ──
    areas: ({ zona, ...l }) => listarAreas(db, zona, l),
    registrarArea: async ({ zona, ...body }, { usuario, reply }) => {
      const z = await zonaDeUrl(db, zona);
      reply.status(201);
      return crearRegistro(db, usuario, areaEntrega, z, { ...body, zona_id: z.id });
    },
    leerArea: ({ id }, { usuario }) => leerRegistro(db, usuario, areaEntrega, id),
    editarArea: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, areaEntrega, id, version, body),
    estatusArea: ({ id, version, estatus }, { usuario }) =>
      guardarRegistro(db, usuario, areaEntrega, id, version, { estatus }, 'estatus'),
    historialArea: ({ id, pagina }, { usuario }) => historialRegistro(db, usuario, 'zona_area', id, pagina),

    // ── Sectors of an area ──
    sectores: ({ id, ...l }, { usuario }) => listarSectores(db, usuario, id, l),
    registrarSector: async ({ id, ...body }, { usuario, reply }) => {
      const z = await zonaPermitida(db, usuario, 'zona_area', id);
      reply.status(201);
      return crearRegistro(db, usuario, sectorEntrega, z, { ...body, area_id: id });
    },
    leerSector: ({ id }, { usuario }) => leerRegistro(db, usuario, sectorEntrega, id),
    editarSector: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, sectorEntrega, id, version, body),
    estatusSector: ({ id, version, estatus }, { usuario }) =>
      guardarRegistro(db, usuario, sectorEntrega, id, version, { estatus }, 'estatus'),
    historialSector: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_sector', id, pagina),

    // ── Delivery schedules ──
    horarios: ({ zona, ...l }) => listarHorarios(db, zona, l),
    registrarHorario: async ({ zona, ...body }, { usuario, reply }) => {
      const z = await zonaDeUrl(db, zona);
      reply.status(201);
      return crearRegistro(db, usuario, horarioEntrega, z, { ...columnasHorario(body), zona_id: z.id });
    },
    leerHorario: ({ id }, { usuario }) => leerRegistro(db, usuario, horarioEntrega, id),
    editarHorario: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, horarioEntrega, id, version, columnasHorario(body)),
    estatusHorario: ({ id, version, estatus }, { usuario }) =>
      guardarRegistro(db, usuario, horarioEntrega, id, version, { estatus }, 'estatus'),
    historialHorario: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_horario', id, pagina),

    // ── Pickup schedules ──
    horariosPickup: ({ zona, ...l }) => listarHorariosPickup(db, zona, l),
    registrarHorarioPickup: async ({ zona, direccionId, ...body }, { usuario, reply }) => {
      const creado = await registrarHorarioPickup(db, usuario, zona, direccionId, columnasHorario(body));
      reply.status(201);
      return creado;
    },
    leerHorarioPickup: ({ id }, { usuario }) => leerRegistro(db, usuario, horarioRetiro, id),
    editarHorarioPickup: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, horarioRetiro, id, version, columnasHorario(body)),
    estatusHorarioPickup: ({ id, version, estatus }, { usuario }) =>
      guardarRegistro(db, usuario, horarioRetiro, id, version, { estatus }, 'estatus'),
    historialHorarioPickup: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_horario_pickup', id, pagina),

    // ── Dates without delivery ──
    bloqueos: ({ zona, ...l }) => listarBloqueos(db, zona, l),
    registrarBloqueo: async ({ zona, ...body }, { usuario, reply }) => {
      const z = await zonaDeUrl(db, zona);
      exigirFechaFutura(body.fecha);
      reply.status(201);
      return crearRegistro(db, usuario, envioBloqueo, z, { ...body, zona_id: z.id });
    },
    leerBloqueo: ({ id }, { usuario }) => leerRegistro(db, usuario, envioBloqueo, id),
    editarBloqueo: ({ id, version, ...body }, { usuario }) => {
      exigirFechaFutura(body.fecha);
      return guardarRegistro(db, usuario, envioBloqueo, id, version, body);
    },
    borrarBloqueo: ({ id, version }, { usuario }) => borrarRegistro(db, usuario, envioBloqueo, id, version),
    historialBloqueo: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_envio_bloqueo', id, pagina),

    // ── Menu links ──
    links: ({ zona, ...l }) => listarLinks(db, zona, l),
    registrarLink: async ({ zona, ...body }, { usuario, reply }) => {
      const z = await zonaDeUrl(db, zona);
      reply.status(201);
      return crearRegistro(db, usuario, linkMenu, z, { ...body, zona_id: z.id });
    },
    leerLink: ({ id }, { usuario }) => leerRegistro(db, usuario, linkMenu, id),
    editarLink: ({ id, version, ...body }, { usuario }) =>
      guardarRegistro(db, usuario, linkMenu, id, version, body),
    borrarLink: ({ id, version }, { usuario }) => borrarRegistro(db, usuario, linkMenu, id, version),
    historialLink: ({ id, pagina }, { usuario }) =>
      historialRegistro(db, usuario, 'zona_link_menu', id, pagina),
  };
}

/** The record kinds reached by id, by the suffix of their entries' names (`editarHorario`). */
const REGISTROS: Record<string, TablaDeZona> = {
  Direccion: 'zona_direccion',
  Area: 'zona_area',
  Sector: 'zona_sector',
  Horario: 'zona_horario',
  HorarioPickup: 'zona_horario_pickup',
  Bloqueo: 'zona_envio_bloqueo',
  Link: 'zona_link_menu',
};

/**
 * The zone of every entry that reaches a record by its id: the route checks the caller's role for
 * it before the body (a Valencia schedule with a bad body is a 403 for a Caracas-only manager).
 */
export function adminZonaZonas({ db }: AppContext): ZonasDeRegistros<typeof adminZona> {
  const de = (tabla: TablaDeZona) => async (params: Record<string, unknown>) =>
    (await zonaDelRegistro(db, tabla, Number(params.id)))?.slug;
  const zonas: ZonasDeRegistros<typeof adminZona> = {
    sectores: de('zona_area'),
    registrarSector: de('zona_area'),
  };
  for (const [tipo, tabla] of Object.entries(REGISTROS))
    for (const accion of ['leer', 'editar', 'estatus', 'borrar', 'historial']) {
      const entrada = `${accion}${tipo}`;
      if (entrada in adminZona) zonas[entrada as keyof typeof adminZona] = de(tabla);
    }
  return zonas;
}
