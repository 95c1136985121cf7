import { MensajesOrden, OrdenRegistrarRequestSchema } from '@mercado/shared/contracts';
import { formatMoney, fromCents } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import { formPago } from '../test/fixtures.ts';
import {
  CAMPOS,
  calcularPago,
  conciliarFormulario,
  type FormularioPago,
  formularioInicial,
  metodosParaResto,
  pasoDeCampo,
  separarErrores,
  solicitudRegistrar,
  validarFormulario,
} from './logica.ts';

const fp = formPago();
const listo = (cambio: Partial<FormularioPago> = {}): FormularioPago => ({
  ...formularioInicial(fp),
  franjaDelivery: '3:2026-03-06',
  metodo: 'pago_movil',
  banco: '0102',
  telefono: '0414-1234567',
  referencia: '123456',
  pagarDespues: false,
  ...cambio,
});

describe('checkout form', () => {
  it('starts with delivery to the default saved address and the next bookable slot, nothing else chosen', () => {
    const f = formularioInicial(fp);
    // Slot 1 is past its cut-off and 2 is full: 3 is the next one (issue 36); the only store's too.
    expect(f).toMatchObject({
      tipoEnvio: 'delivery',
      direccion: 7,
      franjaDelivery: '3:2026-03-06',
      pickupId: 4,
      franjaPickup: '9:2026-03-06',
      metodo: null,
    });
    expect(f.sustitucion).toBe('reemplazar');
    // No saved address: a new one.
    expect(formularioInicial(formPago({ direcciones: [] })).direccion).toBe('nueva');
  });

  it('keeps what was typed when the data is read again, dropping choices that no longer exist', () => {
    const f = listo({ nota: 'Tocar el timbre', sustituciones: { 2: 'no_reemplazar', 99: 'reemplazar' } });
    const otra = formPago({
      franjasDelivery: [],
      metodosPago: fp.metodosPago.filter((m) => m.codigo !== 'pago_movil'),
    });
    const c = conciliarFormulario(f, otra);
    expect(c.nota).toBe('Tocar el timbre');
    expect(c.referencia).toBe('123456');
    expect(c.franjaDelivery).toBeNull();
    expect(c.metodo).toBeNull();
    expect(c.sustituciones).toEqual({ 2: 'no_reemplazar' });
  });

  it('offers cash only with delivery and never the wallet as "the rest"', () => {
    expect(metodosParaResto(fp, 'delivery').map((m) => m.codigo)).toEqual([
      'pago_movil',
      'transferencia',
      'zelle',
      'efectivo_usd',
    ]);
    expect(metodosParaResto(fp, 'pickup').map((m) => m.codigo)).not.toContain('efectivo_usd');
  });
});

describe('checkout totals (shared rule)', () => {
  it('adds offer savings, IVA by class, packaging and the zone shipping; no IGTF in bolívares', () => {
    const { totales: t } = calcularPago(fp, listo());
    expect(t.subtotal).toBe(2400);
    expect(t.ahorroOfertas).toBe(100);
    expect(t.iva.map((c) => [c.porcentaje, c.baseCents, c.montoCents])).toEqual([
      ['16.0000', 2000, 320],
      ['0.0000', 400, 0],
    ]);
    expect(t.empaquetado).toBe(50);
    expect(t.envio).toBe(300);
    expect(t.igtf).toBe(0);
    expect(t.total).toBe(3070);
    // Bolívares on the converted prices: 2 × 2 364,50 + IVA 756,64 + 945,80 + packaging 118,23 (118,225)
    // + shipping 709,35 = Bs. 7.259,02.
    expect([t.bs.subtotal, t.bs.totalIva, t.bs.empaquetado, t.bs.total]).toEqual([
      567480, 75664, 11823, 725902,
    ]);
  });

  it('charges the area rule of a new address, nothing for pickup', () => {
    const nueva = listo({ direccion: 'nueva', nueva: { ...listo().nueva, areaId: 2, sectorId: 21 } });
    expect(calcularPago(fp, nueva).totales.envio).toBe(450);
    expect(calcularPago(fp, listo({ tipoEnvio: 'pickup' })).totales.envio).toBe(0);
  });

  it('charges the band the products with IVA before the coupon reach, not the subtotal (decision 0050)', () => {
    const { productos, subtotal } = calcularPago(fp, listo()).totales;
    expect(subtotal).toBeLessThan(productos);
    const gratisDesde = (desde: number) =>
      formPago({
        reglasEnvio: [
          { areaId: null, desde: '0.00', costo: '3.00' },
          { areaId: null, desde: fromCents(desde), costo: '0.00' },
        ],
      });
    expect(calcularPago(gratisDesde(productos), listo()).totales.envio).toBe(0);
    expect(calcularPago(gratisDesde(productos + 1), listo()).totales.envio).toBe(300);
  });

  it('applies IGTF (3 %) only on the part paid in foreign currency', () => {
    expect(calcularPago(fp, listo({ metodo: 'zelle' })).totales).toMatchObject({ igtf: 92, total: 3162 });
    const mixto = calcularPago(fp, listo({ metodo: 'zelle', usarSaldo: true, saldo: '5,00' })).totales;
    expect(mixto).toMatchObject({ saldoUsado: 500, igtf: 77, total: 3147, montoMetodo: 2647 });
  });

  it('lets the wallet pay everything: no method, no IGTF', () => {
    const rico = formPago({ saldo: '100.00' });
    const c = calcularPago(rico, {
      ...formularioInicial(rico),
      usarSaldo: true,
      saldo: '30,70',
      metodo: 'zelle',
    });
    expect(c.todoConSaldo).toBe(true);
    expect(c.metodo).toBeNull();
    expect(c.totales).toMatchObject({ saldoUsado: 3070, montoMetodo: 0, igtf: 0 });
  });
});

