/** A zone's slot says an end before its start at once, whatever else in the form is still wrong. */
import { describe, expect, it } from 'vitest';
import { HorarioPickupRegistrarSchema, HorarioSchema, MensajesZona } from '../src/contracts/admin-zona.ts';

const mensajes = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('horario de zona', () => {
  it('an end before the start is said beside another field’s error', () => {
    const r = HorarioSchema.safeParse({
      diaSemana: 1,
      horaInicio: '10:00',
      horaFin: '09:00',
      capacidad: 'muchos',
      corteMinutos: 0,
    });
    expect(mensajes(r).horaFin).toBe(MensajesZona.FIN_ANTES_DE_INICIO);
    expect(mensajes(r).capacidad).toBeDefined();
    const pickup = HorarioPickupRegistrarSchema.safeParse({
      diaSemana: 1,
      horaInicio: '10:00',
      horaFin: '10:00',
      capacidad: 5,
      corteMinutos: 0,
    });
    expect(mensajes(pickup)).toMatchObject({ horaFin: MensajesZona.FIN_ANTES_DE_INICIO });
    expect(mensajes(pickup).direccionId).toBeDefined();
  });

  it('a bad hour gets its own message only, and a good slot passes', () => {
    const r = HorarioSchema.safeParse({
      diaSemana: 1,
      horaInicio: '25:00',
      horaFin: '09:00',
      capacidad: 5,
      corteMinutos: 0,
    });
    expect(Object.keys(mensajes(r))).toEqual(['horaInicio']);
    expect(
      HorarioSchema.safeParse({
        diaSemana: 1,
        horaInicio: '08:00',
        horaFin: '17:00',
        capacidad: 5,
        corteMinutos: 0,
      }).success,
    ).toBe(true);
  });
});
