// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MasPaginas } from './MasPaginas.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Pagina = { items: string[]; pagina: number; paginas: number };
const pagina = (n: number, total = 3): Pagina => ({ items: [`m${n}a`, `m${n}b`], pagina: n, paginas: total });

let root: Root;
let contenedor: HTMLElement;
let leidas: number[];
const leer = async (n: number) => {
  leidas.push(n);
  return pagina(n);
};
const fila = (m: string) => <li key={m}>{m}</li>;
const filas = () => [...contenedor.querySelectorAll('li')].map((li) => li.textContent);
const verMas = () => [...contenedor.querySelectorAll('button')].find((b) => b.textContent === 'Ver más');
async function pulsar(boton: HTMLButtonElement | undefined) {
  expect(boton).toBeDefined();
  await act(async () => boton?.click());
  await act(() => new Promise((r) => setTimeout(r, 10)));
}
const dibujar = (primera: Pagina) =>
  act(() => root.render(<MasPaginas primera={primera} leer={leer} fila={fila} etiqueta="Movimientos" />));

beforeEach(() => {
  leidas = [];
  contenedor = document.createElement('div');
  document.body.append(contenedor);
  root = createRoot(contenedor);
});
afterEach(() => {
  act(() => root.unmount());
  contenedor.remove();
});

describe('the pages after the first', () => {
  it('opens each next page on "Ver más", and offers none after the last', async () => {
    await dibujar(pagina(1));
    expect(filas()).toEqual([]);
    await pulsar(verMas());
    expect(filas()).toEqual(['m2a', 'm2b']);
    await pulsar(verMas());
    expect(filas()).toEqual(['m2a', 'm2b', 'm3a', 'm3b']);
    expect(verMas()).toBeUndefined();
    expect(leidas).toEqual([2, 3]);
  });

  it('starts over from a new first page, reading its next pages anew', async () => {
    await dibujar(pagina(1));
    await pulsar(verMas());
    await dibujar(pagina(1));
    expect(filas()).toEqual([]);
    await pulsar(verMas());
    expect(filas()).toEqual(['m2a', 'm2b']);
    expect(leidas).toEqual([2, 2]);
  });

  it('shows nothing for a list of one page', async () => {
    await dibujar(pagina(1, 1));
    expect(contenedor.innerHTML).toBe('');
  });
});