describe('checkout checks', () => {
  it('asks for a slot and a payment method with the API texts', () => {
    const f = { ...formularioInicial(fp), franjaDelivery: null };
    const e = validarFormulario(fp, f, calcularPago(fp, f));
    expect(e[CAMPOS.franja]).toBe(MensajesOrden.FRANJA_REQUERIDA);
    expect(e[CAMPOS.metodo]).toBe(MensajesOrden.METODO_REQUERIDO);
  });

  it('refuses a full or closed slot', () => {
    const llena = listo({ franjaDelivery: '2:2026-03-05' });
    expect(validarFormulario(fp, llena, calcularPago(fp, llena))[CAMPOS.franja]).toBe(
      MensajesOrden.FRANJA_LLENA,
    );
    const cerrada = listo({ franjaDelivery: '1:2026-03-05' });
    expect(validarFormulario(fp, cerrada, calcularPago(fp, cerrada))[CAMPOS.franja]).toBe(
      MensajesOrden.FRANJA_CERRADA,
    );
  });

  it('checks what the method needs (data from formpago): bank, phone, reference pattern', () => {
    const f = listo({ banco: '', telefono: '414', referencia: 'abc' });
    const e = validarFormulario(fp, f, calcularPago(fp, f));
    expect(e).toEqual({
      [CAMPOS.banco]: MensajesOrden.BANCO_REQUERIDO,
      [CAMPOS.telefono]: 'Ingrese un teléfono válido, por ejemplo 0414-1234567',
      [CAMPOS.referencia]: 'La referencia debe tener entre 6 y 12 dígitos, solo números',
    });
    expect(validarFormulario(fp, listo(), calcularPago(fp, listo()))).toEqual({});
    // The phone as people type it (issue 36): spaces, dots, +58, parentheses.
    for (const telefono of ['0424 765 4321', '+58 424-765.43.21', '(0424) 7654321'])
      expect(validarFormulario(fp, listo({ telefono }), calcularPago(fp, listo({ telefono })))).toEqual({});
  });

  it('checks a new address, the wallet amount and the cash amount', () => {
    const nueva = listo({
      direccion: 'nueva',
      nueva: { areaId: 1, sectorId: null, direccion: 'Av', referencia: '', guardar: true },
    });
    const e = validarFormulario(fp, nueva, calcularPago(fp, nueva));
    expect(e[CAMPOS.sector]).toBe(MensajesOrden.SECTOR_INVALIDO);
    expect(e[CAMPOS.direccionTexto]).toBe('La dirección debe tener al menos 5 caracteres');
    const saldo = listo({ usarSaldo: true, saldo: '6,00' });
    expect(validarFormulario(fp, saldo, calcularPago(fp, saldo))[CAMPOS.saldo]).toBe(
      MensajesOrden.SALDO_INSUFICIENTE,
    );
    const efectivo = listo({ metodo: 'efectivo_usd', efectivo: '20' });
    expect(validarFormulario(fp, efectivo, calcularPago(fp, efectivo))[CAMPOS.efectivo]).toBe(
      MensajesOrden.EFECTIVO_INSUFICIENTE,
    );
  });

  it('bounds the declared cash at the amount due plus a $ 100 bill (decision 0034)', () => {
    const conEfectivo = (efectivo: string) => {
      const f = listo({ metodo: 'efectivo_usd', efectivo });
      const c = calcularPago(fp, f);
      return { error: validarFormulario(fp, f, c)[CAMPOS.efectivo], monto: c.totales.montoMetodo };
    };
    const { monto } = conEfectivo('');
    expect(conEfectivo(fromCents(monto + 10_000).replace('.', ',')).error).toBeUndefined();
    expect(conEfectivo('9999999999,99').error).toBe(
      `El efectivo no puede pasar de ${formatMoney(monto + 10_000, null)}: el monto a pagar más un billete de $ 100,00, el de mayor denominación`,
    );
    expect(conEfectivo(fromCents(monto + 10_001)).error).toMatch(/^El efectivo no puede pasar de/);
  });

  it('maps each field to its step', () => {
    expect(pasoDeCampo(CAMPOS.franja)).toBe('entrega');
    expect(pasoDeCampo(CAMPOS.referencia)).toBe('pago');
    expect(pasoDeCampo(CAMPOS.nota)).toBe('confirmar');
  });
});

