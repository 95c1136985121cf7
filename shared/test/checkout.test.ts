import { describe, expect, it } from 'vitest';
import { CarritoDetalleEstatus, esCarritoConEstatus, MensajesCarrito } from '../src/contracts/carrito.ts';
import { claveIdempotencia, OrdenRegistrarRequestSchema } from '../src/contracts/checkout.ts';
import { MensajesCupon } from '../src/contracts/cupon.ts';
import { OrdenEstatus } from '../src/contracts/orden.ts';
import {
  evaluarLineaCarrito,
  mensajeLineaCarrito,
  type ProductoCarritoEstado,
} from '../src/rules/carrito.ts';
import { type CuponReglas, descripcionCupon, evaluarCupon, usosRestantes } from '../src/rules/cupon.ts';
import {
  diaSemana,
  etiquetaFranja,
  generarFranjas,
  instanteCaracas,
  sumarDias,
} from '../src/rules/franjas.ts';
import { esEstatusFinal, puedeCambiarEstatus, siguientesEstatus } from '../src/rules/orden.ts';

describe('cart line status (spec §3)', () => {
  const unidad: ProductoCarritoEstado = {
    disponible: true,
    modalidadVenta: 'unidad',
    minimo: '1.000',
    maximo: '12.000',
    grupo: '1.000',
    unidad: '1.000',
    existencia: '50.000',
  };
  const peso: ProductoCarritoEstado = {
    ...unidad,
    modalidadVenta: 'peso',
    minimo: '0.500',
    maximo: '5.000',
    grupo: '0.250',
    existencia: '20.500',
  };
  const E = CarritoDetalleEstatus;

  it('1 active, and 0 removes', () => {
    expect(evaluarLineaCarrito('3', unidad)).toEqual({ estatus: E.ACTIVO, cantidad: '3' });
    expect(evaluarLineaCarrito('1.250', peso)).toEqual({ estatus: E.ACTIVO, cantidad: '1.25' });
    expect(evaluarLineaCarrito('0', null)).toEqual({ estatus: E.ACTIVO, cantidad: '0' });
  });
  it('7 not available: unknown or not sellable', () => {
    expect(evaluarLineaCarrito('1', null)).toEqual({ estatus: E.NO_DISPONIBLE, cantidad: '0' });
    expect(evaluarLineaCarrito('1', { ...unidad, disponible: false })).toEqual({
      estatus: E.NO_DISPONIBLE,
      cantidad: '0',
    });
    expect(mensajeLineaCarrito(E.NO_DISPONIBLE, null)).toBe('Producto no disponible');
  });
  it('2 insufficient inventory: the stock does not reach the minimum', () => {
    expect(evaluarLineaCarrito('2', { ...unidad, existencia: '0.000' })).toEqual({
      estatus: E.INVENTARIO_INSUFICIENTE,
      cantidad: '0',
    });
    expect(evaluarLineaCarrito('1', { ...peso, existencia: '0.300' })).toEqual({
      estatus: E.INVENTARIO_INSUFICIENTE,
      cantidad: '0',
    });
    expect(mensajeLineaCarrito(E.INVENTARIO_INSUFICIENTE, unidad)).toMatch(/Inventario insuficiente/);
  });
  it('3 existence exceeded: lowered to the stock', () => {
    const p = { ...unidad, existencia: '8.000' };
    expect(evaluarLineaCarrito('10', p)).toEqual({ estatus: E.EXISTENCIA_SUPERADA, cantidad: '8' });
    // Stock below the maximum is the binding cap even above the maximum.
    expect(evaluarLineaCarrito('30', p)).toEqual({ estatus: E.EXISTENCIA_SUPERADA, cantidad: '8' });
    expect(evaluarLineaCarrito('3', { ...peso, existencia: '1.600' })).toEqual({
      estatus: E.EXISTENCIA_SUPERADA,
      cantidad: '1.5',
    });
    expect(mensajeLineaCarrito(E.EXISTENCIA_SUPERADA, p)).toBe(
      'La cantidad supera la existencia disponible (máximo 8 und)',
    );
  });
  it('4 minimum unmet: raised to minimo × unidad', () => {
    expect(evaluarLineaCarrito('0.25', peso)).toEqual({ estatus: E.MINIMO_NO_ALCANZADO, cantidad: '0.5' });
    expect(evaluarLineaCarrito('1', { ...unidad, minimo: '3.000' })).toEqual({
      estatus: E.MINIMO_NO_ALCANZADO,
      cantidad: '3',
    });
    expect(mensajeLineaCarrito(E.MINIMO_NO_ALCANZADO, peso)).toBe('La cantidad mínima de compra es 500 g');
  });
  it('5 maximum exceeded: lowered to the maximum', () => {
    expect(evaluarLineaCarrito('20', unidad)).toEqual({ estatus: E.MAXIMO_SUPERADO, cantidad: '12' });
    expect(evaluarLineaCarrito('7', peso)).toEqual({ estatus: E.MAXIMO_SUPERADO, cantidad: '5' });
    expect(mensajeLineaCarrito(E.MAXIMO_SUPERADO, unidad)).toBe('La cantidad máxima de compra es 12 und');
  });
  it('6 wrong quantity: not on the step grid, lowered to the option below', () => {
    expect(evaluarLineaCarrito('1.3', peso)).toEqual({ estatus: E.CANTIDAD_ERRONEA, cantidad: '1.25' });
    expect(evaluarLineaCarrito('2.5', unidad)).toEqual({ estatus: E.CANTIDAD_ERRONEA, cantidad: '2' });
    expect(evaluarLineaCarrito('5', { ...unidad, minimo: '2.000', grupo: '2.000' })).toEqual({
      estatus: E.CANTIDAD_ERRONEA,
      cantidad: '4',
    });
    expect(mensajeLineaCarrito(E.CANTIDAD_ERRONEA, peso)).toBe(
      'Cantidad no válida: desde 500 g en pasos de 250 g',
    );
  });
  it('the save response with a status field is told apart', () => {
    expect(
      esCarritoConEstatus({
        status: 'actualizado',
        mensaje: MensajesCarrito.ACTUALIZADO,
        pagina: 0,
        version: 1,
        ajustes: [],
      }),
    ).toBe(true);
    expect(esCarritoConEstatus({ id: 1, lineas: [] })).toBe(false);
  });
});

