/**
 * Checkout demo data (issue 5), seeded once on top of the catalogue and the storefront content
 * (`seed()` calls it on every start; it does nothing when payment methods exist already):
 * banks and payment methods, areas and sectors, delivery schedules, pickup stores and their
 * schedules, blocked dates, shipping rules, coupons of each kind, an address and a wallet balance for
 * cliente@ and prime@. Fixture codes and values: seed-fixtures.ts.
 */
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from './index.ts';
import {
  BLOCKED_DATE_OFFSET_DAYS,
  CLIENTE_DIRECCION,
  CLIENTE_SALDO,
  COUPON_EXHAUSTED_CODE,
  COUPON_EXPIRED_CODE,
  COUPON_FIXED_CODE,
  COUPON_FUTURE_CODE,
  COUPON_INACTIVE_CODE,
  COUPON_MIN_PURCHASE_CODE,
  COUPON_ONE_USE_CODE,
  COUPON_PERCENT_CODE,
  COUPON_ZONE_CODE,
  FAR_AREA_NAME,
  PICKUP_NAME,
  PRIME_SALDO,
  SHIPPING_RULES_CARACAS,
} from './seed-fixtures.ts';

export const BANCOS: [string, string][] = [
  ['0102', 'Banco de Venezuela'],
  ['0104', 'Venezolano de Crédito'],
  ['0105', 'Mercantil'],
  ['0108', 'BBVA Provincial'],
  ['0114', 'Bancaribe'],
  ['0134', 'Banesco'],
  ['0151', 'BFC Banco Fondo Común'],
  ['0163', 'Banco del Tesoro'],
  ['0172', 'Bancamiga'],
  ['0191', 'Banco Nacional de Crédito (BNC)'],
];

const TITULAR = 'Mercado en Línea C.A.';
const RIF = 'J-40123456-7';

export const METODOS = [
  {
    codigo: 'saldo',
    nombre: 'Saldo a favor',
    descripcion: 'Use su saldo para pagar todo el pedido o una parte; el resto, con otro método.',
    moneda: 'USD',
    divisa: false,
    requiere_referencia: false,
    requiere_banco: false,
    requiere_telefono: false,
    requiere_verificacion: false,
    contra_entrega: false,
    solo_delivery: false,
    referencia_patron: null,
    datos_destino: [],
    instrucciones: null,
  },
  {
    codigo: 'pago_movil',
    nombre: 'Pago Móvil',
    descripcion: 'Pague en bolívares a la tasa del día desde la aplicación de su banco.',
    moneda: 'VES',
    divisa: false,
    requiere_referencia: true,
    requiere_banco: true,
    requiere_telefono: true,
    requiere_verificacion: true,
    contra_entrega: false,
    solo_delivery: false,
    referencia_patron: '^[0-9]{4,12}$',
    datos_destino: [
      { etiqueta: 'Banco', valor: '0134 Banesco' },
      { etiqueta: 'Teléfono', valor: '0414-5550000' },
      { etiqueta: 'RIF', valor: RIF },
    ],
    instrucciones:
      'Haga el Pago Móvil por el monto en bolívares e indique el banco y el teléfono desde los que pagó y los dígitos de la referencia.',
  },
  {
    codigo: 'transferencia',
    nombre: 'Transferencia bancaria',
    descripcion: 'Transfiera en bolívares a la tasa del día a nuestra cuenta.',
    moneda: 'VES',
    divisa: false,
    requiere_referencia: true,
    requiere_banco: false,
    requiere_telefono: false,
    requiere_verificacion: true,
    contra_entrega: false,
    solo_delivery: false,
    referencia_patron: '^[0-9]{6,20}$',
    datos_destino: [
      { etiqueta: 'Banco', valor: '0105 Mercantil' },
      { etiqueta: 'Cuenta corriente', valor: '0105-0123-45-1234567890' },
      { etiqueta: 'Titular', valor: TITULAR },
      { etiqueta: 'RIF', valor: RIF },
    ],
    instrucciones: 'Transfiera el monto en bolívares e indique el número de referencia de la operación.',
  },
  {
    codigo: 'zelle',
    nombre: 'Zelle',
    descripcion: 'Pague en dólares por Zelle. Se cobra el IGTF sobre el monto en divisas.',
    moneda: 'USD',
    divisa: true,
    requiere_referencia: true,
    requiere_banco: false,
    requiere_telefono: false,
    requiere_verificacion: true,
    contra_entrega: false,
    solo_delivery: false,
    referencia_patron: '^[A-Za-z0-9]{6,20}$',
    datos_destino: [
      { etiqueta: 'Correo', valor: 'pagos@mercado.test' },
      { etiqueta: 'Titular', valor: TITULAR },
    ],
    instrucciones: 'Envíe el monto en dólares e indique el código de confirmación de Zelle.',
  },
  {
    codigo: 'efectivo_usd',
    nombre: 'Efectivo en dólares',
    descripcion: 'Pague en efectivo al recibir su pedido. Se cobra el IGTF sobre el monto en divisas.',
    moneda: 'USD',
    divisa: true,
    requiere_referencia: false,
    requiere_banco: false,
    requiere_telefono: false,
    requiere_verificacion: false,
    contra_entrega: true,
    solo_delivery: true,
    referencia_patron: null,
    datos_destino: [],
    instrucciones: 'Indique con cuánto pagará para llevarle el cambio.',
  },
] as const;

