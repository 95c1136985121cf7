// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { textoResultado } from './carrito.ts';

const cafe = { nombre: 'Café', modalidadVenta: 'unidad' as const };
const queso = { nombre: 'Queso', modalidadVenta: 'peso' as const };

describe("a card's answer, its quantity read out", () => {
  it('an add says what was added and, when the cart had some, the total', () => {
    expect(textoResultado({ estado: 'ok', cantidad: '1', agregada: 1000 }, cafe)).toBe(
      'Agregado al carrito: 1 und de Café.',
    );
    expect(textoResultado({ estado: 'ok', cantidad: '0.75', agregada: 250 }, queso)).toBe(
      'Agregado al carrito: 250 g de Queso. Tiene 750 g en el carrito.',
    );
  });

  it('a capped add says the cap with the real quantity', () => {
    const tope = 'Máximo 12 und por pedido: tiene 12 und en el carrito';
    expect(textoResultado({ estado: 'ok', cantidad: '12', agregada: 1000, tope }, cafe)).toBe(tope);
  });

  it("a stepper's − says what is left, or that the line went", () => {
    expect(textoResultado({ estado: 'ok', cantidad: '1.5' }, queso)).toBe(
      'Tiene 1,5 kg de Queso en el carrito.',
    );
    expect(textoResultado({ estado: 'ok', cantidad: '0' }, cafe)).toBe('Quitado del carrito: Café.');
  });
});