describe('coupons', () => {
  const ahora = new Date('2026-03-05T14:00:00Z');
  const c: CuponReglas = {
    estatus: 1,
    porcentaje: true,
    valor: '10.00',
    minimoCompra: '15.00',
    fechaInicio: '2026-01-01T00:00:00Z',
    fechaFin: '2026-12-31T23:59:59Z',
    zonaIds: [1],
    limiteUsuario: 1,
    limiteTotal: 100,
  };
  // $ 20,00 of products before IVA, $ 23,20 with it.
  const ctx = { ahora, zonaId: 1, productosCents: 2320, subtotalCents: 2000, usosUsuario: 0, usosTotales: 0 };

  it('applies: the discount on the subtotal', () => {
    expect(evaluarCupon(c, ctx)).toEqual({ aplicable: true, descuentoCents: 200 });
    expect(
      evaluarCupon({ ...c, porcentaje: false, valor: '5.00', zonaIds: [] }, { ...ctx, zonaId: 9 }),
    ).toEqual({
      aplicable: true,
      descuentoCents: 500,
    });
  });
  it('each refusal has its reason', () => {
    const motivo = (r: ReturnType<typeof evaluarCupon>) => (r.aplicable ? null : r.motivo);
    expect(motivo(evaluarCupon({ ...c, estatus: 2 }, ctx))).toBe('no_existe');
    expect(motivo(evaluarCupon({ ...c, fechaInicio: '2026-04-01T00:00:00Z' }, ctx))).toBe('no_vigente');
    expect(motivo(evaluarCupon({ ...c, fechaFin: '2026-03-01T00:00:00Z' }, ctx))).toBe('vencido');
    expect(motivo(evaluarCupon(c, { ...ctx, zonaId: 2 }))).toBe('zona');
    expect(motivo(evaluarCupon(c, { ...ctx, usosTotales: 100 }))).toBe('limite_total');
    expect(motivo(evaluarCupon(c, { ...ctx, usosUsuario: 1 }))).toBe('limite_usuario');
    expect(motivo(evaluarCupon(c, { ...ctx, productosCents: 0, subtotalCents: 0 }))).toBe('carrito_vacio');
    const minimo = evaluarCupon(c, { ...ctx, productosCents: 1499, subtotalCents: 1293 });
    expect(minimo).toEqual({
      aplicable: false,
      motivo: 'minimo',
      mensaje: `${MensajesCupon.MINIMO} de $ 15,00`,
    });
    const futuro = evaluarCupon({ ...c, fechaInicio: '2026-04-01T12:00:00Z' }, ctx);
    expect(futuro.aplicable ? '' : futuro.mensaje).toBe(
      'El cupón aún no está vigente: podrá usarlo a partir del 1 de abril de 2026',
    );
  });
  it('describes itself and counts uses left', () => {
    expect(descripcionCupon(c)).toBe('10 % de descuento en compras desde $ 15,00');
    expect(descripcionCupon({ porcentaje: false, valor: '5.00', minimoCompra: '0.00' })).toBe(
      '$ 5,00 de descuento',
    );
    expect(descripcionCupon({ porcentaje: true, valor: '7.50', minimoCompra: '0.00' })).toBe(
      '7,50 % de descuento',
    );
    expect(usosRestantes(c, 0)).toBe(1);
    expect(usosRestantes({ limiteUsuario: null }, 5)).toBeNull();
  });
});