type AreaSeed = { nombre: string; sectores: string[] };
const AREAS: Record<string, AreaSeed[]> = {
  caracas: [
    { nombre: 'Chacao', sectores: ['Altamira', 'Los Palos Grandes', 'La Castellana', 'El Rosal'] },
    { nombre: 'Baruta', sectores: ['Las Mercedes', 'Santa Fe', 'Prados del Este'] },
    { nombre: 'Libertador', sectores: ['La Candelaria', 'San Bernardino', 'El Paraíso'] },
    { nombre: FAR_AREA_NAME, sectores: ['La Lagunita', 'Los Naranjos'] },
  ],
  valencia: [
    { nombre: 'Valencia Norte', sectores: ['El Viñedo', 'La Viña', 'Prebo'] },
    { nombre: 'Naguanagua', sectores: ['Mañongo', 'La Granja'] },
  ],
  maracaibo: [{ nombre: 'Maracaibo Norte', sectores: ['Bella Vista', 'Tierra Negra'] }],
};

/** [dia_semana list, inicio, fin, capacidad, corte minutos] */
type Horario = [number[], string, string, number, number];
const TODOS = [0, 1, 2, 3, 4, 5, 6];
const LUN_SAB = [1, 2, 3, 4, 5, 6];
const HORARIOS: Record<string, Horario[]> = {
  caracas: [
    [TODOS, '08:00', '11:00', 15, 120],
    [TODOS, '11:00', '14:00', 15, 120],
    [LUN_SAB, '14:00', '17:00', 15, 120],
    [LUN_SAB, '17:00', '20:00', 10, 120],
  ],
  valencia: [
    [LUN_SAB, '09:00', '13:00', 10, 180],
    [LUN_SAB, '14:00', '18:00', 10, 180],
  ],
  maracaibo: [[LUN_SAB, '09:00', '13:00', 10, 180]],
};

const PICKUP: Record<string, { nombre: string; direccion: string; horarios: Horario[] }[]> = {
  caracas: [
    {
      nombre: PICKUP_NAME,
      direccion: 'Av. Andrés Bello con 1ª transversal, Los Palos Grandes, Caracas',
      horarios: [
        [TODOS, '09:00', '12:00', 30, 60],
        [TODOS, '12:00', '15:00', 30, 60],
        [LUN_SAB, '15:00', '19:00', 30, 60],
      ],
    },
    {
      nombre: 'Mercado Las Mercedes',
      direccion: 'Calle París con calle Caroní, Las Mercedes, Caracas',
      horarios: [
        [LUN_SAB, '10:00', '14:00', 20, 60],
        [LUN_SAB, '14:00', '18:00', 20, 60],
      ],
    },
  ],
  valencia: [
    {
      nombre: 'Mercado El Viñedo',
      direccion: 'Av. Monseñor Adams, El Viñedo, Valencia',
      horarios: [[LUN_SAB, '09:00', '17:00', 25, 60]],
    },
  ],
};

