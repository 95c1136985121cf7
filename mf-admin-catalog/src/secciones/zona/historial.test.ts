import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_ZONA } from './historial.ts';
import { FORMATO_REGISTROS_ZONA } from './registros/historial.ts';

const leer = (f: ReturnType<typeof filasDeCambio>) =>
  f.map((x) => `${x.etiqueta}: ${x.antes} → ${x.despues}`);

describe("a zone's history", () => {
  it('shows a new zone without its bookkeeping', () => {
    const filas = filasDeCambio(
      { antes: null, despues: { id: 4, slug: 'merida', nombre: 'Mérida', estatus: 2, version: 1 } },
      FORMATO_ZONA,
    );
    expect(leer(filas)).toEqual([
      'Nombre: — → Mérida',
      'Dirección web (slug): — → merida',
      'Estatus: — → Inactivo',
    ]);
  });

  it("reads a delivery slot's day and hours in words, as the table's columns record them", () => {
    const filas = filasDeCambio(
      {
        antes: { dia_semana: 0, hora_inicio: '08:00:00', hora_fin: '17:00:00', version: 1 },
        despues: { dia_semana: 3, hora_inicio: '09:30:00', hora_fin: '17:00:00', version: 2 },
      },
      FORMATO_REGISTROS_ZONA,
    );
    expect(leer(filas)).toEqual([
      'Día de la semana: Domingo → Miércoles',
      expect.stringMatching(/^Hora de inicio: 8:00\sa\.\sm\. → 9:30\sa\.\sm\.$/),
    ]);
  });

  it('writes a blocked date as a day and hides the zone it belongs to', () => {
    const filas = filasDeCambio(
      { antes: null, despues: { id: 9, zona_id: 1, fecha: '2026-12-24', motivo: 'Nochebuena', version: 1 } },
      FORMATO_REGISTROS_ZONA,
    );
    expect(leer(filas)).toEqual(['Fecha: — → 24 de diciembre de 2026', 'Motivo: — → Nochebuena']);
  });
});
