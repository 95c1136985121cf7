/**
 * The lists of a zone's records in the back-office (decision 0026), and the one record saved under
 * another.
 */
import { MensajesZona, type TokenPayload } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import { patronTexto, plegar, plegarTexto } from './listado.ts';
import { zonaDeUrl } from './zona.ts';
import { crearRegistro, listarRegistros, zonaPermitida } from './zona-registros.ts';
import {
  areaEntrega,
  direccionRetiro,
  envioBloqueo,
  horarioEntrega,
  horarioRetiro,
  hoyCaracas,
  linkMenu,
  sectorEntrega,
} from './zona-tipos.ts';

/** Text filter over a column, accent- and case-insensitive ('' = none). */
const texto =
  (columna: string, q: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: the records' queries are untyped (zona-registros.ts)
  (consulta: any) =>
    q ? consulta.where(plegar(columna), 'like', patronTexto(plegarTexto(q))) : consulta;

type Lista<O extends string> = { pagina: number; orden: O; dir: 'asc' | 'desc'; q: string; estatus?: number };

export async function listarDirecciones(db: Db, zona: string, l: Lista<'orden' | 'nombre' | 'estatus'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    direccionRetiro,
    (c) => {
      const f = texto('zona_direccion.nombre', l.q)(c.where('zona_direccion.zona_id', '=', z.id));
      return l.estatus ? f.where('zona_direccion.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_direccion.${l.orden}`, dir: l.dir },
  );
}

export async function listarAreas(db: Db, zona: string, l: Lista<'orden' | 'nombre' | 'estatus'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    areaEntrega,
    (c) => {
      const f = texto('zona_area.nombre', l.q)(c.where('zona_area.zona_id', '=', z.id));
      return l.estatus ? f.where('zona_area.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_area.${l.orden}`, dir: l.dir },
  );
}

/** The sectors of area `areaId` (its zone's role required). */
export async function listarSectores(
  db: Db,
  usuario: TokenPayload,
  areaId: number,
  l: Lista<'orden' | 'nombre' | 'estatus'>,
) {
  await zonaPermitida(db, usuario, 'zona_area', areaId);
  return listarRegistros(
    db,
    sectorEntrega,
    (c) => {
      const f = texto('zona_sector.nombre', l.q)(c.where('zona_sector.area_id', '=', areaId));
      return l.estatus ? f.where('zona_sector.estatus', '=', l.estatus) : f;
    },
    { pagina: l.pagina, columna: `zona_sector.${l.orden}`, dir: l.dir },
  );
}

export async function listarHorarios(
  db: Db,
  zona: string,
  l: Lista<'dia' | 'capacidad' | 'estatus'> & { dia?: number },
) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    horarioEntrega,
    (c) => {
      let f = c.where('zona_horario.zona_id', '=', z.id);
      if (l.estatus) f = f.where('zona_horario.estatus', '=', l.estatus);
      return l.dia === undefined ? f : f.where('zona_horario.dia_semana', '=', l.dia);
    },
    // 'dia' is the rows' day-and-start key (an output column of the query).
    { pagina: l.pagina, columna: l.orden === 'dia' ? 'dia' : `zona_horario.${l.orden}`, dir: l.dir },
  );
}

export async function listarHorariosPickup(
  db: Db,
  zona: string,
  l: Lista<'dia' | 'direccion' | 'capacidad' | 'estatus'> & { dia?: number; direccionId?: number },
) {
  const z = await zonaDeUrl(db, zona);
  const columna = {
    dia: 'dia',
    direccion: 'direccion',
    capacidad: 'zona_horario_pickup.capacidad',
    estatus: 'zona_horario_pickup.estatus',
  }[l.orden];
  return listarRegistros(
    db,
    horarioRetiro,
    (c) => {
      let f = c.where('zona_direccion.zona_id', '=', z.id);
      if (l.estatus) f = f.where('zona_horario_pickup.estatus', '=', l.estatus);
      if (l.direccionId) f = f.where('zona_horario_pickup.direccion_id', '=', l.direccionId);
      return l.dia === undefined ? f : f.where('zona_horario_pickup.dia_semana', '=', l.dia);
    },
    { pagina: l.pagina, columna, dir: l.dir },
  );
}

/** A pickup schedule of one of the URL zone's addresses. */
export async function registrarHorarioPickup(
  db: Db,
  usuario: TokenPayload,
  zona: string,
  direccionId: number,
  columnas: Record<string, unknown>,
) {
  const z = await zonaDeUrl(db, zona);
  const deLaDireccion = await zonaPermitida(db, usuario, 'zona_direccion', direccionId);
  if (deLaDireccion.id !== z.id)
    throw new Rechazado(MensajesZona.DIRECCION_DE_OTRA_ZONA, {
      direccionId: MensajesZona.DIRECCION_DE_OTRA_ZONA,
    });
  return crearRegistro(db, usuario, horarioRetiro, z, { ...columnas, direccion_id: direccionId });
}

/** The zone's blocked dates from today on (or every one, `pasadas`), by date. */
export async function listarBloqueos(db: Db, zona: string, l: Lista<'fecha'> & { pasadas?: '1' }) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    envioBloqueo,
    (c) => {
      const f = texto('zona_envio_bloqueo.motivo', l.q)(c.where('zona_envio_bloqueo.zona_id', '=', z.id));
      return l.pasadas ? f : f.where('zona_envio_bloqueo.fecha', '>=', hoyCaracas);
    },
    { pagina: l.pagina, columna: 'zona_envio_bloqueo.fecha', dir: l.dir },
  );
}

export async function listarLinks(db: Db, zona: string, l: Lista<'prioridad' | 'nombre'>) {
  const z = await zonaDeUrl(db, zona);
  return listarRegistros(
    db,
    linkMenu,
    (c) => texto('zona_link_menu.nombre', l.q)(c.where('zona_link_menu.zona_id', '=', z.id)),
    { pagina: l.pagina, columna: `zona_link_menu.${l.orden}`, dir: l.dir },
  );
}
