/**
 * Checkout data (issue 5): what the checkout page renders from — payment methods and banks (data,
 * not code), the wallet balance, the user's addresses, the zone's areas/sectors, delivery slots
 * (zone schedules, closed dates listed with their reason, capacity and cut-off), pickup stores and their slots,
 * shipping rules, packaging, IGTF and the exchange rate.
 */
import {
  type Area,
  type Banco,
  claveIdempotencia,
  type DireccionUsuario,
  type EntregaZona,
  EstatusRegistro,
  type FormPago,
  METODOS_PAGO,
  type MetodoPago,
  type MetodoPagoCodigo,
  type PuntoRetiro,
  type ReglaEnvio,
  SUSTITUCION_NOMBRES,
  SUSTITUCIONES,
  type ZonaSectores,
} from '@mercado/shared/contracts';
import {
  caracasDay,
  DIAS_FRANJAS,
  diasCerrados,
  generarFranjas,
  type HorarioFranja,
  type ReglaEnvioDatos,
  reglasPara,
  sumarDias,
  type Tramo,
} from '@mercado/shared/rules';
import type { Db } from '../db/index.ts';
import type { ContextoCarrito } from './carrito/contexto.ts';
import { configuracionCheckout, evaluarCarrito, tasaActual } from './carrito/lectura.ts';
import { saldoDe } from './saldo.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

export async function zonaSectores(db: Db, zonaSlug?: string): Promise<ZonaSectores[]> {
  let zq = db.selectFrom('zona').select(['id', 'slug', 'nombre']).where('estatus', '=', ACTIVO);
  if (zonaSlug) zq = zq.where('slug', '=', zonaSlug);
  const zonas = await zq.orderBy('nombre').execute();
  if (zonas.length === 0) return [];
  const areas = await areasDe(
    db,
    zonas.map((z) => z.id),
  );
  return zonas.map((z) => ({ zona: z, areas: areas.get(z.id) ?? [] }));
}

async function areasDe(db: Db, zonaIds: number[]): Promise<Map<number, Area[]>> {
  const rows = await db
    .selectFrom('zona_area as a')
    .leftJoin('zona_sector as s', (j) => j.onRef('s.area_id', '=', 'a.id').on('s.estatus', '=', ACTIVO))
    .select(['a.id as area_id', 'a.zona_id', 'a.nombre as area', 's.id as sector_id', 's.nombre as sector'])
    .where('a.zona_id', 'in', zonaIds)
    .where('a.estatus', '=', ACTIVO)
    .orderBy('a.orden')
    .orderBy('a.nombre')
    .orderBy('s.orden')
    .orderBy('s.nombre')
    .execute();
  const out = new Map<number, Area[]>();
  const porArea = new Map<number, Area>();
  for (const r of rows) {
    let area = porArea.get(r.area_id);
    if (!area) {
      area = { id: r.area_id, nombre: r.area, sectores: [] };
      porArea.set(r.area_id, area);
      const lista = out.get(r.zona_id) ?? [];
      lista.push(area);
      out.set(r.zona_id, lista);
    }
    if (r.sector_id !== null && r.sector !== null) area.sectores.push({ id: r.sector_id, nombre: r.sector });
  }
  return out;
}

/** The user's active addresses (of one zone when given), default first. */
export async function direccionesDe(db: Db, usuarioId: string, zonaId?: number): Promise<DireccionUsuario[]> {
  let q = db
    .selectFrom('usuario_direccion as d')
    .innerJoin('zona_sector as s', 's.id', 'd.sector_id')
    .innerJoin('zona_area as a', 'a.id', 's.area_id')
    .innerJoin('zona as z', 'z.id', 'a.zona_id')
    .select([
      'd.id',
      'z.slug as zona',
      'a.id as area_id',
      'a.nombre as area',
      's.id as sector_id',
      's.nombre as sector',
      'd.direccion',
      'd.referencia',
      'd.predeterminada',
    ])
    .where('d.usuario_id', '=', usuarioId)
    .where('d.estatus', '=', ACTIVO)
    .where('s.estatus', '=', ACTIVO)
    .where('a.estatus', '=', ACTIVO);
  if (zonaId !== undefined) q = q.where('a.zona_id', '=', zonaId);
  const rows = await q.orderBy('d.predeterminada', 'desc').orderBy('d.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    zona: r.zona,
    areaId: r.area_id,
    area: r.area,
    sectorId: r.sector_id,
    sector: r.sector,
    direccion: r.direccion,
    referencia: r.referencia,
    predeterminada: r.predeterminada,
  }));
}

