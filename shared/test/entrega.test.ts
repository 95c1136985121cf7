import { describe, expect, it } from 'vitest';
import type { Franja } from '../src/contracts/franjas.ts';
import {
  diaRelativo,
  diasCerrados,
  proximaFranja,
  rangoHoras,
  selectorFranjas,
  textoCerrado,
  textoCupos,
  textoProximaEntrega,
} from '../src/rules/index.ts';

/** Wednesday 2 December 2026, 10:00 in Caracas. */
const AHORA = new Date('2026-12-02T10:00:00-04:00');

const franja = (id: string, fecha: string, horaInicio: string, estado: Franja['estado'], disponibles = 5) =>
  ({
    id,
    horarioId: 1,
    fecha,
    horaInicio,
    horaFin: `${String(Number(horaInicio.slice(0, 2)) + 3).padStart(2, '0')}:00`,
    etiqueta: '',
    capacidad: 10,
    disponibles,
    cierraEn: '2026-12-02T00:00:00.000Z',
    estado,
  }) satisfies Franja;

describe('the slots as the shopper reads them', () => {
  const cerradaHoy = franja('a', '2026-12-02', '08:00', 'cerrada');
  const llenaHoy = franja('b', '2026-12-02', '14:00', 'llena', 0);
  const libreHoy = franja('c', '2026-12-02', '17:00', 'disponible', 3);
  const manana = franja('d', '2026-12-03', '08:00', 'disponible', 10);
  const pasado = franja('e', '2026-12-05', '08:00', 'disponible', 1);

  it('the next slot is the earliest that can be booked, whatever the order given', () => {
    expect(proximaFranja([manana, llenaHoy, cerradaHoy, libreHoy])?.id).toBe('c');
    expect(proximaFranja([cerradaHoy, llenaHoy])).toBeNull();
  });

  it('the places left on every slot, full ones "Completo"', () => {
    expect(textoCupos(libreHoy)).toBe('quedan 3 cupos');
    expect(textoCupos(pasado)).toBe('queda 1 cupo');
    expect(textoCupos(manana)).toBe('quedan 10 cupos');
    expect(textoCupos(llenaHoy)).toBe('Completo');
  });

  it('the picker: the next slot first, past cut-offs left out, closed days with their reason, by date', () => {
    const { proxima, dias } = selectorFranjas(
      [pasado, manana, libreHoy, llenaHoy, cerradaHoy],
      [{ fecha: '2026-12-04', motivo: 'Inventario anual' }],
    );
    expect(proxima?.id).toBe('c');
    expect(dias.map((d) => [d.fecha, d.cerrado, d.franjas.map((f) => f.id)])).toEqual([
      ['2026-12-02', false, ['b']],
      ['2026-12-03', false, ['d']],
      ['2026-12-04', true, []],
      ['2026-12-05', false, ['e']],
    ]);
    expect(textoCerrado(dias[2]!.motivo)).toBe('Cerrado: Inventario anual');
    expect(textoCerrado(null)).toBe('Cerrado');
  });

  it('closed dates outside the window are not listed; a blank reason is none', () => {
    const bloqueos = new Map<string, string | null>([
      ['2026-12-24', 'Feriado'],
      ['2026-12-04', '  '],
      ['2026-12-01', 'Ayer'],
      ['2026-12-08', 'Último día'],
    ]);
    expect(diasCerrados(bloqueos, AHORA)).toEqual([
      { fecha: '2026-12-04', motivo: null },
      { fecha: '2026-12-08', motivo: 'Último día' },
    ]);
  });

  it('"hoy", "mañana" or the weekday, in Caracas (late at night UTC is still today there)', () => {
    expect(diaRelativo('2026-12-02', AHORA)).toBe('hoy');
    expect(diaRelativo('2026-12-03', AHORA)).toBe('mañana');
    expect(diaRelativo('2026-12-05', AHORA)).toBe('sábado');
    expect(diaRelativo('2026-12-02', new Date('2026-12-03T03:00:00Z'))).toBe('hoy');
  });

  it('hours as a Venezuelan reads them', () => {
    expect(rangoHoras('17:00', '20:00')).toBe('5–8 p. m.');
    expect(rangoHoras('11:00', '14:00')).toBe('11 a. m.–2 p. m.');
    expect(rangoHoras('07:30', '09:00')).toBe('7:30–9 a. m.');
    expect(rangoHoras('12:00', '15:00')).toBe('12–3 p. m.');
  });

  it('the store header’s next delivery', () => {
    expect(textoProximaEntrega(libreHoy, AHORA)).toBe('hoy 5–8 p. m. · quedan 3 cupos');
    expect(textoProximaEntrega(manana, AHORA)).toBe('mañana 8–11 a. m. · quedan 10 cupos');
  });
});