type CuponSeed = {
  codigo: string;
  nombre: string;
  valor: string;
  porcentaje: boolean;
  minimo_compra: string;
  limite_usuario: number;
  limite_total: number;
  publico: boolean;
  /** Zone slugs; [] = every zone. */
  zonas: string[];
  inicio?: Date;
  fin?: Date;
  estatus?: number;
  /** Offered to these users (Mis cupones). */
  para?: string[];
  /** Uses already made (no order). */
  usos?: string[];
};

const FERIADOS = ['12-24', '12-25', '12-31', '01-01'];

/** Seeds the checkout data when there is none. Returns false when it was there already. */
export async function seedCheckout(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('metodo_pago').select('codigo').limit(1).executeTakeFirst();
  if (existing) return false;
  const zonas = await db.selectFrom('zona').select(['id', 'slug']).execute();
  if (zonas.length === 0) return false;
  const zonaId = new Map(zonas.map((z) => [z.slug, z.id]));
  const usuarios = await db.selectFrom('usuario').select(['id', 'email']).execute();
  const uid = new Map(usuarios.map((u) => [u.email, u.id]));
  const ahora = new Date();
  const hoy = caracasDay(ahora);
  const dia = 24 * 3600_000;

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('banco')
      .values(BANCOS.map(([codigo, nombre], orden) => ({ codigo, nombre, orden })))
      .execute();
    await tx
      .insertInto('metodo_pago')
      .values(
        METODOS.map((m, orden) => ({
          ...m,
          datos_destino: JSON.stringify(m.datos_destino),
          orden,
        })),
      )
      .execute();

    const sectorPorNombre = new Map<string, number>();
    const areaPorNombre = new Map<string, number>();
    for (const [slug, areas] of Object.entries(AREAS)) {
      const zid = zonaId.get(slug);
      if (zid === undefined) continue;
      let orden = 0;
      for (const a of areas) {
        const area = await tx
          .insertInto('zona_area')
          .values({ zona_id: zid, nombre: a.nombre, orden: orden++ })
          .returning('id')
          .executeTakeFirstOrThrow();
        areaPorNombre.set(`${slug}/${a.nombre}`, area.id);
        const rows = await tx
          .insertInto('zona_sector')
          .values(a.sectores.map((nombre, i) => ({ area_id: area.id, nombre, orden: i })))
          .returning(['id', 'nombre'])
          .execute();
        for (const r of rows) sectorPorNombre.set(`${slug}/${r.nombre}`, r.id);
      }
    }

    for (const [slug, horarios] of Object.entries(HORARIOS)) {
      const zid = zonaId.get(slug);
      if (zid === undefined) continue;
      await tx
        .insertInto('zona_horario')
        .values(
          horarios.flatMap(([dias, hora_inicio, hora_fin, capacidad, corte_minutos]) =>
            dias.map((dia_semana) => ({
              zona_id: zid,
              dia_semana,
              hora_inicio,
              hora_fin,
              capacidad,
              corte_minutos,
            })),
          ),
        )
        .execute();
    }
    for (const [slug, tiendas] of Object.entries(PICKUP)) {
      const zid = zonaId.get(slug);
      if (zid === undefined) continue;
      let orden = 0;
      for (const t of tiendas) {
        const row = await tx
          .insertInto('zona_direccion')
          .values({ zona_id: zid, nombre: t.nombre, direccion: t.direccion, orden: orden++ })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('zona_horario_pickup')
          .values(
            t.horarios.flatMap(([dias, hora_inicio, hora_fin, capacidad, corte_minutos]) =>
              dias.map((dia_semana) => ({
                direccion_id: row.id,
                dia_semana,
                hora_inicio,
                hora_fin,
                capacidad,
                corte_minutos,
              })),
            ),
          )
          .execute();
      }
    }

    // Blocked dates: holidays of this year and the next, and one near date in caracas.
    const anio = Number(hoy.slice(0, 4));
    for (const z of zonas) {
      const fechas = new Map<string, string>();
      for (const y of [anio, anio + 1]) {
        for (const md of FERIADOS) fechas.set(`${y}-${md}`, 'Feriado');
      }
      if (z.slug === 'caracas') fechas.set(sumarDias(hoy, BLOCKED_DATE_OFFSET_DAYS), 'Inventario anual');
      await tx
        .insertInto('zona_envio_bloqueo')
        .values([...fechas].map(([fecha, motivo]) => ({ zona_id: z.id, fecha, motivo })))
        .execute();
    }

    // Shipping rules: one per zone or area, with its bands (issue 35).
    type Regla = { zona_id: number; area_id: number | null; tramos: { desde: string; costo: string }[] };
    const reglas: Regla[] = [];
    const caracas = zonaId.get('caracas');
    if (caracas !== undefined) {
      reglas.push({ zona_id: caracas, area_id: null, tramos: [...SHIPPING_RULES_CARACAS] });
      const lejos = areaPorNombre.get(`caracas/${FAR_AREA_NAME}`) ?? null;
      reglas.push({
        zona_id: caracas,
        area_id: lejos,
        tramos: [
          { desde: '0.00', costo: '5.00' },
          { desde: '60.00', costo: '2.00' },
        ],
      });
    }
    for (const slug of ['valencia', 'maracaibo']) {
      const zid = zonaId.get(slug);
      if (zid === undefined) continue;
      reglas.push({
        zona_id: zid,
        area_id: null,
        tramos: [
          { desde: '0.00', costo: '2.50' },
          { desde: '40.00', costo: '0.00' },
        ],
      });
    }
    for (const { tramos, ...regla } of reglas) {
      const { id } = await tx
        .insertInto('envio_regla')
        .values(regla)
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('envio_tramo')
        .values(tramos.map((t) => ({ regla_id: id, ...t })))
        .execute();
    }

    // Coupons.
    const desde = new Date(ahora.getTime() - 30 * dia);
    const hasta = new Date(ahora.getTime() + 365 * dia);
    const cupones: CuponSeed[] = [
      {
        codigo: COUPON_PERCENT_CODE,
        nombre: 'Bienvenida: 10 % en su compra',
        valor: '10.00',
        porcentaje: true,
        minimo_compra: '15.00',
        limite_usuario: 1,
        limite_total: 1000,
        publico: true,
        zonas: [],
      },
      {
        codigo: COUPON_FIXED_CODE,
        nombre: 'Ahorra $ 5 en Caracas',
        valor: '5.00',
        porcentaje: false,
        minimo_compra: '25.00',
        limite_usuario: 3,
        limite_total: 0,
        publico: false,
        zonas: ['caracas'],
        para: ['cliente@demo.test'],
      },
      {
        codigo: COUPON_ZONE_CODE,
        nombre: 'Valencia: $ 3 de descuento',
        valor: '3.00',
        porcentaje: false,
        minimo_compra: '0.00',
        limite_usuario: 2,
        limite_total: 0,
        publico: true,
        zonas: ['valencia'],
      },
      {
        codigo: COUPON_MIN_PURCHASE_CODE,
        nombre: 'Gran compra: 15 %',
        valor: '15.00',
        porcentaje: true,
        minimo_compra: '100.00',
        limite_usuario: 0,
        limite_total: 0,
        publico: true,
        zonas: [],
      },
      {
        codigo: COUPON_EXPIRED_CODE,
        nombre: 'Verano 2020',
        valor: '20.00',
        porcentaje: true,
        minimo_compra: '0.00',
        limite_usuario: 0,
        limite_total: 0,
        publico: false,
        zonas: [],
        inicio: new Date('2020-06-01T04:00:00Z'),
        fin: new Date('2020-09-30T04:00:00Z'),
      },
      {
        codigo: COUPON_FUTURE_CODE,
        nombre: 'Próximamente: 5 %',
        valor: '5.00',
        porcentaje: true,
        minimo_compra: '0.00',
        limite_usuario: 0,
        limite_total: 0,
        publico: false,
        zonas: [],
        inicio: new Date(ahora.getTime() + 30 * dia),
      },
      {
        codigo: COUPON_EXHAUSTED_CODE,
        nombre: 'Promoción agotada',
        valor: '2.00',
        porcentaje: false,
        minimo_compra: '0.00',
        limite_usuario: 0,
        limite_total: 2,
        publico: false,
        zonas: [],
        usos: ['admin@demo.test', 'catalogo@demo.test'],
      },
      {
        codigo: COUPON_ONE_USE_CODE,
        nombre: 'Un dólar, una vez',
        valor: '1.00',
        porcentaje: false,
        minimo_compra: '0.00',
        limite_usuario: 1,
        limite_total: 3,
        publico: false,
        zonas: [],
        para: ['cliente@demo.test', 'prime@demo.test'],
      },
      {
        codigo: COUPON_INACTIVE_CODE,
        nombre: 'Promoción pausada',
        valor: '10.00',
        porcentaje: true,
        minimo_compra: '0.00',
        limite_usuario: 0,
        limite_total: 0,
        publico: true,
        zonas: [],
        estatus: 2,
      },
    ];
    for (const c of cupones) {
      const row = await tx
        .insertInto('cupon')
        .values({
          codigo: c.codigo,
          nombre: c.nombre,
          valor: c.valor,
          porcentaje: c.porcentaje,
          minimo_compra: c.minimo_compra,
          fecha_inicio: c.inicio ?? desde,
          fecha_fin: c.fin ?? hasta,
          limite_usuario: c.limite_usuario,
          limite_total: c.limite_total,
          publico: c.publico,
          estatus: c.estatus ?? 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const zids = c.zonas.map((s) => zonaId.get(s)).filter((id): id is number => id !== undefined);
      if (zids.length) {
        await tx
          .insertInto('cupon_zona')
          .values(zids.map((zona_id) => ({ cupon_id: row.id, zona_id })))
          .execute();
      }
      const para = (c.para ?? []).map((e) => uid.get(e)).filter((id): id is string => !!id);
      if (para.length) {
        await tx
          .insertInto('cupon_usuario')
          .values(para.map((usuario_id) => ({ cupon_id: row.id, usuario_id })))
          .execute();
      }
      const usos = (c.usos ?? []).map((e) => uid.get(e)).filter((id): id is string => !!id);
      if (usos.length) {
        await tx
          .insertInto('cupon_uso')
          .values(usos.map((usuario_id) => ({ cupon_id: row.id, usuario_id })))
          .execute();
      }
    }

    // Addresses and balances of the demo customers.
    const direcciones: [string, string, string, string | null][] = [
      ['cliente@demo.test', 'caracas/Altamira', CLIENTE_DIRECCION, 'Frente a la plaza Francia'],
      [
        'prime@demo.test',
        'caracas/Las Mercedes',
        'Calle Madrid, Quinta Los Mangos, Las Mercedes',
        'Portón verde',
      ],
      ['mayorista@demo.test', 'caracas/La Candelaria', 'Esquina de Tracabordo, Local 3, La Candelaria', null],
    ];
    for (const [email, sector, direccion, referencia] of direcciones) {
      const usuario_id = uid.get(email);
      const sector_id = sectorPorNombre.get(sector);
      if (!usuario_id || sector_id === undefined) continue;
      await tx
        .insertInto('usuario_direccion')
        .values({ usuario_id, sector_id, direccion, referencia, predeterminada: true })
        .execute();
    }
    for (const [email, saldo] of [
      ['cliente@demo.test', CLIENTE_SALDO],
      ['prime@demo.test', PRIME_SALDO],
    ] as const) {
      const usuario_id = uid.get(email);
      if (!usuario_id) continue;
      await tx
        .insertInto('saldo_movimiento')
        .values({
          usuario_id,
          monto: saldo,
          saldo_resultante: saldo,
          tipo: 'ajuste',
          descripcion: 'Saldo de bienvenida',
          tasa: sql<string>`(select tasa from moneda where tipo = 'bolivar')`,
        })
        .execute();
    }
  });
  return true;
}
