import { describe, expect, it } from 'vitest';
import {
  DIAS_SEMANA,
  type FormatoHistorial,
  filasDeCambio,
  OCULTO,
  valores,
} from '../src/historial-formato.ts';

const formato: FormatoHistorial = {
  nombre: { etiqueta: 'Nombre' },
  categoriaId: { etiqueta: 'Categoría', valor: valores.opcion({ 3: 'Harinas', 4: 'Café' }) },
  diaSemana: { etiqueta: 'Día', valor: (d) => DIAS_SEMANA[Number(d)] ?? String(d) },
  horaFin: { etiqueta: 'Hasta', valor: valores.hora },
  tipo1: {
    etiqueta: 'Precio normal',
    partes: {
      precio: { etiqueta: 'Precio normal', valor: valores.dinero },
      oferta: { etiqueta: 'Oferta normal', valor: valores.dinero },
    },
  },
  estatus: { etiqueta: 'Estatus', valor: valores.estatus },
  version: OCULTO,
};

describe('a change as a manager reads it', () => {
  it('names fields in Spanish and writes values in words, whatever the spelling of the key', () => {
    const filas = filasDeCambio(
      {
        antes: { categoria_id: 3, dia_semana: 0, hora_fin: '17:00:00', estatus: 1, version: 4 },
        despues: { categoria_id: 4, dia_semana: 1, hora_fin: '08:30:00', estatus: 2, version: 5 },
      },
      formato,
    );
    expect(filas.map((f) => [f.etiqueta, f.antes, f.despues])).toEqual([
      ['Categoría', 'Harinas', 'Café'],
      ['Día', 'Domingo', 'Lunes'],
      ['Hasta', expect.stringMatching(/^5:00\s?p\.\s?m\.$/), expect.stringMatching(/^8:30\s?a\.\s?m\.$/)],
      ['Estatus', 'Activo', 'Inactivo'],
    ]);
  });

  it('splits a value made of parts into the parts that changed, as money', () => {
    const filas = filasDeCambio(
      {
        antes: { tipo1: { precio: '2.50', oferta: '0.00' } },
        despues: { tipo1: { precio: '2.90', oferta: '0.00' } },
      },
      formato,
    );
    expect(filas).toEqual([
      { campo: 'tipo1.precio', etiqueta: 'Precio normal', antes: '$ 2,50', despues: '$ 2,90' },
    ]);
  });

  it('shows every declared field of a created record, in declared order, and hides bookkeeping', () => {
    const filas = filasDeCambio(
      { antes: null, despues: { version: 1, estatus: 1, nombre: 'Harina PAN' } },
      formato,
    );
    expect(filas.map((f) => [f.etiqueta, f.antes, f.despues])).toEqual([
      ['Nombre', '—', 'Harina PAN'],
      ['Estatus', '—', 'Activo'],
    ]);
  });

  it('still reads an undeclared field as words, and leaves out what did not change', () => {
    const filas = filasDeCambio(
      { antes: { codigo_barra: '1', nombre: 'A' }, despues: { codigo_barra: '2', nombre: 'A' } },
      formato,
    );
    expect(filas.map((f) => f.etiqueta)).toEqual(['Codigo barra']);
  });
});