describe('slots', () => {
  // Thursday 5 March 2026, 10:00 in Caracas.
  const ahora = new Date('2026-03-05T10:00:00-04:00');
  const horarios = [
    { id: 1, diaSemana: 4, horaInicio: '08:00:00', horaFin: '11:00:00', capacidad: 5, corteMinutos: 60 },
    { id: 2, diaSemana: 4, horaInicio: '14:00', horaFin: '17:00', capacidad: 5, corteMinutos: 60 },
    { id: 3, diaSemana: 5, horaInicio: '08:00', horaFin: '11:00', capacidad: 2, corteMinutos: 120 },
    { id: 4, diaSemana: 6, horaInicio: '08:00', horaFin: '11:00', capacidad: 2, corteMinutos: 120 },
  ];

  it('dated slots for the next days: closed after the cut-off, full at capacity, blocked dates skipped', () => {
    expect(diaSemana('2026-03-05')).toBe(4);
    expect(sumarDias('2026-02-28', 1)).toBe('2026-03-01');
    const franjas = generarFranjas({
      horarios,
      bloqueadas: ['2026-03-07'],
      reservas: new Map([['3:2026-03-06', 2]]),
      ahora,
      dias: 7,
    });
    expect(franjas.map((f) => [f.id, f.estado, f.disponibles])).toEqual([
      ['1:2026-03-05', 'cerrada', 5],
      ['2:2026-03-05', 'disponible', 5],
      ['3:2026-03-06', 'llena', 0],
      // Saturday 7 is blocked; Thursday 12 is 7 days later (outside).
    ]);
    expect(franjas[1]).toMatchObject({
      horaInicio: '14:00',
      horaFin: '17:00',
      cierraEn: '2026-03-05T17:00:00.000Z',
    });
    expect(etiquetaFranja('2026-03-05', '08:00', '11:00')).toMatch(/^jueves, 5 de marzo, 8:00.*a.*11:00/);
    expect(instanteCaracas('2026-03-05', '08:00').toISOString()).toBe('2026-03-05T12:00:00.000Z');
  });
});

describe('order status machine', () => {
  it('staff move orders forward or cancel; EN_CAMINO only for delivery; final statuses stay', () => {
    const E = OrdenEstatus;
    expect(puedeCambiarEstatus(E.POR_VERIFICAR, E.CONFIRMADA, 'delivery')).toBe(true);
    expect(puedeCambiarEstatus(E.POR_VERIFICAR, E.EN_PREPARACION, 'delivery')).toBe(false);
    expect(puedeCambiarEstatus(E.POR_VERIFICAR, E.EXPIRADA, 'delivery')).toBe(false);
    expect(puedeCambiarEstatus(E.LISTA, E.EN_CAMINO, 'delivery')).toBe(true);
    expect(puedeCambiarEstatus(E.LISTA, E.EN_CAMINO, 'pickup')).toBe(false);
    expect(siguientesEstatus(E.LISTA, 'pickup')).toEqual([E.ENTREGADA, E.CANCELADA]);
    expect(siguientesEstatus(E.ENTREGADA, 'delivery')).toEqual([]);
    expect(esEstatusFinal(E.EXPIRADA)).toBe(true);
    expect(esEstatusFinal(E.EN_CAMINO)).toBe(false);
  });

  it('the placement request: delivery needs an address, pickup a store; the suggested key follows the cart version', () => {
    const base = {
      idempotencia: 'carrito-1-v3',
      carritoVersion: 3,
      franja: { horarioId: 1, fecha: '2026-03-05' },
      pago: { metodo: 'zelle', referencia: 'ABC123' },
    };
    const sinDireccion = OrdenRegistrarRequestSchema.safeParse({ ...base, tipoEnvio: 'delivery' });
    expect(sinDireccion.success).toBe(false);
    expect(sinDireccion.error?.issues[0]?.path).toEqual(['direccionId']);
    expect(OrdenRegistrarRequestSchema.safeParse({ ...base, tipoEnvio: 'pickup' }).success).toBe(false);
    const ok = OrdenRegistrarRequestSchema.parse({ ...base, tipoEnvio: 'pickup', pickupId: 1 });
    expect(ok).toMatchObject({
      sustitucion: 'reemplazar',
      sustituciones: [],
      pago: { saldo: '0.00', metodo: 'zelle' },
    });
    expect(claveIdempotencia({ id: 1, version: 3 })).toBe('carrito-1-v3');
  });
});
