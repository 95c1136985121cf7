// @vitest-environment jsdom
import type { ListaRapidaItem, ProductoVista } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { cantidadInicial, planAgregarTodo } from './listaRapida.ts';

let siguienteId = 1;
function item(reglas: Partial<ProductoVista>, cantidadSugerida: string): ListaRapidaItem {
  const id = siguienteId++;
  return {
    cantidadSugerida,
    producto: {
      id,
      slug: `p-${id}`,
      nombre: `Producto ${id}`,
      marca: null,
      presentacion: null,
      imagen: `http://localhost:4000/media/producto/p-${id}.svg`,
      imagenAncho: 400,
      imagenAlto: 400,
      categoria: { slug: 'viveres', nombre: 'Víveres' },
      precio: '2.50',
      oferta: '0.00',
      impuesto: '16.0000',
      impuestoClase: 'general',
      modalidadVenta: 'unidad',
      minimo: '1',
      maximo: '0',
      grupo: '1',
      unidad: '1',
      existencia: '50',
      ...reglas,
    },
  };
}

describe('quick list quantities', () => {
  it('preselects the API suggestion when it is a valid option', () => {
    expect(cantidadInicial(item({}, '3'))).toBe(3000);
    // Weighed: minimo 0.5 kg in 0.25 kg steps; 1.25 kg is valid.
    expect(cantidadInicial(item({ modalidadVenta: 'peso', minimo: '0.5', grupo: '0.25' }, '1.25'))).toBe(
      1250,
    );
  });

  it('falls back to the shared rule when the suggestion is not an option', () => {
    // Packs of 6: 4 is not an option, the rule gives minimo×unidad = 6.
    expect(cantidadInicial(item({ minimo: '6', grupo: '6' }, '4'))).toBe(6000);
    // More than the stock: clamped to the largest option that fits.
    expect(cantidadInicial(item({ existencia: '5' }, '8'))).toBe(5000);
    // Above maximo: maximo.
    expect(cantidadInicial(item({ maximo: '2' }, '10'))).toBe(2000);
  });

  it('adds every product in the list order with its own quantity', () => {
    const lista = [
      item({}, '2'),
      item({ modalidadVenta: 'peso', minimo: '0.5', grupo: '0.5' }, '1'),
      item({}, '1'),
    ];
    const [a, b, c] = lista.map((i) => i.producto.id) as [number, number, number];
    expect(planAgregarTodo(lista)).toEqual({
      agregar: [
        { productoId: a, cantidad: '2' },
        { productoId: b, cantidad: '1' },
        { productoId: c, cantidad: '1' },
      ],
      omitidos: [],
    });
  });

  it('leaves out products set to 0 and products without a valid quantity', () => {
    const lista = [item({}, '2'), item({}, '1'), item({ minimo: '3', existencia: '2' }, '3')];
    const [a, b, c] = lista.map((i) => i.producto.id) as [number, number, number];
    const plan = planAgregarTodo(lista, { [b]: 0 });
    expect(plan.agregar).toEqual([{ productoId: a, cantidad: '2' }]);
    expect(plan.omitidos).toEqual([b, c]);
  });

  it('brings a chosen quantity that is not an option down to a valid one', () => {
    const lista = [item({ minimo: '2', grupo: '2', existencia: '9' }, '2')];
    const id = lista[0]!.producto.id;
    expect(planAgregarTodo(lista, { [id]: 7000 }).agregar).toEqual([{ productoId: id, cantidad: '6' }]);
    expect(planAgregarTodo(lista, { [id]: 1000 }).omitidos).toEqual([id]);
  });
});