describe('placing the order', () => {
  it('builds a request the API contract accepts, with the key, the cart version and the expected total', () => {
    const f = listo({ sustituciones: { 1: 'no_reemplazar', 2: 'reemplazar' }, nota: '  Tocar el timbre ' });
    const body = solicitudRegistrar(fp, f, calcularPago(fp, f), 'carrito-101-v1');
    expect(body).toEqual({
      idempotencia: 'carrito-101-v1',
      carritoVersion: 1,
      tipoEnvio: 'delivery',
      direccionId: 7,
      franja: { horarioId: 3, fecha: '2026-03-06' },
      pago: {
        saldo: '0.00',
        metodo: 'pago_movil',
        referencia: '123456',
        banco: '0102',
        telefono: '0414-1234567',
      },
      sustitucion: 'reemplazar',
      // Only the lines that differ from the order's default.
      sustituciones: [{ producto: 1, sustitucion: 'no_reemplazar' }],
      nota: 'Tocar el timbre',
      totalEsperado: '30.70',
    });
    expect(OrdenRegistrarRequestSchema.safeParse(body).success).toBe(true);
  });

  it('pays after placing by default: no reference asked, `pagarDespues` sent (issue 36)', () => {
    expect(formularioInicial(fp).pagarDespues).toBe(true);
    const f = listo({ pagarDespues: true, referencia: '' });
    expect(validarFormulario(fp, f, calcularPago(fp, f))).toEqual({});
    const body = solicitudRegistrar(fp, f, calcularPago(fp, f), 'clave-12345');
    expect(body.pago).toEqual({
      saldo: '0.00',
      metodo: 'pago_movil',
      pagarDespues: true,
      banco: '0102',
      telefono: '0414-1234567',
    });
    expect(OrdenRegistrarRequestSchema.safeParse(body).success).toBe(true);
    const ya = listo({ pagarDespues: false, referencia: '' });
    expect(validarFormulario(fp, ya, calcularPago(fp, ya))[CAMPOS.referencia]).toBe(
      MensajesOrden.REFERENCIA_REQUERIDA,
    );
  });

  it('sends a new address and a pickup as the contract asks', () => {
    const nueva = listo({
      direccion: 'nueva',
      nueva: { areaId: 2, sectorId: 21, direccion: ' Calle 5, casa 12 ', referencia: '', guardar: false },
    });
    const b = solicitudRegistrar(fp, nueva, calcularPago(fp, nueva), 'clave-12345');
    expect(b.direccionNueva).toEqual({ sectorId: 21, direccion: 'Calle 5, casa 12', guardar: false });
    expect(OrdenRegistrarRequestSchema.safeParse(b).success).toBe(true);
    const retiro = listo({ tipoEnvio: 'pickup', pickupId: 4, franjaPickup: '9:2026-03-06', metodo: 'zelle' });
    const r = solicitudRegistrar(fp, retiro, calcularPago(fp, retiro), 'clave-12345');
    expect(r).toMatchObject({ tipoEnvio: 'pickup', pickupId: 4, franja: { horarioId: 9 } });
    expect(r.pago).toEqual({ saldo: '0.00', metodo: 'zelle', referencia: '123456' });
    expect(OrdenRegistrarRequestSchema.safeParse(r).success).toBe(true);
  });

  it('puts the server’s line errors on their lines and the rest on their fields', () => {
    expect(
      separarErrores({
        'lineas.2': 'No hay existencia suficiente de Producto 2',
        'franja.fecha': 'x',
        'pago.referencia': 'y',
      }),
    ).toEqual({
      lineas: { 2: 'No hay existencia suficiente de Producto 2' },
      campos: { franja: 'x', 'pago.referencia': 'y' },
    });
  });
});