/** Closed dates of a zone (date → staff's reason) from today (Caracas) for the slots' window. */
export async function fechasBloqueadas(
  db: Db,
  zonaId: number,
  ahora = new Date(),
): Promise<Map<string, string | null>> {
  const hoy = caracasDay(ahora);
  const rows = await db
    .selectFrom('zona_envio_bloqueo')
    .select(['fecha', 'motivo'])
    .where('zona_id', '=', zonaId)
    .where('fecha', '>=', hoy)
    .where('fecha', '<=', sumarDias(hoy, DIAS_FRANJAS))
    .execute();
  return new Map(rows.map((r) => [r.fecha, r.motivo]));
}

async function reservas(db: Db, tipo: 'delivery' | 'pickup', horarioIds: number[], ahora: Date) {
  if (horarioIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('franja_reserva')
    .select(['horario_id', 'fecha', 'reservados'])
    .where('tipo', '=', tipo)
    .where('horario_id', 'in', horarioIds)
    .where('fecha', '>=', caracasDay(ahora))
    .execute();
  return new Map(rows.map((r) => [`${r.horario_id}:${r.fecha}`, r.reservados]));
}

const horario = (h: {
  id: number;
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
  capacidad: number;
  corte_minutos: number;
}): HorarioFranja => ({
  id: h.id,
  diaSemana: h.dia_semana,
  horaInicio: h.hora_inicio,
  horaFin: h.hora_fin,
  capacidad: h.capacidad,
  corteMinutos: h.corte_minutos,
});

/** The zone's delivery slots and the closed days of their window: what checkout and the store show. */
export async function entregaZona(db: Db, zonaId: number, ahora = new Date()): Promise<EntregaZona> {
  const horarios = (
    await db
      .selectFrom('zona_horario')
      .selectAll()
      .where('zona_id', '=', zonaId)
      .where('estatus', '=', ACTIVO)
      .execute()
  ).map(horario);
  const [bloqueos, r] = await Promise.all([
    fechasBloqueadas(db, zonaId, ahora),
    reservas(
      db,
      'delivery',
      horarios.map((h) => h.id),
      ahora,
    ),
  ]);
  return {
    franjas: generarFranjas({ horarios, bloqueadas: new Set(bloqueos.keys()), reservas: r, ahora }),
    diasCerrados: diasCerrados(bloqueos, ahora),
  };
}

export async function puntosRetiro(db: Db, zonaId: number, ahora = new Date()): Promise<PuntoRetiro[]> {
  const tiendas = await db
    .selectFrom('zona_direccion')
    .select(['id', 'nombre', 'direccion'])
    .where('zona_id', '=', zonaId)
    .where('estatus', '=', ACTIVO)
    .orderBy('orden')
    .orderBy('id')
    .execute();
  if (tiendas.length === 0) return [];
  const horarios = await db
    .selectFrom('zona_horario_pickup')
    .selectAll()
    .where(
      'direccion_id',
      'in',
      tiendas.map((t) => t.id),
    )
    .where('estatus', '=', ACTIVO)
    .execute();
  const [bloqueos, r] = await Promise.all([
    fechasBloqueadas(db, zonaId, ahora),
    reservas(
      db,
      'pickup',
      horarios.map((h) => h.id),
      ahora,
    ),
  ]);
  return tiendas.map((t) => ({
    ...t,
    franjas: generarFranjas({
      horarios: horarios.filter((h) => h.direccion_id === t.id).map(horario),
      bloqueadas: new Set(bloqueos.keys()),
      reservas: r,
      ahora,
    }),
  }));
}

/**
 * The zone's active shipping rules as the bands a shopper of `tipoUsuario` pays by (`reglasPara`:
 * the prime benefit applied), read on every request so a rule staff save is charged at once.
 */
export async function reglasEnvio(db: Db, zonaId: number, tipoUsuario: number): Promise<ReglaEnvio[]> {
  const filas = await db
    .selectFrom('envio_regla as r')
    .innerJoin('envio_tramo as t', 't.regla_id', 'r.id')
    .select(['r.id', 'r.area_id', 'r.prime_gratis_desde', 't.desde', 't.costo'])
    .where('r.zona_id', '=', zonaId)
    .where('r.estatus', '=', ACTIVO)
    .orderBy('r.area_id', 'asc')
    .orderBy('t.desde')
    .execute();
  const reglas = new Map<number, ReglaEnvioDatos & { tramos: Tramo[] }>();
  for (const f of filas) {
    const regla = reglas.get(f.id) ?? {
      areaId: f.area_id,
      primeGratisDesde: f.prime_gratis_desde,
      tramos: [],
    };
    regla.tramos.push({ desde: f.desde, costo: f.costo });
    reglas.set(f.id, regla);
  }
  return reglasPara([...reglas.values()], tipoUsuario);
}

export type MetodoPagoFila = MetodoPago;

/** Active payment methods, in their order. */
export async function metodosPago(db: Db): Promise<MetodoPago[]> {
  const rows = await db
    .selectFrom('metodo_pago')
    .selectAll()
    .where('estatus', '=', ACTIVO)
    .orderBy('orden')
    .execute();
  return rows
    .filter((m): m is typeof m & { codigo: MetodoPagoCodigo } =>
      (METODOS_PAGO as readonly string[]).includes(m.codigo),
    )
    .map((m) => ({
      codigo: m.codigo,
      nombre: m.nombre,
      descripcion: m.descripcion,
      moneda: m.moneda === 'VES' ? 'VES' : 'USD',
      divisa: m.divisa,
      requiereReferencia: m.requiere_referencia,
      requiereBanco: m.requiere_banco,
      requiereTelefono: m.requiere_telefono,
      requiereVerificacion: m.requiere_verificacion,
      contraEntrega: m.contra_entrega,
      soloDelivery: m.solo_delivery,
      esSaldo: m.codigo === 'saldo',
      referenciaPatron: m.referencia_patron,
      datosDestino: m.datos_destino,
      instrucciones: m.instrucciones,
    }));
}

export async function bancos(db: Db): Promise<Banco[]> {
  return db
    .selectFrom('banco')
    .select(['codigo', 'nombre'])
    .where('estatus', '=', ACTIVO)
    .orderBy('orden')
    .orderBy('codigo')
    .execute();
}

/** GET /usuario/orden/zona/{zona}/pagina/{pagina}/formpago */
export async function formPago(ctx: ContextoCarrito, pagina: number): Promise<FormPago> {
  const { db, comprador: c, zona } = ctx;
  const ahora = new Date();
  const [carrito, metodos, listaBancos, saldo, direcciones, areas, delivery, pickup, reglas, conf, tasa] =
    await Promise.all([
      evaluarCarrito(ctx, pagina),
      metodosPago(db),
      bancos(db),
      saldoDe(db, c.id),
      direccionesDe(db, c.id, zona.id),
      areasDe(db, [zona.id]),
      entregaZona(db, zona.id, ahora),
      puntosRetiro(db, zona.id, ahora),
      reglasEnvio(db, zona.id, c.tipo),
      configuracionCheckout(db),
      tasaActual(db),
    ]);
  return {
    zona: { id: zona.id, slug: zona.slug, nombre: zona.nombre },
    carrito: carrito.vista,
    idempotencia: claveIdempotencia(carrito.vista),
    metodosPago: metodos,
    bancos: listaBancos,
    saldo,
    tiposEnvio: [
      { codigo: 'delivery', nombre: 'Entrega a domicilio' },
      { codigo: 'pickup', nombre: 'Retiro en tienda' },
    ],
    direcciones,
    areas: areas.get(zona.id) ?? [],
    franjasDelivery: delivery.franjas,
    diasCerrados: delivery.diasCerrados,
    pickup,
    reglasEnvio: reglas,
    costoEmpaquetado: conf.costoEmpaquetado,
    igtf: conf.igtf,
    tasa,
    minimoCompra: carrito.vista.minimoCompra,
    sustituciones: SUSTITUCIONES.map((codigo) => ({ codigo, nombre: SUSTITUCION_NOMBRES[codigo] })),
    minutosVerificacion: conf.minutosVerificacion,
  };
}

export { areasDe };
